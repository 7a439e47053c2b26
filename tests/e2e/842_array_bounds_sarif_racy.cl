// --check-array-bounds in OpenCL, SARIF output: a __local tile of 16
// floats written at lid + 1 (work-item 15 writes tile[16]): rule TDM403.
//@ args: --local_size=16 --num_groups=1 --check-array-bounds --format=sarif
//@ exit: 1
//@ expect: "ruleId":"TDM403"
//@ expect: out-of-bounds write to 'tile' (index 16, size 16)
__kernel void stage(__global float *in) {
  __local float tile[16];
  size_t l = get_local_id(0);
  tile[l + 1] = in[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  in[l] = tile[(l + 1) % 16];
}
