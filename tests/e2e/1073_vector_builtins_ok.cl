// Element-wise built-ins on vectors keep their lanes' values: min of an
// int4 leaves lane x the global id (an index), abs gives the same value to
// everyone, and vstore4 of a constant vector is the same bytes from every
// work-item (a benign race).
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'vb' \(.*\): verified
__kernel void vb(__global int *out, __global float *buf) {
  int g = get_global_id(0);
  int4 m = min((int4)(g, 100000, -3, 7), (int4)(1 << 20));
  out[m.x] = abs(m).z;
  vstore4((float4)(1.0f, 2.0f, 3.0f, 4.0f), 0, buf);
}
