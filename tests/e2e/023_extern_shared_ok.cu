// Array reversal through dynamically sized (extern) shared memory.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'reverse\(float\*\)' \(.*\): verified
//@ expect-not: race on
extern __shared__ float smem[];

__global__ void reverse(float *d) {
  unsigned t = threadIdx.x;
  unsigned r = blockDim.x - 1 - t;
  smem[t] = d[t];
  __syncthreads();
  d[t] = smem[r];
}
