// --kernel with the plain name selects every kernel of that name: both
// overloads and the namespaced one, and the racy one is found.
//@ args: --blockDim=64 --gridDim=1 --kernel=fill
//@ exit: 1
//@ expect-re: kernel 'fill\(int\*\)' \(.*\): verified
//@ expect-re: kernel 'fill\(float\*\)' \(.*\): 1 race found
//@ expect-re: kernel 'ns::fill\(int\*\)' \(.*\): verified
//@ expect-not: other
__global__ void fill(int *p) { p[threadIdx.x] = 1; }
__global__ void fill(float *p) { p[0] = threadIdx.x; }  // <- race
namespace ns { __global__ void fill(int *p) { p[threadIdx.x] = 2; } }
__global__ void other(int *p) { p[0] = 1; }
