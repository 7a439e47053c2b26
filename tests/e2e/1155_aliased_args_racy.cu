// The host code passes one buffer to both pointer parameters. Each
// parameter is an array of its own to the encoding (pointer parameters
// are assumed not to alias), which for this launch would hide the race:
// thread i writes d[i] while thread i - 1 reads it as in[i]. The launch
// shows the two are the same pointer (translator/host.c,
// pointer_aliases), so the two are checked as one array.
//@ exit: 1
//@ expect: read-write race on in[
//@ expect: note: the launch at line 24 passes the same pointer to 'in' and 'out', and the kernel writes through 'out': the two are checked as one array, named 'in' in reports
//@ expect-re: kernel 'shift_left\(.*\)' \(.*\): 1 race found
//@ expect-not: verified
__global__ void shift_left(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n)
    out[i] = in[i + 1];
}

int main() {
  const int n = 1 << 16;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  float *src = d; // a copy of the pointer is the same pointer
  cudaMemset(d, 0, n * sizeof(float));
  shift_left<<<n / 256, 256>>>(src, d, n);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
