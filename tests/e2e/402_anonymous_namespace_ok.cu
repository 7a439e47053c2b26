// Internal-linkage kernels, race-free.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect-re: kernel '\(anonymous namespace\)::clear\(int\*\)' \(.*\): verified
//@ expect-re: kernel 'bump\(int\*\)' \(.*\): verified
namespace {
__global__ void clear(int *p) { p[threadIdx.x] = 0; }
}
static __global__ void bump(int *p) { p[threadIdx.x] += 1; }
void host(int *d) { clear<<<1, 32>>>(d); bump<<<1, 32>>>(d); }
