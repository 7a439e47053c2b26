// Byte arithmetic that stays aligned: 4t + 8 is a multiple of 4 (no check
// needed), and the byte offset k read as an int is claimed aligned and
// checked, which holds under the kernel's precondition. Race-free.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'unskew\(int\*, int\*, const int\*, unsigned int\)' .*: verified
__global__ void unskew(int *A, int *B, const int *C, unsigned k) {
  __requires(k % 4 == 0);
  unsigned t = threadIdx.x;
  *(int *)((char *)A + 4 * t + 8) = 1;
  B[t] = *(const int *)((const char *)C + k);
}
