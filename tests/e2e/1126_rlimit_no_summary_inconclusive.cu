// 1123_unrolled_check_ok's kernel: z3 stopped by --rlimit in Houdini's last query: Boogie keeps every
// candidate and ends with "0 verified, 0 errors", no time-out printed. The
// prover log shows the "unknown" answer, so the message names the limit,
// not "unexpected Boogie output".
//@ args: --gridDim=4 --blockDim=64 --rlimit=5000 --no-unrolled-proof --no-bounded-search
//@ exit: 3
//@ expect: inconclusive (solver reached the resource limit of 5000 units (--rlimit))
//@ expect-not: unexpected Boogie output
//@ expect-not: verified
//@ input: 1123_unrolled_check_ok.cu
