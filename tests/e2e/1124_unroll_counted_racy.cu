// 1124_unroll_counted_ok with the second barrier skipped in tile 7: a
// thread's store of tile 8 races with another's reads of tile 7. Unrolled,
// the report names both iterations, and since no loop is left (no
// invariant involved) there is no unwinding re-check to confirm it.
//@ args: --blockDim=256 --gridDim=8 --unroll-counted
//@ exit: 1
//@ expect: read-write race on s[
//@ expect: in iteration 7 of the loop at line 15, iteration
//@ expect: in iteration 8 of the loop at line 15
//@ expect-not: is possible
//@ expect-not: confirmed by unwinding
__global__ void tile_sum(float *out, const float *in) {
  __shared__ float s[256];
  float acc = 0;
  for (int k = 0; k < 8; k++) {
    s[threadIdx.x] = in[k * 256 + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < 4; j++)
      acc += s[(threadIdx.x + j) % 256];
    if (k == 6)
      continue;
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}
