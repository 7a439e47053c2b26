// Racy twin of 1081_private_table_ok.cl: 6 appears twice in perm, so
// work-items 1 and 5 both write out[6].
//@ args: --local_size=8 --num_groups=1
//@ exit: 1
//@ expect: write-write race on out[6]
//@ expect-not-re: kernel 'shuffle' .*: verified
__kernel void shuffle(__global int *out) {
  int perm[8] = {5, 6, 7, 0, 3, 6, 1, 4};
  int t = get_local_id(0);
  out[perm[t]] = t;
}
