// A block-scoped lock (atomicCAS_block, __threadfence_block, atomicExch_block)
// used by two blocks: it excludes nothing across blocks.
//@ exit: 1
//@ expect: race on total[0] (insufficient lock scope: lock 'mutex' is block-scoped (
//@ expect: (insufficient atomic scope: atomicCAS_block is block-scoped)
//@ expect: (threads in different blocks)
//@ expect-re: kernel 'count.*: [0-9]+ races found
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
