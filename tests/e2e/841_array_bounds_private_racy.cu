// --check-array-bounds on a private array and a __constant__ table: the
// loop runs one step too far (i <= 8) over `acc[8]`, and weights[n] with
// n == 16 reads past the 16-entry table (the guard's n <= 16 should be n < 16).
// JSON names the kind, the array, the index and the size.
//@ args: --blockDim=32 --gridDim=2 --check-array-bounds --format=json
//@ exit: 1
//@ expect: "kind":"out-of-bounds"
//@ expect: "array":"acc","index":8,"size":8
//@ expect: "array":"weights","index":16,"size":16
//@ expect: "line":20
//@ expect: "line":25
__constant__ int weights[16];

__global__ void blur(int *out) {
  int acc[8];
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < 8; i++)
    acc[i] = out[t] * i;
  for (int i = 0; i <= 8; i++)
    out[t] += acc[i];
}

__global__ void weigh(int *out, int n) {
  if (n >= 0 && n <= 16)
    out[blockIdx.x * blockDim.x + threadIdx.x] += weights[n];
}
