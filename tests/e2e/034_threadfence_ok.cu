// With __syncthreads() (one block) the neighbour read is ordered.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'publish\(int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void publish(int *data, int *out) {
  unsigned t = threadIdx.x;
  data[t] = t * 3;
  __threadfence();
  __syncthreads();
  out[t] = data[(t + 1) % 64];
}
