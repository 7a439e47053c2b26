// Message passing with the classic spin `while (flag == 0)`: the consumer
// leaves the loop on any non-zero value. Only block 0 writes a non-zero
// value to the flag (once), so the value that ended the spin is its release
// (the flag is 0 before the launch: cudaMemset).
//@ exit: 0
//@ expect-re: kernel 'handoff[(].*: verified
//@ expect-not: race on
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    data[0] = 42;
    __threadfence();
    atomicExch(flag, 1);
  } else if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) == 0)
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
  handoff<<<2, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  return 0;
}
