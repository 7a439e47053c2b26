// An axiom only assumes what it says: a size of 64 makes groups overlap in
// A and breaks the assertion; both are reported.
//@ args: --num_groups=4
//@ exit: 1
//@ expect: 807_axiom_racy.cl:11:3: error: assertion might not hold
//@ expect-not: verified
__axiom(get_local_size(0) == 64);
__axiom(get_local_size(1) == 1 && get_local_size(2) == 1 && get_num_groups(1) == 1 && get_num_groups(2) == 1);

__kernel void k(__global int *A) {
  __assert(get_local_id(0) < 32);
  A[get_local_id(0) + 32 * get_group_id(0)] = 1;
}
