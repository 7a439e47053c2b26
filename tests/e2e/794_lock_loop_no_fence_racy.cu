// 790 without the fence after the acquire: the critical sections of the
// two blocks are not ordered (missing fence in lock).
//@ exit: 1
//@ expect: (missing fence in lock
//@ expect-not-re: kernel 'acc[(].*: verified
__global__ void acc(int *lock, int *data) {
  for (int i = 0; i < 16; i++) {
    while (atomicCAS(&lock[i], 0, 1) != 0)
      ;
    data[i] += 1;
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
