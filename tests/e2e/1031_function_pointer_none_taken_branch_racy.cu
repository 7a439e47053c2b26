// Soundness of the arbitrary value: a race only on the branch where the
// pointer is not null must be found (the branch is not dead).
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: race on v[0]
typedef float (*op_t)(float *, int);

__global__ void pick(float *v, op_t f) {
  if (f != 0)
    v[0] = threadIdx.x;
}
