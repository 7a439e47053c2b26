// Every extern __shared__ array of a kernel starts at the same address
// (the block's dynamic shared memory): bufA and bufB are one array, so
// thread t's write of bufA[t] races with its neighbour's read of bufB[t ^ 1].
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: read-write race on bufA/bufB[
//@ expect-re: \.cu:(14:11|15:12):
//@ expect-not-re: kernel 'alias\(int\*\)' .*: verified
__global__ void alias(int *out) {
  extern __shared__ int bufA[];
  extern __shared__ int bufB[];
  unsigned t = threadIdx.x;
  // bufA and bufB are two names for one memory
  bufA[t] = t;            // <- race
  out[t] = bufB[t ^ 1];   // <- race
}
