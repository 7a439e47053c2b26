// A CUDA __constant__ array's initializer is not its contents at launch
// (the host may cudaMemcpyToSymbol into it): tandem does not use it, so
// the write under `mode[0] == 1` is a race; a `const` __device__ table
// cannot change, and its initializer is used (kernel 'fixed' verifies).
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: write-write race on out[0]
//@ expect-re: kernel 'fixed\(int\*\)' \(.*\): verified
//@ expect-not-re: kernel 'copied\(int\*\)' .*: verified
__constant__ int mode[1] = {2};
__device__ const int fixed_mode[1] = {2};

__global__ void copied(int *out) {
  if (mode[0] == 1) out[0] = threadIdx.x;
}

__global__ void fixed(int *out) {
  if (fixed_mode[0] == 1) out[0] = threadIdx.x;
}
