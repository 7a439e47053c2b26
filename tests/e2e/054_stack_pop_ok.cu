// Threads pop distinct slots off the top of a stack with atomicSub: a
// counter only ever decremented also never repeats a value.
//@ args: --blockDim=64 --gridDim=2 -v
//@ exit: 0
//@ expect-re: kernel 'pop' \(.*\): verified
//@ expect: 'top' is only ever decremented by constants
__global__ void pop(int *stack, int *top, int *taken, int rounds) {
  for (int r = 0; r < rounds; r++) {
    int slot = atomicSub(top, 1);
    taken[slot] = stack[slot];
  }
}
