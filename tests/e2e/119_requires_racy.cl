// OpenCL: the same writes without the precondition.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: write-write race on A[
//@ expect-re: kernel 'pair' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'pair' .*: verified
//@ expect-re: \.cl:(10:8|11:12):
__kernel void pair(__global int *A, uint n) {
  uint l = get_local_id(0);
  A[l] = 1; // <- race
  A[l + n] = 2; // <- race
}
