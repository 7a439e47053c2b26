// Managed variables (`__managed__`, with or without `__device__`) are
// global memory that device code reads and writes; Thrust's shuffle and a
// device_vector's data() (a device_ptr, converted to device_ptr<const T>)
// in host code. Each thread writes its own element; every thread stores
// into the managed counter: a race.
//@ exit: 1
//@ expect-re: 1135_managed_thrust_shuffle_racy.cu:20:12: error: write-write race on launches\[0\] \(data race\)
#include <thrust/device_vector.h>
#include <thrust/random.h>
#include <thrust/sequence.h>
#include <thrust/shuffle.h>

__managed__ int scale;
__device__ __managed__ int launches;

__global__ void apply(thrust::device_ptr<const int> in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale;
  launches = i; // every thread, unordered: a race
}

int main() {
  int n = 1024;
  thrust::device_vector<int> v(n);
  thrust::sequence(v.begin(), v.end());
  thrust::shuffle(v.begin(), v.end(), thrust::default_random_engine(7));
  thrust::shuffle(thrust::device, v.begin(), v.end(), thrust::default_random_engine(11));
  int *out;
  cudaMalloc(&out, n * sizeof(int));
  scale = 3;
  apply<<<n / 256, 256>>>(v.data(), out, n);
  cudaDeviceSynchronize();
  return launches == 1 ? 0 : 1;
}
