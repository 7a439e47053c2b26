// The consumer reads the data right after seeing the flag, without a fence:
// its read may be served before the flag read (PTX: an acquire pattern is a
// strong read followed by a fence), so the hand-off orders nothing.
//@ exit: 1
//@ expect: read-write race on data[0] (missing fence:
//@ expect-re: kernel 'handoff.*: 1 race found
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    data[0] = 42;
    __threadfence();
    atomicExch(flag, 1);
  } else if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) != 1)
      ;
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
