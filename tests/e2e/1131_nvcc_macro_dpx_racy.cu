// As 1131_nvcc_macro_dpx_ok, but the index is clamped from below by
// __vimax3_s32: threads 0 to 5 all store to a[10].
//@ exit: 1
//@ expect-re: 1131_nvcc_macro_dpx_racy.cu:18:[0-9]+: error: write-write race on a\[10\]
#if defined(__NVCC__)
#define HD __host__ __device__
#else
#define HD
#endif

HD inline int twice(int x) { return 2 * x; }

__global__ void dpx(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool first;
  int j = __vibmax_s32(i, -1, &first);
  if (first && j < n)
    a[twice(__vimax3_s32(j, 0, 5))] = i;
}

int main() {
  int *a;
  cudaMalloc(&a, 2048 * sizeof(int));
  dpx<<<4, 256>>>(a, 1024);
  return 0;
}
