// Device-side allocation and the pre-CUDA-9 mask-less shuffle have no model
// in tandem: each kernel that uses one stops with exit 2 naming the call.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: call to unknown function 'malloc' (kernel 'scratch(int*)')
//@ expect: call to unknown function '__shfl_down' (kernel 'legacy_shfl(int*)')
//@ expect-re: kernel 'scratch\(int\*\)' \(.*\): unsupported
//@ expect-re: kernel 'legacy_shfl\(int\*\)' \(.*\): unsupported
//@ expect-not: verified
#include <cstdio>

__global__ void scratch(int *out) {
  int *tmp = new int[4];
  tmp[0] = threadIdx.x;
  out[threadIdx.x] = tmp[0];
  delete[] tmp;
}

__global__ void legacy_shfl(int *out) {
  int v = threadIdx.x;
  v += __shfl_down(v, 1);
  out[threadIdx.x] = v;
}

int main() {
  int *out;
  cudaMalloc(&out, 32 * sizeof(int));
  scratch<<<1, 32>>>(out);
  legacy_shfl<<<1, 32>>>(out);
  return 0;
}
