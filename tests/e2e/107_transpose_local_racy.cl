// OpenCL: the tiled transpose without its barrier.
//@ args: --local_size=16,16 --num_groups=4,4
//@ exit: 1
//@ expect: read-write race on tile[
//@ expect-re: kernel 'transpose' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'transpose' .*: verified
//@ expect-re: \.cl:(15:18|15:16|16:50|16:48):
#define TILE 16
#define N 64

__kernel void transpose(__global float *odata, __global const float *idata) {
  __local float tile[TILE][TILE + 1];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t gx = get_group_id(0), gy = get_group_id(1);
  tile[ly][lx] = idata[(gy * TILE + ly) * N + gx * TILE + lx]; // <- race
  odata[(gx * TILE + ly) * N + gy * TILE + lx] = tile[lx][ly]; // <- race
}
