// A counter from a start that is no constant but never negative,
// compared signed: `i >= first` has to hold signed for thread t to stay in
// its segment out[32 t .. 32 t + 31]; unsigned, i may be negative and
// reach the previous thread's. The signed bound is proposed where the
// loop's exit comparison is signed (monotone_candidates).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'tail\(int\*, int\)' \(.*\): verified
//@ expect-not: race on
__global__ void tail(int *out, int k) {
  int first = k > 0 ? k : 0;
  for (int i = first; i < 32; i++)
    out[threadIdx.x * 32 + i] = i;
}
