// --non-uniform-work-groups is OpenCL's: a CUDA grid has whole blocks, so a
// launch that leaves the last block's threads out does not exist. Refused.
//@ args: --blockDim=64 --global_size=100 --non-uniform-work-groups
//@ exit: 2
//@ expect: --non-uniform-work-groups is for OpenCL kernels
//@ expect-not: verified
__global__ void k(int *a) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
