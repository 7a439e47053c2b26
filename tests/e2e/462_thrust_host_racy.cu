// As 462_thrust_host_ok, but each thread writes its neighbour's flag too:
// two threads write flags[i + 1].
//@ args: --blockDim=256 --gridDim=4
//@ exit: 1
//@ expect: race on flags[
//@ expect-not-re: kernel 'mark_both[('].*: verified
#include <thrust/device_vector.h>
#include <thrust/sort.h>

__global__ void mark_both(const int *keys, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n) {
    int b = keys[i] != keys[i + 1];
    flags[i] = b;
    flags[i + 1] = b;
  }
}

int main() {
  const int n = 1024;
  thrust::device_vector<int> keys(n), flags(n, 0);
  thrust::sort(keys.begin(), keys.end());
  mark_both<<<4, 256>>>(thrust::raw_pointer_cast(keys.data()),
                        thrust::raw_pointer_cast(flags.data()), n);
  return 0;
}
