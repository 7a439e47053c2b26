// Soundness of the arbitrary result: the race on the branch where the
// result is null must be found (comparing it with null goes either way).
//@ args: --local_size=64 --num_groups=2
//@ exit: 1
//@ expect: race on B[0]
__global float *lookup(int i);

__kernel void use(__global float *B) {
  if (lookup(3) == 0)
    B[0] = get_global_id(0);
}
