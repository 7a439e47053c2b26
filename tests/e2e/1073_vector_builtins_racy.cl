// Racy twin of 1073_vector_builtins_ok.cl: the index is lane y (100000 for
// everyone) and lane w of the stored vector is the work-item's id.
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: write-write race on out[100000]
//@ expect: write-write race on buf[3]
//@ expect-not-re: kernel 'vb' .*: verified
__kernel void vb(__global int *out, __global float *buf) {
  int g = get_global_id(0);
  int4 m = min((int4)(g, 100000, -3, 7), (int4)(1 << 20));
  out[m.y] = m.x;
  vstore4((float4)(1.0f, 2.0f, 3.0f, (float)g), 0, buf);
}
