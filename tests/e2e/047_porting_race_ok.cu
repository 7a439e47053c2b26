// Each side of the divergent branch writes its own threads' elements; after
// the branch the warp reconverges and, in lock-step (--warp-sync=32), every
// write is ordered before the reads.
//@ args: --blockDim=32 --gridDim=1 --warp-sync=32 --warp-method=resync
//@ exit: 0
//@ expect-re: kernel 'porting\(int\*\)' \(.*\): verified
__global__ void porting(int *out) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  if (t < 16)
    s[t] = 1;
  else
    s[t] = 2;
  out[t] = s[31 - t];
}
