// Host-guided (issue 11): the file of 557_no_main_racy with the geometry on
// the command line: the verdict that host code gives a whole program.
//@ args: --blockDim=64 --gridDim=16
//@ exit: 0
//@ expect-re: kernel 'chunked\(int\*\)' \(.*\): verified
__global__ void chunked(int *out) {
  int i = blockIdx.x * 64 + threadIdx.x;
  out[i] = threadIdx.x;
}

void launch_chunked(int *d) {
  chunked<<<16, 64>>>(d);
}
