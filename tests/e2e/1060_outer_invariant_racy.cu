// 1060_outer_invariant_ok.cu without the barrier between the write of a
// round and the first inner loop: thread t reads s[63 - t] while thread
// 63 - t writes it. The user's invariant still holds.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on s[
//@ expect-not: might not
//@ expect-re: kernel 'rounds\(int\*, int\)' \(.*\): [0-9]+ races? found
__global__ void rounds(int *out, int n) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  int acc = 0;
  for (int r = 0;
       __invariant(__read_implies(s, __read_offset_bytes(s) / sizeof(int) == threadIdx.x)),
       r < n; r++) {
    s[t] = r;
    for (int k = t; k < 64; k += 32)
      acc += s[63 - t];
    __syncthreads();
    for (int k = t; k < 64; k += 32)
      acc += s[t];
  }
  out[t] = acc;
}
