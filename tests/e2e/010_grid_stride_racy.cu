// Grid-stride loop that strides by one block only: block b+1's first
// iteration overlaps block b's second.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 1
//@ expect: race on y[
//@ expect-re: kernel 'saxpy\(float, const float\*, float\*, unsigned int\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'saxpy\(float, const float\*, float\*, unsigned int\)' .*: verified
//@ expect-re: \.cu:(11:16|11:23|11:10):
__global__ void saxpy(float a, const float *x, float *y, unsigned n) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)
    y[i] = a * x[i] + y[i]; // <- race
}
