// __implies evaluates both operands (no short-circuit branch): a
// __global_assert is checked for both threads, running the statement or
// not, and for one that does not run it the value of a short-circuit phi
// was stale. Here the guard says exactly when a work-item runs the inner
// loop's body, so the implication holds for every work-item.
//@ args: --local_size=32 --num_groups=8
//@ exit: 0
//@ expect-re: kernel 'rounds' \(.*\): verified
//@ expect-not: might not
kernel void rounds(global int *out) {
  for (int j = 0; j < get_group_id(0); j++)
    if (j > get_local_id(0))
      for (int i = 0; i < 4; i++)
        __global_assert(__implies((j < get_group_id(0)) & (j > get_local_id(0)) & (i < 4), __enabled()));
  out[get_global_id(0)] = 1;
}
