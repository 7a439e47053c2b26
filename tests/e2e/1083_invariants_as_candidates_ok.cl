// --invariants-as-candidates (GPUVerify's option): a source invariant is
// only a candidate, and a wrong one is dropped instead of failing.
//@ args: --local_size=64 --num_groups=4 --invariants-as-candidates
//@ exit: 0
//@ expect-re: kernel 'k' \(.*\): verified
__kernel void k(__global int *A) {
  for (int i = 0; __invariant(i > 100), i < 4; i++)
    A[get_global_id(0)] = i;
}
