// A block-scoped fence and a barrier between the write and the release,
// the consumer in another block: neither orders anything across blocks.
// The race check of an array with flag state was once split without its
// group-sync half, and this kernel was verified.
//@ exit: 1
//@ expect: race on data[0] (insufficient fence scope
//@ expect-not-re: kernel 'handoff[(].*: verified
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0)
    data[threadIdx.x] = 42;
  __threadfence_block();
  __syncthreads();
  if (blockIdx.x == 0 && threadIdx.x == 0)
    atomicExch(flag, 1);
  if (blockIdx.x == 1 && threadIdx.x == 0) {
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
  handoff<<<2, 32>>>(data, flag, out);
  cudaDeviceSynchronize();
  return 0;
}
