// OpenCL: work-group-stride loop with invariants on the counter and the
// logged offsets.
//@ args: --local_size=64 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'clear' \(.*\): verified
//@ expect-not: race on
__kernel void clear(__global int *A, uint n) {
  uint l = get_local_id(0);
  uint sz = get_local_size(0);
  for (uint i = l;
       __invariant(i % sz == l),
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) % sz == l)),
       i < n; i += sz)
    A[i] = 0;
}
