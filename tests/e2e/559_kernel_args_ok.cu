// --kernel-args (issue 11): scalar parameters pinned by hand, GPUVerify
// style (one value per parameter, * for a free one). With stride = 64 and
// blocks of 64 the chunks do not overlap.
//@ args: --blockDim=64 --gridDim=4 --kernel-args=strided,*,64
//@ exit: 0
//@ expect-re: kernel 'strided\(int\*, int\)' \(.*\): verified
__global__ void strided(int *out, int stride) {
  int i = blockIdx.x * stride + threadIdx.x;
  out[i] = threadIdx.x;
}
