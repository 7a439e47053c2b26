// Reading the counter while other threads may still increment it.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: atomic-read race on counter[
//@ expect-re: kernel 'ticket\(int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'ticket\(int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(10:23|10:21|9:[0-9]+):
__global__ void ticket(int *counter, int *seen) {
  atomicAdd(&counter[0], 1); // <- race
  seen[threadIdx.x] = counter[0]; // <- race
}
