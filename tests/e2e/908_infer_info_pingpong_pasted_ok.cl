// 908_infer_info_pingpong_ok.cl with the printed invariants pasted in.
//@ args: --no-infer --local_size=256 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'scan' .*: verified
__kernel void scan(__global float *o, __global const float *in, __local float *tmp) {
  int t = get_local_id(0), pout = 0, pin = 1;
  tmp[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1;
       __invariant(pout == 0 || pout == 1), __invariant(__is_pow2(off)), __invariant(off <= 256),
       __invariant(__no_read(tmp)), __invariant(__no_write(tmp)),
       off < 256; off *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (t >= off)
      tmp[pout * 256 + t] = tmp[pin * 256 + t] + tmp[pin * 256 + t - off];
    else
      tmp[pout * 256 + t] = tmp[pin * 256 + t];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  o[t] = tmp[pout * 256 + t];
}
