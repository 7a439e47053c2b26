// Per-element locks in a loop: every thread adds its row into a histogram
// of 16 bins, each bin guarded by its own lock locks[b]. The lock is taken
// in divergent code (try-lock inside a retry loop, safe under independent
// thread scheduling) and every thread touches several bins.
//@ exit: 0
//@ expect-re: kernel 'accumulate.*: verified
//@ expect-not: race on
__global__ void accumulate(int *locks, float *bins, const float *in, const int *key, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < n; j++) {
    int b = key[t * n + j] & 15;
    bool done = false;
    while (!done) {
      if (atomicCAS(&locks[b], 0, 1) == 0) {
        __threadfence();
        bins[b] += in[t * n + j];
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
