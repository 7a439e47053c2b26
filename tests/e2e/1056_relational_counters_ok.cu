// An up-sweep with two counters, `stride` doubling and `active` halving:
// at every head stride * active == 64 (or active reached 0 and stride is
// 128), which keeps stride * (2 * t + 2) - 1 inside s for t < active. The
// havocked stride of an iteration is otherwise unrelated to active, and a
// wrapped product reaches another thread's element. The relational
// candidate comes from the entry values (1 * 64); no annotations.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'upsweep\(int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void upsweep(int *data) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[2 * t] = data[2 * t];
  s[2 * t + 1] = data[2 * t + 1];
  int stride = 1;
  for (int active = 64; active > 0; active >>= 1) {
    __syncthreads();
    if (t < active) {
      int hi = stride * (2 * t + 2) - 1;
      int lo = stride * (2 * t + 1) - 1;
      s[hi] += s[lo];
    }
    stride *= 2;
  }
  __syncthreads();
  data[2 * t] = s[2 * t];
  data[2 * t + 1] = s[2 * t + 1];
}
