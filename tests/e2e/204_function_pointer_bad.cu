// Unsupported: a call through a function pointer loaded from a table in
// device memory.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: error: unsupported:
//@ expect-re: 204_function_pointer_bad\.cu:(16|17):[0-9]+:
//@ expect-not: verified
typedef float (*unary_op)(float);

__device__ float twice(float x) { return 2.0f * x; }
__device__ float square(float x) { return x * x; }

__device__ unary_op ops[2] = {twice, square};

__global__ void apply(float *v, int which) {
  unary_op f = ops[which];
  v[threadIdx.x] = f(v[threadIdx.x]);
}
