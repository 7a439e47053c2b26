// Thread t writes int words[t]; every thread also reads byte 4*t+4,
// which is the first byte of words[t+1], written by thread t+1.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: read-write race on words
//@ expect-re: kernel 'pack\(int\*, char\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'pack\(int\*, char\*\)' .*: verified
//@ expect-re: \.cu:(11:12|12:12|12:10):
__global__ void pack(int *words, char *out) {
  unsigned t = threadIdx.x;
  words[t] = t; // <- race
  out[t] = ((char *)words)[4 * t + 4]; // <- race
}
