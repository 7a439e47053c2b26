// The same buffer passed as input and output of an element-wise kernel:
// each thread reads and writes only its own element, so the in-place
// launch is race-free, and checking the two parameters as one array
// (runner/launches.c, aliased_pointers) proves it. A second launch with
// separate buffers is its own run.
//@ exit: 0
//@ expect: note: the launch at line 27 passes the same pointer to 'x' and 'y', and the kernel writes through 'y': the two are checked as one array, named 'x' in reports
//@ expect-count: 2 kernel 'scale\(.*\)' \(.*\): verified
//@ expect-not: race on
__global__ void scale(const float *x, float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    y[i] = a * v;
  }
}

int main() {
  const int n = 4096;
  float *d_x, *d_y;
  cudaMalloc(&d_x, n * sizeof(float));
  cudaMalloc(&d_y, n * sizeof(float));
  scale<<<n / 128, 128>>>(d_x, d_y, 2.0f, n);
  // ... and in place
  for (int k = 0; k < 3; k++)
    if (k == 2)
      scale<<<n / 128, 128>>>(d_x, d_x, 0.5f, n);
  cudaDeviceSynchronize();
  return 0;
}
