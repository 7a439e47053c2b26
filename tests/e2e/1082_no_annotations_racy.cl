// --no-annotations drops the precondition j == 1 as well: j may be 2, and
// every work-item then writes A[0].
//@ args: --local_size=64 --num_groups=4 --no-annotations
//@ exit: 1
//@ expect: write-write race on A[0]
//@ expect-not-re: kernel 'k' .*: verified
__kernel void k(__global int *A, int j) {
  __requires(j == 1);
  int s = 0;
  for (int i = 0; __invariant(0), i < 4; i++)
    s += i;
  A[j == 1 ? get_global_id(0) : 0] = s + get_global_id(0);
}
