// Stream compaction: each thread that keeps its element takes the next free
// slot of `out` from an atomic counter. The counter is only ever
// incremented, so no two threads get one slot (repetition-free abstraction).
//@ args: --blockDim=128 --gridDim=8 -v
//@ exit: 0
//@ expect-re: kernel 'compact\(const int\*, int\*, unsigned int\*, int\)' \(.*\): verified
//@ expect: 'count' is only ever incremented by constants and cannot wrap around
//@ expect: 'count': at most 1024 threads x 1 call x step 1 stays within 32 bits (bound from --blockDim/--gridDim)
__global__ void compact(const int *in, int *out, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) {
    unsigned slot = atomicAdd(count, 1u);
    out[slot] = in[i];
  }
}
