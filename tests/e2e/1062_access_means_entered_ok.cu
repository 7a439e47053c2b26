// Block b runs b phases; in phase ph the threads below ph update their own
// slot reps times, then the block synchronises. Thread $1 of the checked
// pair may be in block 0, which never enters the loops, while thread $2's
// block runs them: the candidate "a log the inner loop sets means thread $1
// entered it" (flag ==> ctx$1) is what lets the barrier after the inner
// loop, run only by entered threads, empty the logs at the phase loop's
// head; without it the havocked log survives and the read after the loop
// races with it. No annotations.
//@ args: --blockDim=64 --gridDim=8
//@ exit: 0
//@ expect-re: kernel 'phases\(int\*, int\)' \(.*\): verified
//@ expect-not: race on
__global__ void phases(int *out, int reps) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncthreads();
  for (int ph = 0; ph < blockIdx.x; ph++) {
    if (t < ph)
      for (int i = 0; i < reps; i++)
        s[t] += i;
    __syncthreads();
  }
  out[blockIdx.x * 64 + t] = s[63 - t];
}
