// Application: two generations of the rule 110 cellular automaton in one
// launch. Generation 1 goes from cells to mid; generation 2 from mid to
// out. Inside a block the barrier orders generation 1 before generation 2.
// A block's two border cells of mid are also read by the neighbouring
// blocks: their writers fence with device scope and set a per-cell ready
// flag, and the neighbour spins on that flag and fences before reading.
//@ exit: 0
//@ expect-re: kernel 'two_generations[(].*: verified
//@ expect-not: race on
#include <cstdio>
#include <cstdlib>

#define BLOCK 64
#define BLOCKS 16
#define N (BLOCK * BLOCKS)

__device__ int rule110(int l, int c, int r) { return (110 >> (l * 4 + c * 2 + r)) & 1; }

__global__ void two_generations(const int *cells, int *mid, int *ready, int *out) {
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK + t;
  int l = i > 0 ? cells[i - 1] : 0;
  int r = i + 1 < N ? cells[i + 1] : 0;
  mid[i] = rule110(l, cells[i], r);
  if (t == 0 || t == BLOCK - 1) {
    __threadfence();
    atomicExch(&ready[i], 1);
  }
  __syncthreads();
  int ml = 0, mr = 0;
  if (t > 0) {
    ml = mid[i - 1];
  } else if (blockIdx.x > 0) {
    while (atomicAdd(&ready[i - 1], 0) != 1)
      ;
    __threadfence();
    ml = mid[i - 1];
  }
  if (t < BLOCK - 1) {
    mr = mid[i + 1];
  } else if (blockIdx.x + 1 < BLOCKS) {
    while (atomicAdd(&ready[i + 1], 0) != 1)
      ;
    __threadfence();
    mr = mid[i + 1];
  }
  out[i] = rule110(ml, mid[i], mr);
}

int main() {
  int *h = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++)
    h[i] = rand() & 1;
  int *cells, *mid, *ready, *out;
  cudaMalloc(&cells, N * sizeof(int));
  cudaMalloc(&mid, N * sizeof(int));
  cudaMalloc(&ready, N * sizeof(int));
  cudaMalloc(&out, N * sizeof(int));
  cudaMemcpy(cells, h, N * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(ready, 0, N * sizeof(int));
  two_generations<<<BLOCKS, BLOCK>>>(cells, mid, ready, out);
  cudaMemcpy(h, out, N * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h[0]);
  free(h);
  return 0;
}
