// Same argument for every thread, but thread 1 bumps its own copy of
// p.off: it then writes the element thread 2 writes, with another value.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: \.cu:13:18:
//@ expect-not-re: kernel 'bumped\(int\*, window\)' .*: verified
struct window { int off; int n; };

__global__ void bumped(int *out, struct window p) {
  unsigned t = threadIdx.x;
  if (t == 1) p.off += 1;
  out[t + p.off] = (int)t; // <- race
}
