// 1153_kernel_timeout_racy_inconclusive with a budget that leaves room
// (--kernel-timeout=60, --timeout=4): the proof still runs out of time,
// and the search for a first counterexample that follows, within the
// budget, reports the race on *last.
//@ args: --gridDim=1 --timeout=4 --kernel-timeout=60
//@ exit: 1
//@ expect: write-write race on last[0]
//@ expect: the defect above was found by the search that followed for a first counterexample
//@ expect-not: is spent (--kernel-timeout)
//@ input: 1153_kernel_timeout_racy_inconclusive.cu
