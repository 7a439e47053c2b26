// The two-pass warp method (the default with --warp-sync) on 047_porting_race_racy.cu: it must
// agree with the re-sync method there, and says which pass found a defect.
// A porting race: the two sides of a divergent branch of one warp run one
// after the other in an unspecified order, so even lock-step warps
// (--warp-sync=32) do not order the two writes of s[0].
//@ args: --blockDim=32 --gridDim=1 --warp-sync=32
//@ exit: 1
//@ expect: write-write race on s[0] (intra-warp race) (intra-warp pass)
//@ expect-re: kernel 'porting\(int\*\)' \(.*\): [0-9]+ races? found
__global__ void porting(int *out) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  if (t < 16)
    s[0] = 1;
  else
    s[0] = 2;
  out[t] = s[t];
}
