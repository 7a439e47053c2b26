// OpenCL: atomic increments of a bin racing with a plain read of it.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: atomic-read race on bins[
//@ expect-re: kernel 'histogram' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'histogram' .*: verified
//@ expect-re: \.cl:(10:20|11:12|11:10):
__kernel void histogram(__global const uchar *data, __global int *bins, __global int *out) {
  size_t i = get_global_id(0);
  atomic_inc(&bins[data[i] % 16]); // <- race
  out[i] = bins[i % 16]; // <- race
}
