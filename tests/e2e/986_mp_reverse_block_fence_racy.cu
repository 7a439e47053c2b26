// 986_mp_reverse_ok with a block-scoped fence in the producer: the
// consumer is in another block (insufficient fence scope).
//@ exit: 1
//@ expect-re: race on data\[0\] \(insufficient fence scope
//@ expect-not-re: kernel 'handoff.*: verified
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) != 1)
      ;
    __threadfence();
    out[0] = data[0];
  } else {
    data[0] = 42;
    __threadfence_block();
    atomicExch(flag, 1);
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
