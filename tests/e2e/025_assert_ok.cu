// __assert on facts that hold for every thread.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'even_slots\(int\*\)' \(.*\): verified
//@ expect-not: race on
//@ expect-not: assertion might not hold
__global__ void even_slots(int *A) {
  unsigned t = threadIdx.x;
  unsigned slot = 2 * t;
  __assert(slot % 2 == 0);
  __assert(t < blockDim.x);
  A[slot] = t;
}
