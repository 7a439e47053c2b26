// A volatile flag is a strong location: a volatile store releases and a
// volatile load acquires it. Thread 0 and thread 32 (two warps of one block)
// hand data over with device fences; one flag slot per block.
//@ exit: 0
//@ expect-re: kernel 'handoff.*: verified
//@ expect-not: race on
__global__ void handoff(int *data, volatile int *flag, int *out) {
  unsigned b = blockIdx.x;
  if (threadIdx.x == 0) {
    data[b] = 42;
    __threadfence();
    flag[b] = 1;
  } else if (threadIdx.x == 32) {
    while (flag[b] != 1)
      ;
    __threadfence();
    out[b] = data[b];
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, 4 * sizeof(int));
  cudaMalloc(&flag, 4 * sizeof(int));
  cudaMalloc(&out, 4 * sizeof(int));
  cudaMemset(flag, 0, 4 * sizeof(int));
  handoff<<<4, 64>>>(data, (volatile int *)flag, out);
  cudaDeviceSynchronize();
  return 0;
}
