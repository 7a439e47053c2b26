// Racy twin of 1074_constant_table_ok.cl: perm is not a permutation (7
// appears twice), so work-items 4 and 7 both write out[7].
//@ args: --local_size=8 --num_groups=1
//@ exit: 1
//@ expect: write-write race on out[7]
//@ expect-not-re: kernel 'table' .*: verified
__constant int perm[8] = {3, 0, 6, 1, 7, 2, 5, 7};
__constant int2 pairs[2] = {(int2)(0, 1), (int2)(9, 9)};

__kernel void table(__global int *out) {
  int t = get_local_id(0);
  out[perm[t] + pairs[0].x] = t;
  if (pairs[1].y != 9)
    out[0] = t; // never runs
}
