#!/bin/sh
# Issue 12, batch mode with the real pipeline: a directory (sorted, hidden
# entries and non-GPU files skipped), -j, keep-going and the exit order,
# --format=jsonl, --summary, --shard, compile_commands.json (-p and
# --compile-commands, "command" and "arguments" forms), --kernel over a
# batch, and the progress line (a terminal only, through script(1)).
# usage: tests/runner/batch.sh [TANDEM_BINARY]; prints `N passed, M failed`.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-bin/tandem}
case $B in /*) ;; *) B=$PWD/$B ;; esac
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
export TMPDIR=$W/tmp
mkdir -p "$TMPDIR"
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

# A small project: two race-free kernels, one racy, a host-only file, a
# file clang rejects, and files a batch must not pick up.
P=$W/proj
mkdir -p "$P/a" "$P/b" "$P/.hidden" "$P/c"
cat >"$P/a/own.cu" <<'EOF'
__global__ void own(int *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = 1; }
EOF
cat >"$P/b/pair.cu" <<'EOF'
__global__ void copy(int *a, const int *b) { int i = blockIdx.x * blockDim.x + threadIdx.x; a[i] = b[i]; }
__global__ void shift(int *a) { int i = blockIdx.x * blockDim.x + threadIdx.x; a[i] = a[i + 1]; }
EOF
printf 'int main() { return 0; }\n' >"$P/c/host.cu"
printf '__global__ void broken(int *a) { a[0] = ; }\n' >"$P/c/z_broken.cu"
cp "$P/b/pair.cu" "$P/.hidden/skip.cu"
cp "$P/b/pair.cu" "$P/a/notgpu.cpp"
G="--blockDim=32 --gridDim=2"

# Keep-going: the clang error does not stop the others; exit 2 > 1 > 0.
out=$("$B" $G -j 2 "$P" 2>&1)
check dir-exit 2 $? "$out" "kernel 'own" "/a/own.cu): verified" "kernel 'copy" \
  "/b/pair.cu): verified" "race on a[" "kernel 'shift" "/b/pair.cu): 1 race found" \
  "c/host.cu: no GPU kernels in this file" "clang failed on '$P/c/z_broken.cu'"
case "$out" in *skip.cu* | *notgpu*) bad=1 ;; *) bad=0 ;; esac
check dir-skips-hidden-and-cpp 0 $bad "$out"
# Text keeps the sorted order whatever finishes first; same as -j 1.
order=$(printf '%s\n' "$out" | grep -o "tandem: kernel '[a-z]*" | sed 's/tandem: //' | tr '\n' ' ')
check dir-order "kernel 'own kernel 'copy kernel 'shift " "$order" ""
case "$out" in *"[1/"*) bad=1 ;; *) bad=0 ;; esac
check no-progress-off-terminal 0 $bad "$out"

# JSON Lines: one object per kernel, file error and note lines apart.
"$B" $G -j 2 --format=jsonl "$P" >"$W/all.jsonl" 2>"$W/all.err"
rc=$?
res=$(python3 - "$W/all.jsonl" <<'EOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
ks = sorted((r["file"].split("/proj/")[1], r["kernel"], r["verdict"]) for r in rows if "kernel" in r)
errs = sorted(r["file"].split("/proj/")[1] for r in rows if "kernel" not in r and r["error"])
notes = sorted(r["file"].split("/proj/")[1] for r in rows if "kernel" not in r and r["notes"])
ok = all(isinstance(r.get("time_ms"), int) for r in rows if "kernel" in r)
print(ks, errs, notes, ok)
EOF
)
check jsonl 2 $rc "$res" "[('a/own.cu', 'own', 'verified'), ('b/pair.cu', 'copy', 'verified'), ('b/pair.cu', 'shift', 'defects')] ['c/z_broken.cu'] ['c/host.cu'] True"

# Shards: disjoint, and together every kernel and every file message.
for k in 1 2 3; do
  "$B" $G --shard=$k/3 --format=jsonl "$P" >"$W/s$k.jsonl" 2>/dev/null
  eval "rc$k=$?"
done
same=$(python3 - "$W" <<'EOF'
import json, sys
w = sys.argv[1]
key = lambda r: (r["file"], r.get("kernel"), r.get("verdict"), r.get("error"))
full = sorted(key(json.loads(l)) for l in open(w + "/all.jsonl"))
parts = [[key(json.loads(l)) for l in open("%s/s%d.jsonl" % (w, k))] for k in (1, 2, 3)]
joined = sorted(x for p in parts for x in p)
print(joined == full, [len(p) for p in parts])
EOF
)
# Kernel j of file f goes to shard (f + j) mod 3 + 1; a file's own messages
# to shard f mod 3 + 1: own.cu and z_broken.cu (2), copy (0), shift (1).
check shards "True [2, 1, 2] 201" "$same $rc1$rc2$rc3" ""
check shard-bad-spec 2 "$("$B" --shard=4/3 "$P" >/dev/null 2>&1; echo $?)" ""

# --summary: the table, on stdout for text.
out=$("$B" $G --summary -j 2 "$P/a" "$P/b" 2>&1)
check summary 1 $? "$out" "tandem: summary" "files                     " \
  "kernels                                                       3" \
  "verified                                                      2" \
  "with defects (defects by class below)                         1" \
  "    read-write race                                             1" \
  "median"

# compile_commands.json: macros and include directories per file.
mkdir -p "$W/cc/src" "$W/cc/inc" "$W/cc/build"
printf '#define STEP 1\n' >"$W/cc/inc/step.h"
cat >"$W/cc/src/step.cu" <<'EOF'
#include "step.h"
__global__ void stride(int *a) { a[(blockIdx.x * blockDim.x + threadIdx.x) * STRIDE] = STEP; }
EOF
cp "$W/cc/src/step.cu" "$W/cc/src/quoted.cu"
cat >"$W/cc/build/compile_commands.json" <<EOF
[{"directory": "$W/cc/build", "file": "../src/step.cu",
  "arguments": ["nvcc", "-I", "../inc", "-DSTRIDE=2", "-std=c++17", "-c", "../src/step.cu"]},
 {"directory": "$W/cc/build", "file": "$W/cc/src/quoted.cu",
  "command": "nvcc -I../inc '-DSTRIDE=(1)' -c $W/cc/src/quoted.cu"},
 {"directory": "$W/cc/build", "file": "main.cpp", "command": "g++ -c main.cpp"}]
EOF
out=$("$B" $G -p "$W/cc/build" 2>&1)
check compile-commands 0 $? "$out" "kernel 'stride" "src/step.cu): verified" "src/quoted.cu): verified"
out=$("$B" $G "$W/cc/src/step.cu" 2>&1)
check without-compile-commands 2 $? "$out" "step.h' file not found"
out=$("$B" --compile-commands="$W/cc/nope.json" 2>&1)
check compile-commands-missing 2 $? "$out" "cannot use compile database '$W/cc/nope.json': No such file"
printf '{"file": 1}' >"$W/cc/bad.json"
out=$("$B" --compile-commands="$W/cc/bad.json" 2>&1)
check compile-commands-malformed 2 $? "$out" "not a JSON array of compile commands"

# --kernel over a batch: found in one file is enough; found in none is an error.
out=$("$B" $G --kernel=shift "$P/a" "$P/b" 2>&1)
check kernel-in-one-file 1 $? "$out" "kernel 'shift" "1 race found"
out=$("$B" $G --kernel=nothere "$P/a" 2>&1)
check kernel-in-none 2 $? "$out" "no kernel named 'nothere' in any of the 1 input files"
mkdir -p "$W/empty"
out=$("$B" "$W/empty" 2>&1)
check empty-dir 2 $? "$out" "no .cu or .cl files under" "no .cu or .cl files to verify"

# The progress line, on a terminal only (script(1) gives tandem one).
if command -v script >/dev/null 2>&1; then
  out=$(script -qec "'$B' $G -j 1 '$P/a/own.cu' '$P/b'" /dev/null 2>&1)
  check progress-on-terminal 1 $? "$out" "[1/2] kernel 'own" "in $P/a/own.cu ... verified " \
    "[2/2] kernel 'shift" "in $P/b/pair.cu ... defects "
fi

left=$(ls -A "$TMPDIR" | wc -l)
check no-temp-files 0 "$left" "$(ls -A "$TMPDIR")"
left=$(pgrep -f "$TMPDIR/tandem-" | wc -l)
check no-processes-left 0 "$left" ""
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
