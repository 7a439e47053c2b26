// A release store with inline PTX whose input operands nvcc accepts
// without a separating comma (`"r"(one) "l"(flag)`). tandem compiles the
// file once more with the blank between them read as the comma (the same
// two operands, the same line and length): the file's other kernel is
// verified, the store's own kernel is unsupported (inline assembly).
//@ args: --blockDim=32 --gridDim=8
//@ exit: 2
//@ expect: read as nvcc reads it
//@ expect: 1091_asm_operands_comma_ok.cu:16:
//@ expect-re: kernel 'signal_done\(unsigned char\*\)' .*: unsupported
//@ expect-re: kernel 'clear_own\(int\*\)' .*: verified
//@ expect-not: operands without a separating comma
__device__ void release_flag(unsigned char *flag) {
  unsigned int one = 1;
  // a string with a `)` and a blank before the operands stays as it is
  asm volatile("st.release.gpu.global.u8 [%1], %0; // ) \"x\"" ::"r"(one) "l"(flag) : "memory");
}

__global__ void signal_done(unsigned char *flags) {
  if (threadIdx.x == 0) release_flag(&flags[blockIdx.x]);
}

__global__ void clear_own(int *counts) {
  counts[blockIdx.x * blockDim.x + threadIdx.x] = 0;
}
