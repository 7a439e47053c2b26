// Host-guided (issue 11): as 560_launch_api_ok, with blocks of 128.
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: note: launch at 560_launch_api_racy.cu:15: cudaLaunchKernel <<<8, 128>>>
__global__ void chunked(int *out) {
  int i = blockIdx.x * 64 + threadIdx.x;
  out[i] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  void *args[] = {&d};
  dim3 grid(8), block(128);
  cudaLaunchKernel((const void *)chunked, grid, block, args, 0, 0);
  cudaDeviceSynchronize();
  return 0;
}
