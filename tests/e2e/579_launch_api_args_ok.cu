// Host-guided (issue 11): cudaLaunchKernel's arguments are read back from
// its `void *args[]`: the constant width 64 pins the parameter, and the
// kernel, which wraps its index at width, is race-free for the launch's
// 64 threads.
//@ exit: 0
//@ expect-re: kernel 'wrap\(int\*, int\)' \(.*\): verified
//@ expect: note: launch at 579_launch_api_args_ok.cu:19: cudaLaunchKernel <<<1, 64>>>, width = 64
__global__ void wrap(int *out, int width) {
  out[(threadIdx.x + 1) % width] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  int width = 64;
  void *args[] = {&d, &width};
  dim3 grid(1), block(64);
  // the arguments travel through args[]
  cudaLaunchKernel((const void *)wrap, grid, block, args, 0, 0);
  cudaDeviceSynchronize();
  return 0;
}
