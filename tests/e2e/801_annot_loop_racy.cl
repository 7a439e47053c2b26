// A wrong function-wide invariant is reported where it stands (it is
// checked at every loop head of the function).
//@ args: --local_size=64 --num_groups=2 --no-infer
//@ exit: 1
//@ expect: 801_annot_loop_racy.cl:8:3: error: loop invariant might not hold on entry
//@ expect-not: verified
__kernel void k(__global int *A, int n) {
  __function_wide_invariant(__write(A));
  size_t g = get_global_id(0);
  for (size_t i = 0; i < n; i++)
    A[i] = g;
}
