// A strided range over raw device memory, as in Thrust's strided_range
// example: the range's iterator type is device_vector<float>::iterator, built
// from a device_ptr (thrust::device_pointer_cast of a cudaMalloc'd pointer)
// and from begin(). Host code only; the kernel fills the matrix's diagonal
// with each thread's own value, but at i / 2: two threads write each element.
//@ exit: 1
//@ args: -std=c++17
//@ expect-re: 1140_thrust_strided_range_racy.cu:42:24: error: write-write race on m\[
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/reduce.h>

template <typename It> class stride_view {
public:
  typedef typename thrust::iterator_difference<It>::type diff;
  struct times {
    diff step;
    times(diff s) : step(s) {}
    __host__ __device__ diff operator()(const diff &i) const { return step * i; }
  };
  typedef thrust::permutation_iterator<
      It, thrust::transform_iterator<times, thrust::counting_iterator<diff> > >
      iterator;
  stride_view(It first, It last, diff step) : first_(first), last_(last), step_(step) {}
  iterator begin() const {
    return iterator(first_, thrust::make_transform_iterator(thrust::counting_iterator<diff>(0),
                                                            times(step_)));
  }
  iterator end() const { return begin() + ((last_ - first_) + step_ - 1) / step_; }

private:
  It first_, last_;
  diff step_;
};

__global__ void set_diagonal(float *m, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    m[i / 2 * (n + 1)] = v * i; // i / 2: threads 2k and 2k + 1 collide
}

int main() {
  const int n = 512;
  float *m;
  cudaMalloc(&m, n * n * sizeof(float));
  set_diagonal<<<(n + 127) / 128, 128>>>(m, n, 2.0f);
  typedef thrust::device_vector<float>::iterator It;
  thrust::device_ptr<float> p = thrust::device_pointer_cast(m);
  stride_view<It> diag(p, p + n * n, n + 1);
  float det = thrust::reduce(diag.begin(), diag.end(), 1.0f, thrust::multiplies<float>());
  thrust::device_vector<float> v(n);
  It first = v.begin(), mid = p;
  stride_view<It> evens(first, v.end(), 2);
  (void)mid;
  (void)evens;
  cudaFree(m);
  return det > 0.0f ? 0 : 1;
}
