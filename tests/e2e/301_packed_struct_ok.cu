// Packed records of 5 bytes: thread t writes the tag and the unaligned
// int field of its own record r[t] (bytes 5t .. 5t+4), then reads its
// neighbour's after a barrier. Byte-exact checks: race-free.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'fill_records\(rec\*, int\*\)' .*: verified
struct __attribute__((packed)) rec { char tag; int val; };

__global__ void fill_records(struct rec *r, int *out) {
  unsigned t = threadIdx.x;
  r[t].tag = 1;
  r[t].val = (int)t;
  __syncthreads();
  out[t] = r[(t + 1) % 64].val;
}
