// Every thread of a 4-block grid writes its own global index.
//@ args: --blockDim=128 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'scale\(float\*, float\)' \(.*\): verified
//@ expect-not: race on
__global__ void scale(float *data, float factor) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] = data[i] * factor;
}
