// 1162_strict_writes_ok without the second barrier: a thread copies a tile
// row out while another thread of its warp still writes it. The first
// proof runs out (the --rlimit); the run with every two writes to one
// place a race finds the read-write race, which tolerating equal values
// never excuses (its check is the same in both programs), so it is
// reported.
//@ args: --blockDim=32 --gridDim=64 --rlimit=3000000 --no-unrolled-proof
//@ exit: 1
//@ expect: read-write race on tile
//@ expect: found the defect above, which writing equal values does not excuse
//@ expect-re: kernel 'butterfly\(.*\)' \(.*\): 1 race found
__global__ void butterfly(int *data) {
  __shared__ int tile[8 * 34];
  int t = threadIdx.x;
  int p = (t & 0xFFFFFFE0) | (((t << 1) | ((t >> 4) & 1)) & 0x1F); // a permutation of 0..31
  int *col = data + blockIdx.x * 8 * 32 + t;
  for (int r = 0; r < 8; r++)
    tile[r * 34 + t] = col[r * 32];
  __syncthreads();
  int *v = tile + p;
  int a0 = v[0], a1 = v[34], a2 = v[68], a3 = v[102];
  int a4 = v[136], a5 = v[170], a6 = v[204], a7 = v[238];
  int b0 = a0 * 181 + a7 * 97, b1 = a1 * 167 - a6 * 111;
  int b2 = a2 * a5 + a3 * a4, b3 = a3 * a1 - a4 * a6;
  v[0] = b0 * b1 + b2; v[34] = b1 * b2 - b3; v[68] = b2 * b3 + b0;
  v[102] = b3 * b0 - b1; v[136] = b0 - b3 * b2; v[170] = b1 + b0 * b3;
  v[204] = b2 * b0 * b1; v[238] = b3 * b3 + b1;
  for (int r = 0; r < 8; r++)
    col[r * 32] = tile[r * 34 + t];
}
