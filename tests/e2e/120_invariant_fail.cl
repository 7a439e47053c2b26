// OpenCL: a loop invariant that does not hold on entry.
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: loop invariant might not hold
//@ expect-not-re: kernel 'fill' .*: verified
//@ expect-re: \.cl:9:8:
__kernel void fill(__global int *A, uint n) {
  for (uint i = get_local_id(0);
       __invariant(i >= 1), // <- defect
       i < n; i += get_local_size(0))
    A[i] = 7;
}
