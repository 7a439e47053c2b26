// --no-annotations keeps assertions (GPUVerify's meaning): only invariants,
// requires and ensures are dropped, so a false assertion is still reported.
//@ args: --local_size=64 --num_groups=4 --no-annotations
//@ exit: 1
//@ expect: assertion might not hold
//@ expect-not-re: kernel 'k' .*: verified
__kernel void k(__global int *A, int j) {
  __requires(j == 1);
  __assert(j == 1);
  A[get_global_id(0)] = j;
}
