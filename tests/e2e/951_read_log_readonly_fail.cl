// p is only read, so its reads cannot race and were not logged; but an
// annotation asks about them, so they are logged now: the claim that p was
// not read is false (it was verified before).
//@ args: --local_size=16 --num_groups=4
//@ exit: 1
//@ expect: 951_read_log_readonly_fail.cl:10:3: error: assertion might not hold
//@ expect-not: verified
__kernel void only_read(__local int *p, __global int *out) {
  out[get_global_id(0)] = p[get_local_id(0)];
  __assert(!__read(p));
}
