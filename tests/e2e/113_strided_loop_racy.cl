// OpenCL: a stride of 16 with 64 work-items per group.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: write-write race on A[
//@ expect-re: kernel 'clear' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'clear' .*: verified
//@ expect-re: \.cl:11:10:
__kernel void clear(__global int *A, uint n) {
  uint l = get_local_id(0);
  for (uint i = l; i < n; i += 16)
    A[i] = l; // <- race
}
