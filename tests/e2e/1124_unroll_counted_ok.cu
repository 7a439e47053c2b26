// --unroll-counted: both loops run a constant number of times (8 tiles, 4
// reads each), so the proof replaces them by their 9 and 5 header visits
// (docs/encodings.md §31) and needs no loop invariant: verified, with the
// barriers in every copy of the body.
//@ args: --blockDim=256 --gridDim=8 --unroll-counted
//@ exit: 0
//@ expect: kernel 'tile_sum(float*, const float*)' (1124_unroll_counted_ok.cu): verified
//@ expect-not: race on
__global__ void tile_sum(float *out, const float *in) {
  __shared__ float s[256];
  float acc = 0;
  for (int k = 0; k < 8; k++) {
    s[threadIdx.x] = in[k * 256 + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < 4; j++)
      acc += s[(threadIdx.x + j) % 256];
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}
