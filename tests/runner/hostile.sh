#!/bin/bash
# Issue 12, a hostile environment with the real pipeline: an unwritable
# --boogie-file, `ulimit -v`, SIGTERM/SIGINT mid-run (one file and a
# batch: no process or temp file left), two runs on one file at once,
# paths with spaces and non-ASCII characters, non-UTF-8 bytes in a source
# file and in a file name, and Boogie's working directory (Houdini writes
# houdiniCexTrace.txt there: it must be tandem's temp dir, never elsewhere).
# Each case: a clear message and exit 2 or 3 (or the verdict), never a crash.
# usage: tests/runner/hostile.sh [TANDEM_BINARY]; prints `N passed, M failed`.
cd "$(dirname "$0")/../.." || exit 2
R=$PWD
B=${1:-bin/tandem}
case $B in /*) ;; *) B=$PWD/$B ;; esac
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
export TMPDIR=$W/tmp
mkdir -p "$TMPDIR" "$W/cwd"
cd "$W/cwd" || exit 2
pass=0 fail=0

# check NAME WANT GOT OUTPUT PATTERN...: GOT must be WANT, OUTPUT must hold
# each fixed string.
check() {
  name=$1 want=$2 got=$3 out=$4
  shift 4
  ok=1
  [ "$got" = "$want" ] || { ok=0; echo "FAILED $name: got $got, wanted $want"; }
  for p in "$@"; do
    case "$out" in *"$p"*) ;; *) ok=0; echo "FAILED $name: missing: $p" ;; esac
  done
  if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "$out" | sed 's/^/    | /'; fi
}

RACY='__global__ void shift(int *a) { int i = blockIdx.x * blockDim.x + threadIdx.x; a[i] = a[i + 1]; }'
G="--blockDim=32 --gridDim=2"
printf '%s\n' "$RACY" >"$W/racy.cu"

# --boogie-file where nothing can be written: the verdict, then exit 2.
out=$("$B" $G --boogie-file="$W/no/such/dir/k.bpl" "$W/racy.cu" 2>&1)
check boogie-file-missing-dir 2 $? "$out" "tandem: error: cannot write '$W/no/such/dir/k.bpl': No such file or directory" "1 race found"
mkdir -p "$W/isdir.bpl"
out=$("$B" $G --boogie-file="$W/isdir.bpl" "$W/racy.cu" 2>&1)
check boogie-file-is-dir 2 $? "$out" "tandem: error: cannot write '$W/isdir.bpl': Is a directory"

# ulimit -v: from too little to start at all (the loader's exit 127, before
# tandem runs) to enough. A racy kernel is never "verified" on the way, no
# run dies of a signal, and too little memory for clang is exit 3 saying so.
# --timeout=2: under a tight address-space limit mono can spin until
# tandem kills Boogie (2 x --timeout + 30 s; 630 s with the default).
codes="" said=0
for kb in 200000 240000 300000 4000000; do
  t=--timeout=2
  [ $kb = 4000000 ] && t=--timeout=300
  out=$( (ulimit -v $kb && "$B" $G $t "$W/racy.cu") 2>&1)
  rc=$?
  codes="$codes $rc"
  case "$out" in *"out of memory (ulimit -v)"*) [ $rc = 3 ] && said=1 ;; esac
done
case "$codes" in *" 0"* | *" 13"[0-9]* | *" 1[4-9][0-9]"*) bad=1 ;; *) bad=0 ;; esac
check ulimit-never-verified-never-crashed 0 $bad "exit statuses:$codes"
check ulimit-clang-out-of-memory-is-3 1 $said "exit statuses:$codes"
check ulimit-enough-finds-race " 1" " ${codes##* }" "exit statuses:$codes"

# A stalled Boogie (every thread asleep, as mono 6.8's lost thread-pool
# wake-up leaves it for 5-60 s) is killed after 2 s and started again. A
# `mono` first on PATH that stops itself (SIGSTOP) before running the real
# one gives that state on demand, without racing the run: stopping only the
# first run costs one restart; stopping every run ends in "solver stalled".
REAL_MONO=$(command -v mono)
mkdir -p "$W/stallbin"
printf '#!/bin/sh\nif [ ! -e "%s/stopped" ] || [ -n "$STOP_EVERY_RUN" ]; then touch "%s/stopped"; kill -STOP $$; fi\nexec %s "$@"\n' \
  "$W" "$W" "$REAL_MONO" >"$W/stallbin/mono"
chmod +x "$W/stallbin/mono"
out=$(PATH="$W/stallbin:$PATH" "$B" -v $G "$W/racy.cu" 2>&1)
check stall-restarted 1 $? "$out" "Boogie stalled (no thread ran for 2000 ms); started again" "1 race found"
out=$(STOP_EVERY_RUN=1 PATH="$W/stallbin:$PATH" "$B" $G "$W/racy.cu" 2>&1)
check stall-gives-up 3 $? "$out" "solver stalled: Boogie stopped making progress (no thread ran for 2000 ms) 4 times"
rm -rf "$W/stallbin" "$W/stopped"
# The stall as mono 6.8 shows it: Boogie's summary printed, then no exit. A
# `mono` first on PATH that runs the real one and then sleeps: the run is
# taken as finished half a second after going idle, verdict intact.
mkdir -p "$W/fakebin"
printf '#!/bin/sh\n%s "$@"\nexec sleep 100\n' "$(command -v mono)" >"$W/fakebin/mono"
chmod +x "$W/fakebin/mono"
t0=$(date +%s)
out=$(PATH="$W/fakebin:$PATH" "$B" -v $G "$W/racy.cu" 2>&1)
rc=$? took=$(( $(date +%s) - t0 ))
check finished-not-exited 1 $rc "$out" "Boogie had finished but did not exit" "1 race found"
check finished-not-exited-fast 1 $([ $took -lt 60 ] && echo 1 || echo 0) "took $took s"
rm -rf "$W/fakebin"

# A kernel the solver needs many seconds for (as kill9.sh); $1: signal.
# --no-direct-proof: Boogie starts at once, not after the direct attempt's
# two phases (up to two thirds of --timeout).
SLOW=$R/tests/e2e/208_solver_timeout.cu
# Waits until tandem's solver runs (up to 30 s); prints its process ids.
solvers() {
  i=0
  while [ $i -lt 120 ] && ! pgrep -f "oogie.*$TMPDIR/tandem-" >/dev/null; do
    sleep 0.25
    i=$((i + 1))
  done
  pgrep -f "oogie.*$TMPDIR/tandem-"
}
interrupt() {
  sig=$1
  shift
  "$B" --no-direct-proof --gridDim=1 --timeout=60 "$@" >/dev/null 2>"$W/sig.err" &
  pid=$!
  ids=$(solvers)
  # Boogie works in tandem's temp dir: Houdini's houdiniCexTrace.txt and
  # any other file of its own can go nowhere else.
  cwds=""
  for p in $ids; do cwds="$cwds $(readlink "/proc/$p/cwd" 2>/dev/null)"; done
  kill -s "$sig" $pid
  wait $pid
  rc=$?
  sleep 1
  left=$(pgrep -f "$TMPDIR/tandem-" | wc -l)
  left_workers=$(pgrep -f "timeout=60 $*" | wc -l)
  for p in $(pgrep -f "$TMPDIR/tandem-"); do kill -9 "$p"; done # never leave them
  files=$(ls -A "$TMPDIR" | wc -l)
  echo "started=$(echo $ids | wc -w) rc=$rc left=$left workers=$left_workers files=$files cwds=$cwds"
}
res=$(interrupt TERM "$SLOW")
check sigterm "started=1 rc=143 left=0 workers=0 files=0" "${res%% cwds=*}" "$res"
case "$res" in *"cwds= $TMPDIR/tandem-"*) bad=0 ;; *) bad=1 ;; esac
check boogie-cwd-is-temp-dir 0 $bad "$res"
res=$(interrupt INT "$SLOW")
check sigint "started=1 rc=130 left=0 workers=0 files=0" "${res%% cwds=*}" "$res"
# A batch: two workers, each with its solver, all gone with the temp dir.
mkdir -p "$W/slow"
cp "$SLOW" "$W/slow/a.cu"
cp "$SLOW" "$W/slow/b.cu"
res=$(interrupt TERM -j 2 "$W/slow")
check sigterm-batch "rc=143 left=0 workers=0 files=0" "$(echo "${res%% cwds=*}" | cut -d' ' -f2-)" "$res"
ls houdiniCexTrace* "$R"/houdiniCexTrace* >/dev/null 2>&1
check no-houdini-trace-outside 2 $? ""

# Two runs on one file at once: separate temp dirs, the same report.
"$B" $G "$W/racy.cu" >"$W/r1" 2>&1 &
p1=$!
"$B" $G "$W/racy.cu" >"$W/r2" 2>&1 &
p2=$!
wait $p1
r1=$?
wait $p2
r2=$?
cmp -s "$W/r1" "$W/r2"
check two-at-once "1 1 0" "$r1 $r2 $?" "$(cat "$W/r1")" "1 race found"

# Spaces and non-ASCII characters in paths, alone and in a batch.
D="$W/dir with space/ünïcödé"
mkdir -p "$D"
printf '%s\n' "$RACY" >"$D/rälly kernel.cu"
out=$("$B" $G "$D/rälly kernel.cu" 2>&1)
check path-unicode-space 1 $? "$out" "$D/rälly kernel.cu:1:" "kernel 'shift" "($D/rälly kernel.cu): 1 race found"
"$B" $G --format=json "$W/dir with space" >"$W/u.json" 2>&1
rc=$?
res=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1], encoding="utf-8")); print(d["files"][0]["file"] == sys.argv[2], d["files"][0]["kernels"][0]["verdict"])' "$W/u.json" "$D/rälly kernel.cu" 2>&1)
check path-unicode-batch-json 1 $rc "$res" "True defects"

# Bytes that are not UTF-8: in the source (Latin-1 é in a comment on the
# racy line) and in the file name. Text shows the line; JSON and SARIF stay
# valid UTF-8 JSON.
printf '%s // caf\351\n' "$RACY" >"$W/latin1.cu"
out=$("$B" $G "$W/latin1.cu" 2>&1)
check non-utf8-source-text 1 $? "$out" "$W/latin1.cu:1:" "1 race found"
cp "$W/racy.cu" "$W/caf$(printf '\351').cu"
for fmt in json sarif; do
  "$B" $G --format=$fmt "$W/latin1.cu" "$W/caf$(printf '\351').cu" >"$W/l.$fmt" 2>/dev/null
  rc=$?
  res=$(python3 -c 'import json,sys; json.loads(open(sys.argv[1], "rb").read().decode("utf-8")); print("valid")' "$W/l.$fmt" 2>&1)
  check non-utf8-$fmt 1 $rc "$res" "valid"
done

left=$(ls -A "$TMPDIR" | wc -l)
check no-temp-files 0 "$left" "$(ls -A "$TMPDIR")"
left=$(ls -A "$W/cwd" | wc -l)
check nothing-written-in-cwd 0 "$left" "$(ls -A "$W/cwd")"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
