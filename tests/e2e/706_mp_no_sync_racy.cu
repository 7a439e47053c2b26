// No flag and no fence at all between the producer block and the consumer
// block: a plain data race, with no class in the report.
//@ exit: 1
//@ expect: read-write race on data[0] (data race) in kernel
//@ expect-re: kernel 'handoff.*: 1 race found
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0)
    data[0] = 42;
  else
    out[0] = data[0];
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
