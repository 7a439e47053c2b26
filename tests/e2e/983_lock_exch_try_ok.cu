// A try-lock from atomicExch: a block that gets 0 back holds the lock, adds
// its contribution under it and frees it; the others skip. Fences after the
// acquire and before the release, device scope.
//@ exit: 0
//@ expect-re: kernel 'try_bump\(int\*, int\*\)' .*: verified
__global__ void try_bump(int *mutex, int *total) {
  if (threadIdx.x == 0 && atomicExch(mutex, 1) == 0) {
    __threadfence();
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
  try_bump<<<4, 32>>>(mutex, total);
  cudaDeviceSynchronize();
  return 0;
}
