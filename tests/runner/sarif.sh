#!/bin/sh
# --format=sarif (issue 12) end to end with the real pipeline: the logs of a
# racy and a race-free e2e kernel, a file clang rejects, and a file name
# that needs percent-encoding, each checked by sarif_check (the SARIF 2.1.0
# rules tandem relies on, tests/runner/sarif_check.c); partialFingerprints
# must be identical across two runs; and the checker must reject broken logs.
# usage: tests/runner/sarif.sh [TANDEM_BINARY]   (default bin/tandem)
# Prints `N passed, M failed` last.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-bin/tandem}
C=tests/out/runner/sarif_check
[ -x $C ] || tests/runner/build.sh >/dev/null || exit 2
W=$(mktemp -d)
export TMPDIR=$W/tmp
mkdir -p "$TMPDIR"
trap 'rm -rf "$W"' EXIT
pass=0 fail=0

# check NAME WANT_EXIT LOG [sarif_check options]: the exit status of the run
# that wrote LOG is in $rc.
check() {
  name=$1 want=$2 log=$3
  shift 3
  out=$($C "$log" "$@" 2>&1)
  if [ "$rc" = "$want" ] && [ "$out" = ok ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAILED $name: exit $rc (wanted $want): $out"; fi
}
# has NAME LOG STRING: the log contains STRING.
has() {
  if grep -qF -- "$3" "$2"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAILED $1: missing $3"; fi
}

R=tests/e2e/620_sarif_shared_racy.cu OK=tests/e2e/621_sarif_shared_ok.cu
G="--blockDim=16 --gridDim=2"
$B --format=sarif $G $R >"$W/r1.sarif"; rc=$?
check racy 1 "$W/r1.sarif" --region --results=1 --rule=TDM101
has racy-uri "$W/r1.sarif" '"uri":"tests/e2e/620_sarif_shared_racy.cu"'
has racy-success "$W/r1.sarif" '"executionSuccessful":true,"exitCode":1'
# The result's message is the text report's error line (minus "error: ").
line=$($B $G $R 2>&1 | sed -n 's/^.*: error: \(.*race on.*\)$/\1/p' | head -1)
has racy-message "$W/r1.sarif" "\"message\":{\"text\":\"${line%%\'pair_sum*}'pair_sum(const int*, int*)'\"}"
$B --format=sarif $G $R >"$W/r2.sarif"; rc=$?
check fingerprints 1 "$W/r1.sarif" --same-fingerprints="$W/r2.sarif"

$B --format=sarif $G $OK >"$W/ok.sarif"; rc=$?
check race-free 0 "$W/ok.sarif" --results=0
has race-free-success "$W/ok.sarif" '"executionSuccessful":true,"exitCode":0'

# A file clang rejects and a missing file: notifications, not results.
$B --format=sarif tests/runner/fixtures/broken.cu nope.cu >"$W/bad.sarif" 2>"$W/bad.err"; rc=$?
check bad-input 2 "$W/bad.sarif" --results=0
has bad-input-failed "$W/bad.sarif" '"executionSuccessful":false,"exitCode":2'
has bad-input-notification "$W/bad.sarif" '{"level":"error","message":{"text":"clang failed on'
has bad-input-missing "$W/bad.sarif" '"uri":"nope.cu"'

# A Latin-1 byte and a space in the file name: percent-encoded in the URI.
L=$(printf '%s/caf\351 k.cu' "$W")
cp $R "$L"
$B --format=sarif $G "$L" >"$W/latin1.sarif"; rc=$?
check latin1 1 "$W/latin1.sarif" --region --results=1
has latin1-uri "$W/latin1.sarif" 'caf%E9%20k.cu"'

# The checker itself: each broken copy of a good log must be rejected.
reject() {
  name=$1 expr=$2
  sed "$expr" "$W/r1.sarif" >"$W/broken.sarif"
  if cmp -s "$W/r1.sarif" "$W/broken.sarif"; then fail=$((fail + 1)); echo "FAILED $name: sed changed nothing"
  elif $C "$W/broken.sarif" --region >/dev/null; then fail=$((fail + 1)); echo "FAILED $name: accepted"
  else pass=$((pass + 1)); fi
}
reject bad-version 's/"version":"2.1.0"/"version":"2.0.0"/'
reject no-schema 's/"\$schema"/"schema"/'
reject rule-index 's/"ruleIndex":0/"ruleIndex":1/'
reject unknown-rule 's/"ruleId":"TDM101"/"ruleId":"TDM999"/'
reject dup-rule 's/"id":"TDM102"/"id":"TDM101"/'
reject bad-level 's/"level":"error","message"/"level":"fatal","message"/'
reject start-line 's/"startLine":19/"startLine":0/'
reject no-uri 's/"artifactLocation":{"uri":"[^"]*"}/"artifactLocation":{}/'
reject no-flow-location 's/"locations":\[{"location":/"locations":[{"where":/'
reject bad-json 's/"results":\[/"results":[,/'
sed 's/"tandemDefect\/v1":"[0-9a-f]*"/"tandemDefect\/v1":"0"/' "$W/r2.sarif" >"$W/other.sarif"
if $C "$W/r1.sarif" --same-fingerprints="$W/other.sarif" >/dev/null; then
  fail=$((fail + 1)); echo "FAILED fingerprint-change: accepted"; else pass=$((pass + 1)); fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
