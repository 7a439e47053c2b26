// Kernels for tests/unit/test_encodings.c (cfg, uniformity, encode_kernel, Boogie).
__global__ void nested(int *A, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = 0;
}
__global__ void diverge(int *A) {
  int x;
  if (threadIdx.x < 5) x = 1; else x = 2;
  A[threadIdx.x] = x;
}
__global__ void uloop(int *A) {
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) A[s] = 0;
}
__global__ void tloop(int *A, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) A[i] = 0;
}
__global__ void divbar(int *A) {
  if (threadIdx.x < 5) __syncthreads();
  A[threadIdx.x] = 1;
}
__global__ void unibar(int *A, int n) {
  if (n > 5) __syncthreads();
  __syncthreads();
  A[threadIdx.x] = 1;
}
__global__ void sharedw(int *A) {
  __shared__ int s[64];
  s[threadIdx.x] = 1;
}
__global__ void copy(int *A, int *B) { B[threadIdx.x] = A[threadIdx.x]; }
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__global__ void rec(int *A) { A[threadIdx.x] = fact(A[0]); }
__global__ void badinv(int *A) {
  __invariant(threadIdx.x < 4096);
  A[threadIdx.x] = 1;
}
__global__ void goodinv(int *A, int n) {
  for (int i = 0; __invariant(i >= 0), i < n; i++)
    A[threadIdx.x] = i;
}
__global__ void eqk(int *A) {
  __shared__ int s[64];
  s[threadIdx.x] = A[threadIdx.x];
  __syncthreads();
  A[threadIdx.x] = s[63 - threadIdx.x];
}
__global__ void racy(int *A) { A[threadIdx.x] = A[threadIdx.x + 1]; }
__global__ void safe(int *A) {
  int v = A[threadIdx.x + 1];
  __syncthreads();
  A[threadIdx.x] = v;
}
__global__ void reduce(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncthreads();
  for (unsigned d = blockDim.x / 2; d > 0; d >>= 1) {
    if (t < d) s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
// constant folding with a fixed launch, and division by a power of two
__global__ void folded(int *A, unsigned n) {
  unsigned stride = blockDim.x * gridDim.x;
  A[threadIdx.x] = (n / 8) % stride;
}
// a warp-synchronous exchange, for the two-pass structure
__global__ void warpx(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = s[31 - threadIdx.x];
}
// repetition-free counters (encodings/atomics.c)
__global__ void rf_up(int *out, unsigned *c) {
  unsigned i = atomicAdd(c, 1u);
  if (i < 100)
    out[i] = 1;
  i = atomicAdd(c, 2u);
  out[i] = 2;
}
__global__ void rf_loop(int *out, unsigned *c) { // unbounded calls: may wrap
  unsigned i = atomicAdd(c, 1u);
  while (i < 100) {
    out[i] = 1;
    i = atomicAdd(c, 2u);
  }
}
__global__ void rf_big_step(int *out, unsigned *c) { // 256 threads x 2^30 wraps
  out[atomicAdd(c, 0x40000000u)] = 1;
}
__global__ void rf_down_halves(int *out, int *c) {
  int i = atomicSub(c, 1);
  out[i / 2] = 1; // not an index shape: no tie
}
__global__ void rf_mixed(int *out, int *c) {
  int i = atomicAdd(c, 1);
  atomicSub(c, 1);
  out[i] = 1;
}
__global__ void rf_exch(int *out, int *c) {
  int i = atomicAdd(c, 1);
  atomicExch(c, 0);
  out[i] = 1;
}
__global__ void rf_reset(int2 *out, unsigned *c) {
  if (threadIdx.x == 0) *c = 0;
  __syncthreads();
  unsigned i = atomicAdd(c, 1u);
  out[i].y = 1;
}
__global__ void rf_peek(int *out, unsigned *c) {
  atomicAdd(c, 1u);
  unsigned seen = atomicAdd(c, 0u); // an atomic read: no value handed out
  out[seen] = 1;
}

// Counted loops (fold.c, fold_loop_visits): the bounded search's second
// stage unwinds each fully, visits = iterations + 1.
__global__ void counted_up(int *a) {
  for (int i = 0; i < 16; i++) // 16 iterations: 17 visits
    a[threadIdx.x + i * 64] = i;
}
__global__ void counted_halving(int *a) {
  for (int s = 16; s > 0; s >>= 1) // 16 8 4 2 1: 6 visits
    a[threadIdx.x] += s;
}
__global__ void counted_geometry(int *a) {
  for (unsigned i = 0; i < blockDim.x; i += 32) // blockDim.x = 64: 3 visits
    a[threadIdx.x + i] = 1;
}
__global__ void counted_param(int *a, int n) {
  for (int i = 0; i < n; i++) // not counted: one copy
    a[threadIdx.x] += i;
}
__global__ void counted_thread(int *a) {
  for (unsigned i = threadIdx.x; i < 256; i += 64) // starts at a thread's id: one copy
    a[i] = 1;
}
__global__ void counted_nested(int *a) {
  for (int i = 0; i < 16; i++)   // 17 visits
    for (int j = 0; j < 16; j++) // 17 x 17 > 128 copies: one copy each
      a[threadIdx.x + (i * 16 + j) * 64] = 1;
}

// Global ids (geometry.c, geom_global_id): the sum in either order, its
// 64-bit form, and a kernel that reads the y dimension (ir_geometry_dims_read).
__global__ void gid_sum(int *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = 1; }
__global__ void gid_sum_swapped(int *a) { a[threadIdx.x + blockDim.x * blockIdx.x] = 1; }
__global__ void gid_wide(int *a) { a[(unsigned long)blockIdx.x * blockDim.x + threadIdx.x] = 1; }
__global__ void gid_reads_y(int *a) { a[threadIdx.y] = 1; }
__global__ void gid_rank(int *a) {
  a[(threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x] = 1;
}
// The grid rank of cooperative groups (blocks linearised by gridDim, times
// the block's size, plus the block rank), and a block rank added to a
// multiple of blockDim.x alone, which is no digit-and-radix sum.
__global__ void gid_grid_rank(int *a) {
  unsigned long long block = ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x +
                             blockIdx.x;
  unsigned rank = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  a[block * (blockDim.x * blockDim.y * blockDim.z) + rank] = 1;
}
__global__ void gid_rank_radix_mismatch(int *a) {
  unsigned rank = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  a[blockIdx.x * blockDim.x + rank] = 1;
}
