#!/usr/bin/env bash
# tests/fuzz/differential.sh TANDEM GEN SEED COUNT [--no-loops] — differential soundness test.
#
# GEN (tests/fuzz/gen_kernels.c, built by make) writes COUNT pairs of
# kernels from SEED: one race-free by construction, one with a single
# injected defect. tandem must verify every race-free kernel (exit 0) and
# must report every injected one (exit 1). A racy kernel reported verified is
# a soundness bug; a race-free one not verified is a precision gap. Both fail
# the run. Kernels run TANDEM_FUZZ_JOBS (default 2) at a time.
#
# Prints one line per failing kernel with tandem's output, the counts by
# injected defect, and `N passed, M failed`.
set -u
tandem=$1 gen=$2 seed=$3 count=$4
shift 4 # the rest goes to the generator (--no-loops)
jobs=${TANDEM_FUZZ_JOBS:-2}
work=$(mktemp -d "${TMPDIR:-/tmp}/tandem-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$gen" "$seed" "$count" "$work" "$@" || { echo "0 passed, 1 failed"; exit 1; }

check_one() {
  local file=$1 tandem=$2
  local want args rc
  want=$(sed -n 's,^//@ exit: ,,p' "$file")
  args=$(sed -n 's,^//@ args: ,,p' "$file")
  # shellcheck disable=SC2086
  timeout -k 5 120 "$tandem" $args "$file" >"$file.out" 2>&1 </dev/null
  rc=$?
  if [[ $rc == "$want" ]]; then echo "PASS $file"; else echo "FAIL $file (exit $rc, want $want)"; fi
}
export -f check_one
ls "$work"/*.cu | xargs -P "$jobs" -I{} bash -c 'check_one "$@"' _ {} "$tandem" >"$work/results"

passed=0 failed=0
while read -r verdict file rest; do
  if [[ $verdict == PASS ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "--- $(basename "$file") $rest: $(sed -n 's,^// Injected defect: ,,p' "$file")"
    sed 's/^/  | /' "$file.out"
  fi
done <"$work/results"
echo "injected defects:"
grep -h '^// Injected defect' "$work"/*_racy.cu | sed 's/ (phase.*//; s,^// Injected defect: ,,' | sort | uniq -c
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
