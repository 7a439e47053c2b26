// A private array initialised from a constant list (clang copies it from a
// constant table) holds those values: perm is a permutation of 0..7, so
// each work-item writes its own element.
//@ args: --local_size=8 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'shuffle' \(.*\): verified
__kernel void shuffle(__global int *out) {
  int perm[8] = {5, 2, 7, 0, 3, 6, 1, 4};
  int t = get_local_id(0);
  out[perm[t]] = t;
}
