// GPUVerify's contracts of body-less functions: `__spec_f` gives f's
// contract. __reads_from only: reads never race with reads.
//@ args: --local_size=64 --num_groups=2
//@ exit: 0
//@ expect: verified
int __spec_peek(__global int *p) {
  __requires(__no_write(p));
  __reads_from(p);
  __ensures(__return_val_int() >= 0);
}
int peek(__global int *p);

__kernel void k(__global const int *A, __global int *B) {
  int v = peek((__global int *)A);
  B[get_global_id(0)] = v;
}
