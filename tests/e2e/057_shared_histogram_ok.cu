// A privatised histogram: each block clears its bins in shared memory,
// counts with shared atomics, then adds its bins to the global histogram
// with global atomics. The barriers order the plain stores and reads of
// the bins against the atomics.
//@ args: --blockDim=256 --gridDim=32
//@ exit: 0
//@ expect-re: kernel 'histogram256\(const unsigned char\*, unsigned int\*, int\)' \(.*\): verified
//@ expect-not: race on
__global__ void histogram256(const unsigned char *data, unsigned *hist, int n) {
  __shared__ unsigned bins[256];
  unsigned t = threadIdx.x;
  bins[t] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u);
  __syncthreads();
  atomicAdd(&hist[t], bins[t]);
}
