// A function pointer parameter when the file takes no function's address:
// the functions it may name are unknown, so tandem refuses the kernel.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 2
//@ expect: names no function whose address is taken
typedef float (*op_t)(float *, int);

__global__ void apply(float *v, op_t f) {
  v[threadIdx.x] = f(v, threadIdx.x);
}
