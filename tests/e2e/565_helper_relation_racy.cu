// Host-guided relations (issue 11), racy twin of 565_helper_relation_ok:
// the loop steps by 100, the helper rounds up, and the threads past n
// write flag[0] together.
//@ exit: 1
//@ expect: write-write race on flag[0]
//@ expect: <<<(n + 127) >> 7, 128>>>, n = a loop variable, out: 32768 bytes (from cudaMalloc at 565_helper_relation_racy.cu:22), flag: 4 bytes (from cudaMalloc at 565_helper_relation_racy.cu:23); on the path: n >= 100

__global__ void tail(int *out, int *flag, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n)
    out[i] = i;
  else
    flag[0] = i;
}

static void run(int *d, int *f, int n) {
  tail<<<(n + 127) / 128, 128>>>(d, f, n);
}

int main() {
  int *d, *f;
  cudaMalloc(&d, 8192 * sizeof(int));
  cudaMalloc(&f, sizeof(int));
  for (int n = 100; n <= 8000; n += 100)
    run(d, f, n);
  cudaDeviceSynchronize();
  return 0;
}
