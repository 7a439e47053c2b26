// CUDA's atomicInc wraps around to 0 after its bound: with a bound of 15 a
// ring of 16 slots is handed out over and over, so two threads get one slot.
// (Not repetition-free: the refined abstraction must not apply.)
//@ args: --blockDim=64 --gridDim=1 -v
//@ exit: 1
//@ expect: write-write race on ring[
//@ expect-not: repetition-free
//@ expect-re: kernel 'ring_push\(const int\*, int\*, unsigned int\*\)' \(.*\): [0-9]+ races? found
__global__ void ring_push(const int *in, int *ring, unsigned *head) {
  unsigned slot = atomicInc(head, 15u);
  ring[slot] = in[threadIdx.x]; // <- race
}
