// Volatile accesses to distinct elements.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'handshake\(volatile int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void handshake(volatile int *flag, int *out) {
  flag[threadIdx.x] = 1;
  out[threadIdx.x] = flag[threadIdx.x];
}
