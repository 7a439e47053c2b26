// Each thread writes the four bytes of its own int through a char pointer,
// then reads the int back.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'pack\(int\*, const char\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void pack(int *words, const char *src, int *out) {
  unsigned t = threadIdx.x;
  char *bytes = (char *)words;
  bytes[4 * t] = src[4 * t];
  bytes[4 * t + 1] = src[4 * t + 1];
  bytes[4 * t + 2] = src[4 * t + 2];
  bytes[4 * t + 3] = src[4 * t + 3];
  out[t] = words[t] + 1;
}
