// Every thread of a block writes out[blockIdx.x] with a different value:
// write-write race within the block.
//@ args: --blockDim=32 --gridDim=8
//@ exit: 1
//@ expect: write-write race on out[
//@ expect-re: kernel 'last_thread\(unsigned int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'last_thread\(unsigned int\*\)' .*: verified
//@ expect-re: \.cu:10:19:
__global__ void last_thread(unsigned *out) {
  out[blockIdx.x] = threadIdx.x; // <- race
}
