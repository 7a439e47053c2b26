// 790 with a read of data[i] after the release, in the same loop: one of
// the two accesses is outside the critical section.
// (4 iterations, not 790's 16: the re-check that unwinds the counted loop
// fully, spin loops and all, took 50-100 s with 16, 30 s with 8.)
//@ exit: 1
//@ expect: (unprotected access: only one of the accesses holds lock 'lock')
//@ expect-not-re: kernel 'acc[(].*: verified
__global__ void acc(int *lock, int *data) {
  for (int i = 0; i < 4; i++) {
    while (atomicCAS(&lock[i], 0, 1) != 0)
      ;
    __threadfence();
    data[i] += 1;
    __threadfence();
    atomicExch(&lock[i], 0);
    data[3 - i] = data[i];
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
