// --check-array-bounds: the same shift as 840_array_bounds_racy.cu, but
// the last thread wraps around to s[0]. Every index is in 0..63.
//@ args: --blockDim=64 --gridDim=1 --check-array-bounds
//@ exit: 0
//@ expect-re: kernel 'shift_left[(']?.*: verified
__global__ void shift_left(float *out) {
  __shared__ float s[64];
  unsigned t = threadIdx.x;
  s[t] = out[t];
  __syncthreads();
  out[t] = s[(t + 1) % 64];
}
