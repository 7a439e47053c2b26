// The user's invariant on the outer loop says, in GPUVerify's
// site-independent form, that a logged read of s is at the thread's own
// element. The two inner loops read s[63 - t] and, after a barrier, s[t]:
// the second inner loop's back edge into the outer body must carry "a
// logged read is at s[t]" in that form, which its per-site access
// candidate (read at site k ==> offset) does not say while the first loop's
// site could have logged. Under an outer loop with user invariants the
// inner loops also get the element and residue shapes.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'rounds\(int\*, int\)' \(.*\): verified
//@ expect-not: race on
//@ expect-not: might not
__global__ void rounds(int *out, int n) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  int acc = 0;
  for (int r = 0;
       __invariant(__read_implies(s, __read_offset_bytes(s) / sizeof(int) == threadIdx.x)),
       r < n; r++) {
    s[t] = r;
    __syncthreads();
    for (int k = t; k < 64; k += 32)
      acc += s[63 - t];
    __syncthreads();
    for (int k = t; k < 64; k += 32)
      acc += s[t];
  }
  out[t] = acc;
}
