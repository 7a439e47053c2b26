//@ args: --blockDim=256 --gridDim=64
//@ exit: 1
// RACY: the tree reduction of reduce_tree.cu with the barrier inside the
// loop forgotten. In step s = 64, thread t < 64 reads sdata[t + 64], which
// thread t + 64 wrote in step s = 128 with no barrier in between.
#define BLOCK_SIZE 256

__global__ void reduce_missing_barrier(const float *in, float *out, unsigned n) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();

  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    // __syncthreads() missing here
  }

  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
