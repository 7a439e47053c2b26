// The struct's output pointer is written at one index by every thread.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: race on b.out[1][
struct bufs {
  float *in;
  float *out[2];
};

__global__ void scale(bufs b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b.out[1][i / 2] = 2.0f * b.in[i];
}
