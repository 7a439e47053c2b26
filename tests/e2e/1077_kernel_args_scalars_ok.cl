// --kernel-args in GPUVerify's form: one value per non-pointer parameter
// (here 1 value for the 2 parameters, the pointer skipped), so x is 3 and
// each work-item writes its own element.
//@ args: --local_size=2 --num_groups=1 --kernel-args=pick,3
//@ exit: 0
//@ expect-re: kernel 'pick' \(.*\): verified
kernel void pick(local int *A, int x) {
  if (x == 3)
    A[get_local_id(0)] = 3;
  else
    A[0] = get_local_id(0);
}
