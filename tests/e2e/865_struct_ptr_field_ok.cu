// Pointers held in a by-value struct parameter: each field names an array
// of its own (like a pointer parameter); each thread writes its own
// element of both.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect: verified
struct bufs {
  float *in;
  float *out[2];
};

__global__ void scale(bufs b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b.out[1][i] = 2.0f * b.in[i];
}
