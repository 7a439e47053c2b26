// __activemask() always contains the calling lane; it is a plain value,
// neither a synchronisation nor a shuffle.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'own_bit\(unsigned int\*\)' \(.*\): verified
__global__ void own_bit(unsigned *out) {
  unsigned m = __activemask();
  __assert((m >> (threadIdx.x % warpSize)) & 1u);
  out[blockIdx.x * blockDim.x + threadIdx.x] = m;
}
