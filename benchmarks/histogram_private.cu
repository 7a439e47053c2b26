//@ args: --blockDim=128 --gridDim=64
//@ exit: 0
// Histogram without atomics. Each thread counts into its own private
// column of a block-wide table hist[BINS][THREADS] (bin-major, so a
// thread's bins are THREADS words apart and never shared), then after one
// barrier thread b < BINS sums row b and writes the block's partial count
// for bin b. A second kernel adds up the per-block partials.
#define BINS 16
#define THREADS 128

__global__ void histogram_private(const unsigned *data, unsigned n, unsigned *partial) {
  __shared__ unsigned hist[BINS][THREADS];
  unsigned tid = threadIdx.x;

  for (unsigned b = 0;
       __invariant(__no_read(hist)),
       __invariant(__write_implies(hist, __write_offset_bytes(hist) / sizeof(unsigned) % THREADS == threadIdx.x)),
       b < BINS;
       b++)
    hist[b][tid] = 0;

  for (unsigned i = blockIdx.x * blockDim.x + tid;
       __invariant(__read_implies(hist, __read_offset_bytes(hist) / sizeof(unsigned) % THREADS == threadIdx.x)),
       __invariant(__write_implies(hist, __write_offset_bytes(hist) / sizeof(unsigned) % THREADS == threadIdx.x)),
       i < n;
       i += blockDim.x * gridDim.x)
    hist[data[i] % BINS][tid] += 1;
  __syncthreads();

  if (tid < BINS) {
    unsigned sum = 0;
    for (unsigned t = 0; __invariant(__no_write(hist)), t < THREADS; t++)
      sum += hist[tid][t];
    partial[blockIdx.x * BINS + tid] = sum;
  }
}

// Adds up the per-block partial histograms: thread b of the grid owns bin b.
__global__ void histogram_merge(const unsigned *partial, unsigned nblocks, unsigned *out) {
  unsigned b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b < BINS) {
    unsigned sum = 0;
    for (unsigned k = 0; k < nblocks; k++)
      sum += partial[k * BINS + b];
    out[b] = sum;
  }
}
