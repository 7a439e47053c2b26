// __threadfence() orders a thread's own accesses but does not synchronise
// threads: the neighbour read still races.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: read-write race on data[
//@ expect-re: kernel 'publish\(int\*, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'publish\(int\*, int\*\)' .*: verified
//@ expect-re: \.cu:(11:11|13:12|13:10):
__global__ void publish(int *data, int *out) {
  unsigned t = threadIdx.x;
  data[t] = t * 3; // <- race
  __threadfence();
  out[t] = data[(t + 1) % 64]; // <- race
}
