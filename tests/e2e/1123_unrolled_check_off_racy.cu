// 1123_unrolled_check_ok with --no-unrolled-proof: the loop stays cut at its
// head, the possible race stands (exit 1), and the note says it may be
// spurious. The kernel is never called verified without a proof.
//@ args: --gridDim=4 --blockDim=64 --no-unrolled-proof
//@ exit: 1
//@ expect: write-write race on buf[
//@ expect: is possible: found in an arbitrary loop iteration
//@ expect-not: verified
//@ expect-not: run that followed, with the loops
//@ input: 1123_unrolled_check_ok.cu
