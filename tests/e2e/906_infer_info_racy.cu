// --infer-info on a racy twin of 906_infer_info_ok.cu: the loop steps by
// the block size only, so the blocks of the grid overlap. The race is
// reported; the invariants that Houdini kept are printed (the counter's
// grid-wide residue is not among them).
//@ args: --infer-info --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: race on a[
//@ expect: note: loop invariants inferred for this loop (--infer-info):
//@ expect:     __invariant(i % 64u == threadIdx.x % 64)
//@ expect-not: __invariant(i % 256u
__global__ void scale(float *a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)
    a[i] = a[i] * 2.0f;
}
