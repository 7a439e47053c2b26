// Racy twin of 1078_read_only_global_ok.cl: each work-item copies its own
// element of in, and those values may differ.
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: write-write race on tmp[0]
//@ expect-not-re: kernel 'copy' .*: verified
__kernel void copy(__global const float *in, __global float *tmp) {
  if (in[0] > 0)
    tmp[0] = in[get_global_id(0)];
}
