// The twin of 1155_aliased_args_split_ok.cu: each thread reads y[i + 1],
// and the last thread's y[N] is sum[0], which thread 0 writes. Checked as
// one array (the parts at their distances), the read past the end of `y`
// is a race with the write at the start of `sum`; with three distinct
// arrays it would be missed.
//@ exit: 1
//@ expect: note: the launch at line 23 passes pointers into one buffer to 'x', 'y' ('x' + 4096 bytes) and 'sum' ('x' + 8192 bytes), and the kernel writes through 'sum': they are checked as one array, named 'x' in reports
//@ expect: read-write race on x[2048] (sum[0])
//@ expect-not: verified
#define N 1024

__global__ void add_parts(const float *x, const float *y, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    sum[i] = x[i] + y[i + 1];
}

int main() {
  float *pool;
  cudaMalloc(&pool, 3 * N * sizeof(float));
  float *x = pool, *y = pool + N, *sum = pool + 2 * N;
  cudaMemset(pool, 0, 2 * N * sizeof(float));
  add_parts<<<N / 128, 128>>>(x, y, sum);
  cudaDeviceSynchronize();
  return 0;
}
