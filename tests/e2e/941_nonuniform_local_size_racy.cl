// No barrier between the write and the read: work-item l reads the element
// that work-item (l + 1) % n of its group writes, n its group's own size
// (36 in the last group of 100 work-items in groups of 64). A race.
//@ args: --local_size=64 --global_size=100 --non-uniform-work-groups
//@ exit: 1
//@ expect: race
//@ expect-not: verified
__kernel void no_barrier(__global int *out) {
  __local int tile[64];
  size_t l = get_local_id(0), n = get_local_size(0);
  tile[l] = (int)l;
  out[get_global_id(0)] = tile[(l + 1) % n];
}
