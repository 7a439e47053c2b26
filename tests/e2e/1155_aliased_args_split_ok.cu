// One allocation split into three arrays by constant offsets, the way a
// program saves cudaMalloc calls: the parameters are checked as one array
// with each one's accesses shifted by its distance, so the proof also
// shows that the kernel stays inside its own part of the buffer wherever
// it could collide with another's (here: each thread touches element i of
// each part, and the parts are N elements apart).
//@ exit: 0
//@ expect: note: the launch at line 23 passes pointers into one buffer to 'x', 'y' ('x' + 4096 bytes) and 'sum' ('x' + 8192 bytes), and the kernel writes through 'sum': they are checked as one array, named 'x' in reports
//@ expect-re: kernel 'add_parts\(.*\)' \(.*\): verified
#define N 1024

__global__ void add_parts(const float *x, const float *y, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    sum[i] = x[i] + y[i];
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
