// Launches that state the same facts share one run: the kernel is launched
// twice with <<<n / 256, 512>>> (a warm-up, then the timed launch), and once
// with <<<n / 256, 256>>>. The first two race (blocks overlap: block b
// covers [256 b, 256 b + 512)), and the race is reported once, for the one
// run of both; the third launch is verified on its own run.
//@ exit: 1
//@ expect-count: 1 kernel 'shift\(float\*, int\)' \(.*\): [0-9]+ races? found
//@ expect-count: 1 kernel 'shift\(float\*, int\)' \(.*\): verified
//@ expect: note: launch at 1121_same_launch_once_racy.cu:27: <<<n / 256, 512>>>
//@ expect: note: launch at 1121_same_launch_once_racy.cu:29: <<<n / 256, 512>>>
//@ expect: note: launch at 1121_same_launch_once_racy.cu:31: <<<n / 256, 256>>>
//@ expect-count: 1 error: write-write race on a\[
#include <cstdlib>

__global__ void shift(float *a, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n)
    a[i] = 2.0f * threadIdx.x;
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  if (n < 256 || n % 256 != 0)
    return 1;
  float *a;
  cudaMalloc(&a, n * sizeof(float));
  shift<<<n / 256, 512>>>(a, n);
  for (int rep = 0; rep < 10; rep++)
    shift<<<n / 256, 512>>>(a, n);
  cudaDeviceSynchronize();
  shift<<<n / 256, 256>>>(a, n);
  cudaDeviceSynchronize();
  return 0;
}
