// 054_stack_pop_ok.cu with pushes as well as pops: a counter that moves
// both ways hands out values twice, so the abstraction is not used. (Two
// threads copying the same stack[slot] write the same value, a benign
// write-write race, since stack is read-only; the read of taken[slot] races.)
//@ args: --blockDim=64 --gridDim=2 -v
//@ exit: 1
//@ expect: race on taken[
//@ expect-not: only ever decremented
//@ expect-re: kernel 'pop\(int\*, int\*, int\*, int\)' \(.*\): [0-9]+ races? found
__global__ void pop(int *stack, int *top, int *taken, int rounds) {
  for (int r = 0; r < rounds; r++) {
    int slot = atomicSub(top, 1);
    taken[slot] = stack[slot]; // <- race
    if (taken[slot] < 0)
      atomicAdd(top, 1);
  }
}
