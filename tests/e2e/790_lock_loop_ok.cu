// Per-element locks inside a loop: both blocks add to every data[i] under
// lock[i] (acquire: atomicCAS spin, device fence; release: device fence,
// atomicExch). The lock state of the logs survives the loop head through
// Houdini candidates that the loop preserves.
//@ exit: 0
//@ expect-re: kernel 'acc[(].*: verified
//@ expect-not: race on
__global__ void acc(int *lock, int *data) {
  for (int i = 0; i < 16; i++) {
    while (atomicCAS(&lock[i], 0, 1) != 0)
      ;
    __threadfence();
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
