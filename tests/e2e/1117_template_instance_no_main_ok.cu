// A file without main() whose kernel is a template defined here and
// instantiated implicitly by its launch (the stub is linkonce_odr): C++
// lets another file instantiate it only with the template's definition,
// that is, by #including this file, so the launches here are all of its
// launches and are used (one-dimensional blocks of TILE). Verified; for any
// launch, threads that differ only in threadIdx.y would race on tile[].
//@ exit: 0
//@ expect: an implicit instance of a template defined in this file
//@ expect: note: launch at 1117_template_instance_no_main_ok.cu:26: <<<n / 64, 64>>>
//@ expect-re: kernel 'reverse_tiles<64>\(float\*, int\)' \(.*\): verified
#include <cuda_runtime.h>

template <int TILE>
__global__ void reverse_tiles(float *a, int n) {
  __shared__ float tile[TILE];
  int base = blockIdx.x * TILE;
  tile[threadIdx.x] = a[base + threadIdx.x];
  __syncthreads();
  a[base + threadIdx.x] = tile[TILE - 1 - threadIdx.x];
}

void reverse_on_device(float *d, int n) {
  // n a multiple of 64
  if (n % 64 != 0)
    return;
  reverse_tiles<64><<<n / 64, 64>>>(d, n);
}
