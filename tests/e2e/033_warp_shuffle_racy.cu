// The classic unsynchronised warp reduction through shared memory: with
// independent thread scheduling the lanes race (no __syncwarp).
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: read-write race on s[
//@ expect-re: kernel 'warp_sum\(const float\*, float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'warp_sum\(const float\*, float\*\)' .*: verified
//@ expect-re: \.cu:(15:11|15:8|16:11|16:8|17:11|17:8|18:11|18:8|19:11|19:8):
__global__ void warp_sum(const float *in, float *out) {
  __shared__ float s[64];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  s[t + 32] = 0.0f;
  __syncthreads();
  s[t] += s[t + 16]; // <- race
  s[t] += s[t + 8]; // <- race
  s[t] += s[t + 4]; // <- race
  s[t] += s[t + 2]; // <- race
  s[t] += s[t + 1]; // <- race
  if (t == 0)
    *out = s[0];
}
