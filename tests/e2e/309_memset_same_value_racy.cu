// memset(flags, 1, 4) writes the bytes 01 01 01 01 (0x01010101), while
// thread 3's store writes the int 1 (01 00 00 00): different contents in
// the same range, a write-write race that benign tolerance must not hide.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: write-write race on flags[0]
//@ expect-re: \.cu:(10:3|11:34):
//@ expect-not-re: kernel 'set_flags\(int\*\)' .*: verified
__global__ void set_flags(int *flags) {
  memset(flags, 1, sizeof(int));        // <- race
  if (threadIdx.x == 3) flags[0] = 1;   // <- race
}
