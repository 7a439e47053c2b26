// The __device__ array indexed by threadIdx.x with two blocks: the
// blocks overwrite each other's elements (a barrier does not order blocks).
//@ args: --blockDim=128 --gridDim=2
//@ exit: 1
//@ expect: race on histogram_scratch[
//@ expect-re: kernel 'stage\(const int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'stage\(const int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(13:36|13:34):
__device__ int histogram_scratch[256];

__global__ void stage(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  histogram_scratch[threadIdx.x] = in[i]; // <- race
  __syncthreads();
  out[i] = histogram_scratch[i];
}
