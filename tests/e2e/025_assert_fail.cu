// __assert that fails for thread 5.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: assertion might not hold
//@ expect-re: kernel 'even_slots\(int\*\)' \(.*\): [0-9]+ defect
//@ expect-re: \.cu:9:3:
__global__ void even_slots(int *A) {
  unsigned t = threadIdx.x;
  __assert(t != 5); // <- defect
  A[2 * t] = t;
}
