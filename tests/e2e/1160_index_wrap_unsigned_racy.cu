// 1160_index_wrap_racy in unsigned arithmetic: `j * nx` wraps modulo 2^32,
// which C++ defines, so the race for nx >= 2^22 is a race of every
// compiler's code, and no note may say that it needs undefined behaviour.
//@ args: --blockDim=256 --gridDim=1024
//@ exit: 1
//@ expect: write-write race on A[
//@ expect-not: needs signed integer arithmetic to overflow
//@ expect-re: kernel 'rows\(.*\)' \(.*\): 1 race found
__global__ void rows(float *A, unsigned nx, unsigned ny) {
  unsigned i = threadIdx.x;
  unsigned j = blockIdx.x;
  if (i < nx && j < ny)
    A[j * nx + i] = i;
}
