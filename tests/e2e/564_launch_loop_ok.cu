// Host-guided relations (issue 11): a launch in a loop whose variable is
// the kernel's stride: 1 <= s <= 4 (the loop's start and step, and its
// test), so threadIdx.x * s never collides. Any stride (0 included) would.
//@ exit: 0
//@ expect-re: kernel 'spread[('].*: verified
//@ expect: <<<1, 256>>>, s = a loop variable, out: 4096 bytes (from cudaMalloc at 564_launch_loop_ok.cu:15); on the path
//@ expect: on the path: s >= 1 (564_launch_loop_ok.cu:16), s < 5 (564_launch_loop_ok.cu:16)

__global__ void spread(int *out, int s) {
  out[threadIdx.x * s] = threadIdx.x;
}

int main() {
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  for (int s = 1; s <= 4; s++)
    spread<<<1, 256>>>(d, s);
  cudaDeviceSynchronize();
  return 0;
}
