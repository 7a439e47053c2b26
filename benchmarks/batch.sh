#!/bin/sh
# Issue 12: a batch of kernels with -j N against one tandem run per file,
# one after the other. The files are the first COUNT race-free e2e kernels
# (tests/e2e/*_ok.cu, *_ok.cl), all run with the same options (symbolic
# geometry, --timeout=20), so both sides do exactly the same work.
# usage: benchmarks/batch.sh [TANDEM_BINARY] [COUNT] [JOBS]
# Prints both wall times, their ratio, the load average, and whether the
# verdicts agree. Not part of `make bench` or `make test`.
cd "$(dirname "$0")/.." || exit 2
B=${1:-bin/tandem}
N=${2:-100}
J=${3:-2}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
mkdir -p "$W/k"
ls tests/e2e/*_ok.cu tests/e2e/*_ok.cl | sort | head -n "$N" | while read -r f; do cp "$f" "$W/k/"; done
O="--timeout=20"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
t0=$(date +%s.%N)
for f in "$W"/k/*; do "$B" $O "$f" 2>&1; done >"$W/seq.txt"
t1=$(date +%s.%N)
echo "load between: $(cut -d' ' -f1-3 /proc/loadavg)"
"$B" $O -j "$J" --summary "$W/k" >"$W/batch.txt" 2>&1
t2=$(date +%s.%N)
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
grep -A12 "tandem: summary" "$W/batch.txt"
verdicts() { grep -E "^tandem: kernel '.*\): " "$1" | sed 's/ (solver timed out.*//' | sort; }
verdicts "$W/seq.txt" >"$W/v1"
verdicts "$W/batch.txt" >"$W/v2"
if cmp -s "$W/v1" "$W/v2"; then same="the same $(wc -l <"$W/v1") verdicts"; else
  same="verdicts differ:"; fi
echo "$same"
cmp -s "$W/v1" "$W/v2" || diff "$W/v1" "$W/v2" | head -20
awk -v a="$t0" -v b="$t1" -v c="$t2" -v j="$J" -v n="$N" 'BEGIN {
  s = b - a; p = c - b;
  printf "%d files one run each: %.1f s; one batch with -j %d: %.1f s (%.0f %%)\n", n, s, j, p, 100 * p / s }'
