// A __device__ global array indexed by global thread id; each thread
// reads back its own element.
//@ args: --blockDim=128 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'stage\(const int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__device__ int histogram_scratch[256];

__global__ void stage(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  histogram_scratch[i] = in[i];
  __syncthreads();
  out[i] = histogram_scratch[i];
}
