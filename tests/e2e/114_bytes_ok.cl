// OpenCL: each work-item writes its own uchar of a byte buffer.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'threshold' \(.*\): verified
//@ expect-not: race on
__kernel void threshold(__global const float *v, __global uchar *mask) {
  size_t i = get_global_id(0);
  mask[i] = v[i] > 0.5f ? 255 : 0;
}
