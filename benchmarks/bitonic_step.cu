//@ args: --blockDim=512 --gridDim=64
//@ exit: 0
// One compare-exchange step of a global-memory bitonic sort, launched by
// the host for every (k, j) pair. Thread i pairs with i ^ j; only the
// lower index of each pair acts, so the pairs {i, i ^ j} of different
// threads are disjoint whatever j is.
__global__ void bitonic_step(float *values, int j, int k) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned ixj = i ^ j;
  if (ixj > i) {
    float a = values[i], b = values[ixj];
    if ((i & k) == 0) {
      if (a > b) { // ascending
        values[i] = b;
        values[ixj] = a;
      }
    } else {
      if (a < b) { // descending
        values[i] = b;
        values[ixj] = a;
      }
    }
  }
}
