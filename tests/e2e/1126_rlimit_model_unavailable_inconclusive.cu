// 692's kernel under --unroll-counted: no loop is left (4 x 17 copies): one query, no Houdini,
// stopped by --rlimit; Boogie then asks the cancelled z3 for a model and
// prints "Prover error: ... model is not available". The message names the
// limit, not "unexpected Boogie output".
//@ args: --blockDim=16,16 --gridDim=8 --rlimit=100000 --unroll-counted --no-bounded-search
//@ exit: 3
//@ expect: inconclusive (solver reached the resource limit of 100000 units (--rlimit))
//@ expect-not: unexpected Boogie output
//@ expect-not: verified
//@ input: 692_rlimit_houdini_gave_up_inconclusive.cu
