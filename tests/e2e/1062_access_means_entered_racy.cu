// 1062_access_means_entered_ok.cu with the update reading the neighbour's
// slot, which the neighbour updates in the same phase.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 1
//@ expect: race on s[
//@ expect-re: kernel 'phases\(int\*, int\)' \(.*\): [0-9]+ races? found
__global__ void phases(int *out, int reps) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncthreads();
  for (int ph = 0; ph < blockIdx.x; ph++) {
    if (t < ph)
      for (int i = 0; i < reps; i++)
        s[t] += s[(t + 1) % 64];
    __syncthreads();
  }
  out[blockIdx.x * 64 + t] = s[63 - t];
}
