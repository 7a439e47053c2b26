// --format=sarif: a pairwise sum in shared memory that reads the partner's
// slot before any barrier. One read-write race inside a block (rule TDM101),
// its primary location is the checked access, thread 1's is related.
//@ args: --format=sarif --blockDim=16 --gridDim=2
//@ exit: 1
//@ expect: "version":"2.1.0"
//@ expect: "ruleId":"TDM101","ruleIndex":0,"level":"error"
//@ expect-re: "message":\{"text":"read-write race on sdata\[[0-9]+\] \(intra-warp race\) in kernel 'pair_sum\(const int\*, int\*\)'"\}
//@ expect-re: "region":\{"startLine":19,"startColumn":[0-9]+\}
//@ expect-re: "threadFlows":\[\{"id":"thread1",.*"locations":\[\{"location":
//@ expect-re: "partialFingerprints":\{"tandemDefect/v1":"[0-9a-f]{16}"\}
//@ expect: "executionSuccessful":true,"exitCode":1
//@ expect-not: "level":"warning","message"
__global__ void pair_sum(const int *in, int *out) {
  __shared__ int sdata[16];
  unsigned t = threadIdx.x;
  sdata[t] = in[blockIdx.x * 16 + t];
  if (t < 8)
    sdata[t] += sdata[t + 8];
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = sdata[0];
}
