// Lanes 0-15 synchronise among themselves (mask 0x0000ffff) but read what
// lanes 16-31 wrote: those lanes are outside the mask, so nothing orders
// their writes before the reads.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: read-write race on s[
//@ expect-re: kernel 'half\(int\*\)' \(.*\): [0-9]+ races? found
__global__ void half(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  s[lane] = lane;
  if (lane < 16) {
    __syncwarp(0x0000ffff);
    out[lane] = s[lane + 16];
  }
}
