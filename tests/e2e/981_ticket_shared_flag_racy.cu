// The "last block" reduction as it is often written: thread 0 draws the
// ticket, tells its block through a __shared__ flag, and after the barrier
// the last block's thread 0 reads every block's partial sum with no fence
// of its own after the ticket. The barrier is only a block-scoped fence, so
// in the PTX memory model nothing orders the other blocks' partial sums
// before these reads: an insufficient fence scope on the consumer's side
// (760_app_fence_reduction_ok fences with device scope after the ticket).
//@ exit: 1
//@ expect-re: error: read-write race on partial\[[0-9]+\] \(insufficient fence scope: the block-scoped operations at lines 29, 33, 41 do not
//@ expect-not-re: kernel 'sum_last_block[(].*: verified
#include <cstdio>
#include <cstdlib>

#define BLOCK 128
#define BLOCKS 8

__global__ void sum_last_block(const float *in, float *partial, unsigned *ticket, float *result,
                               int n) {
  __shared__ float sdata[BLOCK];
  __shared__ bool last;
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (2 * blockDim.x) + tid;
  float s = 0.0f;
  if (i < n)
    s = in[i];
  if (i + blockDim.x < n)
    s += in[i + blockDim.x];
  sdata[tid] = s;
  __syncthreads();
  for (unsigned step = blockDim.x / 2; step > 0; step >>= 1) {
    if (tid < step)
      sdata[tid] += sdata[tid + step];
    __syncthreads();
  }
  if (tid == 0) {
    partial[blockIdx.x] = sdata[0];
    __threadfence();
    unsigned t = atomicInc(ticket, gridDim.x);
    last = (t == gridDim.x - 1);
  }
  __syncthreads();
  if (last && tid == 0) {
    float total = 0.0f;
    for (unsigned b = 0; b < gridDim.x; b++)
      total += partial[b];
    result[0] = total;
  }
}

int main() {
  const int n = 2 * BLOCK * BLOCKS;
  float *h = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    h[i] = 1.0f;
  float *in, *partial, *result;
  unsigned *ticket;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&partial, BLOCKS * sizeof(float));
  cudaMalloc(&result, sizeof(float));
  cudaMalloc(&ticket, sizeof(unsigned));
  cudaMemcpy(in, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(ticket, 0, sizeof(unsigned));
  sum_last_block<<<BLOCKS, BLOCK>>>(in, partial, ticket, result, n);
  float r;
  cudaMemcpy(&r, result, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum = %f\n", r);
  cudaFree(in);
  cudaFree(partial);
  cudaFree(result);
  cudaFree(ticket);
  free(h);
  return 0;
}
