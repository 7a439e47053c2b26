// A Thrust program: the host fills and sorts device_vectors with Thrust's
// algorithms and hands the raw pointers to a kernel. tandem parses the Thrust
// calls (declarations) and checks the kernel: each thread reads its key
// and its right neighbour's and writes its own flag.
//@ args: --blockDim=256 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'mark_boundaries[('].*: verified
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>

__global__ void mark_boundaries(const int *keys, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n)
    flags[i] = keys[i] != keys[i + 1];
}

int main() {
  const int n = 1024;
  thrust::host_vector<int> h(n);
  for (int i = 0; i < n; i++) h[i] = (i * 37) % 101;
  thrust::device_vector<int> keys = h;
  thrust::device_vector<int> flags(n, 0);
  thrust::sort(keys.begin(), keys.end());
  mark_boundaries<<<4, 256>>>(thrust::raw_pointer_cast(keys.data()),
                              thrust::raw_pointer_cast(flags.data()), n);
  int runs = thrust::reduce(flags.begin(), flags.end(), 0, thrust::plus<int>());
  printf("%d distinct keys\n", runs + 1);
  return 0;
}
