// OpenCL: the tree reduction without the barrier inside the loop.
//@ args: --local_size=128 --num_groups=4
//@ exit: 1
//@ expect: race on scratch[
//@ expect-re: kernel 'sum' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'sum' .*: verified
//@ expect-re: \.cl:(14:21|14:18):
__kernel void sum(__global const float *in, __global float *out, __local float *scratch) {
  size_t l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s)
      scratch[l] += scratch[l + s]; // <- race
  }
  if (l == 0)
    out[get_group_id(0)] = scratch[0];
}
