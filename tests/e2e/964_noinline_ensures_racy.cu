// --no-inline: an __ensures the body does not establish is reported at
// its line, in the function's own check.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: 964_noinline_ensures_racy.cu:10:3: error: assertion might not hold in device function 'half(int)'
//@ expect-not-re: device function 'half.*: verified
//@ expect-not-re: kernel 'k.*: verified
__device__ int half(int x) {
  __requires(x >= 0 && x < 1024);
  __ensures(__return_val_int() * 2 == __old_int(x));
  return x / 2;
}

__global__ void k(int *A) {
  A[threadIdx.x] = half(threadIdx.x);
}
