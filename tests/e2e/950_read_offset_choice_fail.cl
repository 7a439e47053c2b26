// The same choice of arrays, but the assertion claims the logged read is at
// offset 0 for every work-item: false for all but work-item 0.
//@ args: --local_size=16 --num_groups=4
//@ exit: 1
//@ expect: 950_read_offset_choice_fail.cl:11:3: error: assertion might not hold
//@ expect-not: verified
__kernel void choice(__local int *p, __local int *q, __global int *out, int x) {
  __local int *r = x ? p : q;
  int v = r[get_local_id(0)];
  out[get_global_id(0)] = v;
  __assert(__read_implies(r, __read_offset_bytes(r) == 0));
}
