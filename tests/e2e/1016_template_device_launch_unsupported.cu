// Dynamic parallelism through a kernel template: a parent kernel launches
// an instance of a child template. clang-14 reports this differently from
// a plain device-side launch (a reference to the host-side launch
// configuration call); tandem names both as dynamic parallelism, exit 2.
//@ exit: 2
//@ expect: unsupported: dynamic parallelism (a kernel launched or referenced from device code, at 1016_template_device_launch_unsupported.cu:
//@ expect-not: verified
template <int DEPTH>
__global__ void subdivide(int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) counts[i] = DEPTH;
}

template <int DEPTH>
__global__ void build(int *counts, int n) {
  if (threadIdx.x == 0)
    subdivide<DEPTH + 1><<<(n + 31) / 32, 32>>>(counts, n);
}

int main() {
  int *counts;
  cudaMalloc(&counts, 64 * sizeof(int));
  build<0><<<1, 32>>>(counts, 64);
  return 0;
}
