// Binary barrier invariants are checked for one-dimensional work-groups:
// the partner of the check of third threads' writes differs from the
// work-item in its x id only. With 2-D work-groups the check is reported,
// never assumed to hold.
//@ args: --local_size=[32,2] --num_groups=[1,1]
//@ exit: 1
//@ expect: or the work-group is not one-dimensional
#define tid get_local_id(0)
__kernel void k(__global int *out) {
  __local int A[64];
  A[tid + 32 * get_local_id(1)] = tid + 32 * get_local_id(1);
  __barrier_invariant_binary_1(A[tid] == A[tid] || A[__other_int(tid)] == 1, tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);
}
