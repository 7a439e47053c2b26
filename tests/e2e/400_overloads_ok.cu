// Two race-free overloads of `fill`: both verified, each under its signature.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'fill\(int\*\)' \(.*\): verified
//@ expect-re: kernel 'fill\(float\*, int\)' \(.*\): verified
//@ expect-not: race
__global__ void fill(int *p) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
__global__ void fill(float *p, int v) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
