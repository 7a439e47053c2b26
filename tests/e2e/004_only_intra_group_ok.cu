// out[threadIdx.x] with several blocks races only between blocks;
// --only-intra-group checks pairs of threads within one block: verified.
//@ args: --blockDim=64 --gridDim=4 --only-intra-group
//@ exit: 0
//@ expect-re: kernel 'fill\(int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void fill(int *out) {
  out[threadIdx.x] = blockIdx.x;
}
