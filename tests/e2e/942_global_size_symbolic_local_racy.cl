// --global_size=1024 with any local size that divides it: a local size of
// 1024 (one group) is among them, and so is 512; with two groups of 512 the
// work-items 0 of both groups write out[0].
//@ args: --global_size=1024
//@ exit: 1
//@ expect: write-write race
//@ expect-not: verified
__kernel void per_local(__global int *out) {
  out[get_local_id(0)] = (int)get_group_id(0);
}
