// `a > NULL` on a pointer that is an array or null: true exactly when it is
// not null, so only non-null pointers are written through.
//@ args: --local_size=32 --num_groups=2
//@ exit: 0
//@ expect: verified
__kernel void guard(int i, __global int *A) {
  __global int *a = i == 0 ? A : 0;
  if (a > (__global int *)0)
    a[get_global_id(0)] = 1;
}
