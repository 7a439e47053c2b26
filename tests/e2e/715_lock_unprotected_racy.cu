// Thread 1 of block 0 reads the counter without taking the lock.
//@ exit: 1
//@ expect: read-write race on total[0] (unprotected access: only one of the accesses holds lock 'mutex')
//@ expect-re: kernel 'count.*: 1 race found
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
    lock(mutex);
    total[0] = total[0] + 1;
    unlock(mutex);
  } else if (threadIdx.x == 1 && blockIdx.x == 0) {
    total[1] = total[0];
  }
}

int main() {
  int *mutex, *total;
  cudaMalloc(&mutex, sizeof(int));
  cudaMalloc(&total, 2 * sizeof(int));
  cudaMemset(mutex, 0, sizeof(int));
  cudaMemset(total, 0, 2 * sizeof(int));
  count<<<2, 2>>>(mutex, total);
  cudaDeviceSynchronize();
  return 0;
}
