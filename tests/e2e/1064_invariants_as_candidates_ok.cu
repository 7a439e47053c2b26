// --invariants-as-candidates (GPUVerify's option): the source's __invariant
// lines are guesses, like tandem's own. The wrong one (i < 0 fails on
// entry) is dropped instead of reported, the right one is kept, and the
// loop gets tandem's full inference, which proves the block-stride loop.
//@ args: --blockDim=64 --gridDim=1 --invariants-as-candidates
//@ exit: 0
//@ expect-re: kernel 'fill\(int\*, int\)' \(.*\): verified
//@ expect-not: might not
//@ expect-not: race on
__global__ void fill(int *a, int n) {
  for (int i = threadIdx.x; __invariant(i < 0), __invariant(i >= 0), i < n; i += 64)
    a[i] = i;
}
