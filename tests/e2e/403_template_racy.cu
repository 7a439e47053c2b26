// A kernel template instantiated twice, once explicitly and once by a
// launch in host code. With N = 2 threads collide on p[tid % 2]; with
// N = 64 (the block size) they do not. Both are verified and named.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect-re: kernel 'scale<float, 2>\(float\*, float\)' \(.*\): 1 race found
//@ expect: write-write race on p[
//@ expect: in kernel 'scale<float, 2>(float*, float)'
//@ expect-re: kernel 'scale<int, 64>\(int\*, int\)' \(.*\): verified
//@ expect-not: kernel template
template <typename T, int N>
__global__ void scale(T *p, T v) {
  p[threadIdx.x % N] = v * (T)threadIdx.x;  // <- race when N < blockDim.x
}
template __global__ void scale<int, 64>(int *, int);
void host(float *d) { scale<float, 2><<<1, 64>>>(d, 3.0f); }
