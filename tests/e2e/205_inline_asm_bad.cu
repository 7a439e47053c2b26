// Unsupported: inline PTX assembly.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: error: unsupported:
//@ expect-re: 205_inline_asm_bad\.cu:9:[0-9]+:
//@ expect-not: verified
__global__ void lane_ids(unsigned *out) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  out[threadIdx.x] = lane;
}
