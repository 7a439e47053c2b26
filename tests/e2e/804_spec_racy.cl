// __writes_to in a specification: the declared write races with the
// other work-items' reads of the same array.
//@ args: --local_size=16 --num_groups=2
//@ exit: 1
//@ expect: race on A[
//@ expect-not: verified
void __spec_poke(__local int *p) {
  __writes_to(p);
}

__kernel void k(__local int *A, __global int *B) {
  __spec_poke(A);
  B[get_global_id(0)] = A[get_local_id(0)];
}
