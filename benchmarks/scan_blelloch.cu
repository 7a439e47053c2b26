//@ args: --blockDim=256 --gridDim=64
//@ exit: 0
// Work-efficient exclusive prefix sum (Blelloch): each block of 256
// threads scans 512 elements in shared memory with an up-sweep (reduce)
// and a down-sweep phase. `offset` and `d` are powers of two with
// 2 * offset * d == N in the up-sweep and offset * d == N in the
// down-sweep; the invariants say so, which is what keeps the indices
// offset * (2 * tid + 1) - 1 and offset * (2 * tid + 2) - 1 of different
// threads apart.
#define N 512

__global__ void scan_blelloch(const float *in, float *out) {
  __shared__ float temp[N];
  unsigned tid = threadIdx.x;
  unsigned base = blockIdx.x * N;

  temp[2 * tid] = in[base + 2 * tid];
  temp[2 * tid + 1] = in[base + 2 * tid + 1];
  __syncthreads();

  unsigned offset = 1;
  // up-sweep: build partial sums in place
  for (unsigned d = N >> 1;
       __invariant(__no_read(temp)), __invariant(__no_write(temp)),
       __invariant((d & (d - 1)) == 0), __invariant((offset & (offset - 1)) == 0),
       __invariant(d <= N / 2), __invariant(offset >= 1 && offset <= N),
       __invariant(d == 0 ? offset == N : 2 * offset * d == N),
       d > 0;
       d >>= 1) {
    if (tid < d) {
      unsigned ai = offset * (2 * tid + 1) - 1;
      unsigned bi = offset * (2 * tid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset <<= 1;
    __syncthreads();
  }

  if (tid == 0)
    temp[N - 1] = 0.0f; // clear the last element
  __syncthreads();

  // down-sweep: traverse back down the tree building the scan
  for (unsigned d = 1;
       __invariant(__no_read(temp)), __invariant(__no_write(temp)),
       __invariant((d & (d - 1)) == 0), __invariant((offset & (offset - 1)) == 0),
       __invariant(d >= 1 && d <= N), __invariant(offset >= 1 && offset <= N),
       __invariant(offset * d == N),
       d < N;
       d <<= 1) {
    offset >>= 1;
    if (tid < d) {
      unsigned ai = offset * (2 * tid + 1) - 1;
      unsigned bi = offset * (2 * tid + 2) - 1;
      float t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
    __syncthreads();
  }

  out[base + 2 * tid] = temp[2 * tid];
  out[base + 2 * tid + 1] = temp[2 * tid + 1];
}
