// The kernel of 694_rlimit_quantified_racy.cu without the bumped copy:
// verified under --rlimit.
//@ args: --blockDim=32 --gridDim=1 --rlimit=50000000
//@ exit: 0
//@ expect-re: kernel 'shifted\(int\*, span\)' .*: verified
struct span { int first; int count; };

__global__ void shifted(int *dst, struct span s) {
  unsigned t = threadIdx.x;
  dst[t + s.first] = 7 * (int)t;
}
