// A dynamic work queue (Bardsley & Donaldson's Fig. 3): threads take items
// from a shared counter until the queue is empty. Each item is handed out
// once only while the counter does not wrap around, and nothing bounds the
// calls in the loop: with n = 2^32 - 1 no thread leaves before the counter
// has gone round and handed out 0 again. So the counter is not refined and
// the writes to `out` are reported.
//@ args: --blockDim=64 --gridDim=16 -v
//@ exit: 1
//@ expect: 'next' is stepped in a loop (line 1
//@ expect: write-write race on out[
//@ expect-not-re: kernel 'work_queue\(const float\*, float\*, unsigned int\*, unsigned int\)' .*: verified
__global__ void work_queue(const float *in, float *out, unsigned *next, unsigned n) {
  unsigned i = atomicAdd(next, 1u);
  while (i < n) {
    out[i] = 2.0f * in[i];
    i = atomicAdd(next, 1u);
  }
}
