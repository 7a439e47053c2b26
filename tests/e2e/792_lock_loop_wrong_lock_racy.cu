// Per-element locks in a loop that guard the wrong element: lock[i] is
// held while data[0] is written, so the two blocks can hold different locks
// (lock[1] and lock[2]) while both write data[0]. The candidate that ties the
// logged lock byte to the logged element does not hold here, and nothing is
// excused.
//@ exit: 1
//@ expect: race on data[0]
//@ expect-not-re: kernel 'acc[(].*: verified
__global__ void acc(int *lock, int *data) {
  for (int i = 0; i < 16; i++) {
    while (atomicCAS(&lock[i], 0, 1) != 0)
      ;
    __threadfence();
    data[0] += i;
    __threadfence();
    atomicExch(&lock[i], 0);
  }
}

int main() {
  int *lock, *data;
  cudaMalloc(&lock, 16 * sizeof(int));
  cudaMalloc(&data, 16 * sizeof(int));
  cudaMemset(lock, 0, 16 * sizeof(int));
  acc<<<2, 1>>>(lock, data);
  cudaDeviceSynchronize();
  return 0;
}
