// Reads of an array nobody writes, asked about by an annotation: the log
// holds the work-item's own element.
//@ args: --local_size=16 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'only_read' .*verified
__kernel void only_read(__local int *p, __global int *out) {
  out[get_global_id(0)] = p[get_local_id(0)];
  __assert(__read_implies(p, __read_offset_bytes(p) == get_local_id(0) * sizeof(int)));
}
