// A pointer held in a __device__ global and loaded from it: its base would
// have to be tracked through memory, which tandem does not model: the
// kernel is unsupported (exit 2) with the reason and the line.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: pointer loaded from memory
//@ expect: 851_ptr_in_global_bad.cu:11:
__device__ int *table;

__global__ void through_global(int *out) {
  int *p = table;
  out[threadIdx.x] = p[threadIdx.x];
}
