// Loads from a program-scope __constant table read its initializer (it can
// never change): perm is a permutation, so every work-item of the group
// writes its own element; lanes of a __constant int2 table are read too.
//@ args: --local_size=8 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'table' \(.*\): verified
__constant int perm[8] = {3, 0, 6, 1, 7, 2, 5, 4};
__constant int2 pairs[2] = {(int2)(0, 1), (int2)(9, 9)};

__kernel void table(__global int *out) {
  int t = get_local_id(0);
  out[perm[t] + pairs[0].x] = t;
  if (pairs[1].y != 9)
    out[0] = t; // never runs
}
