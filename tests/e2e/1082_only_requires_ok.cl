// --only-requires (GPUVerify's option): the loop's wrong invariant is
// dropped, the precondition j == 1 stays, so each work-item writes its own
// element. (Without the option the invariant fails on entry.)
//@ args: --local_size=64 --num_groups=4 --only-requires
//@ exit: 0
//@ expect-re: kernel 'k' \(.*\): verified
__kernel void k(__global int *A, int j) {
  __requires(j == 1);
  int s = 0;
  for (int i = 0; __invariant(0), i < 4; i++)
    s += i;
  A[j == 1 ? get_global_id(0) : 0] = s + get_global_id(0);
}
