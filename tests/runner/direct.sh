#!/usr/bin/env bash
# tests/runner/direct.sh [TEST_DIRECT_BINARY] — the direct proof attempt
# (runner/direct.c, vcgen.c) on tests/direct/*.bpl: each file's outcome must
# be the one its `// expect:` line names (bin/test_direct), and Boogie must
# agree on every file the attempt reads: verified where it proves, not
# verified (errors, or the program rejected) where it does not, and where
# a file lists every failing line, Boogie's errors must be at those lines.
# (A proof from the attempt counts as a proof of the program Boogie checks,
# so the two must never disagree on these.)
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$here/../..
bin=${1:-$root/bin/test_direct}
export TMPDIR=${TMPDIR:-/tmp}
fail=0
"$bin" "$root/tests/direct" || fail=1
if [ -e "$root/lib/boogie/Boogie.exe" ] && command -v mono >/dev/null && command -v z3 >/dev/null; then
  boogie=(mono "$root/lib/boogie/Boogie.exe" "/z3exe:$(command -v z3)")
elif command -v boogie >/dev/null; then
  boogie=(boogie)
else
  echo "direct.sh: no Boogie: agreement not checked" >&2
  exit $fail
fi
agree=0
for f in "$root"/tests/direct/*.bpl; do
  want=$(sed -n 's#^// expect: ##p' "$f" | head -1)
  [ "$want" = skipped ] && continue
  extra=()
  grep -q existential "$f" && extra=(/contractInfer)
  out=$("${boogie[@]}" /nologo "${extra[@]}" "$f" 2>&1)
  if [ "$want" = proved ]; then
    ok=$(grep -cE "finished with [1-9][0-9]* verified, 0 errors" <<<"$out")
  else # errors, or a program Boogie rejects: anything but a proof
    ok=$((1 - $(grep -cE "finished with [1-9][0-9]* verified, 0 errors" <<<"$out")))
  fi
  # A complete list of failing lines (direct.c, all_failures) must be the
  # lines Boogie reports errors at: the driver has Boogie check only those.
  every=$(sed -n 's#^// every failing line: ##p' "$f" | head -1)
  if [ "$ok" = 1 ] && [ -n "$every" ] && [ "$every" != "not found" ]; then
    want_lines=$(tr ' ' '\n' <<<"$every" | sort -nu | tr '\n' ' ')
    got_lines=$(sed -n 's#.*(\([0-9]*\),[0-9]*): Error.*#\1#p' <<<"$out" | sort -nu | tr '\n' ' ')
    if [ "$want_lines" != "$got_lines" ]; then
      echo "FAIL $(basename "$f"): every failing line: $want_lines, Boogie's errors at: $got_lines"
      ok=0
    fi
  fi
  if [ "$ok" = 0 ]; then
    echo "FAIL $(basename "$f"): the attempt says '$want', Boogie says: $(tail -1 <<<"$out")"
    fail=1
  else
    agree=$((agree + 1))
  fi
done
echo "direct: Boogie agrees on $agree files"

# The attempt on programs tandem generates, with this (sanitised) binary:
# race-free kernels proved, racy ones not.
tandem=$root/bin/tandem
if [ -x "$tandem" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/direct.XXXXXX")
  n=0
  while read -r file want args; do
    # shellcheck disable=SC2086
    (cd "$root" && "$tandem" --no-direct-proof --timeout=5 $args --boogie-file="$work/k.bpl" \
      "$file" >/dev/null 2>&1)
    got=$("$bin" "$work/k.bpl")
    if [ "${got/ /-}" != "$want" ]; then
      echo "FAIL $file: $got, expected $want"
      fail=1
    fi
    n=$((n + 1))
  done <<'LIST'
benchmarks/matmul_tiled.cu proved --blockDim=16,16 --gridDim=32,32
benchmarks/stencil2d.cu proved --blockDim=16,16 --gridDim=64,64
benchmarks/warp_reduce.cu proved --blockDim=256 --gridDim=64 --warp-sync=32
benchmarks/transpose_no_barrier.cu not-proved --blockDim=16,16 --gridDim=64,64
benchmarks/reduce_missing_barrier.cu not-proved --blockDim=256 --gridDim=64
tests/e2e/764_app_rule110_racy.cu not-proved
LIST
  rm -rf "$work"
  echo "direct: $n generated programs checked"
fi
exit $fail
