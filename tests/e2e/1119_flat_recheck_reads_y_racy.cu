// A kernel that reads threadIdx.y (a 2-D tile) and indexes by x only: racy
// for blocks of more than one row. It reads the y dimension, so no re-check
// with y of size 1 is made (only z, which it never reads, is flattened, and
// the race remains).
//@ exit: 1
//@ expect: race on a[
//@ expect-not: never reads the y
__global__ void rows(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && threadIdx.y < 4)
    a[i] *= 2.0f;
}
