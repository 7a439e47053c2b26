// A device timer read with inline PTX as nvcc accepts it: `%globaltimer`
// with a single `%`, which clang-14 rejects as an invalid escape (it needs
// `%%globaltimer`). Written with no blank before it, so the same-length
// rewrite (e2e 1090) has no room: named, exit 2.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 2
//@ expect: unsupported: nvcc-only syntax (a bare `%name` in inline PTX
//@ expect: at 1012_ptx_bare_register_unsupported.cu:12:
//@ expect-not: verified
__device__ unsigned long long read_timer() {
  unsigned long long t;
  asm volatile("mov.u64 %0,%globaltimer;" : "=l"(t));
  return t;
}

__global__ void spin_until(unsigned long long *stamps, unsigned long long until) {
  unsigned long long t = read_timer();
  while (t < until)
    t = read_timer();
  stamps[threadIdx.x] = t;
}
