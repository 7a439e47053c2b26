// Two pointers into one buffer at a known distance, one of them written
// through: the parameters overlap. They are checked as one array, the
// accesses through `in` shifted by its 4 bytes from `out`
// (runner/driver.c, encode_job): thread i reads in[i], which is out[i + 1],
// the element thread i + 1 writes.
//@ exit: 1
//@ expect: note: the launch at line 20 passes pointers into one buffer to 'in' ('out' + 4 bytes) and 'out', and the kernel writes through 'out': the two are checked as one array, named 'out' in reports
//@ expect-re: read-write race on out\[[0-9]+\]
//@ expect-not: verified
__global__ void copy_down(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

int main() {
  const int n = 1024;
  int *buf;
  cudaMalloc(&buf, (n + 1) * sizeof(int));
  copy_down<<<n / 64, 64>>>(buf + 1, buf, n);
  cudaDeviceSynchronize();
  return 0;
}
