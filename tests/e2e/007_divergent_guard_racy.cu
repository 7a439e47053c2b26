// In-place shift inside a divergent guard: thread t reads s[t+1] while
// thread t+1 writes it.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: read-write race on s[
//@ expect-re: kernel 'shift\(const int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'shift\(const int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(16:12|16:10):
__global__ void shift(const int *in, int *out) {
  __shared__ int s[65];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  if (t == 0) s[64] = 0;
  __syncthreads();
  if (t < 32)
    s[t] = s[t + 1]; // <- race
  __syncthreads();
  out[t] = s[t];
}
