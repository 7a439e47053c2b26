// Thread 0 publishes a shared base offset; every thread then writes
// out[base + threadIdx.x]. Race-free only if both threads of the pair read
// the same value of base, which --equality-abstraction guarantees.
//@ args: --blockDim=64 --gridDim=1 --equality-abstraction
//@ exit: 0
//@ expect-re: kernel 'gather\(const int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void gather(const int *offsets, int *out) {
  __shared__ int base;
  if (threadIdx.x == 0)
    base = offsets[blockIdx.x];
  __syncthreads();
  out[base + threadIdx.x] = threadIdx.x;
}
