// --check-array-bounds: thread t reads s[t + 1], and thread 63 reads
// s[64] of a 64-element __shared__ array. Reported as out-of-bounds with
// the index and the size, at the read (line 14).
//@ args: --blockDim=64 --gridDim=1 --check-array-bounds
//@ exit: 1
//@ expect: 840_array_bounds_racy.cu:14:
//@ expect: out-of-bounds read of 's' (index 64, size 64)
//@ expect-not: verified
__global__ void shift_left(float *out) {
  __shared__ float s[64];
  unsigned t = threadIdx.x;
  s[t] = out[t];
  __syncthreads();
  out[t] = s[t + 1];
}
