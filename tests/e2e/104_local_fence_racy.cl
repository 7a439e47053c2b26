// OpenCL: the reversal with barrier(CLK_GLOBAL_MEM_FENCE) only: __local
// accesses are not fenced.
//@ args: --local_size=128 --num_groups=2
//@ exit: 1
//@ expect: read-write race on buf[
//@ expect-re: kernel 'reverse' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'reverse' .*: verified
//@ expect-re: \.cl:(13:12|13:10|15:25|15:23):
__kernel void reverse(__global float *d) {
  __local float buf[128];
  size_t l = get_local_id(0);
  size_t n = get_local_size(0);
  buf[l] = d[get_global_id(0)]; // <- race
  barrier(CLK_GLOBAL_MEM_FENCE);
  d[get_global_id(0)] = buf[n - 1 - l]; // <- race
}
