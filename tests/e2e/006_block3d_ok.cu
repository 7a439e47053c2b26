// 3-D thread block writing a 3-D shared array, then reading a transposed
// element after a barrier.
//@ args: --blockDim=4,4,4 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'cube\(float\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void cube(float *out) {
  __shared__ float vol[4][4][4];
  unsigned x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  vol[z][y][x] = x + 4 * y + 16 * z;
  __syncthreads();
  out[x + 4 * y + 16 * z] = vol[x][y][z];
}
