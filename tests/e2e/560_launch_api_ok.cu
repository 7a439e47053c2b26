// Host-guided (issue 11): a launch through cudaLaunchKernel with the
// kernel's address: its grid and block are read like those of <<<>>>
// (its integer arguments too, from the void*[]: 579_launch_api_args_*).
//@ exit: 0
//@ expect-re: kernel 'chunked\(int\*\)' \(.*\): verified
//@ expect: note: launch at 560_launch_api_ok.cu:17: cudaLaunchKernel <<<16, 64>>>
__global__ void chunked(int *out) {
  int i = blockIdx.x * 64 + threadIdx.x;
  out[i] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  void *args[] = {&d};
  dim3 grid(16), block(64);
  cudaLaunchKernel((const void *)chunked, grid, block, args, 0, 0);
  cudaDeviceSynchronize();
  return 0;
}
