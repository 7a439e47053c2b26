// Host-guided relations (issue 11), racy twin of 564_launch_loop_ok: the
// loop starts at 0, and with stride 0 every thread writes out[0].
//@ exit: 1
//@ expect: write-write race on out[0]
//@ expect: s = a loop variable

__global__ void spread(int *out, int s) {
  out[threadIdx.x * s] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  for (int s = 0; s <= 4; s++)
    spread<<<1, 256>>>(d, s);
  cudaDeviceSynchronize();
  return 0;
}
