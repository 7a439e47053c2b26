// 716_lock_per_element_ok.cu with the lock of bin b taken for bin b + 1 on
// the update: two threads holding different locks update the same bin.
//@ exit: 1
//@ expect-re: kernel .accumulate.*: [0-9]+ races? found
//@ expect: race on bins[
__global__ void accumulate(int *locks, float *bins, const float *in, const int *key, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < n; j++) {
    int b = key[t * n + j] & 15;
    bool done = false;
    while (!done) {
      if (atomicCAS(&locks[b], 0, 1) == 0) {
        __threadfence();
        bins[(b + 1) & 15] += in[t * n + j];
        __threadfence();
        atomicExch(&locks[b], 0);
        done = true;
      }
    }
  }
}

int main() {
  const int blocks = 2, threads = 64, n = 8;
  int *locks, *key;
  float *bins, *in;
  cudaMalloc(&locks, 16 * sizeof(int));
  cudaMalloc(&bins, 16 * sizeof(float));
  cudaMalloc(&in, blocks * threads * n * sizeof(float));
  cudaMalloc(&key, blocks * threads * n * sizeof(int));
  cudaMemset(locks, 0, 16 * sizeof(int));
  accumulate<<<blocks, threads>>>(locks, bins, in, key, n);
  cudaDeviceSynchronize();
  return 0;
}
