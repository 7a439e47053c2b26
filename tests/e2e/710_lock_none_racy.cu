// The counter of 710_lock_device_ok.cu updated by two blocks without the
// lock: a plain data race.
//@ exit: 1
//@ expect: race on total[0] (data race) in kernel
//@ expect-re: kernel 'count.*: [0-9]+ races? found
__device__ void lock(int *mutex) {
  while (atomicCAS(mutex, 0, 1) != 0)
    ;
  __threadfence();
}

__device__ void unlock(int *mutex) {
  __threadfence();
  atomicExch(mutex, 0);
}

__global__ void count(int *mutex, int *total) {
  if (threadIdx.x == 0) {
    total[0] = total[0] + 1;
  }
}

int main() {
  int *mutex, *total;
  cudaMalloc(&mutex, sizeof(int));
  cudaMalloc(&total, 2 * sizeof(int));
  cudaMemset(mutex, 0, sizeof(int));
  cudaMemset(total, 0, 2 * sizeof(int));
  count<<<2, 1>>>(mutex, total);
  cudaDeviceSynchronize();
  return 0;
}
