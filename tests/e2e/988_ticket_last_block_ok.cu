// A ticket counter in a 2-D grid: thread (0,0) of every block publishes a
// value, fences and takes a ticket with atomicAdd; the block that draws the
// last ticket (number of blocks - 1) fences again and reads every block's
// value. Each block takes one ticket, so the last one has seen all others'
// increments, and with them their fenced writes (docs/encodings.md,
// "Ticket counters").
//@ exit: 0
//@ expect-re: kernel 'last_reads\(int\*, unsigned int\*, int\*\)' .*: verified
__global__ void last_reads(int *val, unsigned *ticket, int *out) {
  unsigned b = blockIdx.y * gridDim.x + blockIdx.x;
  unsigned blocks = gridDim.x * gridDim.y;
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    val[b] = (int)b;
    __threadfence();
    if (atomicAdd(ticket, 1u) == blocks - 1) {
      __threadfence();
      int s = 0;
      for (unsigned k = 0; k < blocks; k++)
        s += val[k];
      out[0] = s;
    }
  }
}

int main() {
  int *val, *out;
  unsigned *ticket;
  cudaMalloc(&val, 12 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMalloc(&ticket, sizeof(unsigned));
  cudaMemset(ticket, 0, sizeof(unsigned));
  last_reads<<<dim3(4, 3), dim3(8, 8)>>>(val, ticket, out);
  cudaDeviceSynchronize();
  return 0;
}
