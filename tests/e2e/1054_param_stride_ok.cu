// A block-stride loop whose step is a parameter that __requires makes the
// block size: i == threadIdx.x (mod 128) in every iteration. The step is no
// constant, so the counter has no lattice fact; the ghost of i that the
// access records gets the residue shape of the counter, proposed where a
// counter starts at the thread's id and steps by a loop-invariant value
// (ghost_residue_facts in invariants/access.c). Verifies with no
// annotations.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'scale\(float\*, int, int\)' \(.*\): verified
//@ expect-not: race on
__global__ void scale(float *a, int stride, int n) {
  __requires(stride == blockDim.x);
  for (int i = threadIdx.x; i < n; i += stride)
    a[i] *= 2.0f;
}
