// OpenCL: writes at l and l + n are disjoint when n >= get_local_size(0).
//@ args: --local_size=64 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'pair' \(.*\): verified
//@ expect-not: race on
__kernel void pair(__global int *A, uint n) {
  __requires(n >= get_local_size(0));
  __requires(n < 65536);
  uint l = get_local_id(0);
  A[l] = 1;
  A[l + n] = 2;
}
