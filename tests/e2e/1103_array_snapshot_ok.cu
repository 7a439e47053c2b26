// __array_snapshot in CUDA: a ghost copy of a __shared__ array before a
// increment of each thread's own element.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'shift_add\(int\*\)' \(.*\): verified
__global__ void shift_add(int *data) {
  __shared__ int s[128];
  __shared__ int g[128];
  unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * 128 + t];
  __array_snapshot(g, s);
  s[t] = s[t] + 3;
  __assert(s[t] == g[t] + 3);
}
