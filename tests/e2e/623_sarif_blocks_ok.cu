// --format=sarif: 622 with one slot per block: verified, no results.
//@ args: --format=sarif --blockDim=32 --gridDim=4
//@ exit: 0
//@ expect: "results":[]
//@ expect-not: "ruleId"
__global__ void block_total(const int *in, int *total) {
  if (threadIdx.x == 0)
    total[blockIdx.x] = in[blockIdx.x];
}
