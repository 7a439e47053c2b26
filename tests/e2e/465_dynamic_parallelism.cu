// A kernel that launches another from device code (dynamic parallelism):
// clang-14 cannot compile device-side launches, so tandem names the
// construct and where it is, with exit 2, instead of a bare clang failure.
//@ exit: 2
//@ expect: unsupported: dynamic parallelism (a kernel launched or referenced from device code, at 465_dynamic_parallelism.cu:14:
//@ expect-not: verified
__global__ void fill_tail(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = i;
}

__global__ void fill(int *data, int n) {
  if (threadIdx.x == 0 && blockIdx.x == 0) fill_tail<<<(n + 255) / 256, 256>>>(data, n);
}
