// Every kernel template here is instantiated (one through a launch): no note.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-not: kernel template
//@ expect-re: kernel 'put<float>\(float\*\)' \(.*\): verified
//@ expect-re: kernel 'put<int>\(int\*\)' \(.*\): verified
template <typename T> __global__ void put(T *p) { p[threadIdx.x] = (T)1; }
template __global__ void put<int>(int *);
void host(float *d) { put<<<1, 64>>>(d); }
