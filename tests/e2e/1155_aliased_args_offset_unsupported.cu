// Two pointers into one buffer at different offsets, one of them written
// through: the parameters may overlap, which the encoding (one array per
// pointer parameter) cannot express, so the launch is refused (exit 2)
// rather than verified under an assumption it breaks. Here they do
// overlap: out[i] is in[i + 1].
//@ exit: 2
//@ expect: passes pointers into one buffer to 'in' and 'out' (at different or unknown offsets), and the kernel writes through 'out'
//@ expect-re: aliased_args_offset_unsupported.cu:20:3: error: unsupported: the launch at line 20
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
