// OpenCL: two kernels in one file, one race-free and one racy.
//@ args: --local_size=32 --num_groups=2
//@ exit: 1
//@ expect-re: kernel 'ok_copy' \(.*\): verified
//@ expect-re: kernel 'bad_copy' \(.*\): [0-9]+ race
//@ expect: write-write race on b[
//@ expect-re: \.cl:(15:15|15:13):
__kernel void ok_copy(__global const int *a, __global int *b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}

__kernel void bad_copy(__global const int *a, __global int *b) {
  size_t i = get_global_id(0);
  b[i % 32] = a[i]; // <- race
}
