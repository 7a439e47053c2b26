// Grid-stride loop over a 4-block grid, with invariants on the counter and
// on the logged write offsets.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'saxpy\(float, const float\*, float\*, unsigned int\)' \(.*\): verified
//@ expect-not: race on
__global__ void saxpy(float a, const float *x, float *y, unsigned n) {
  unsigned stride = blockDim.x * gridDim.x;
  unsigned first = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned i = first;
       __invariant(i % stride == first),
       __invariant(__write_implies(y, __write_offset_bytes(y) / sizeof(float) % stride == first)),
       __invariant(__read_implies(y, __read_offset_bytes(y) / sizeof(float) % stride == first)),
       i < n; i += stride)
    y[i] = a * x[i] + y[i];
}
