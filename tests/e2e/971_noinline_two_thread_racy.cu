// --no-inline: a __requires relating the two threads (__uniform_int) held
// only for two threads at the same call; the function's own check pairs
// invocations from any two calls (here base 0 and base 64, with no barrier
// between), so it does not assume it, and the race between thread t + 64
// of the first call and thread t of the second is found.
//@ args: --no-inline --blockDim=128 --gridDim=1
//@ exit: 1
//@ expect: race on p[
//@ expect-not-re: kernel 'k.*: verified
__device__ void fill(int *p, int base) {
  __requires(__ptr_offset_bytes(p) == 0);
  __requires(__uniform_int(base));
  __requires(base == 0 || base == 64);
  p[base + threadIdx.x] = base;
}

__global__ void k(int *A) {
  fill(A, 0);
  fill(A, 64);
}
