// The same kernel checked across blocks too (the default): write-write
// race between blocks.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: kernel 'fill\(int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'fill\(int\*\)' .*: verified
//@ expect-re: \.cu:10:20:
__global__ void fill(int *out) {
  out[threadIdx.x] = blockIdx.x; // <- race
}
