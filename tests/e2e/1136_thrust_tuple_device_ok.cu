// Thrust's tuples and pairs in device code: thrust::tie assigned from a
// pair and a tuple, a tuple returned by brace initialisation and copied,
// thrust::get, std::tuple_size. (Before C++20 std::tuple's assignment is a
// host function; Thrust's is __host__ __device__.) Each thread writes its
// own two elements.
//@ exit: 0
//@ args: -std=c++17
//@ expect-re: kernel 'split\(.*: verified
#include <thrust/pair.h>
#include <thrust/tuple.h>

__device__ thrust::pair<float, float> order(float a, float b) {
  return a < b ? thrust::make_pair(a, b) : thrust::make_pair(b, a);
}

__device__ thrust::tuple<float, int> halve(float x) { return {x * 0.5f, 1}; }

__global__ void split(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float lo, hi;
  thrust::tie(lo, hi) = order(a[i], b[i]);
  thrust::tuple<float, int> h[2];
  h[0] = halve(lo);
  h[1] = h[0];
  int count;
  thrust::tie(hi, count) = h[1];
  static_assert(std::tuple_size<thrust::tuple<float, int> >::value == 2, "a pair of values");
  out[2 * i] = thrust::get<0>(h[0]) + lo;
  out[2 * i + 1] = hi * count;
}

int main() {
  int n = 4096;
  float *a, *b, *out;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&out, 2 * n * sizeof(float));
  split<<<n / 128, 128>>>(a, b, out, n);
  cudaDeviceSynchronize();
  return 0;
}
