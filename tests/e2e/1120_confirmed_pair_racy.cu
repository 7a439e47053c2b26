// A tree reduction whose loop lacks its barrier. The race at the loop's
// read is confirmed by unwinding, and the report shows the unwound run's
// pair, with the iterations it made the accesses in: the loop-cut run's
// own pair for that line may come from a weak invariant (once it was the
// store before the barrier ahead of the loop, which cannot race with the
// loop's reads).
//@ exit: 1
//@ expect: is confirmed by unwinding
//@ expect-re: note: thread \([0-9]+,0,0\) in block .* writes sdata\[[0-9]+\] in iteration [12] of the loop at line 23
//@ expect-not-re: 1120_confirmed_pair_racy.cu:20:[0-9]+: note: thread
__global__ void tree_sum(const float *in, float *out, int n) {
  __shared__ float sdata[64];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  if (blockDim.x != 64 || blockDim.y != 1 || blockDim.z != 1)
    return;
  // (one store per thread before the barrier)


  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();

  for (unsigned s = 32; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
