// Math built-ins with pointer outputs write through the pointer: every
// work-item stores sincos's cosine into the same __local slot, and
// fract's integral part to its own slot: a write-write race on c[0].
//@ args: --local_size=32 --num_groups=1
//@ exit: 1
//@ expect: write-write race on c[0]
__kernel void trig(__global float *out) {
  __local float c[32];
  __local float ip[32];
  size_t l = get_local_id(0);
  out[l] = sincos(out[l], &c[0]) + fract(out[l], &ip[l]);
}
