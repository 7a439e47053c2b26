// __axiom at file scope is assumed in every kernel: with a work-group of
// 32, the write A[lid + 32 * gid] is race-free and the assertion holds.
//@ args: --num_groups=4
//@ exit: 0
//@ expect: verified
__axiom(get_local_size(0) == 32);
__axiom(get_local_size(1) == 1 && get_local_size(2) == 1 && get_num_groups(1) == 1 && get_num_groups(2) == 1);

__kernel void k(__global int *A) {
  __assert(get_local_id(0) < 32);
  A[get_local_id(0) + 32 * get_group_id(0)] = 1;
}
