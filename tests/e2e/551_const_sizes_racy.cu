// Host-guided (issue 11): as 551_const_sizes_ok, but the stride passed is
// half the block size: neighbouring blocks overlap.
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: <<<64, 128>>>, n = 4096, stride = 64
#define N 4096

__global__ void fill(int *out, int n, int stride) {
  int i = blockIdx.x * stride + threadIdx.x;
  if (i < n)
    out[i] = threadIdx.x;
}

int main() {
  const int threads = 128;
  const int blocks = N / (threads / 2);
  int *d;
  cudaMalloc(&d, N * sizeof(int));
  fill<<<blocks, threads>>>(d, N, threads / 2);
  cudaDeviceSynchronize();
  return 0;
}
