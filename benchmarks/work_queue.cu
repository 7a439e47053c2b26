//@ args: --blockDim=128 --gridDim=64
//@ exit: 0
// Dynamic work distribution through an atomic counter: each item is taken
// by exactly one thread. Race-free only under the repetition-free
// abstraction of the counter (see docs/encodings.md §9).
__global__ void work_queue(const float *in, float *out, unsigned *next, unsigned n) {
  for (unsigned i = atomicAdd(next, 1u); i < n; i = atomicAdd(next, 1u)) {
    float x = in[i];
    out[i] = x * x + 1.0f;
  }
}
