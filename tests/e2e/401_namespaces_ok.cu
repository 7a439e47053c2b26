// Same name in two (nested) namespaces, both race-free.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'a::step\(float\*\)' \(.*\): verified
//@ expect-re: kernel 'b::inner::step\(float\*\)' \(.*\): verified
namespace a {
__global__ void step(float *p) { p[threadIdx.x] = p[threadIdx.x] * 2.0f; }
}
namespace b {
namespace inner {
__global__ void step(float *p) { p[threadIdx.x] += 1.0f; }
}
}
