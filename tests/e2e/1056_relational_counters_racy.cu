// 1056_relational_counters_ok.cu with the read one pair too far: thread t
// reads s[stride * (2 * t + 4) - 1], which thread t + 1 writes in the same
// phase.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on s[
//@ expect-re: kernel 'upsweep\(int\*\)' \(.*\): [0-9]+ races? found
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
      int lo = stride * (2 * t + 4) - 1;
      s[hi] += s[lo];
    }
    stride *= 2;
  }
  __syncthreads();
  data[2 * t] = s[2 * t];
  data[2 * t + 1] = s[2 * t + 1];
}
