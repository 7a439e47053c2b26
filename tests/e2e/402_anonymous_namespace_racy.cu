// Internal-linkage kernels: one in an anonymous namespace, one `static`,
// and a plain one of the same name. Each is verified on its own.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect-re: kernel '\(anonymous namespace\)::clear\(int\*\)' \(.*\): 1 race found
//@ expect: race on p[0] (intra-warp race) in kernel '(anonymous namespace)::clear(int*)'
//@ expect-re: kernel 'bump\(int\*\)' \(.*\): verified
//@ expect-re: kernel 'outer::clear\(int\*\)' \(.*\): verified
namespace {
__global__ void clear(int *p) { p[0] = threadIdx.x; }  // <- race
}
static __global__ void bump(int *p) { p[threadIdx.x] += 1; }
namespace outer {
__global__ void clear(int *p) { p[threadIdx.x] = 0; }
}
void host(int *d) { clear<<<1, 32>>>(d); bump<<<1, 32>>>(d); }
