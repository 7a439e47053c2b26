// The racy twins of 1100_const_div_ok.cu: thread t with t % 3 == 2 writes
// element (t / 3) * 3 + 3, which thread t + 1 writes too; in the loop,
// threads 2k and 2k + 1 write one column (threadIdx.x / 2), which the
// relational quotient must not hide (each writes its own id: no benign
// same-value write).
//@ args: --blockDim=32 --gridDim=4
//@ exit: 1
//@ expect: write-write race on a[
//@ expect: write-write race on tile[
//@ expect-not: verified
__global__ void rows3(int *a) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  a[(t / 3) * 3 + t % 3 + (t % 3 == 2 ? 1 : 0)] = t;
}

__global__ void tile33(float *out) {
  __shared__ float tile[8 * 33];
  for (unsigned j = 0;
       __invariant(__no_read(tile)),
       __invariant(__write_implies(tile,
           __write_offset_bytes(tile) / sizeof(float) % 33 == threadIdx.x / 2)),
       j < 8; j++)
    tile[j * 33 + threadIdx.x / 2] = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * 264 + threadIdx.x] = tile[threadIdx.x * 8 % 264];
}
