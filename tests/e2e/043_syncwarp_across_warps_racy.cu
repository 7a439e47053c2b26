// __syncwarp() synchronises one warp only: with two warps per block, lane
// t of warp 0 reads what thread t + 32 of warp 1 wrote, unsynchronised.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: read-write race on s[
//@ expect-re: kernel 'rotate\(int\*\)' \(.*\): [0-9]+ races? found
__global__ void rotate(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncwarp();
  out[t] = s[(t + 32) % 64];
}
