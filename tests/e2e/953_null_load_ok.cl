// bump is called with a null pointer, but only dereferences a non-null one:
// the load through null is never executed. Verified.
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'guarded' .*verified
void bump(float *p) {
  if (p)
    p[0] += 1;
}

__kernel void guarded(__global float *out) {
  float x = 0;
  bump(0);
  bump(&x);
  out[get_global_id(0)] = x;
}
