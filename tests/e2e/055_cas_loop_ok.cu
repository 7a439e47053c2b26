// A float maximum built from an atomicCAS loop, every access to the cell
// atomic (the first read is an atomicCAS that changes nothing). The result
// is read after a barrier... of the grid: here only by each block's own
// thread 0 after __syncthreads, through a block-private cell.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'block_max\(const float\*, float\*\)' \(.*\): verified
__device__ float atomic_max_float(float *addr, float v) {
  int *cell = (int *)addr;
  int old = atomicCAS(cell, 0, 0);
  int assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v)
      break;
    old = atomicCAS(cell, assumed, __float_as_int(v));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void block_max(const float *in, float *out) {
  __shared__ float m;
  if (threadIdx.x == 0)
    m = -1e30f;
  __syncthreads();
  atomic_max_float(&m, in[blockIdx.x * blockDim.x + threadIdx.x]);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = m;
}
