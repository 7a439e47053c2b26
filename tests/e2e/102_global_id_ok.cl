// OpenCL: every work-item of 4 work-groups writes its global id slot.
//@ args: --local_size=32 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'square' \(.*\): verified
//@ expect-not: race on
__kernel void square(__global float *v) {
  size_t i = get_global_id(0);
  v[i] = v[i] * v[i];
}
