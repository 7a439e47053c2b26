// OpenCL: a float4 store to y4[i] overlaps the scalar store to element i of
// the same buffer viewed as floats (work-item 1's vector covers floats 4..7).
//@ args: --local_size=64 --num_groups=1
//@ exit: 1
//@ expect: write-write race on y
//@ expect-re: kernel 'axpy4' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'axpy4' .*: verified
//@ expect-re: \.cl:(11:15|11:9|13:8):
__kernel void axpy4(float a, __global const float4 *x, __global float4 *y4) {
  size_t i = get_global_id(0);
  y4[i] = a * x[i]; // <- race
  __global float *y = (__global float *)y4;
  y[i] = a; // <- race
}
