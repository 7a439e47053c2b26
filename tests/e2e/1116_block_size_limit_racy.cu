// 1116_block_size_limit_ok with thread 500 instead of 1000: a block of
// 501 x 2 threads is within CUDA's limit, so the race stands. The first
// counterexample used a bigger block; the re-check with the limit stated
// reports one CUDA can launch: 501 to 512 threads wide, two rows (which
// width is the solver's choice).
//@ args: --gridDim=1
//@ exit: 1
//@ expect: write-write race on flags[0]
//@ expect: thread (500,1,0) in block (0,0,0)
//@ expect-re: blockDim = \((50[1-9]|51[0-2]),2,1\)
//@ expect-not: more than 1024 threads
__global__ void corner_flags(int *flags) {
  if (threadIdx.y == 1 && threadIdx.x == 0)
    flags[0] = 1;
  if (threadIdx.y == 1 && threadIdx.x == 500)
    flags[0] = 2; // <- races with the write above in a block of 501 x 2 threads
}
