// --unroll-counted: both loops run a constant number of times (4 tiles, 2
// reads each), so the proof replaces them by their 5 and 3 header visits
// (docs/encodings.md §31) and needs no loop invariant: verified, with the
// barriers in every copy of the body.
//@ args: --blockDim=64 --gridDim=8 --unroll-counted
//@ exit: 0
//@ expect: kernel 'tile_sum(float*, const float*)' (1124_unroll_counted_ok.cu): verified
//@ expect-not: race on
__global__ void tile_sum(float *out, const float *in) {
  __shared__ float s[64];
  float acc = 0;
  for (int k = 0; k < 4; k++) {
    s[threadIdx.x] = in[k * 64 + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < 2; j++)
      acc += s[(threadIdx.x + j) % 64];
    __syncthreads();
  }
  out[blockIdx.x * 64 + threadIdx.x] = acc;
}
