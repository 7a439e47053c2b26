// Host-guided (issue 11): the kernel's address is handed to a function
// tandem cannot see, which may launch it any way it likes; so the launch in
// main() is not trusted and the kernel is verified for any geometry, where
// the hard-coded chunk of 64 races. The note says why.
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: note: launches of 'chunked' in the host code not used: its address is used at line 20 other than to launch it
//@ expect-not: note: launch at
extern void register_kernel(const void *fn);

__global__ void chunked(int *out) {
  int i = blockIdx.x * 64 + threadIdx.x;
  out[i] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  chunked<<<16, 64>>>(d);
  register_kernel((const void *)chunked);
  cudaDeviceSynchronize();
  return 0;
}
