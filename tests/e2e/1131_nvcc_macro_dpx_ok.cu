// Programs that test __NVCC__ for their __host__ __device__ macro (as nvcc
// defines it, tandem does), and the DPX functions on 32-bit integers, which
// tandem computes exactly: the index below is each thread's own.
//@ exit: 0
//@ expect-re: kernel 'dpx\(.*: verified
#if defined(__NVCC__)
#define HD __host__ __device__
#else
#define HD
#endif

HD inline int twice(int x) { return 2 * x; }

__global__ void dpx(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool first;
  int j = __vibmax_s32(i, -1, &first);          // i: i >= 0 > -1
  if (first && j < n)
    a[twice(__viaddmin_s32(j, 0, n))] = __vimax3_s32(j, 1, 2);
}

int main() {
  int *a;
  cudaMalloc(&a, 2048 * sizeof(int));
  dpx<<<4, 256>>>(a, 1024);
  return 0;
}
