// --kernel with a full signature (spaces ignored) picks one overload only.
//@ args: --blockDim=64 --gridDim=1 --kernel=fill(float*)
//@ exit: 1
//@ expect-re: kernel 'fill\(float\*\)' \(.*\): 1 race found
//@ expect-not: fill(int*)
__global__ void fill(int *p) { p[threadIdx.x] = 1; }
__global__ void fill(float *p) { p[0] = threadIdx.x; }  // <- race
