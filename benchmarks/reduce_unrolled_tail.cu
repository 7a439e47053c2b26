//@ args: --blockDim=256 --gridDim=32
//@ exit: 0
// Reduction in the style of the well-known "reduce6": a grid-stride loop
// accumulates many elements per thread, then a completely unrolled tree.
// The last six steps, which fit in one warp, are unrolled too but each is
// still followed by __syncthreads(): with independent thread scheduling a
// warp is not lock-step, so the warp-synchronous shortcut would race
// (see reduce_warp_tail_racy.cu).
#define BLOCK_SIZE 256

__global__ void reduce_unrolled_tail(const float *in, float *out, unsigned n) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (BLOCK_SIZE * 2) + tid;
  unsigned grid_size = BLOCK_SIZE * 2 * gridDim.x;

  float sum = 0.0f;
  while (i < n) {
    sum += in[i];
    if (i + BLOCK_SIZE < n)
      sum += in[i + BLOCK_SIZE];
    i += grid_size;
  }
  sdata[tid] = sum;
  __syncthreads();

  if (BLOCK_SIZE >= 512) {
    if (tid < 256)
      sdata[tid] += sdata[tid + 256];
    __syncthreads();
  }
  if (BLOCK_SIZE >= 256) {
    if (tid < 128)
      sdata[tid] += sdata[tid + 128];
    __syncthreads();
  }
  if (BLOCK_SIZE >= 128) {
    if (tid < 64)
      sdata[tid] += sdata[tid + 64];
    __syncthreads();
  }

  // warp-sized tail, one barrier per step
  if (tid < 32)
    sdata[tid] += sdata[tid + 32];
  __syncthreads();
  if (tid < 16)
    sdata[tid] += sdata[tid + 16];
  __syncthreads();
  if (tid < 8)
    sdata[tid] += sdata[tid + 8];
  __syncthreads();
  if (tid < 4)
    sdata[tid] += sdata[tid + 4];
  __syncthreads();
  if (tid < 2)
    sdata[tid] += sdata[tid + 2];
  __syncthreads();
  if (tid == 0)
    out[blockIdx.x] = sdata[0] + sdata[1];
}
