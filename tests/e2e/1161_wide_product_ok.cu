// A row-major index in 64 bits, `A[(long long)j * nx + i]` with i < nx: the
// first proof runs out (z3 does not prove an index with a product of two
// symbols injective; here a --rlimit makes that deterministic), and the
// attempt that follows, with the product of two 32-bit values left
// uninterpreted and the facts of exact products (such a product never
// overflows), proves the kernel.
//@ args: --blockDim=256 --gridDim=1024 --rlimit=20000000
//@ exit: 0
//@ expect: the run that followed, with 64-bit products of 32-bit values left uninterpreted
//@ expect: proved the kernel
//@ expect-re: kernel 'rows\(.*\)' \(.*\): verified
__global__ void rows(float *A, int nx, int ny) {
  int i = threadIdx.x;
  int j = blockIdx.x;
  if (i < nx && j < ny)
    A[(long long)j * nx + i] = i;
}
