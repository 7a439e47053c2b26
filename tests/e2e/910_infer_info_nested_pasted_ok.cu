// 910_infer_info_nested_ok.cu with the lines --infer-info printed pasted in:
// they prove the kernel without inference.
//@ args: --no-infer --blockDim=256 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'sort256[(].*: verified
__global__ void sort256(unsigned *keys) {
  __shared__ unsigned v[256];
  unsigned t = threadIdx.x;
  v[t] = keys[t];
  __syncthreads();
  for (unsigned size = 2;
       __invariant(__is_pow2(size)), __invariant(size != 0), __invariant(__no_read(keys)),
       __invariant(__no_write(keys)), __invariant(__no_read(v)), __invariant(__no_write(v)),
       __invariant(size >= 2u),
       size <= 256; size <<= 1) {
    for (unsigned stride = size >> 1;
         __invariant(__no_read(keys)), __invariant(__no_write(keys)), __invariant(__no_read(v)),
         __invariant(__no_write(v)), __invariant(stride <= ((unsigned)size >> 1)),
         stride > 0; stride >>= 1) {
      unsigned partner = t ^ stride;
      if (partner > t) {
        unsigned a = v[t], b = v[partner];
        bool up = (t & size) == 0;
        if ((a > b) == up) {
          v[t] = b;
          v[partner] = a;
        }
      }
      __syncthreads();
    }
  }
  keys[t] = v[t];
}
