// 923_bi_missing_instance_fail.cu with the instance the proof needs: the
// first invariant also for the neighbour's slot. Then b is a permutation
// and the writes to out are distinct.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k\(int\*\)' \(.*\): verified
__global__ void k(int *out) {
  __shared__ int a[64];
  __shared__ int b[64];
  unsigned t = threadIdx.x;
  a[t] = t;
  __barrier_invariant_2(a[threadIdx.x] == threadIdx.x, threadIdx.x, (threadIdx.x + 1) % 64);
  __syncthreads();
  b[t] = a[(t + 1) % 64];
  __barrier_invariant_1(b[threadIdx.x] == (threadIdx.x + 1) % 64, threadIdx.x);
  __syncthreads();
  out[b[t]] = t;
}
