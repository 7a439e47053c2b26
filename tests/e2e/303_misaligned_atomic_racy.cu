// An int atomic at a byte offset the kernel's argument chooses: with
// off = 1 it is misaligned (undefined behaviour on the GPU), reported with
// the offending value of the parameter.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: error: misaligned access to 'counters' (its type needs 4-byte alignment)
//@ expect-re: \.cu:10:3:
//@ expect-re: parameters: .*off = 
__global__ void bump(int *counters, unsigned off) {
  atomicAdd((int *)((char *)counters + off), 1); // <- misaligned for off % 4 != 0
}
