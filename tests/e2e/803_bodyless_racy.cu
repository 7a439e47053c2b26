// A device function without a body may read and write all of the array
// behind a pointer argument: the write by another thread races with it.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on A[
//@ expect-not: verified
__device__ void touch(int *p);

__global__ void k(int *A) {
  touch(A + threadIdx.x);
  A[threadIdx.x] = 0;
}
