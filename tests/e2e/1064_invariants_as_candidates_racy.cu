// 1064_invariants_as_candidates_ok.cu with a step of 32: threads t and
// t + 32 meet. Candidates never hide a race.
//@ args: --blockDim=64 --gridDim=1 --invariants-as-candidates
//@ exit: 1
//@ expect: race on a[
//@ expect-not: might not
//@ expect-re: kernel 'fill\(int\*, int\)' \(.*\): [0-9]+ races? found
__global__ void fill(int *a, int n) {
  for (int i = threadIdx.x; __invariant(i < 0), __invariant(i >= 0), i < n; i += 32)
    a[i] = i;
}
