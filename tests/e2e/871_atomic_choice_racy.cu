// An atomicAdd through a pointer chosen between two arrays, and a plain
// read of one of them: the read races with the atomic of another thread.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on hi[0]
__global__ void count(int *lo, int *hi, int *out, int cut) {
  int *c = threadIdx.x < cut ? lo : hi;
  atomicAdd(c, 1);
  out[threadIdx.x] = hi[0];
}
