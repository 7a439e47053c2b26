// Pointers passed around in a local struct, as in 851_ptr_in_struct_ok.cu,
// but the read-back takes the neighbour's element without a barrier: a
// race on `s` (when the struct holds the __shared__ array) or on `g`.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect-re: race on (s|g)\[
struct bufs { float *dst; float *src; };

__device__ void copy_one(struct bufs b, unsigned t) { b.dst[t] = b.src[t]; }

__global__ void via_struct(float *g, int flip) {
  __shared__ float s[32];
  unsigned t = threadIdx.x;
  struct bufs b;
  b.dst = flip ? s : g + 32;
  b.src = g;
  copy_one(b, t);
  g[64 + t] = b.dst[(t + 1) % 32];
}
