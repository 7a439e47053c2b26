// A pointer chosen between a __shared__ array and a global array
// (`p = c ? s : out`), then used in a loop through a phi: every thread
// writes only its own element of whichever array it chose, and reads
// after a barrier the element it wrote. Race-free.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'pick_shared[('].*verified
__global__ void pick_shared(float *out, int use_shared) {
  __shared__ float s[64];
  unsigned t = threadIdx.x;
  float *p = use_shared ? s : out;
  for (int i = 0; i < 4; i++) {
    p[t] = (float)i;
    p = use_shared ? s : out;
  }
  __syncthreads();
  out[64 + t] = p[t];
}
