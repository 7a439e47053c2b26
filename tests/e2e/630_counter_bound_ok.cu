// A block-local counter reset to 0 by thread 0 before a barrier, stepped
// once by each of 64 threads: it hands out 0..63 in every block, so block b
// writes only out[b*64 .. b*64+63] and blocks never overlap.
// (A 2-D grid would race: blocks (0,0) and (0,1) share blockIdx.x.)
//@ args: --blockDim=64 --gridDim=16 -v
//@ exit: 0
//@ expect: 'fill': reset to 0 before its atomics, so its values lie within 64 above it
//@ expect-re: kernel 'compact\(const int\*, int\*\)' \(.*\): verified
__global__ void compact(const int *in, int *out) {
  __shared__ unsigned fill;
  if (threadIdx.x == 0)
    fill = 0;
  __syncthreads();
  int v = in[blockIdx.x * 64 + threadIdx.x];
  if (v > 0) {
    unsigned i = atomicAdd(&fill, 1u);
    out[blockIdx.x * 64 + i] = v;
  }
}
