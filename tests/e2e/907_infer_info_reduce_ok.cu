// --infer-info on a tree reduction whose counter halves: a power of two,
// at most its start, and no logged access at the loop head (the barrier
// ends each iteration). 907_infer_info_reduce_pasted_ok.cu pastes them.
//@ args: --infer-info --blockDim=256 --gridDim=8
//@ exit: 0
//@ expect: 907_infer_info_reduce_ok.cu:17:3: note: loop invariants inferred for this loop (--infer-info):
//@ expect:     __invariant(__is_pow2(d))
//@ expect:     __invariant(d <= 128u)
//@ expect:     __invariant(__no_read(s))
//@ expect:     __invariant(__no_write(s))
//@ expect-re: kernel 'reduce[(].*: verified
__global__ void reduce(float *out, const float *in) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned d = 128; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
