// OpenCL: atomic_inc / atomic_add / atomic_max on a global histogram.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'histogram' \(.*\): verified
//@ expect-not: race on
__kernel void histogram(__global const uchar *data, __global int *bins, __global int *maxv) {
  size_t i = get_global_id(0);
  uchar b = data[i];
  atomic_inc(&bins[b % 16]);
  atomic_add(&bins[16], 2);
  atomic_max(maxv, (int)b);
}
