// 052_work_queue_ok.cu, but thread 0 of each block also resets the counter
// with a plain store: values can now repeat, and the store itself races
// with the other threads' atomics.
//@ args: --blockDim=64 --gridDim=16
//@ exit: 1
//@ expect-re: (write-write race on out\[|atomic-write race on next\[|write-atomic race on next\[)
//@ expect-re: kernel 'work_queue\(const float\*, float\*, unsigned int\*, unsigned int\)' \(.*\): [0-9]+ races? found
//@ expect-not: verified
__global__ void work_queue(const float *in, float *out, unsigned *next, unsigned n) {
  if (threadIdx.x == 0)
    *next = 0; // <- race
  unsigned i = atomicAdd(next, 1u);
  while (i < n) {
    out[i] = 2.0f * in[i];
    i = atomicAdd(next, 1u);
  }
}
