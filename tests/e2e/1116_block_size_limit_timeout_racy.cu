// 1116_block_size_limit_racy's kernel under --rlimit=20000: the first run
// finds the race (z3 picks a block of 501 x 2 x 3 = 3,006 threads), and the
// re-check with CUDA's limit of 1,024 threads a block stated (a non-linear
// fact) runs out of units. The race stands (exit 1), reported with the
// counterexample's block, and a note says it may need a block CUDA cannot
// launch. Neither "verified" nor the limited re-check's report.
//@ args: --gridDim=1 --rlimit=20000
//@ exit: 1
//@ expect: write-write race on flags[0]
//@ expect: blockDim = (501,2,3)
//@ expect: the counterexample has a block of 3006 threads, more than CUDA's limit of 1024, and the re-check with that limit did not finish (solver reached the resource limit of 20000 units (--rlimit)): the defect may need such a block
//@ expect-not: verified
//@ input: 1116_block_size_limit_racy.cu
