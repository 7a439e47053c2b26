extern __shared__ int dyn[];
__device__ int gcount;
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__global__ void atomics(int *a, unsigned *u, float *f) {
  int i = threadIdx.x;
  atomicAdd(&a[i], 1);
  atomicCAS(&a[0], 0, i);
  atomicAdd_block(&a[1], 2);
  atomicInc(&u[i], 10u);
  atomicAdd(&gcount, 1);
  dyn[i] = min(i, 7);
  float4 *v = (float4 *)f;
  v[i] = v[i + 1];
  __threadfence();
  __syncwarp(0xffffffff);
  f[i] = sqrtf(f[i]);
}
__global__ void rec(int *a) { a[threadIdx.x] = fact(a[0]); }
__global__ void twoarr(int *a, int *b, int c) { int *p = c ? a : b; p[threadIdx.x] = 1; }
