// 790 with block-scoped lock operations: the two blocks are not excluded.
//@ exit: 1
//@ expect: (insufficient lock scope: lock 'lock' is block-scoped (line
//@ expect-not-re: kernel 'acc[(].*: verified
__global__ void acc(int *lock, int *data) {
  for (int i = 0; i < 16; i++) {
    while (atomicCAS_block(&lock[i], 0, 1) != 0)
      ;
    __threadfence_block();
    data[i] += 1;
    __threadfence_block();
    atomicExch_block(&lock[i], 0);
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
