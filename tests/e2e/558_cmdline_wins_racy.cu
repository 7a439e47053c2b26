// Host-guided (issue 11): the command line's geometry wins over the host
// code's, with a note where they disagree: main() launches 64 threads per
// block, the command line asks for 128, and the chunk of 64 then races.
// The grid, not on the command line, still comes from the launch.
//@ args: --blockDim=128
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: note: the command line's block size differs from the launch at line 19 (64): the command line's is used
//@ expect: blockDim = (128,1,1), gridDim = (16,1,1)
__global__ void chunked(int *out) {
  int i = blockIdx.x * 64 + threadIdx.x;
  out[i] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  dim3 grid(16);
  chunked<<<grid, 64>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
