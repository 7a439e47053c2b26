// Host-guided (issue 11): cudaLaunchKernel's arguments are read back from
// its `void *args[]`: the racy twin of 579_launch_api_args_ok.cu, with
// width 32: threads i and i + 32 of the 64 write the same element.
//@ exit: 1
//@ expect: race on out[
//@ expect: note: launch at 579_launch_api_args_racy.cu:18: cudaLaunchKernel <<<1, 64>>>, width = 32
__global__ void wrap(int *out, int width) {
  out[(threadIdx.x + 1) % width] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  int width = 32;
  void *args[] = {&d, &width};
  dim3 grid(1), block(64);
  // the arguments travel through args[]
  cudaLaunchKernel((const void *)wrap, grid, block, args, 0, 0);
  cudaDeviceSynchronize();
  return 0;
}
