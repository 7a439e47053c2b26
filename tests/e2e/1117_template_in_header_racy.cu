// A kernel template defined in a header: every file that includes it may
// instantiate and launch reverse_tiles<64> itself, so the launch in this
// file (without main()) is not all of its launches and is not used. For
// one-dimensional launches (the re-check of a kernel that never reads y
// and z), blocks of other than 64 threads race on a[].
//@ exit: 1
//@ expect: race on a[
//@ expect: the defects shown are those of launches with blockDim.y = gridDim.y = 1
//@ expect: launches of 'reverse_tiles<64>' in the host code not used
//@ expect-not: an implicit instance of a template defined in this file
#include <cuda_runtime.h>
#include "1117_template_kernels.cuh"

void reverse_on_device(float *d, int n) { reverse_tiles<64><<<n / 64, 64>>>(d, n); }
