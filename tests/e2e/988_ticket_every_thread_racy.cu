// 988_ticket_last_block_ok with every thread of row 0 taking a ticket:
// a block then draws several, so "I drew tickets-1" no longer means every
// other block is done. Not excused (one increment per block is checked).
//@ exit: 1
//@ expect-re: race on val\[[0-9]+\]
//@ expect-not-re: kernel 'last_reads.*: verified
__global__ void last_reads(int *val, unsigned *ticket, int *out) {
  unsigned b = blockIdx.y * gridDim.x + blockIdx.x;
  unsigned blocks = gridDim.x * gridDim.y;
  if (threadIdx.y == 0) {
    val[b * 8 + threadIdx.x] = (int)b;
    __threadfence();
    if (atomicAdd(ticket, 1u) == blocks - 1) {
      __threadfence();
      int s = 0;
      for (unsigned k = 0; k < blocks; k++)
        s += val[k * 8];
      out[0] = s;
    }
  }
}

int main() {
  int *val, *out;
  unsigned *ticket;
  cudaMalloc(&val, 96 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMalloc(&ticket, sizeof(unsigned));
  cudaMemset(ticket, 0, sizeof(unsigned));
  last_reads<<<dim3(4, 3), dim3(8, 8)>>>(val, ticket, out);
  cudaDeviceSynchronize();
  return 0;
}
