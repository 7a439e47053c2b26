// A row-major index in int, `A[j * nx + i]` with i < nx: two threads'
// indices meet only when j * nx wraps past INT_MAX, which is undefined
// behaviour in C++. The race is real for such sizes (nx >= 2^21 here) and
// is reported; the no-overflow re-check proves the kernel for every run in
// which no signed operation overflows, and the note says so. The verdict
// stays: the kernel is defective for those inputs.
//@ args: --blockDim=256 --gridDim=1024
//@ exit: 1
//@ expect: write-write race on A[
//@ expect: every defect found needs signed integer arithmetic to overflow
//@ expect: for runs in which none overflows, 'rows' is verified
//@ expect-re: kernel 'rows\(.*\)' \(.*\): 1 race found
__global__ void rows(float *A, int nx, int ny) {
  int i = threadIdx.x;
  int j = blockIdx.x;
  if (i < nx && j < ny)
    A[j * nx + i] = i;
}
