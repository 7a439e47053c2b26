// OpenCL: only work-item 0 writes the group's result slot.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'group_max' \(.*\): verified
//@ expect-not: race on
__kernel void group_max(__global const int *v, __global int *res) {
  if (get_local_id(0) == 0)
    res[get_group_id(0)] = v[get_global_id(0)];
}
