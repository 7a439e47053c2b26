// Two kernels named `fill`, told apart by their parameter types: both are
// verified, each reported under its own signature. The float overload
// races (every thread writes p[0]); the int one is race-free.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 1
//@ expect-re: kernel 'fill\(int\*\)' \(.*\): verified
//@ expect-re: kernel 'fill\(float\*\)' \(.*\): 1 race found
//@ expect: write-write race on p[0] (data race) in kernel 'fill(float*)'
//@ expect-re: 400_overloads_racy\.cu:15:[0-9]+: error: write-write race
//@ expect-not-re: kernel 'fill' 
__global__ void fill(int *p) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
__global__ void fill(float *p) {
  p[0] = threadIdx.x;  // <- race
}
