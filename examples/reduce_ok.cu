// reduce_ok.cu — the fixed version of reduce_racy.cu: a barrier ends every
// step of the tree reduction, so the reads of sdata[tid + s] in one step are
// separated from the writes of the next. tandem verifies it:
// `bin/tandem --blockDim=64 examples/reduce_ok.cu` exits 0. No annotation is
// needed: tandem proposes candidate loop invariants ("nothing read or written
// since the barrier", "s never grows") and Houdini keeps the inductive ones.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define BLOCK 64

__global__ void block_sum(const float *in, float *total, int n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;

  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();

  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }

  if (tid == 0)
    atomicAdd(total, sdata[0]);
}

int main() {
  const int n = 1 << 16;
  const int blocks = (n + BLOCK - 1) / BLOCK;
  std::vector<float> host(n, 1.0f);
  float sum = 0.0f;

  float *d_in, *d_total;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_total, sizeof(float));
  cudaMemcpy(d_in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(d_total, 0, sizeof(float));

  block_sum<<<blocks, BLOCK>>>(d_in, d_total, n);
  cudaDeviceSynchronize();

  cudaMemcpy(&sum, d_total, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum = %.0f (expected %d)\n", sum, n);

  cudaFree(d_in);
  cudaFree(d_total);
  return sum == n ? EXIT_SUCCESS : EXIT_FAILURE;
}
