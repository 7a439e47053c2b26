// OpenCL: atomic_inc on a global counter hands each kept element its own
// slot of `out`; the slot's two halves are written separately.
//@ args: --local_size=64 --num_groups=8 -v
//@ exit: 0
//@ expect-re: kernel 'compact_pairs' \(.*\): verified
//@ expect: 'count' is only ever incremented by constants
__kernel void compact_pairs(__global const int *in, __global int2 *out,
                            __global volatile unsigned *count) {
  size_t i = get_global_id(0);
  if (in[i] != 0) {
    unsigned slot = atomic_inc(count);
    out[slot].x = (int)i;
    out[slot].y = in[i];
  }
}
