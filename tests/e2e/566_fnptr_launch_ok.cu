// Host-guided (issue 11): the kernel is launched through a function
// pointer chosen at run time, which tandem does not follow: no host facts
// (a note says why), the kernel is verified for any launch, and it is
// race-free for any launch.
//@ exit: 0
//@ expect-re: kernel 'fill[('].*: verified
//@ expect: note: launches of 'fill' in the host code not used: its address is used at line
//@ expect-not: note: launch at

__global__ void fill(int *out) {
  if (blockIdx.x == 0)
    out[threadIdx.x] = threadIdx.x;
}

__global__ void clear(int *out) {
  if (blockIdx.x == 0)
    out[threadIdx.x] = 0;
}

int main(int argc, char **argv) {
  void (*k)(int *) = argc > 1 ? fill : clear;
  int *d;
  cudaMalloc(&d, 256 * sizeof(int));
  k<<<1, 256>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
