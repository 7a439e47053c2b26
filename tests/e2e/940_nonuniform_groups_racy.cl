// Non-uniform work-groups (100 work-items, groups of 64): global id 99
// exists (work-item 35 of the smaller last group) and writes out[99 % 99],
// the element that global id 0 writes. A race.
//@ args: --local_size=64 --global_size=100 --non-uniform-work-groups
//@ exit: 1
//@ expect: write-write race
//@ expect: 940_nonuniform_groups_racy.cl:10:
//@ expect-not: verified
__kernel void wrap99(__global int *out) {
  out[get_global_id(0) % 99] = (int)get_global_id(0);
}
