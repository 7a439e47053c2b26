// OpenCL: a byte store overlapping another work-item's int store.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: write-write race on mask
//@ expect-re: kernel 'threshold' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'threshold' .*: verified
//@ expect-re: \.cl:(10:13|10:11|12:31):
__kernel void threshold(__global const float *v, __global uchar *mask) {
  size_t i = get_global_id(0);
  mask[i] = v[i] > 0.5f ? 255 : 0; // <- race
  if (i == 0)
    ((__global int *)mask)[1] = 0; // <- race
}
