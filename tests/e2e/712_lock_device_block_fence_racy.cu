// A device-scoped lock whose fences are block-scoped: the critical sections
// of two blocks are exclusive but their writes are not ordered.
//@ exit: 1
//@ expect: race on total[0] (insufficient lock scope: lock 'mutex' is block-scoped (
//@ expect-not: insufficient atomic scope
//@ expect-re: kernel 'count.*: [0-9]+ races found
__device__ void lock(int *mutex) {
  while (atomicCAS(mutex, 0, 1) != 0)
    ;
  __threadfence_block();
}

__device__ void unlock(int *mutex) {
  __threadfence_block();
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
