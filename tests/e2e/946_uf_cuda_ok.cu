// DECLARE_UF_BINARY in CUDA, and the __add_noovfl predicate on ints: the
// index combine(x, threadIdx.x) is one function of its arguments, and
// each thread writes out[threadIdx.x] only.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'uf\(int\*, int\)' .*verified
DECLARE_UF_BINARY(combine, int, int, int);

__global__ void uf(int *out, int x) {
  __requires(__add_noovfl(x, 1));
  __assert(x + 1 > x);
  __assert(combine(x, 2) == combine(x, 2));
  out[threadIdx.x] = combine(threadIdx.x, x);
}
