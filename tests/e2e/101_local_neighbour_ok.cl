// OpenCL: the same rotation with barrier(CLK_LOCAL_MEM_FENCE).
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'rotate' \(.*\): verified
//@ expect-not: race on
__kernel void rotate(__global const int *in, __global int *out) {
  __local int tile[64];
  size_t l = get_local_id(0);
  size_t g = get_global_id(0);
  tile[l] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = tile[(l + 1) % 64];
}
