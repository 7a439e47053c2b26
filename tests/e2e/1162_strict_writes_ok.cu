// An in-place transform on a shared tile: each thread reads eight values of
// a permuted column and writes products of them back. The default checks
// excuse two writes of equal values, so the write-write checks ask about
// those products, and the first proof runs out (here a --rlimit makes that
// deterministic). The proof that follows, in which every two writes to one
// place are a race whatever they write, needs no value: it proves the
// kernel, and its property is the stronger one.
//@ args: --blockDim=32 --gridDim=64 --rlimit=1000000 --no-unrolled-proof
//@ exit: 0
//@ expect: the run that followed, with every two writes to one place reported whatever values they write (a stronger property than the default's), proved the kernel
//@ expect-re: kernel 'butterfly\(.*\)' \(.*\): verified
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
  __syncthreads();
  for (int r = 0; r < 8; r++)
    col[r * 32] = tile[r * 34 + t];
}
