// Threads pop slots off the top of a stack with atomicSub, `rounds` times
// each: with rounds > 2^32 / 128 the counter wraps around and hands out a
// slot twice, so it is not refined and the writes to `taken` race.
//@ args: --blockDim=64 --gridDim=2 -v
//@ exit: 1
//@ expect: 'top' is stepped in a loop (line 11): the number of calls is unbounded, so it may wrap around
//@ expect: write-write race on taken[
//@ expect-not-re: kernel 'pop\(int\*, int\*, int\*, int\)' .*: verified
__global__ void pop(int *stack, int *top, int *taken, int rounds) {
  for (int r = 0; r < rounds; r++) {
    int slot = atomicSub(top, 1);
    taken[slot] = stack[slot];
  }
}
