//@ args: --blockDim=256 --gridDim=64
//@ exit: 0
// Tree reduction in shared memory (sequential addressing): each block sums
// 2 * blockDim.x elements of `in` and writes one partial sum to
// out[blockIdx.x]. The barrier at the end of every step separates the
// step's reads of sdata[tid + s] from the next step's writes.
#define BLOCK_SIZE 256

__global__ void reduce_tree(const float *in, float *out, unsigned n) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

  float v = 0.0f;
  if (i < n)
    v = in[i];
  if (i + blockDim.x < n)
    v += in[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();

  for (unsigned s = blockDim.x / 2;
       __invariant(__no_read(sdata)), __invariant(__no_write(sdata)),
       __invariant(s <= blockDim.x / 2), s > 0;
       s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }

  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
