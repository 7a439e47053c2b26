// One __syncwarp call site, two masks: lanes 0-15 wait for lanes 0-15 and
// lanes 16-31 for lanes 16-31. Lane 0 is not synchronised with lane 16, so
// reading s[lane ^ 16] races with that lane's write.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: race on s[
//@ expect-re: 351_syncwarp_split_masks_racy\.cu:(13|15):[0-9]+: error: (read-write|write-read) race on s\[
//@ expect-not-re: kernel 'halves\(int\*\)' .*: verified
__global__ void halves(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  unsigned mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  s[lane] = lane;
  __syncwarp(mask);
  out[lane] = s[lane ^ 16];
}
