// Host-guided relations (issue 11): the kernel is launched from a helper
// that asserts its size is a multiple of the block; the helper is called
// in a loop over sizes. Each call's facts are those on its path.
//@ exit: 0
//@ expect-re: kernel 'tail[('].*: verified
//@ expect: <<<n >> 7, 128>>>, n = a loop variable, out: 32768 bytes (from cudaMalloc at 565_helper_relation_ok.cu:24), flag: 4 bytes (from cudaMalloc at 565_helper_relation_ok.cu:25); on the path: n >= 128 (565_helper_relation_ok.cu:26), n < 8193 (565_helper_relation_ok.cu:26)
#include <assert.h>

__global__ void tail(int *out, int *flag, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n)
    out[i] = i;
  else
    flag[0] = i;
}

static void run(int *d, int *f, int n) {
  assert(n % 128 == 0);
  tail<<<n / 128, 128>>>(d, f, n);
}

int main() {
  int *d, *f;
  cudaMalloc(&d, 8192 * sizeof(int));
  cudaMalloc(&f, sizeof(int));
  for (int n = 128; n <= 8192; n += 128)
    run(d, f, n);
  cudaDeviceSynchronize();
  return 0;
}
