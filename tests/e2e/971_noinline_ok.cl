// --no-inline in OpenCL: a function on a __local buffer, with a contract,
// called twice with a barrier between; its own check assumes the
// __requires for both work-items and finds no race inside.
//@ args: --no-inline --local_size=64 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'k' .*: verified
//@ expect-re: device function 'store' .*: verified
void store(__local int *s, int i, int v) {
  __requires(__ptr_offset_bytes(s) == 0);
  __requires(i == get_local_id(0));
  s[i] = v;
}

__kernel void k(__global int *out) {
  __local int s[64];
  int l = get_local_id(0);
  store(s, l, 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = s[63 - l];
  barrier(CLK_LOCAL_MEM_FENCE);
  store(s, l, v + 1);
  out[get_global_id(0)] = v;
}
