// --infer-info on a grid-stride loop: the invariants Houdini kept are
// printed at the loop, as __invariant(...) lines for the loop condition.
// 906_infer_info_pasted_ok.cu is this kernel with them pasted in.
//@ args: --infer-info --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect: 906_infer_info_ok.cu:12:3: note: loop invariants inferred for this loop (--infer-info):
//@ expect:     __invariant(i % 64u == threadIdx.x % 64)
//@ expect:     __invariant(i % 256u == (blockIdx.x * blockDim.x + threadIdx.x) % 256)
//@ expect:     __invariant(__write_implies(a, __write_offset_bytes(a) / 4 % 256 == (blockIdx.x * blockDim.x + threadIdx.x) % 256))
//@ expect-re: kernel 'scale[(].*: verified
__global__ void scale(float *a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    a[i] = a[i] * 2.0f;
}
