// --infer-info on nested loops (a bitonic sort in shared memory): the outer
// counter doubles from 2 (a power of two, never 0, at least 2), the inner
// one starts at half of it and halves; a barrier ends each inner iteration,
// so neither loop head has a logged access. Shifts are printed with the
// left operand unsigned, which decides a shift's meaning in C.
// 910_infer_info_nested_pasted_ok.cu pastes the lines.
//@ args: --infer-info --blockDim=256 --gridDim=1
//@ exit: 0
//@ expect: 910_infer_info_nested_ok.cu:21:3: note: loop invariants inferred for this loop (--infer-info):
//@ expect: 910_infer_info_nested_ok.cu:22:5: note: loop invariants inferred for this loop (--infer-info):
//@ expect:     __invariant(__is_pow2(size))
//@ expect:     __invariant(size >= 2u)
//@ expect:     __invariant(__no_write(v))
//@ expect:     __invariant(stride <= ((unsigned)size >> 1))
//@ expect-re: kernel 'sort256[(].*: verified
__global__ void sort256(unsigned *keys) {
  __shared__ unsigned v[256];
  unsigned t = threadIdx.x;
  v[t] = keys[t];
  __syncthreads();
  for (unsigned size = 2; size <= 256; size <<= 1) {
    for (unsigned stride = size >> 1; stride > 0; stride >>= 1) {
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
