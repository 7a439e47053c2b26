// Not a lock: the "release" writes 2, not the value the acquire waits for,
// so after the first block nobody can tell who holds it; the exchanges are
// not recognised as a lock and the counter's accesses are reported.
//@ exit: 1
//@ expect-re: race on total\[0\]
//@ expect-not-re: kernel 'bump.*: verified
__global__ void bump(int *mutex, int *total) {
  if (threadIdx.x == 0) {
    while (atomicExch(mutex, 1) != 0)
      ;
    __threadfence();
    total[0] = total[0] + blockIdx.x;
    __threadfence();
    atomicExch(mutex, 2);
  }
}

int main() {
  int *mutex, *total;
  cudaMalloc(&mutex, sizeof(int));
  cudaMalloc(&total, sizeof(int));
  cudaMemset(mutex, 0, sizeof(int));
  cudaMemset(total, 0, sizeof(int));
  bump<<<4, 32>>>(mutex, total);
  cudaDeviceSynchronize();
  return 0;
}
