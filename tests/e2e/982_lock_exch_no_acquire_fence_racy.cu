// 982_lock_exch_ok with the fence after the acquiring exchange left out
// (missing fence in lock).
//@ exit: 1
//@ expect-re: race on total\[0\] \(missing fence in lock
//@ expect-not-re: kernel 'bump.*: verified
__global__ void bump(int *mutex, int *total) {
  if (threadIdx.x == 0) {
    while (atomicExch(mutex, 1) != 0)
      ;
    total[0] = total[0] + blockIdx.x;
    __threadfence();
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
