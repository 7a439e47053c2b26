// Global memory the kernel never writes holds the same contents for every
// work-item: all of them copying in[0] to tmp[0] store the same value (a
// benign race; GPUVerify proves this one because in[0] decides a branch).
//@ args: --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'copy' \(.*\): verified
__kernel void copy(__global const float *in, __global float *tmp) {
  if (in[0] > 0)
    tmp[0] = in[0];
}
