// Host code for test_host (test_translator.c): launches of three kernels.
#define N 4096
extern void keep(const void *);

__global__ void a(int *p, int n, int s) { p[threadIdx.x] = n + s; }
__global__ void b(int *p) { p[threadIdx.x] = 0; }
__global__ void c(int *p) { p[threadIdx.x] = 1; }

static void helper(int *p, int n) { a<<<n / 256, 256>>>(p, n, 3); }

int main(int argc, char **argv) {
  int *p;
  cudaMalloc(&p, N * sizeof(int));
  helper(p, N);
  dim3 g(4, 2), blk(16, 8);
  a<<<g, blk, 128>>>(p, argc, -1);
  b<<<1, 32>>>(p);
  keep((const void *)c);
  return 0;
}
