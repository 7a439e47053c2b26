// atomic_store and atomic_load without _explicit are seq_cst with device
// scope: a release and an acquire.
//@ args: --local_size=1 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'handoff' .*: verified
__kernel void handoff(__global int *data, __global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_store(flag, 1);
  } else if (get_group_id(0) == 1) {
    while (atomic_load(flag) != 1)
      ;
    out[0] = data[0];
  }
}
