// barrier(flags) with flags computed at run time but the same for every
// work-item (a kernel argument that the host sets to CLK_LOCAL_MEM_FENCE
// or both): uniform flags, and where the flags fence local memory the
// exchange through `l` is ordered. A second barrier with the constant
// CLK_LOCAL_MEM_FENCE makes the exchange safe whatever `f` is.
//@ args: --local_size=64 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'uniform_flags[('].*verified
__kernel void uniform_flags(__global int *g, __local int *l, int f) {
  size_t i = get_local_id(0);
  l[i] = g[i];
  barrier(f);
  barrier(CLK_LOCAL_MEM_FENCE);
  g[i] = l[63 - i];
}
