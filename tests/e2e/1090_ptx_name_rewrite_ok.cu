// A device timer read with inline PTX as nvcc accepts it: `%globaltimer`
// with a single `%` (clang-14 needs `%%`). tandem compiles the file once
// more with `, %globaltimer` read as `,%%globaltimer` (the same PTX, the
// same line and length), so the file's other kernel is verified; the
// timer's own kernel is unsupported (inline assembly), named at the
// file's line.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 2
//@ expect: read as nvcc reads it
//@ expect: 1090_ptx_name_rewrite_ok.cu:17:
//@ expect: unsupported: inline assembly
//@ expect-re: kernel 'stamp_start\(unsigned long long\*\)' .*: unsupported
//@ expect-re: kernel 'scale_own\(float\*, float\)' .*: verified
//@ expect-not: nvcc-only syntax (a bare
__device__ unsigned long long now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
  return t;
}

__global__ void stamp_start(unsigned long long *stamps) {
  if (threadIdx.x == 0) stamps[blockIdx.x] = now_ns();
}

__global__ void scale_own(float *v, float s) {
  v[blockIdx.x * blockDim.x + threadIdx.x] *= s;
}
