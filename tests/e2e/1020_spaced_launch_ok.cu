// A launch written `<< <grid, block >> >` (an old formatter's spacing, as in
// Rodinia's particle filter): nvcc accepts it, clang-14 does not. tandem
// compiles the file once more with `<<<`/`>>>` on the same line and columns
// (only on a line with `<< <`, since `>> >` also closes nested templates:
// the vector below keeps its meaning). Each thread scales its own weight.
//@ args: --blockDim=128 --gridDim=8
//@ exit: 0
//@ expect: read as nvcc reads it
//@ expect-re: kernel 'normalize\(float\*, float, int\)' .*: verified
#include <cuda_runtime.h>
#include <vector>

__global__ void normalize(float *w, float total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) w[i] /= total;
}

void normalize_all(float *w, float total, int n) {
  std::vector<std::vector<float> > unused;
  int blocks = (n + 127) / 128;
  normalize << < blocks, 128 >> > (w, total, n);
}
