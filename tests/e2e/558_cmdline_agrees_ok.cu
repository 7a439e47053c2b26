// Host-guided (issue 11): command line and host code agree: no note about
// a difference, and the kernel verifies as with no flags.
//@ args: --blockDim=64 --gridDim=16
//@ exit: 0
//@ expect-re: kernel 'chunked\(int\*\)' \(.*\): verified
//@ expect-not: differs from the launch
//@ expect: note: launch at 558_cmdline_agrees_ok.cu:16: <<<16, 64>>>
__global__ void chunked(int *out) {
  int i = blockIdx.x * 64 + threadIdx.x;
  out[i] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  chunked<<<16, 64>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
