// Division and remainder by constants that are not powers of two
// (encodings/constdiv.c: an uninterpreted quotient and remainder tied to
// the dividend by x == q * c + r, r < c). Thread t writes element
// (t / 3) * 3 + t % 3 of a, which is t, and the loop writes the column
// threadIdx.x of a 33-wide tile, which its invariant states with % 33.
// Both proofs need the exact quotient and remainder.
//@ args: --blockDim=32 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'rows3[('].*: verified
//@ expect-re: kernel 'tile33[('].*: verified
__global__ void rows3(int *a, int *b) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  a[(t / 3) * 3 + t % 3] = t;
  b[7 * (t / 7) + t % 7] = a[t] + 1;
}

__global__ void tile33(float *out) {
  __shared__ float tile[8 * 33];
  for (unsigned j = 0;
       __invariant(__no_read(tile)),
       __invariant(__write_implies(tile,
           __write_offset_bytes(tile) / sizeof(float) % 33 == threadIdx.x)),
       j < 8; j++)
    tile[j * 33 + threadIdx.x] = j;
  __syncthreads();
  out[blockIdx.x * 264 + threadIdx.x] = tile[threadIdx.x * 8 % 264];
}
