// 906_infer_info_ok.cu with the invariants --infer-info printed pasted
// into the loop condition: they are enough for a proof without inference.
//@ args: --no-infer --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'scale[(].*: verified
__global__ void scale(float *a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;
       __invariant(__read_implies(a, __read_offset_bytes(a) / 4 % 64 == threadIdx.x % 64)),
       __invariant(__read_implies(a, __read_offset_bytes(a) / 4 % 256 == (blockIdx.x * blockDim.x + threadIdx.x) % 256)),
       __invariant(__write_implies(a, __write_offset_bytes(a) / 4 % 64 == threadIdx.x % 64)),
       __invariant(__write_implies(a, __write_offset_bytes(a) / 4 % 256 == (blockIdx.x * blockDim.x + threadIdx.x) % 256)),
       __invariant(i % 64u == threadIdx.x % 64),
       __invariant(i % 256u == (blockIdx.x * blockDim.x + threadIdx.x) % 256),
       __invariant(i >= threadIdx.x),
       __invariant((i - (blockIdx.x * blockDim.x + threadIdx.x)) % 256u == 0),
       __invariant(i >= blockIdx.x * blockDim.x + threadIdx.x),
       i < n; i += blockDim.x * gridDim.x)
    a[i] = a[i] * 2.0f;
}
