// Host-guided (issue 11): the kernel's address escapes to an unknown
// function, so the host code is not used; the kernel is race-free for any
// geometry, so it still verifies, with a note that says why the launch in
// main() was not used.
//@ exit: 0
//@ expect-re: kernel 'indexed\(int\*\)' \(.*\): verified
//@ expect: note: launches of 'indexed' in the host code not used: its address is used at line 20 other than to launch it
extern void register_kernel(const void *fn);

__global__ void indexed(int *out) {
  if (blockIdx.x == 0)
    out[threadIdx.x] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  indexed<<<16, 64>>>(d);
  cudaDeviceSynchronize();
  register_kernel((const void *)indexed);
  return 0;
}
