// Twin of 1080_barrier_keeps_unwritten_ok.cl where work-item 0 writes
// A[5] before the barrier: the contents after it are not the ones the
// precondition described, and the assertion fails for work-item 5.
//@ args: --local_size=128 --num_groups=4
//@ exit: 1
//@ expect: assertion might not hold
//@ expect-not-re: kernel 'keep' .*: verified
__kernel void keep(__local int *A, __global int *out) {
  __requires(A[get_local_id(0)] == 0);
  if (get_local_id(0) == 0)
    A[5] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[get_local_id(0)] == 0);
  out[get_global_id(0)] = A[get_local_id(0)];
}
