#!/bin/sh
# Issue 16 with the real pipeline: the solver's memory bound
# (--memory-limit) and kernels read from standard input (`-` with -x).
# usage: tests/runner/limits.sh [TANDEM_BINARY]; prints `N passed, M failed`.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-bin/tandem}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
export TMPDIR=$W
pass=0 fail=0

# check NAME EXIT OUTPUT PATTERN...: the exit status and fixed strings.
check() {
  name=$1 want=$2 got=$3 out=$4
  shift 4
  ok=1
  [ "$got" = "$want" ] || { ok=0; echo "FAILED $name: exit $got, wanted $want"; }
  for p in "$@"; do
    case "$out" in *"$p"*) ;; *) ok=0; echo "FAILED $name: missing: $p" ;; esac
  done
  if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "$out" | sed 's/^/    | /'; fi
}

# 20 MiB: mono alone is past it within its first 100 ms, so every solver
# run is stopped: inconclusive, never verified, and no solver left running.
out=$("$B" --memory-limit=20M --blockDim=64 --gridDim=4 examples/reduce_ok.cu 2>&1)
check memory-limit 3 $? "$out" \
  "kernel 'block_sum(const float*, float*, int)' (examples/reduce_ok.cu): inconclusive (solver exceeded the memory limit of 20.0 MiB (--memory-limit))"
out=$("$B" --memory-limit=20M --format=json --blockDim=64 --gridDim=4 examples/reduce_racy.cu 2>&1)
check memory-limit-json 3 $? "$out" '"verdict":"inconclusive","message":"solver exceeded the memory limit of 20.0 MiB (--memory-limit)"'
left=$(pgrep -f "$W/tandem-" | wc -l)
check memory-no-solver-left 0 "$left" "" # (exit slot: the count of processes)
# A generous bound changes nothing.
out=$("$B" --memory-limit=4G --blockDim=64 --gridDim=4 examples/reduce_ok.cu 2>&1)
check memory-generous 0 $? "$out" "kernel 'block_sum(const float*, float*, int)' (examples/reduce_ok.cu): verified"

# Standard input: a racy CUDA kernel, named <stdin> with its own line numbers.
out=$("$B" -x cu --blockDim=64 --gridDim=4 - <examples/reduce_racy.cu 2>&1)
check stdin-racy 1 $? "$out" "<stdin>:25:21: error: read-write race on sdata[" "in kernel 'block_sum(const float*, float*, int)'" \
  "   25 |       sdata[tid] += sdata[tid + s];" "tandem: kernel 'block_sum(const float*, float*, int)' (<stdin>): "
out=$("$B" -xcuda --blockDim=64 --gridDim=4 - <examples/reduce_ok.cu 2>&1)
check stdin-ok 0 $? "$out" "tandem: kernel 'block_sum(const float*, float*, int)' (<stdin>): verified"
out=$("$B" -xcu --format=json --blockDim=64 --gridDim=4 - <examples/reduce_racy.cu 2>/dev/null)
check stdin-json 1 $? "$out" '"file":"<stdin>"' '"verdict":"defects"'
printf '%s\n' "$out" | python3 -c 'import json,sys; d=json.load(sys.stdin); sys.exit(0 if d["files"][0]["file"] == "<stdin>" and d["files"][0]["kernels"][0]["defects"][0]["file"] == "<stdin>" and d["files"][0]["kernels"][0]["defects"][0]["line"] == 25 else 1)' 2>/dev/null
check stdin-json-parsed 0 $? ""
# OpenCL, next to a named file (which goes by its extension).
cl='__kernel void shift(__global int *a) { a[get_global_id(0)] = a[get_global_id(0) + 1]; }'
out=$(printf '%s\n' "$cl" | "$B" -x cl --local_size=64 --num_groups=2 - examples/reduce_ok.cu 2>&1)
check stdin-opencl-racy 1 $? "$out" "<stdin>:1:" "race on a[" "kernel 'shift' (<stdin>)" \
  "kernel 'block_sum(const float*, float*, int)' (examples/reduce_ok.cu): verified"
cl='__kernel void own(__global int *a) { a[get_global_id(0)] = 1; }'
out=$(printf '%s\n' "$cl" | "$B" -x cl --local_size=64 --num_groups=2 - 2>&1)
check stdin-opencl-ok 0 $? "$out" "kernel 'own' (<stdin>): verified"
out=$(printf '__global__ void k(int *a) { a[0] = ; }\n' | "$B" -x cu - 2>&1)
check stdin-syntax 2 $? "$out" "<stdin>:1:36: error: expected expression" "clang failed on '<stdin>'"
out=$("$B" - </dev/null 2>&1)
check stdin-no-lang 2 $? "$out" "reading a kernel from standard input ('-') needs its language"

left=$(ls -d "$W"/tandem-* 2>/dev/null | wc -l)
check no-temp-dirs 0 "$left" ""
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
