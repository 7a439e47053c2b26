// Two instantiations of a kernel template, both race-free; JSON carries
// each one's signature and mangled name.
//@ args: --blockDim=64 --gridDim=1 --format=json
//@ exit: 0
//@ expect: "kernel":"scale<float, 64>","signature":"scale<float, 64>(float*, float)","mangled":"_Z5scaleIfLi64EEvPT_S0_","verdict":"verified"
//@ expect: "kernel":"scale<int, 128>","signature":"scale<int, 128>(int*, int)"
template <typename T, int N>
__global__ void scale(T *p, T v) {
  p[threadIdx.x % N] = v * (T)threadIdx.x;
}
template __global__ void scale<int, 128>(int *, int);
void host(float *d) { scale<float, 64><<<1, 64>>>(d, 3.0f); }
