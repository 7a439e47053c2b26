// A block-scoped lock shared by two warps of one block (<<<1, 64>>>):
// thread 0 and thread 32 take turns.
//@ exit: 0
//@ expect-re: kernel 'count.*: verified
//@ expect-not: race on
__device__ void lock(int *mutex) {
  while (atomicCAS_block(mutex, 0, 1) != 0)
    ;
  __threadfence_block();
}

__device__ void unlock(int *mutex) {
  __threadfence_block();
  atomicExch_block(mutex, 0);
}

__global__ void count(int *mutex, int *total) {
  if (threadIdx.x % 32 == 0) {
    lock(mutex);
    total[0] = total[0] + 1;
    unlock(mutex);
  }
}

int main() {
  int *mutex, *total;
  cudaMalloc(&mutex, sizeof(int));
  cudaMalloc(&total, 2 * sizeof(int));
  cudaMemset(mutex, 0, sizeof(int));
  cudaMemset(total, 0, 2 * sizeof(int));
  count<<<1, 64>>>(mutex, total);
  cudaDeviceSynchronize();
  return 0;
}
