// --kernel with a qualified name selects that kernel only.
//@ args: --blockDim=64 --gridDim=1 --kernel=ns::fill
//@ exit: 0
//@ expect-re: kernel 'ns::fill\(int\*\)' \(.*\): verified
//@ expect-not: fill(float*)
__global__ void fill(float *p) { p[0] = threadIdx.x; }  // <- race
namespace ns { __global__ void fill(int *p) { p[threadIdx.x] = 2; } }
