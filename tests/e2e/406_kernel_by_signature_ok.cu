// --kernel by mangled name picks the race-free overload only.
//@ args: --blockDim=64 --gridDim=1 --kernel=_Z4fillPi
//@ exit: 0
//@ expect-re: kernel 'fill\(int\*\)' \(.*\): verified
//@ expect-not: race
__global__ void fill(int *p) { p[threadIdx.x] = 1; }
__global__ void fill(float *p) { p[0] = threadIdx.x; }  // <- race
