// OpenCL: two race-free kernels in one file.
//@ args: --local_size=32 --num_groups=2
//@ exit: 0
//@ expect-re: kernel 'ok_copy' \(.*\): verified
//@ expect-re: kernel 'reverse_copy' \(.*\): verified
//@ expect-not: race on
__kernel void ok_copy(__global const int *a, __global int *b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}

__kernel void reverse_copy(__global const int *a, __global int *b) {
  size_t i = get_global_id(0);
  b[get_global_size(0) - 1 - i] = a[i];
}
