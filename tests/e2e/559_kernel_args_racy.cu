// --kernel-args (issue 11): stride pinned to 32 with blocks of 64: chunks
// overlap; the counterexample shows the pinned value.
//@ args: --blockDim=64 --gridDim=4 --kernel-args=strided,*,32
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: note: parameters: stride = 32
__global__ void strided(int *out, int stride) {
  int i = blockIdx.x * stride + threadIdx.x;
  out[i] = threadIdx.x;
}
