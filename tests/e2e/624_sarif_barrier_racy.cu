// --format=sarif: a barrier inside a branch on the thread index: barrier
// divergence (rule TDM201) with both threads in the code flow.
//@ args: --format=sarif --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: "ruleId":"TDM201","ruleIndex":7,"level":"error"
//@ expect: the barrier is not reached by all threads of the block
//@ expect-re: "id":"thread2","message":\{"text":"thread 2 of the pair: thread \([0-9]+,0,0\) in block \(0,0,0\)"\}
__global__ void half_sync(int *a) {
  a[threadIdx.x] = 1;
  if (threadIdx.x < 16)
    __syncthreads();
  a[threadIdx.x] += 1;
}
