// 906_infer_info_pasted_ok.cu's invariants pasted into a loop that steps
// by the block size only: the grid-wide one is not maintained, and that is
// reported (a pasted invariant is checked, never trusted).
//@ args: --no-infer --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: loop invariant might not be maintained by the loop
__global__ void scale(float *a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;
       __invariant(__write_implies(a, __write_offset_bytes(a) / 4 % 256 == (blockIdx.x * blockDim.x + threadIdx.x) % 256)),
       __invariant(i % 256u == (blockIdx.x * blockDim.x + threadIdx.x) % 256),
       i < n; i += blockDim.x)
    a[i] = a[i] * 2.0f;
}
