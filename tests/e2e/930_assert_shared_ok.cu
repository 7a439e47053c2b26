// An __assert that reads shared memory: the thread's own write is known
// (the array's contents are modelled because an assertion reads them).
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'k\(int\*\)' \(.*\): verified
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = 2 * t;
  __assert(a[threadIdx.x] == 2 * threadIdx.x);
  __syncthreads();
  out[blockIdx.x * 64 + t] = a[t];
}
