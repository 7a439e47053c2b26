// 1069_implies_global_ok.cl with a guard that leaves out j > local id: a
// work-item with j <= its local id satisfies it without running the inner
// loop, and the assertion fails for it.
//@ args: --local_size=32 --num_groups=8
//@ exit: 1
//@ expect: assertion might not hold
//@ expect-re: kernel 'rounds' \(.*\): [0-9]+ defects? found
kernel void rounds(global int *out) {
  for (int j = 0; j < get_group_id(0); j++)
    if (j > get_local_id(0))
      for (int i = 0; i < 4; i++)
        __global_assert(__implies((j < get_group_id(0)) & (i < 4), __enabled()));
  out[get_global_id(0)] = 1;
}
