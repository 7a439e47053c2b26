// The reversal without the barrier: thread t reads smem[63 - t] while
// thread 63 - t writes it.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: read-write race on smem[
//@ expect-re: kernel 'reverse\(float\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'reverse\(float\*\)' .*: verified
//@ expect-re: \.cu:(14:13|14:11|15:10|15:8):
extern __shared__ float smem[];

__global__ void reverse(float *d) {
  unsigned t = threadIdx.x;
  unsigned r = blockDim.x - 1 - t;
  smem[t] = d[t]; // <- race
  d[t] = smem[r]; // <- race
}
