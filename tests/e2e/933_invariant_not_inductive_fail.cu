// A loop invariant over shared memory that is true (a[t] stays within
// 0..100) but not inductive on its own: from an arbitrary state with
// a[t] >= 0, a[t] + 1 may wrap. tandem reports it rather than assume it;
// adding __invariant(a[threadIdx.x] == i) (933_invariant_reads_shared_ok.cu)
// makes it provable.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: loop invariant
//@ expect-re: \.cu:14:
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = 0;
  for (int i = 0; __invariant(a[threadIdx.x] >= 0), i < 100; i++)
    a[t] = a[t] + 1;
  out[blockIdx.x * 64 + t] = a[t];
}
