// --infer-info in OpenCL: a double-buffered scan whose flag swaps the
// halves of tmp; the flag's two values and the doubling offset are printed.
// 908_infer_info_pingpong_pasted_ok.cl pastes them.
//@ args: --infer-info --local_size=256 --num_groups=1
//@ exit: 0
//@ expect: 908_infer_info_pingpong_ok.cl:15:3: note: loop invariants inferred for this loop (--infer-info):
//@ expect:     __invariant(pout == 0 || pout == 1)
//@ expect:     __invariant(__is_pow2(off))
//@ expect:     __invariant(off <= 256)
//@ expect-re: kernel 'scan' .*: verified
__kernel void scan(__global float *o, __global const float *in, __local float *tmp) {
  int t = get_local_id(0), pout = 0, pin = 1;
  tmp[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < 256; off *= 2) {
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
