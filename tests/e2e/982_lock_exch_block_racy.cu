// 982_lock_exch_ok with block-scoped exchanges: a lock of one block's
// threads, used by four blocks (insufficient lock scope).
//@ exit: 1
//@ expect-re: race on total\[0\] \(insufficient lock scope
//@ expect-not-re: kernel 'bump.*: verified
__global__ void bump(int *mutex, int *total) {
  if (threadIdx.x == 0) {
    while (atomicExch_block(mutex, 1) != 0)
      ;
    __threadfence();
    total[0] = total[0] + blockIdx.x;
    __threadfence();
    atomicExch_block(mutex, 0);
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
