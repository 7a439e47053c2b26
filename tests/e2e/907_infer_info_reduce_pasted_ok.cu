// 907_infer_info_reduce_ok.cu with the printed invariants pasted in.
//@ args: --no-infer --blockDim=256 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'reduce[(].*: verified
__global__ void reduce(float *out, const float *in) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned d = 128;
       __invariant(__is_pow2(d)), __invariant(__no_write(out)), __invariant(__no_read(s)),
       __invariant(__no_write(s)), __invariant(d <= 128u),
       d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
