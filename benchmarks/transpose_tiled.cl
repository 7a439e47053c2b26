//@ args: --local_size=16,16 --num_groups=64,64
//@ exit: 0
// OpenCL tiled transpose of a 1024 x 1024 matrix through a padded local
// tile (16 x 17 words).
#define TILE 16
#define N 1024

__kernel void transpose_tiled(__global float *out, __global const float *in) {
  __local float tile[TILE][TILE + 1];
  uint tx = get_local_id(0), ty = get_local_id(1);
  uint bx = get_group_id(0), by = get_group_id(1);

  tile[ty][tx] = in[(by * TILE + ty) * N + bx * TILE + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(bx * TILE + ty) * N + by * TILE + tx] = tile[tx][ty];
}
