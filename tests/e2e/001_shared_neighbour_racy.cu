// Each thread stores into shared memory and reads its neighbour's slot
// without a barrier in between: read-write race on the shared array.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: read-write race on tile[
//@ expect-re: kernel 'rotate\(const int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'rotate\(const int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(12:13|12:11|13:12|13:10):
__global__ void rotate(const int *in, int *out) {
  __shared__ int tile[64];
  unsigned t = threadIdx.x;
  tile[t] = in[t]; // <- race
  out[t] = tile[(t + 1) % 64]; // <- race
}
