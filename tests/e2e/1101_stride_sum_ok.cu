// A grid-stride loop with a running sum (invariants/prune.c): the sum only
// flows into the value stored after the loop, so it gets no bound
// candidates; the counter starts at the thread's global id and steps by
// the grid, so `i <= n` (it overshoots n) and residues the entry value
// refutes are not proposed either. The loop still verifies with what is
// left, and out[gid] is the thread's own element.
//@ args: --blockDim=128 --gridDim=16
//@ exit: 0
//@ expect-re: kernel 'stride_sum[('].*: verified
__global__ void stride_sum(const unsigned *in, unsigned *out, unsigned n) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned acc = 0;
  for (unsigned i = gid; i < n; i += blockDim.x * gridDim.x) {
    acc += in[i];
    out[i] = acc;
  }
}
