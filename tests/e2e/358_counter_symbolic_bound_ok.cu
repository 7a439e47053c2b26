// No launch geometry given: a __shared__ counter is stepped by the threads
// of one block only, at most 1024 x 1024 x 64 = 2^26 of them under the
// symbolic bounds, so a 32-bit counter stepped once by 1 cannot wrap.
//@ args: -v
//@ exit: 0
//@ expect: 'fill': at most 67108864 threads of a block x 1 call x step 1 stays within 32 bits (bound from the symbolic block bounds)
//@ expect-re: kernel 'bucket\(const int\*\)' \(.*\): verified
__global__ void bucket(const int *in) {
  __shared__ unsigned fill;
  __shared__ int buf[1024];
  if (in[threadIdx.x] > 0) {
    unsigned slot = atomicAdd(&fill, 1u);
    buf[slot] = in[threadIdx.x];
  }
}
