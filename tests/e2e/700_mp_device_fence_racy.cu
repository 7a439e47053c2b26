// The hand-off of 700_mp_device_fence_ok.cu without the producer's fence:
// the flag can become visible before the data ("missing fence").
//@ exit: 1
//@ expect: read-write race on data[0] (missing fence: the flag hand-off (release at line
//@ expect: (threads in different blocks)
//@ expect-re: kernel 'handoff.*: 1 race found
__global__ void handoff(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    data[0] = 42;
    atomicExch(flag, 1);
  } else if (blockIdx.x == 1) {
    while (atomicAdd(flag, 0) != 1)
      ;
    __threadfence();
    out[0] = data[0];
  }
}

int main() {
  int *data, *flag, *out;
  cudaMalloc(&data, 64 * sizeof(int));
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  handoff<<<2, 1>>>(data, flag, out);
  cudaDeviceSynchronize();
  cudaFree(data);
  cudaFree(flag);
  cudaFree(out);
  return 0;
}
