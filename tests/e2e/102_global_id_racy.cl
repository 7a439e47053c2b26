// OpenCL: indexing by get_local_id with 4 work-groups: inter-group race.
//@ args: --local_size=32 --num_groups=4
//@ exit: 1
//@ expect: race on v[
//@ expect-re: kernel 'square' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'square' .*: verified
//@ expect-re: \.cl:(10:10|10:17|10:8):
__kernel void square(__global float *v) {
  size_t i = get_local_id(0);
  v[i] = v[i] * v[i]; // <- race
}
