// 988_ticket_last_block_ok without the fence after the last ticket: the
// reads are not ordered after the other blocks' writes (missing fence).
//@ exit: 1
//@ expect-re: race on val\[[0-9]+\] \(missing fence
//@ expect-not-re: kernel 'last_reads.*: verified
__global__ void last_reads(int *val, unsigned *ticket, int *out) {
  unsigned b = blockIdx.y * gridDim.x + blockIdx.x;
  unsigned blocks = gridDim.x * gridDim.y;
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    val[b] = (int)b;
    __threadfence();
    if (atomicAdd(ticket, 1u) == blocks - 1) {
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
