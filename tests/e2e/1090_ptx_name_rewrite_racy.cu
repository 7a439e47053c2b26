// 1090_ptx_name_rewrite_ok with the scaling kernel reading its right-hand
// neighbour: the rewritten file is verified like any other, and the race
// is reported at the file's own line.
//@ args: --blockDim=64 --gridDim=4 --kernel=shift_left
//@ exit: 1
//@ expect: read as nvcc reads it
//@ expect: 1090_ptx_name_rewrite_racy.cu:22:
//@ expect-re: kernel 'shift_left\(float\*\)' .*: .*race
//@ expect-not-re: kernel 'shift_left\(float\*\)' .*: verified
__device__ unsigned long long now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
  return t;
}

__global__ void stamp_start(unsigned long long *stamps) {
  if (threadIdx.x == 0) stamps[blockIdx.x] = now_ns();
}

__global__ void shift_left(float *v) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = v[i + 1];
}
