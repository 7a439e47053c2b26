// The same atomic at a byte offset that is a multiple of 4 (the kernel
// rounds it down): aligned, and atomics do not race with each other.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'bump_aligned\(int\*, unsigned int\)' .*: verified
__global__ void bump_aligned(int *counters, unsigned off) {
  atomicAdd((int *)((char *)counters + (off & ~3u)), 1);
}
