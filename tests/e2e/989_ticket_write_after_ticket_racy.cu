// A block writes a second value after it took its ticket: that write is
// not released by the ticket, and the last block reads it (data race).
//@ exit: 1
//@ expect-re: race on val\[[0-9]+\]
//@ expect-not-re: kernel 'last_reads.*: verified
__global__ void last_reads(int *val, unsigned *ticket, int *out) {
  unsigned b = blockIdx.y * gridDim.x + blockIdx.x;
  unsigned blocks = gridDim.x * gridDim.y;
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    val[b] = (int)b;
    __threadfence();
    unsigned t = atomicAdd(ticket, 1u);
    val[blocks + b] = 1;
    if (t == blocks - 1) {
      __threadfence();
      int s = 0;
      for (unsigned k = 0; k < blocks; k++)
        s += val[k] + val[blocks + k];
      out[0] = s;
    }
  }
}

int main() {
  int *val, *out;
  unsigned *ticket;
  cudaMalloc(&val, 24 * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMalloc(&ticket, sizeof(unsigned));
  cudaMemset(ticket, 0, sizeof(unsigned));
  last_reads<<<dim3(4, 3), dim3(8, 8)>>>(val, ticket, out);
  cudaDeviceSynchronize();
  return 0;
}
