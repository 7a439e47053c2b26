// OpenCL: reversal through __local memory with a barrier that fences both
// local and global memory.
//@ args: --local_size=128 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'reverse' \(.*\): verified
//@ expect-not: race on
__kernel void reverse(__global float *d) {
  __local float buf[128];
  size_t l = get_local_id(0);
  size_t n = get_local_size(0);
  buf[l] = d[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  d[get_global_id(0)] = buf[n - 1 - l];
}
