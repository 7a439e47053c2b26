// A release store with inline PTX whose input operands nvcc accepts
// without a separating comma; clang-14 does not. Written with no blank
// between them, so the same-length rewrite (e2e 1091) has no room: named,
// exit 2.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: unsupported: nvcc-only syntax (inline-asm operands without a separating comma
//@ expect: at 1014_asm_operands_no_comma_unsupported.cu:12:
//@ expect-not: verified
__device__ void release_flag(unsigned char *flag) {
  unsigned int one = 1;
  asm volatile("st.release.gpu.global.u8 [%1], %0;" ::"r"(one)"l"(flag) : "memory");
}

__global__ void signal_done(unsigned char *flags) {
  if (threadIdx.x == 0) release_flag(&flags[blockIdx.x]);
}
