// Pointers to a __shared__ array and a global array passed around in a
// local struct (SROA turns its fields into values): each thread writes
// its own element through whichever pointer the struct holds, and reads
// it back after a barrier. Race-free.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'via_struct[('].*verified
struct bufs { float *dst; float *src; };

__device__ void copy_one(struct bufs b, unsigned t) { b.dst[t] = b.src[t]; }

__global__ void via_struct(float *g, int flip) {
  __shared__ float s[32];
  unsigned t = threadIdx.x;
  struct bufs b;
  b.dst = flip ? s : g + 32;
  b.src = g;
  copy_one(b, t);
  __syncthreads();
  g[64 + t] = b.dst[t];
}
