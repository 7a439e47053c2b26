// A spin lock (atomicCAS, then a fence; a fence, then atomicExch) with
// device scope guards a counter shared by two blocks.
//@ exit: 0
//@ expect-re: kernel 'count.*: verified
//@ expect-not: race on
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
