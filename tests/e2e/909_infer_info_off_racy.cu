// Without --infer-info nothing is printed about invariants; with
// --no-infer there are none to print either, and this race-free loop is
// then reported (the loop head forgets where thread 1 wrote).
//@ args: --infer-info --no-infer --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: race on a[
//@ expect-not: __invariant(j
//@ expect-not: inferred for this loop
__global__ void once(int *a) {
  for (int j = threadIdx.x; j < 1024; j += 32)
    a[j] = 1;
}
