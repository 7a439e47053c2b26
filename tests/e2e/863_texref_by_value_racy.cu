// The fetched value is written to one element by every thread: a race.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: race on out[
texture<unsigned, 1, cudaReadModeElementType> keys;

__global__ void gather(unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[0] = tex1Dfetch(keys, i);
}
