// A block-scoped fence publishes the data to the producer's own block only:
// the consumer is in another block ("insufficient fence scope").
//@ exit: 1
//@ expect: read-write race on data[0] (insufficient fence scope: the block-scoped operations at lines 10, 15 do not cover the other thread)
//@ expect: (threads in different blocks)
//@ expect-re: kernel 'handoff.*: 1 race found
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    data[0] = 42;
    __threadfence_block();
    atomicExch(flag, 1);
  } else if (blockIdx.x == 1) {
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
  handoff<<<2, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  cudaFree(data);
  cudaFree(flag);
  cudaFree(out);
  return 0;
}
