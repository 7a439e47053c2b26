// A function pointer that is null on one path is called: reported as a
// null pointer dereference at the call.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: null
typedef float (*op_t)(float *, int);

__device__ float twice(float *v, int i) { return v[i] * 2.0f; }

__global__ void maybe(float *v, int mode) {
  op_t f = mode == 1 ? twice : 0;
  v[threadIdx.x] = f(v, threadIdx.x);
}
