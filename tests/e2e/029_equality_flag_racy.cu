// The same kernel under the default (adversarial) abstraction: the two
// threads may see different values of base, so a race is reported.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: kernel 'gather\(const int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'gather\(const int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(14:7|14:27):
__global__ void gather(const int *offsets, int *out) {
  __shared__ int base;
  if (threadIdx.x == 0)
    base = offsets[blockIdx.x];
  __syncthreads();
  out[base + threadIdx.x] = threadIdx.x; // <- race
}
