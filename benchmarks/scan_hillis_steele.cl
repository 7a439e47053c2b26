//@ args: --local_size=256 --num_groups=128
//@ exit: 0
// OpenCL inclusive scan of each work-group's 256 elements (Hillis-Steele)
// with a double-buffered local array.
#define N 256

__kernel void scan_hillis_steele(__global const int *in, __global int *out) {
  __local int buf[2 * N];
  int lid = get_local_id(0);
  int base = get_group_id(0) * N;
  int pout = 0, pin = 1;

  buf[lid] = in[base + lid];
  barrier(CLK_LOCAL_MEM_FENCE);

  for (int offset = 1;
       __invariant(__no_read(buf)), __invariant(__no_write(buf)),
       __invariant(pout == 0 || pout == 1), __invariant(offset >= 1),
       offset < N;
       offset <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    buf[pout * N + lid] = (lid >= offset)
        ? buf[pin * N + lid] + buf[pin * N + lid - offset]
        : buf[pin * N + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  out[base + lid] = buf[pout * N + lid];
}
