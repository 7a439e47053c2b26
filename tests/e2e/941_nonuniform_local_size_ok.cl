// get_local_size(0) is the size of the calling work-item's own group: 64 in
// group 0, 36 in the last group (100 work-items in groups of 64), so the
// assertion holds, and no work-item reads a tile element nobody wrote.
//@ args: --local_size=64 --global_size=100 --non-uniform-work-groups
//@ exit: 0
//@ expect-re: kernel 'own_size' .*verified
__kernel void own_size(__global int *out) {
  size_t n = get_local_size(0);
  __assert(n == (get_group_id(0) == 0 ? 64 : 36));
  out[get_global_id(0)] = (int)n;
}
