// --rlimit bounds each solver query by z3's resource units, not by seconds:
// the same kernel gets the same verdict on any machine and under any load.
// Far too few units here: inconclusive (exit 3), naming the limit, never
// "verified" and never a race.
//@ args: --blockDim=128 --gridDim=1 --rlimit=20000
//@ exit: 3
//@ expect: inconclusive (solver reached the resource limit of 20000 units (--rlimit))
//@ expect-not: verified
//@ expect-not: race on
__global__ void halving_sum(int *data) {
  __shared__ int part[128];
  unsigned t = threadIdx.x;
  part[t] = data[t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      part[t] += part[t + s];
    __syncthreads();
  }
  if (t == 0)
    data[0] = part[0];
}
