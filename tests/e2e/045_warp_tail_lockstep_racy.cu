// The warp-synchronous reduction tail of 045_warp_tail_lockstep_ok.cu under
// independent thread scheduling (the default): the threads of a warp are not
// in lock-step, so s[t] += s[t + 16] by thread t races with the same update
// by thread t + 16.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: read-write race on s[
//@ expect-re: kernel 'warp_tail\(const int\*, int\*\)' \(.*\): [0-9]+ races? found
__global__ void warp_tail(const int *in, int *out) {
  volatile __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  s[t + 32] = 0;
  __syncthreads();
  s[t] += s[t + 16];
  s[t] += s[t + 8];
  s[t] += s[t + 4];
  s[t] += s[t + 2];
  s[t] += s[t + 1];
  if (t == 0)
    out[0] = s[0];
}
