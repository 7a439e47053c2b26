// __global_invariant and __function_wide_invariant over the access logs
// (__write, __write_offset in elements, __read): each work-item writes only
// its own stride of A; __candidate_invariant is a hint and may be false.
//@ args: --local_size=64 --num_groups=2 --no-infer
//@ exit: 0
//@ expect: verified
__kernel void k(__global int *A, int n) {
  __function_wide_invariant(!__read(A));
  size_t g = get_global_id(0), N = get_global_size(0);
  for (size_t i = g; __global_invariant(__implies(__write(A), __write_offset(A) % N == g)),
                     __candidate_invariant(i == 12345),
                     __global_invariant(i % N == g), i < n; i += N)
    A[i] = 0;
}
