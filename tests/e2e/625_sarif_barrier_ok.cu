// --format=sarif: 624 with the barrier on a block-uniform condition.
//@ args: --format=sarif --blockDim=32 --gridDim=1
//@ exit: 0
//@ expect: "results":[]
//@ expect-not: TDM201","ruleIndex
__global__ void half_sync(int *a, int n) {
  a[threadIdx.x] = 1;
  if (n > 16)
    __syncthreads();
  a[threadIdx.x] += 1;
}
