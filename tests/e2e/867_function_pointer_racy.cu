// One of the functions a pointer may name reads the neighbour's element,
// which the neighbour writes: a race through the call.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on v[
typedef float (*op_t)(float *, int);

__device__ float own(float *v, int i) { return v[i]; }
__device__ float next(float *v, int i) { return v[i + 1]; }

__global__ void pick(float *v, int mode) {
  op_t f = mode ? own : next;
  int i = threadIdx.x;
  v[i] = f(v, i) + 1.0f;
}
