// Every thread clears the same four flags with memset, and fills the same
// n bytes of buf with 7: the same bytes written to the same range by every
// thread, which the benign-write tolerance accepts, as it does for the
// same stores written one by one.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'clear_flags\(int\*, char\*, unsigned int\)' .*: verified
__global__ void clear_flags(int *flags, char *buf, unsigned n) {
  memset(flags, 0, 4 * sizeof(int));
  memset(buf, 7, n);
}
