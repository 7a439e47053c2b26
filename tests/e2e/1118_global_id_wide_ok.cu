// The global id computed in 64 bits, (size_t)blockIdx.x * blockDim.x +
// threadIdx.x: the sum of zero-extended ids never wraps, so its
// injectivity is stated for every launch.
//@ exit: 0
//@ expect-re: kernel 'mark\(int\*, unsigned long\)' \(.*\): verified
__global__ void mark(int *a, size_t n) {
  if (threadIdx.y != 0 || threadIdx.z != 0 || blockIdx.y != 0 || blockIdx.z != 0)
    return;
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] + 1;
}
