// OpenCL: the same exchange with barrier(CLK_LOCAL_MEM_FENCE) only: the
// barrier does not fence global memory, so the global race remains.
//@ args: --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: read-write race on A[
//@ expect-re: kernel 'exchange' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'exchange' .*: verified
//@ expect-re: \.cl:(12:15|14:19|14:17):
__kernel void exchange(__global int *A, __global int *out) {
  size_t l = get_local_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  A[base + l] = (int)l * 7; // <- race
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + l] = A[base + (l + 1) % get_local_size(0)]; // <- race
}
