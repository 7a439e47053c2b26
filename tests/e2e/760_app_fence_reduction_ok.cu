// Application: a one-pass sum. Every block reduces its slice in shared
// memory, thread 0 publishes the block's partial sum, fences with device
// scope and takes a ticket from a global counter; the block that draws the
// last ticket adds up all partial sums (the "last block" pattern). Thread 0
// of that block fences again (device scope) after drawing the ticket and
// before it reads: the acquire half of the hand-off (docs/encodings.md,
// "Ticket counters").
//@ exit: 0
//@ expect-re: kernel 'sum_last_block[(].*: verified
#include <cstdio>
#include <cstdlib>

#define BLOCK 128
#define BLOCKS 8

__global__ void sum_last_block(const float *in, float *partial, unsigned *ticket, float *result,
                               int n) {
  __shared__ float sdata[BLOCK];
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
    if (t == gridDim.x - 1) {
      __threadfence();
      float total = 0.0f;
      for (unsigned b = 0; b < gridDim.x; b++)
        total += partial[b];
      result[0] = total;
    }
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
