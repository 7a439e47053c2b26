// OpenCL: a barrier inside a branch on the local id.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: barrier divergence
//@ expect-not-re: kernel 'partial' .*: verified
//@ expect-re: \.cl:12:5:
__kernel void partial(__global int *A) {
  __local int s[64];
  size_t l = get_local_id(0);
  s[l] = A[l];
  if (l % 2 == 0)
    barrier(CLK_LOCAL_MEM_FENCE); // <- defect
  A[l] = s[l];
}
