// volatile makes the flag accesses strong (they do not race with each
// other: PTX treats volatile as relaxed.sys), but it orders nothing: the
// data written before the flag and read after it still race without fences.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: read-write race on data[0] (missing fence:
//@ expect-not: race on flag[
//@ expect-re: kernel 'handshake\(volatile int\*, int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'handshake\(volatile int\*, int\*, int\*\)' .*: verified
//@ expect-re: \.cu:17:14:
__global__ void handshake(volatile int *flag, int *data, int *out) {
  if (threadIdx.x == 0) {
    data[0] = 7;
    flag[0] = 1;
  }
  if (threadIdx.x == 1 && flag[0] == 1)
    out[0] = data[0]; // <- race
}
