// __read_offset_bytes of a pointer that names one of two arrays, chosen at
// run time: the offset logged for the array it names. Each work-item reads
// its own element of whichever array r names.
//@ args: --local_size=16 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'choice' .*verified
__kernel void choice(__local int *p, __local int *q, __global int *out, int x) {
  __local int *r = x ? p : q;
  int v = 0;
  for (int i = 0; __invariant(__read_implies(r, __read_offset_bytes(r) == get_local_id(0) * sizeof(int))),
                  i < 4; i++)
    v += r[get_local_id(0)];
  __assert(__read_implies(r, __read_offset_bytes(r) == get_local_id(0) * sizeof(int)));
  __assert(!__write(r));
  out[get_global_id(0)] = v;
}
