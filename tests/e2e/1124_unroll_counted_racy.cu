// 1124_unroll_counted_ok with the second barrier skipped in tile 3: a
// thread's store of tile 4 races with another's reads of tile 3. Unrolled,
// the report names both iterations, and since no loop is left (no
// invariant involved) there is no unwinding re-check to confirm it.
//@ args: --blockDim=64 --gridDim=8 --unroll-counted
//@ exit: 1
//@ expect: read-write race on s[
//@ expect: in iteration 3 of the loop at line 15, iteration
//@ expect: in iteration 4 of the loop at line 15
//@ expect-not: is possible
//@ expect-not: confirmed by unwinding
__global__ void tile_sum(float *out, const float *in) {
  __shared__ float s[64];
  float acc = 0;
  for (int k = 0; k < 4; k++) {
    s[threadIdx.x] = in[k * 64 + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < 2; j++)
      acc += s[(threadIdx.x + j) % 64];
    if (k == 2)
      continue;
    __syncthreads();
  }
  out[blockIdx.x * 64 + threadIdx.x] = acc;
}
