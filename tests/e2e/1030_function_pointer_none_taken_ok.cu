// The same function pointer parameter, only compared with null and never
// called: its value is arbitrary (either branch may run) and each thread
// writes its own element on both: race-free.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel '.*pick.*verified
typedef float (*op_t)(float *, int);

__global__ void pick(float *v, op_t f) {
  if (f == 0)
    v[threadIdx.x] = 1.0f;
  else
    v[threadIdx.x] = 2.0f;
}
