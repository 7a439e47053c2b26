// --no-inline: the __ensures holds in the function's own check and is
// assumed after each call, where the kernel's assertion needs it.
//@ args: --no-inline --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: device function 'half\(int\)' .*: verified
//@ expect-re: kernel 'k\(int\*\)' .*: verified
__device__ int half(int x) {
  __requires(x >= 0 && x < 1024);
  __ensures(__return_val_int() <= __old_int(x) && __return_val_int() >= 0);
  return x / 2;
}

__global__ void k(int *A) {
  int h = half(threadIdx.x);
  __assert(h < 64);
  A[threadIdx.x] = h;
}
