// Racy twin of 1077_kernel_args_scalars_ok.cl: x pinned to 4 takes the
// branch where both work-items write A[0].
//@ args: --local_size=2 --num_groups=1 --kernel-args=pick,4
//@ exit: 1
//@ expect: write-write race on A[0]
//@ expect-not-re: kernel 'pick' .*: verified
kernel void pick(local int *A, int x) {
  if (x == 3)
    A[get_local_id(0)] = 3;
  else
    A[0] = get_local_id(0);
}
