// A spin lock built from atomicExch alone: the acquire exchanges 1 in until
// it gets 0 back, then fences; the release fences, then exchanges 0 in.
// Device scope throughout, so the counter shared by the blocks is guarded.
// The free value (0) is the constant the acquire's result is compared with
// (docs/encodings.md, "Locks").
//@ exit: 0
//@ expect-re: kernel 'bump\(int\*, int\*\)' .*: verified
//@ expect-not: race on
__global__ void bump(int *mutex, int *total) {
  if (threadIdx.x == 0) {
    while (atomicExch(mutex, 1) != 0)
      ;
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
  bump<<<4, 32>>>(mutex, total);
  cudaDeviceSynchronize();
  return 0;
}
