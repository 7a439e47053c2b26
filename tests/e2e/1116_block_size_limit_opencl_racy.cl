// The refusal case of 1116_block_size_limit_ok: OpenCL's largest
// work-group is the device's (CL_DEVICE_MAX_WORK_GROUP_SIZE, more than 1024
// on some), so no limit on the product is stated and the race between
// work-items (0,1) and (1000,1) of a 1001 x 2 work-group stands.
//@ args: --num_groups=1
//@ exit: 1
//@ expect: write-write race on flags[0]
//@ expect-not: verified
__kernel void corner_flags(__global int *flags) {
  if (get_local_id(1) == 1 && get_local_id(0) == 0)
    flags[0] = 1;
  if (get_local_id(1) == 1 && get_local_id(0) == 1000)
    flags[0] = 2;
}
