// Host-guided (issue 11): sizes derived from constants. Each block handles
// `stride` elements; that is race-free only when stride >= blockDim.x, and
// main() launches with stride = threads = 128 and N / threads blocks.
//@ exit: 0
//@ expect-re: kernel 'fill\(int\*, int, int\)' \(.*\): verified
//@ expect: <<<32, 128>>>, n = 4096, stride = 128
#define N 4096

__global__ void fill(int *out, int n, int stride) {
  int i = blockIdx.x * stride + threadIdx.x;
  if (i < n)
    out[i] = threadIdx.x;
}

int main() {
  const int threads = 128;
  const int blocks = (N + threads - 1) / threads;
  int *d;
  cudaMalloc(&d, N * sizeof(int));
  fill<<<blocks, threads>>>(d, N, threads);
  cudaDeviceSynchronize();
  return 0;
}
