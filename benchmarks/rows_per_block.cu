//@ args: --blockDim=128 --gridDim=64
//@ exit: 0
// Block b sums the first b + 1 rows of a 128-wide matrix through shared
// memory: the k loop's trip count depends on blockIdx only, so the two
// barriers in it are reached by all threads of a block (group-uniform
// control, encodings/uniformity.c). No annotations.
__global__ void rows_per_block(float *out, const float *in) {
  __shared__ float row[128];
  float acc = 0;
  for (unsigned k = 0; k <= blockIdx.x; k++) {
    row[threadIdx.x] = in[k * 128 + threadIdx.x];
    __syncthreads();
    acc += row[(threadIdx.x + 1) % 128] - row[threadIdx.x];
    __syncthreads();
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
