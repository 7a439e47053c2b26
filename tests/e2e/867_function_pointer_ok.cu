// Calls through function pointers: a pointer chosen in the kernel and a
// pointer parameter restricted by __requires. Each call resolves to the
// functions whose address is taken; each touches only the thread's element.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'pick\(float\*, int\)' \(.*\): verified
//@ expect-re: kernel '(_Z5givenPfPFfS_iE|given\(.*\))' \(.*\): verified
typedef float (*op_t)(float *, int);

__device__ float twice(float *v, int i) { return v[i] * 2.0f; }
__device__ float half(float *v, int i) { return v[i] * 0.5f; }

__global__ void pick(float *v, int mode) {
  op_t f = mode ? twice : half;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = f(v, i);
}

__global__ void given(float *v, op_t f) {
  __requires(f == twice | f == half);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = f(v, i);
}
