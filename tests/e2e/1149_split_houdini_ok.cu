// The kernel of 692_rlimit_houdini_gave_up_inconclusive, whose Houdini
// query runs out of its 100000 z3 units, in the direct attempt as in
// Boogie. Asked one check at a time (each candidate's assertion checked
// with the others assumed), every query answers within the units: models
// drop the candidates they refute, a pass with every chunk unsatisfiable
// is the fixpoint, and the kernel's checks, one at a time too, are proved
// with it (docs/encodings.md §29, split_houdini).
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=100000
//@ exit: 0
//@ expect: verified
//@ expect-not: race
#define T 16
__global__ void column_sums_split(const int *in, int *out) {
  __shared__ int tile[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int acc = 0;
  for (int base = 0; base < 64; base += T) {
    tile[ty][tx] = in[(blockIdx.x * 64 + base + ty) * T + tx];
    __syncthreads();
    for (int j = 0; j < T; ++j)
      acc += tile[j][tx];
    __syncthreads();
  }
  out[(blockIdx.x * T + ty) * T + tx] = acc;
}
