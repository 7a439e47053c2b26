// A function pointer parameter when the file takes no function's address:
// it can name no function of this program (null, or invalid), so the call
// through it is a defect at the call (GPUVerify: "possible null pointer
// access"), not a refusal.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: dereference of a function pointer that names none of the functions
//@ expect: :12:20
typedef float (*op_t)(float *, int);

__global__ void apply(float *v, op_t f) {
  v[threadIdx.x] = f(v, threadIdx.x);
}
