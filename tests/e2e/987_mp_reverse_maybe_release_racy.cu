// The release after the producer's write is conditional (only when the
// value read back is positive): the write is not followed for certain by
// a release, so the pair is reported.
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
    data[0] = 42;
    __threadfence();
    if (out[1] > 0)
      atomicExch(flag, 1);
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, 2 * sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<2, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  return 0;
}
