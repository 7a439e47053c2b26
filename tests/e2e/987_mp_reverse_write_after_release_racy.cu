// The producer releases first and writes afterwards: nothing orders the
// write before the consumer's read (data race).
//@ exit: 1
//@ expect-re: race on data\[0\]
//@ expect-not-re: kernel 'handoff.*: verified
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) != 1)
      ;
    __threadfence();
    out[0] = data[0];
  } else {
    __threadfence();
    atomicExch(flag, 1);
    data[0] = 42;
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<2, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  return 0;
}
