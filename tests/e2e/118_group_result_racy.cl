// OpenCL: every work-item writes the group's result slot with its own
// value: intra-group write-write race.
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: write-write race on res[
//@ expect-re: kernel 'group_max' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'group_max' .*: verified
//@ expect-re: \.cl:(10:26|10:24):
__kernel void group_max(__global const int *v, __global int *res) {
  res[get_group_id(0)] = v[get_global_id(0)]; // <- race
}
