//@ args: --blockDim=128 --gridDim=64
//@ exit: 1
// Dynamic work distribution through an atomic counter: each item is taken
// by exactly one thread only while the counter does not wrap around, and
// nothing bounds the calls in the loop (with n = 2^32 - 1 it does wrap), so
// tandem does not refine the counter and reports a race (docs/encodings.md §9).
__global__ void work_queue(const float *in, float *out, unsigned *next, unsigned n) {
  for (unsigned i = atomicAdd(next, 1u); i < n; i = atomicAdd(next, 1u)) {
    float x = in[i];
    out[i] = x * x + 1.0f;
  }
}
