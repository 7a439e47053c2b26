// Barrier invariants used to be refused; they are now checked and used
// (docs/encodings.md, section 24; 920-934 test them): this one holds.
// A __local pointer parameter is one array shared by the work-group.
//@ args: --local_size=16 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'k' \(.*\): verified
__kernel void k(__local int *A) {
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(A[get_local_id(0)] == get_local_id(0), get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
}
