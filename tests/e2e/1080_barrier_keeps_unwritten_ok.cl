// A barrier forgets what the modelled contents of memory were, because
// other work-items may have written it; an array no work-item writes keeps
// its contents, so the precondition still holds after the barrier.
//@ args: --local_size=128 --num_groups=4
//@ exit: 0
//@ expect-re: kernel 'keep' \(.*\): verified
__kernel void keep(__local int *A, __global int *out) {
  __requires(A[get_local_id(0)] == 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[get_local_id(0)] == 0);
  out[get_global_id(0)] = A[get_local_id(0)];
}
