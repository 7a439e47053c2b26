// A dynamic work queue (Bardsley & Donaldson's Fig. 3): threads take items
// from a shared counter until the queue is empty. Each item is handed out
// once, so the writes to `out` never meet, across iterations and blocks.
//@ args: --blockDim=64 --gridDim=16
//@ exit: 0
//@ expect-re: kernel 'work_queue' \(.*\): verified
__global__ void work_queue(const float *in, float *out, unsigned *next, unsigned n) {
  unsigned i = atomicAdd(next, 1u);
  while (i < n) {
    out[i] = 2.0f * in[i];
    i = atomicAdd(next, 1u);
  }
}
