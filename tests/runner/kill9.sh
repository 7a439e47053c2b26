#!/bin/sh
# After `kill -9` of tandem, its solver (Boogie on mono, and z3) must not
# run on (issue 16). Starts tandem on a kernel the solver needs ~10 s for,
# kills it outright once Boogie runs, and checks that no process working
# in tandem's temp dir is left after 3 s. --no-direct-proof: Boogie runs at
# once (the direct attempt, up to two thirds of --timeout, is z3 -in, with
# no path of the temp dir on its command line to look for).
# usage: tests/runner/kill9.sh [TANDEM_BINARY]; prints `N passed, M failed`.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-bin/tandem}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
TMPDIR=$W "$B" --gridDim=1 --timeout=60 --no-direct-proof tests/e2e/208_solver_timeout.cu >/dev/null 2>&1 &
pid=$!
i=0
while [ $i -lt 120 ] && ! pgrep -f "$W/tandem-" >/dev/null; do sleep 0.25; i=$((i + 1)); done
running=$(pgrep -f "$W/tandem-" | wc -l)
kill -9 $pid
sleep 3
left=$(pgrep -f "$W/tandem-" | wc -l)
for p in $(pgrep -f "$W/tandem-"); do kill -9 "$p"; done # never leave them behind
if [ "$running" -gt 0 ] && [ "$left" = 0 ]; then echo "1 passed, 0 failed"; exit 0; fi
echo "FAILED kill9: $running solver processes before kill -9, $left after"
echo "0 passed, 1 failed"
exit 1
