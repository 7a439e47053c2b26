// 1125_unrolled_after_limit_racy with --no-unrolled-proof: no second proof,
// no search, and the races seen beside the limit are not reported: the
// kernel is inconclusive (exit 3). (--no-direct-proof, as there.)
//@ args: --gridDim=1 --blockDim=32,2 --rlimit=5000000 --timeout=120 --no-bounded-search --no-unrolled-proof --no-direct-proof
//@ exit: 3
//@ expect: inconclusive (solver reached the resource limit of 5000000 units (--rlimit))
//@ expect-not: race on
//@ expect-not: run that followed
//@ input: 1125_unrolled_after_limit_racy.cu
