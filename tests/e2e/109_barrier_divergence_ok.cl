// OpenCL: a barrier inside a branch on a kernel argument (uniform).
//@ args: --local_size=64 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'partial' \(.*\): verified
//@ expect-not: race on
//@ expect-not: barrier divergence
__kernel void partial(__global int *A, int sync) {
  __local int s[64];
  size_t l = get_local_id(0);
  s[l] = A[l];
  if (sync) {
    barrier(CLK_LOCAL_MEM_FENCE);
    A[l] = s[63 - l];
  }
}
