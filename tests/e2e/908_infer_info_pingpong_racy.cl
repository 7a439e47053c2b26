// 908_infer_info_pingpong_ok.cl with the swap written wrongly (pin is not
// the other half): --infer-info still prints what holds, and the race on
// tmp is reported.
//@ args: --infer-info --local_size=256 --num_groups=1
//@ exit: 1
//@ expect: race on tmp[
//@ expect:     __invariant(pout == 0 || pout == 1)
__kernel void scan(__global float *o, __global const float *in, __local float *tmp) {
  int t = get_local_id(0), pout = 0, pin = 1;
  tmp[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < 256; off *= 2) {
    pout = 1 - pout;
    pin = pout;
    if (t >= off)
      tmp[pout * 256 + t] = tmp[pin * 256 + t] + tmp[pin * 256 + t - off];
    else
      tmp[pout * 256 + t] = tmp[pin * 256 + t];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  o[t] = tmp[pout * 256 + t];
}
