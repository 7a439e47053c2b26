// The usual way of writing the CAS loop starts with a plain read of the
// cell, which races with the other threads' atomicCAS.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 1
//@ expect: atomic-read race on m
//@ expect-re: 055_cas_loop_racy\.cu:10:13:
//@ expect-re: kernel 'block_max\(const float\*, float\*\)' \(.*\): [0-9]+ races? found
__device__ float atomic_max_float(float *addr, float v) {
  int *cell = (int *)addr;
  int old = *cell; // <- race
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
