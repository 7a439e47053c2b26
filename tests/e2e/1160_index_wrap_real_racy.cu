// 1160_index_wrap_racy without `i < nx`: with nx = 1, thread 1 of block 0
// and thread 0 of block 1 both write A[1], no overflow needed. The
// no-overflow re-check must not call this race an overflow's.
//@ args: --blockDim=256 --gridDim=1024
//@ exit: 1
//@ expect: write-write race on A[
//@ expect-not: needs signed integer arithmetic to overflow
//@ expect-re: kernel 'rows\(.*\)' \(.*\): 1 race found
__global__ void rows(float *A, int nx, int ny) {
  int i = threadIdx.x;
  int j = blockIdx.x;
  if (j < ny)
    A[j * nx + i] = i;
}
