// OpenCL: work-items exchange values through global memory within their
// work-group, separated by barrier(CLK_GLOBAL_MEM_FENCE).
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'exchange' \(.*\): verified
//@ expect-not: race on
__kernel void exchange(__global int *A, __global int *out) {
  size_t l = get_local_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  A[base + l] = (int)l * 7;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[base + l] = A[base + (l + 1) % get_local_size(0)];
}
