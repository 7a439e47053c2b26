// volatile does not make accesses atomic or ordered: a volatile flag
// polled by thread 1 and set by thread 0 is still a race.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: read-write race on flag[
//@ expect-re: kernel 'handshake\(volatile int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'handshake\(volatile int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(11:13|13:14|13:12):
__global__ void handshake(volatile int *flag, int *out) {
  if (threadIdx.x == 0)
    flag[0] = 1; // <- race
  if (threadIdx.x == 1)
    out[0] = flag[0]; // <- race
}
