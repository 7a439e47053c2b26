// A .ll file on which LLVM's own parser aborts (report_fatal_error on a bad
// datalayout string; found by the libFuzzer target) is bad input, exit 2,
// with the file name and LLVM's message: tandem parses user IR in a child.
//@ input: ../fuzz/regressions/bad_datalayout.ll
//@ exit: 2
//@ expect: bad_datalayout.ll' is not valid LLVM IR: number of bits must be a byte width multiple
//@ expect-not: verified
