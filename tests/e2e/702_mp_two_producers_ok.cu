// Two producers release different values: block 2 releases 2, but block 1
// waits for 1, which only block 0 releases, after its data and fence.
//@ exit: 0
//@ expect-re: kernel 'handoff.*: verified
//@ expect-not: race on
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    data[0] = 42;
    __threadfence();
    atomicExch(flag, 1);
  } else if (blockIdx.x == 2) {
    atomicExch(flag, 2);
  } else if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) != 1)
      ;
    __threadfence();
    out[0] = data[0];
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, 64 * sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<3, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  cudaFree(data);
  cudaFree(flag);
  cudaFree(out);
  return 0;
}
