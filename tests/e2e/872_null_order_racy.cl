// `a <= NULL` holds exactly when a is null: the write under it is a null
// dereference.
//@ args: --local_size=32 --num_groups=2
//@ exit: 1
//@ expect: null pointer dereference
__kernel void guard(int i, __global int *A) {
  __global int *a = i == 0 ? A : 0;
  if (a <= (__global int *)0)
    a[get_global_id(0)] = 1;
}
