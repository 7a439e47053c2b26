// 1054_param_stride_ok.cu with a step of half the block: threads t and
// t + 64 meet at element t + 64, one in its first iteration, the other in
// its second.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 1
//@ expect: race on a[
//@ expect-re: kernel 'scale\(float\*, int, int\)' \(.*\): [0-9]+ races? found
__global__ void scale(float *a, int stride, int n) {
  __requires(stride == blockDim.x / 2);
  for (int i = threadIdx.x; i < n; i += stride)
    a[i] *= 2.0f;
}
