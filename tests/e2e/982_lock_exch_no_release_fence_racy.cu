// 982_lock_exch_ok with the fence before the release left out: the
// exchange that frees the lock may become visible before the update of the
// counter (missing fence in lock).
//@ exit: 1
//@ expect-re: race on total\[0\] \(missing fence in lock
//@ expect-not-re: kernel 'bump.*: verified
__global__ void bump(int *mutex, int *total) {
  if (threadIdx.x == 0) {
    while (atomicExch(mutex, 1) != 0)
      ;
    __threadfence();
    total[0] = total[0] + blockIdx.x;
    atomicExch(mutex, 0);
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
