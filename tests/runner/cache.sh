#!/bin/sh
# The solver-result cache (--cache-dir, runner/cache.c) with the real
# pipeline: a second identical run takes the answer from the cache and
# reports exactly what the first did; any change to the question (the
# kernel's geometry, a solver option) misses; a damaged entry is ignored;
# time-outs are never stored.
# usage: tests/runner/cache.sh [TANDEM_BINARY]; prints `N passed, M failed`.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-bin/tandem}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
export TMPDIR=$W
C=$W/cache
pass=0 fail=0

# check NAME WANT GOT: equal strings.
check() {
  if [ "$2" = "$3" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAILED $1: got '$3', wanted '$2'"; fi
}
entries() { find "$C" -mindepth 1 -maxdepth 1 -type d ! -name '.tmp-*' 2>/dev/null | wc -l; }

run() { "$B" --cache-dir="$C" "$@" >"$W/out" 2>&1; echo $? >"$W/rc"; }

run --blockDim=64 --gridDim=4 examples/reduce_racy.cu
first=$(cat "$W/out"); check racy-exit 1 "$(cat "$W/rc")"
check racy-stored 1 "$(entries)"
run -v --blockDim=64 --gridDim=4 examples/reduce_racy.cu
check racy-hit-exit 1 "$(cat "$W/rc")"
check racy-hit-said 1 "$(grep -c "solver's answer from the cache" "$W/out")"
run --blockDim=64 --gridDim=4 examples/reduce_racy.cu
check racy-hit-identical "$first" "$(cat "$W/out")"

# Another geometry is another question.
run --blockDim=32 --gridDim=4 examples/reduce_racy.cu
check geometry-miss 2 "$(entries)"
# So is another solver option.
run --blockDim=64 --gridDim=4 --rlimit=50000000 examples/reduce_ok.cu
check option-ok 0 "$(cat "$W/rc")"
check option-miss 3 "$(entries)"

# A damaged entry (its flags file gone) is not used: the solver runs again.
for d in "$C"/*; do rm -f "$d/flags"; done
run -v --blockDim=64 --gridDim=4 examples/reduce_racy.cu
check damaged-exit 1 "$(cat "$W/rc")"
check damaged-no-hit 0 "$(grep -c "from the cache" "$W/out")"

# A time-out is not an answer about the kernel: never stored.
rm -rf "$C"
run --blockDim=64 --gridDim=4 --rlimit=1000 examples/reduce_ok.cu
check rlimit-inconclusive 3 "$(cat "$W/rc")"
check rlimit-not-stored 0 "$(entries)"

# An unusable cache directory only costs the cache.
: >"$W/file"
"$B" --cache-dir="$W/file" --blockDim=64 --gridDim=4 examples/reduce_ok.cu >/dev/null 2>&1
check unusable-dir-verifies 0 $?

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
