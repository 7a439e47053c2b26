// 795 with a second producer: block 2 writes 2 to the flag without having
// written data. The spin `while (flag == 0)` may end on block 2's value, so
// the read of data[0] is not ordered after block 0's write. The candidate
// "one non-zero write per byte" fails and nothing is excused.
//@ exit: 1
//@ expect: race on data[0]
//@ expect-not-re: kernel 'handoff[(].*: verified
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    data[0] = 42;
    __threadfence();
    atomicExch(flag, 1);
  } else if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) == 0)
      ;
    __threadfence();
    out[0] = data[0];
  } else if (blockIdx.x == 2) {
    atomicExch(flag, 2);
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, 64 * sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<3, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  return 0;
}
