// OpenCL: tree reduction in a __local buffer passed as a kernel argument.
//@ args: --local_size=128 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'sum' \(.*\): verified
//@ expect-not: race on
__kernel void sum(__global const float *in, __global float *out, __local float *scratch) {
  size_t l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2;
       __invariant(__no_read(scratch)), __invariant(__no_write(scratch)), s > 0; s >>= 1) {
    if (l < s)
      scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = scratch[0];
}
