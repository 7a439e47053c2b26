// 1160_index_wrap_racy with a constant row length: j * NX (j < 1024)
// cannot wrap, the product is linear, and the kernel is verified outright,
// with no note about overflow (the no-overflow re-check runs only after
// defects).
//@ args: --blockDim=256 --gridDim=1024
//@ exit: 0
//@ expect-re: kernel 'rows\(.*\)' \(.*\): verified
//@ expect-not: overflow
#define NX 4096

__global__ void rows(float *A, int ny) {
  int i = threadIdx.x;
  int j = blockIdx.x;
  if (j < ny)
    A[j * NX + i] = i;
}
