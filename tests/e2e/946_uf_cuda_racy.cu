// combine(x, 2) is the same index in every thread: a write-write race.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: write-write race
//@ expect-not: verified
DECLARE_UF_BINARY(combine, int, int, int);

__global__ void uf(int *out, int x) {
  out[combine(x, 2)] = threadIdx.x;
}
