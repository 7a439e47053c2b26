// A global array the kernel writes is not read-only: its contents change
// during the launch, so two work-items may read different values of in[0]
// and the copies to tmp[0] race (in[0]'s own accesses race too).
//@ args: --local_size=64 --num_groups=4
//@ exit: 1
//@ expect: write-write race on tmp[0]
//@ expect-not-re: kernel 'copy' .*: verified
__kernel void copy(__global float *in, __global float *tmp) {
  tmp[0] = in[0];
  if (get_global_id(0) == 7)
    in[0] = 1.0f;
}
