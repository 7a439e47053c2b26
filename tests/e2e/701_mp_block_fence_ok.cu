// Block-scoped fences suffice between two warps of one block (<<<1, 64>>>):
// thread 0 produces, thread 32 consumes.
//@ exit: 0
//@ expect-re: kernel 'handoff.*: verified
//@ expect-not: race on
__global__ void handoff(int *data, int *flag, int *out) {
  if (threadIdx.x == 0) {
    data[0] = 42;
    __threadfence_block();
    atomicExch(flag, 1);
  } else if (threadIdx.x == 32) {
    while (atomicAdd(flag, 0) != 1)
      ;
    __threadfence_block();
    out[0] = data[0];
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, 64 * sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<1, 64>>>(data, flag, out);
  cudaDeviceSynchronize();
  cudaFree(data);
  cudaFree(flag);
  cudaFree(out);
  return 0;
}
