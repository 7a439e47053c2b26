// OpenCL: the same loop with a correct invariant.
//@ args: --local_size=64 --num_groups=1
//@ exit: 0
//@ expect-re: kernel 'fill' \(.*\): verified
//@ expect-not: race on
//@ expect-not: loop invariant might not
__kernel void fill(__global int *A, uint n) {
  for (uint i = get_local_id(0);
       __invariant(i % get_local_size(0) == get_local_id(0)),
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) % get_local_size(0) == get_local_id(0))),
       i < n; i += get_local_size(0))
    A[i] = 7;
}
