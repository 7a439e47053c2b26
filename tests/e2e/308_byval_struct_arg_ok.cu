// A struct passed by value to the kernel has the same field values in
// every thread: out[t + p.off + p.n] is a different element for each
// thread. (Each thread's copy used to start with arbitrary, different
// bytes, which made p.off differ between the two threads: a false race.)
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'shifted\(int\*, window\)' .*: verified
struct window { int off; short n; char flag; };

__global__ void shifted(int *out, struct window p) {
  unsigned t = threadIdx.x;
  if (p.flag)
    out[t + p.off + p.n] = (int)t;
}
