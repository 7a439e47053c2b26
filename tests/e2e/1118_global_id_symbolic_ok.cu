// The CUDA global id, blockIdx.x * blockDim.x + threadIdx.x, under a fully
// symbolic launch: two threads with one global id have one block and one
// thread index, since the launch bounds keep the sum below 2^32. z3 cannot
// see that through the product of two symbolic 32-bit values (this kernel
// timed out before); tandem states it beside a named global id
// (geometry.c, docs/encodings.md section 1). Only the threads with y and z
// indices 0 store, so the kernel is race-free for every launch.
//@ exit: 0
//@ expect-re: kernel 'mark\(int\*, int\)' \(.*\): verified
__global__ void mark(int *a, int n) {
  if (threadIdx.y != 0 || threadIdx.z != 0 || blockIdx.y != 0 || blockIdx.z != 0)
    return;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] + 1;
}
