// Block-stride loop: thread t handles elements t, t+blockDim.x, ...
// The invariants state the loop counter and the logged accesses stay in
// thread t's residue class.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'double_all\(int\*, unsigned int\)' \(.*\): verified
//@ expect-not: race on
__global__ void double_all(int *A, unsigned n) {
  for (unsigned i = threadIdx.x;
       __invariant(i % blockDim.x == threadIdx.x),
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) % blockDim.x == threadIdx.x)),
       __invariant(__read_implies(A, __read_offset_bytes(A) / sizeof(int) % blockDim.x == threadIdx.x)),
       i < n; i += blockDim.x)
    A[i] = 2 * A[i];
}
