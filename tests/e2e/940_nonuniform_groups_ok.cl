// OpenCL 2.0 non-uniform work-groups: 100 work-items in groups of 64, so
// group 1 has only 36 work-items and there is no global id 100 or above.
// Each work-item writes out[gid % 100] (distinct for gid < 100), and rotates
// its group's tile by one using the group's own size (36 in the last one).
//@ args: -cl-std=CL2.0 --local_size=64 --global_size=100 --non-uniform-work-groups
//@ exit: 0
//@ expect-re: kernel 'rotate_tail' .*verified
__kernel void rotate_tail(__global int *out) {
  __local int tile[64];
  size_t l = get_local_id(0), n = get_local_size(0);
  tile[l] = (int)get_global_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0) % 100] = tile[(l + 1) % n];
  __assert(get_global_id(0) < get_global_size(0));
  __assert(get_global_size(0) == 100);
  __assert(get_num_groups(0) == 2 && get_enqueued_local_size(0) == 64);
}
