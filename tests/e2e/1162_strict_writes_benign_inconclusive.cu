// Threads 2k and 2k+1 both write out[k], the one k*k, the other
// ((2k+1)^2 - 2(2k+1) + 1) / 4, the same value: benign, so no race. That
// they are equal is a question about products that z3 does not answer in
// the --rlimit. The run that follows with every two writes to one place a
// race finds that pair: a write-write race, which may write equal values,
// so it is not reported and the kernel stays inconclusive.
//@ args: --blockDim=256 --gridDim=256 --rlimit=1000000
//@ exit: 3
//@ expect: did not prove the kernel either (a write-write race, which may write equal values)
//@ expect-not: race on
//@ expect-re: kernel 'pairs\(.*\)' \(.*\): inconclusive
__global__ void pairs(unsigned *out) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x; // below 2^16
  unsigned k = t >> 1;
  if (t & 1)
    out[k] = (t * t - 2 * t + 1) >> 2;
  else
    out[k] = k * k;
}
