// --format=sarif: every block's thread 0 writes the same global counter
// slot: a write-write race between blocks (rule TDM104), whose message
// ends like the text report's error line.
//@ args: --format=sarif --blockDim=32 --gridDim=4
//@ exit: 1
//@ expect: "ruleId":"TDM104","ruleIndex":3,"level":"error"
//@ expect-re: write-write race on total\[0\] \(data race\) in kernel 'block_total\(const int\*, int\*\)' \(threads in different blocks\)
//@ expect-re: "text":"thread \([0-9]+,0,0\) in block \([0-9]+,0,0\) writes total\[0\]"
//@ expect-not: "ruleId":"TDM101"
__global__ void block_total(const int *in, int *total) {
  if (threadIdx.x == 0)
    total[0] = in[blockIdx.x];
}
