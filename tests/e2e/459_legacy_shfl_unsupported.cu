// The pre-CUDA-9 mask-less shuffle has no model in tandem: the kernel that
// uses it stops with exit 2 naming the call. (Device-side allocation, once
// refused here too, is modelled now: 466.)
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: call to unknown function '__shfl_down' (kernel 'legacy_shfl(int*)')
//@ expect-re: kernel 'legacy_shfl\(int\*\)' \(.*\): unsupported
//@ expect-not: verified
#include <cstdio>

__global__ void legacy_shfl(int *out) {
  int v = threadIdx.x;
  v += __shfl_down(v, 1);
  out[threadIdx.x] = v;
}

int main() {
  int *out;
  cudaMalloc(&out, 32 * sizeof(int));
  legacy_shfl<<<1, 32>>>(out);
  return 0;
}
