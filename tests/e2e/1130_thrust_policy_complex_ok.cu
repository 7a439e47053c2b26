// Thrust's algorithms with an execution policy first (thrust::device):
// every algorithm, with whatever arguments its overload without the policy
// takes (inner_product's six, reduce_by_key's predicate, min_element's
// comparator); thrust::complex arithmetic in a kernel (exact inline code);
// std::cout after Thrust's headers alone (and of a complex number); a
// device_vector of n elements under C++17.
//@ args: -std=c++17
//@ exit: 0
//@ expect-re: kernel 'k\(thrust::complex<float>\*, int\)' .*: verified
#include <thrust/device_vector.h>
#include <thrust/complex.h>
#include <thrust/inner_product.h>
#include <thrust/extrema.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/execution_policy.h>
__global__ void k(thrust::complex<float> *z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) z[i] = z[i] * thrust::conj(z[i]) + thrust::complex<float>(1.0f, 2.0f);
}
int main() {
  thrust::device_vector<int> v(100);
  int *p; cudaMalloc(&p, 400);
  thrust::sequence(thrust::device, p, p + 100, 1);
  auto it = thrust::min_element(thrust::device, v.begin(), v.end(), thrust::less<int>());
  int w = thrust::inner_product(v.begin(), v.end() - 1, v.begin() + 1, 0, thrust::plus<int>(), thrust::not_equal_to<int>());
  thrust::reduce_by_key(thrust::device, p, p + 10, p, p, p, thrust::equal_to<int>());
  thrust::sort(thrust::device, p, p + 10);
  thrust::replace_if(thrust::device, p, p + 10, p + 10, thrust::identity<int>(), -1);
  thrust::device_vector<char> text(64);
  std::cout << thrust::complex<float>(1.0f, 2.0f) << text.size() << std::endl;
  std::cout << w << *it << std::endl;
  thrust::complex<float> *z; cudaMalloc(&z, 800);
  k<<<1, 100>>>(z, 100);
}
