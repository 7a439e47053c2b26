// The same atomicAdd through a chosen pointer, without the plain read:
// atomics do not race with each other.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect: verified
__global__ void count(int *lo, int *hi, int cut) {
  int *c = threadIdx.x < cut ? lo : hi;
  atomicAdd(c, 1);
}
