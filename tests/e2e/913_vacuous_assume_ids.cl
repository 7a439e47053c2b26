// An __assume that no work-item of a 64-wide group satisfies: each
// work-item that reaches it stops there, so the race after it is proven
// vacuously. tandem must say so.
//@ args: --local_size=64 --num_groups=1
//@ exit: 3
//@ expect-re: kernel 'late' \(.*\): inconclusive \(vacuous
//@ expect-not: verified
__kernel void late(__global int *A) {
  __assume(get_local_id(0) >= 64u);
  A[0] = (int)get_local_id(0);
}
