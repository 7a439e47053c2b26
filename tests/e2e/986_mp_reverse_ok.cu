// Message passing with the consumer's code first in program order: block 1
// waits for the flag, fences and reads; block 0 (the else branch, later in
// the lock-step order tandem checks in) writes, fences and releases. The
// producer's write is followed for certain by its fence and release, so the
// pair is ordered although the read is logged first (docs/encodings.md,
// "Reverse hand-off").
//@ exit: 0
//@ expect-re: kernel 'handoff\(int\*, int\*, int\*\)' .*: verified
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) != 1)
      ;
    __threadfence();
    out[0] = data[0];
  } else {
    data[0] = 42;
    __threadfence();
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
