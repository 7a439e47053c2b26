// Host-guided (issue 11), racy twin of 566_fnptr_launch_ok: the launch
// through a function pointer is not followed (a note says why) and the
// kernel is checked for any launch; two threads write each out[i / 2].
//@ exit: 1
//@ expect: race on out[
//@ expect: note: launches of 'fill' in the host code not used: its address is used at line
//@ expect-not: note: launch at

__global__ void fill(int *out) {
  if (blockIdx.x == 0)
    out[threadIdx.x / 2] = threadIdx.x;
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
