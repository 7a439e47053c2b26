// --format=sarif: the pairwise sum of 620 with a barrier between the store
// and the partner's read: verified, so the log has rules and no results.
//@ args: --format=sarif --blockDim=16 --gridDim=2
//@ exit: 0
//@ expect: "version":"2.1.0"
//@ expect: "name":"tandem","version":"0.1.0"
//@ expect: "executionSuccessful":true,"exitCode":0,"toolExecutionNotifications":[]}],"results":[]}]}
//@ expect-not: "ruleId"
__global__ void pair_sum(const int *in, int *out) {
  __shared__ int sdata[16];
  unsigned t = threadIdx.x;
  sdata[t] = in[blockIdx.x * 16 + t];
  __syncthreads();
  if (t < 8)
    sdata[t] += sdata[t + 8];
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = sdata[0];
}
