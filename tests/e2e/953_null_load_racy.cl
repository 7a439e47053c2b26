// When i is 0, bump dereferences a null pointer (a load, then a store):
// a defect at the line of the access.
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: 953_null_load_racy.cl:8:8: error: null pointer dereference
//@ expect-not: verified
float *bump(float *p) {
  p[0] += 1;
  return p;
}

__kernel void maybe_null(__global float *out, int i) {
  float x = 0;
  if (i == 0)
    bump(0);
  else
    bump(&x);
  out[get_global_id(0)] = x;
}
