// CUB's BlockLoad is declared only (docs/headers.md "CUB"): a kernel that
// calls it stops with exit 2 and the member's name; the file's other
// kernel still gets its verdict.
//@ exit: 2
//@ expect: unsupported: call to unknown function 'BlockLoad'
//@ expect-re: kernel 'copy\(.*: verified
#include <cub/cub.cuh>

__global__ void loads(const int *in, int *out) {
  typedef cub::BlockLoad<int, 128, 4> Load;
  __shared__ typename Load::TempStorage t;
  int items[4];
  Load(t).Load(in + blockIdx.x * 512, items);
  out[blockIdx.x * 128 + threadIdx.x] = items[0];
}

__global__ void copy(const int *in, int *out) {
  int i = blockIdx.x * 128 + threadIdx.x;
  out[i] = in[i];
}

int main() {
  int *a, *b;
  cudaMalloc(&a, 8192 * 4);
  cudaMalloc(&b, 8192 * 4);
  loads<<<16, 128>>>(a, b);
  copy<<<16, 128>>>(a, b);
  return 0;
}
