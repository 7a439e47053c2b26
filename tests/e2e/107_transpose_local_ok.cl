// OpenCL: 2-D tiled transpose through __local memory.
//@ args: --local_size=16,16 --num_groups=4,4
//@ exit: 0
//@ expect-re: kernel 'transpose' \(.*\): verified
//@ expect-not: race on
#define TILE 16
#define N 64

__kernel void transpose(__global float *odata, __global const float *idata) {
  __local float tile[TILE][TILE + 1];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t gx = get_group_id(0), gy = get_group_id(1);
  tile[ly][lx] = idata[(gy * TILE + ly) * N + gx * TILE + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  odata[(gx * TILE + ly) * N + gy * TILE + lx] = tile[lx][ly];
}
