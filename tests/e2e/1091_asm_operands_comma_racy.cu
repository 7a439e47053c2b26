// 1091_asm_operands_comma_ok with every thread of a block clearing the
// block's first counter: a write-write race, reported at the file's line.
//@ args: --blockDim=32 --gridDim=8 --kernel=clear_first
//@ exit: 1
//@ expect: read as nvcc reads it
//@ expect: 1091_asm_operands_comma_racy.cu:19:
//@ expect-re: kernel 'clear_first\(int\*\)' .*: .*race
//@ expect-not-re: kernel 'clear_first\(int\*\)' .*: verified
__device__ void release_flag(unsigned char *flag) {
  unsigned int one = 1;
  asm volatile("st.release.gpu.global.u8 [%1], %0;" ::"r"(one) "l"(flag) : "memory");
}

__global__ void signal_done(unsigned char *flags) {
  if (threadIdx.x == 0) release_flag(&flags[blockIdx.x]);
}

__global__ void clear_first(int *counts) {
  counts[blockIdx.x * blockDim.x] = threadIdx.x;
}
