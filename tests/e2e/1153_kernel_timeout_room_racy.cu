// 1153_kernel_timeout_racy_inconclusive with a budget that leaves room
// (--kernel-timeout=60, --timeout=4): the proof usually still runs out of
// time, and the search for a first counterexample that follows, within
// the budget, reports the race on *last. Under load the first run
// sometimes reports it itself (its queries' time limits are wall-clock),
// so which run reports it is not asserted: only that it is reported and
// the budget was not spent.
//@ args: --gridDim=1 --timeout=4 --kernel-timeout=60
//@ exit: 1
//@ expect: write-write race on last[0]
//@ expect-not: is spent (--kernel-timeout)
//@ input: 1153_kernel_timeout_racy_inconclusive.cu
