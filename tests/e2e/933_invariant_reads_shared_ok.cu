// A loop invariant that reads shared memory (the array's contents are
// modelled because the invariant reads them): the loop keeps a[t] equal to
// the iteration count, and after it the assertion follows. (With a user
// invariant tandem proposes no access-pattern candidates for the loop: the
// read and write offsets are stated too.)
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'k\(int\*\)' \(.*\): verified
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = 0;
  int i;
  for (i = 0; __invariant(a[threadIdx.x] == i),
              __invariant(__read_implies(a, __read_offset_bytes(a) == threadIdx.x * sizeof(int))),
              __invariant(__write_implies(a, __write_offset_bytes(a) == threadIdx.x * sizeof(int))),
              i < 100; i++)
    a[t] = a[t] + 1;
  __assert(a[threadIdx.x] == 100);
  out[blockIdx.x * 64 + t] = a[t];
}
