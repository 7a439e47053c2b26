// __array_snapshot (GPUVerify's ghost copy): G takes A's contents at the
// snapshot, so the assertion can relate A's later value to it.
//@ args: --local_size=64 --num_groups=8
//@ exit: 0
//@ expect-re: kernel 'bump' \(.*\): verified
__kernel void bump(__global int *out) {
  __local int A[64];
  __local int G[64];
  unsigned t = get_local_id(0);
  A[t] = out[get_global_id(0)];
  __array_snapshot(G, A);
  A[t] = A[t] + 1;
  __assert(A[t] == G[t] + 1);
}
