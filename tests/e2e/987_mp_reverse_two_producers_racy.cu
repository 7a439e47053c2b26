// Two producers (blocks 0 and 2, each writing its own element) release the
// same value: the consumer may have seen block 2's release while block 0's
// write of data[0] is still in flight.
// Not excused: the flag value is not released once per launch.
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
    data[blockIdx.x / 2] = 42; // block 0: data[0], block 2: data[1]
    __threadfence();
    atomicExch(flag, 1);
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, 2 * sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<3, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  return 0;
}
