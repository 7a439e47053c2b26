// An uninitialised pointer compared with null: either outcome is possible,
// and both branches write the work-item's own element.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'undef_cmp' .*verified
__kernel void undef_cmp(__global int *out) {
  int *x;
  if (x == 0)
    out[get_global_id(0)] = 1;
  else
    out[get_global_id(0)] = 2;
}
