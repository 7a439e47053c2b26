// __array_snapshot in CUDA: a ghost copy of a __shared__ array before a
// neighbour's element written without a barrier: a race.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 1
//@ expect: race on s[
__global__ void shift_add(int *data) {
  __shared__ int s[128];
  __shared__ int g[128];
  unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * 128 + t];
  __array_snapshot(g, s);
  s[(t + 1) % 128] = s[t] + 3;
  __assert(g[t] == g[t]);
}
