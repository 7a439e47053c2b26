// One buffer passed to two parameters that the kernel only reads: reads
// neither race nor change what another read returns, so the no-alias
// encoding stays exact and nothing is refused; the write goes to a
// buffer of its own.
//@ exit: 0
//@ expect-re: kernel 'dot_pairs\(.*\)' \(.*\): verified
//@ expect-not: checked as one array
__global__ void dot_pairs(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a[i] * b[(i + 1) % n];
}

int main() {
  const int n = 2048;
  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  dot_pairs<<<n / 256, 256>>>(d_in, d_in, d_out, n);
  cudaDeviceSynchronize();
  return 0;
}
