// The same kernel name in two namespaces: both verified, reported by their
// qualified names. b::step reads its neighbour's element while it writes.
//@ args: --blockDim=64 --gridDim=1 --format=json
//@ exit: 1
//@ expect: "kernel":"a::step","signature":"a::step(float*)","mangled":"_ZN1a4stepEPf","verdict":"verified"
//@ expect: "kernel":"b::step","signature":"b::step(float*)","mangled":"_ZN1b4stepEPf","verdict":"defects"
//@ expect: "race":"read-write"
namespace a {
__global__ void step(float *p) { p[threadIdx.x] = p[threadIdx.x] * 2.0f; }
}
namespace b {
__global__ void step(float *p) { p[threadIdx.x + 1] = p[threadIdx.x]; }  // <- race
}
