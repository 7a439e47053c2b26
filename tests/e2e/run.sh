#!/usr/bin/env bash
# tests/e2e/run.sh [TANDEM_BINARY] — tandem's end-to-end suite.
#
# Runs tandem on every tests/e2e/*.cu and *.cl (two at a time) and checks
# what each file says about itself in `//@` comment lines:
#
#   //@ args: --blockDim=64 --gridDim=1   extra tandem arguments (may repeat;
#                                          split on white space)
#   //@ exit: 1                            required exit status (required)
#   //@ expect: race on sdata[             substring that must appear in
#                                          tandem's stdout+stderr (may repeat)
#   //@ expect-not: verified               substring that must not appear
#   //@ expect-re: kernel 'k' .*: verified extended regex (grep -E) that must
#                                          match one output line
#   //@ expect-not-re: REGEX               one that must match no line
#   //@ expect-count: 2 REGEX              exactly that many output lines
#                                          match the extended regex
#   //@ input: no_such_file.cu             run tandem on this path instead of
#                                          the test file (bad-input tests)
#
# tandem runs in tests/e2e with the file's base name, so locations in its
# output read `012_name.cu:LINE:COL`.
#
# Environment: TANDEM_E2E_FILTER=GLOB runs the files whose base name matches
# GLOB (e.g. '*reduction*'); TANDEM_E2E_JOBS=N sets the parallelism
# (default 2); TANDEM_E2E_TIMEOUT=S kills a run after S seconds (default 120);
# TANDEM_E2E_TIMES=FILE writes every test's wall seconds there, slowest first,
# and TANDEM_E2E_ORDER=FILE starts the tests in that file's order;
# TANDEM_E2E_CACHE=DIR runs tandem with --cache-dir=DIR (make e2e keeps one,
# so that running it again asks the solver only what changed).
#
# Prints one block per failing test (reasons, then tandem's output) and
# finally `N passed, M failed` on a line of its own; exits 1 when any failed.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tandem=${1:-$here/../../bin/tandem}
if [[ $tandem != /* ]]; then
  if [[ $tandem == */* ]]; then
    tandem=$(cd "$(dirname "$tandem")" && pwd)/$(basename "$tandem")
  else
    tandem=$(command -v "$tandem" || echo "$tandem")
  fi
fi
if [[ ! -x $tandem ]]; then
  echo "run.sh: tandem binary '$tandem' not found or not executable" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

filter=${TANDEM_E2E_FILTER:-*}
jobs=${TANDEM_E2E_JOBS:-2}
limit=${TANDEM_E2E_TIMEOUT:-120}
work=$(mktemp -d "${TMPDIR:-/tmp}/tandem-e2e.XXXXXX")
E2E_CACHE_DIR=""
if [[ -n ${TANDEM_E2E_CACHE:-} ]]; then
  mkdir -p "$TANDEM_E2E_CACHE" && E2E_CACHE_DIR=$(cd "$TANDEM_E2E_CACHE" && pwd)
fi
export E2E_CACHE_DIR
trap 'rm -rf "$work"' EXIT

# Runs one test; writes $work/NAME.res: first line PASS or FAIL, then the
# reasons, then tandem's output.
run_one() {
  local name=$1 here=$2 tandem=$3 work=$4 limit=$5
  local src=$here/$name
  local -a args=() expects=() counts=()
  [[ -n ${E2E_CACHE_DIR:-} ]] && args+=("--cache-dir=$E2E_CACHE_DIR")
  local want_exit="" input=$name line key val
  while IFS= read -r line; do
    [[ $line =~ ^[[:space:]]*//@[[:space:]]*([a-z-]+):[[:space:]]?(.*)$ ]] || continue
    key=${BASH_REMATCH[1]}
    val=${BASH_REMATCH[2]}
    val=${val%$'\r'}
    case $key in
      args) local -a words; read -r -a words <<<"$val"; args+=("${words[@]}") ;;
      exit) want_exit=${val//[[:space:]]/} ;;
      expect) expects+=("$val") ;;
      expect-not) expect_nots+=("$val") ;;
      expect-re) res+=("$val") ;;
      expect-not-re) res_nots+=("$val") ;;
      expect-count) counts+=("$val") ;;
      input) input=${val//[[:space:]]/} ;;
      *) echo "FAIL" >"$work/$name.res"
         echo "  unknown directive //@ $key:" >>"$work/$name.res"; return ;;
    esac
  done <"$src"

  local out=$work/$name.out rc start=$EPOCHREALTIME
  (cd "$here" && timeout -k 5 "$limit" "$tandem" "${args[@]}" "$input") >"$out" 2>&1 </dev/null
  rc=$?
  # Wall seconds, for the list of the slowest tests at the end.
  awk -v a="$start" -v b="$EPOCHREALTIME" -v n="$name" 'BEGIN { printf "%.1f %s\n", b - a, n }' \
    >"$work/$name.time"

  local -a why=()
  if [[ -z $want_exit ]]; then
    why+=("no //@ exit: line in the test file")
  elif [[ $rc -eq 124 || $rc -eq 137 ]] && [[ $want_exit != "$rc" ]]; then
    why+=("tandem did not finish within ${limit}s")
  elif [[ $rc != "$want_exit" ]]; then
    why+=("exit status $rc, expected $want_exit")
  fi
  local s
  for s in "${expects[@]+"${expects[@]}"}"; do
    grep -qF -- "$s" "$out" || why+=("output lacks: $s")
  done
  for s in "${expect_nots[@]+"${expect_nots[@]}"}"; do
    grep -qF -- "$s" "$out" && why+=("output contains: $s")
  done
  for s in "${res[@]+"${res[@]}"}"; do
    grep -qE -- "$s" "$out" || why+=("output matches no line: /$s/")
  done
  for s in "${res_nots[@]+"${res_nots[@]}"}"; do
    grep -qE -- "$s" "$out" && why+=("output matches: /$s/")
  done
  local n got
  for s in "${counts[@]+"${counts[@]}"}"; do
    n=${s%% *}
    got=$(grep -cE -- "${s#* }" "$out")
    [[ $got == "$n" ]] || why+=("$got output lines match /${s#* }/, expected $n")
  done

  {
    if [[ ${#why[@]} -eq 0 ]]; then echo PASS; else echo FAIL; fi
    for s in "${why[@]+"${why[@]}"}"; do echo "  $s"; done
    echo "  command: (cd tests/e2e && tandem ${args[*]} $input)"
    echo "  --- tandem output ---"
    sed 's/^/  | /' "$out"
  } >"$work/$name.res"
}
export -f run_one

shopt -s nullglob
names=()
for f in "$here"/*.cu "$here"/*.cl; do
  b=$(basename "$f")
  # shellcheck disable=SC2053
  [[ $b == $filter ]] && names+=("$b")
done
if [[ ${#names[@]} -eq 0 ]]; then
  echo "run.sh: no test matches '$filter'" >&2
  echo "0 passed, 0 failed"
  exit 1
fi
mapfile -t names < <(printf '%s\n' "${names[@]}" | sort)

# The longest first, so that the two workers finish together rather than
# one running the slowest test alone at the end: by the times an earlier run
# wrote (TANDEM_E2E_ORDER=FILE, as TANDEM_E2E_TIMES writes it), else tests
# that run into a solver limit (--rlimit, --timeout) first. Only the order
# changes, never what runs.
weigh() {
  local times=/dev/null
  [[ -n ${TANDEM_E2E_ORDER:-} && -f $TANDEM_E2E_ORDER ]] && times=$TANDEM_E2E_ORDER
  (cd "$here" && grep -lE '^[[:space:]]*//@[[:space:]]*args:.*--(rlimit|timeout)' "${names[@]}") |
    awk -v times="$times" '
      BEGIN { while ((getline line < times) > 0) { split(line, f, " "); t[f[2]] = f[1] } }
      FILENAME == "-" { limited[$0] = 1; next }
      { w = ($0 in t) ? t[$0] : ($0 in limited) ? 30 : 0; print w, $0 }
    ' - <(printf '%s\n' "${names[@]}")
}
mapfile -t order < <(weigh | sort -s -k1,1 -rn | cut -d' ' -f2)

printf '%s\n' "${order[@]}" |
  xargs -P "$jobs" -I{} bash -c 'run_one "$1" "$2" "$3" "$4" "$5"' _ {} "$here" "$tandem" "$work" "$limit"

passed=0 failed=0
for n in "${names[@]}"; do
  if [[ -f $work/$n.res ]] && [[ $(head -n1 "$work/$n.res") == PASS ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $n"
    if [[ -f $work/$n.res ]]; then tail -n +2 "$work/$n.res"; else echo "  (test did not run)"; fi
  fi
done
# The slowest tests: the suite's time is kept well under CI's budget, and
# this says where it goes.
if [[ ${#names[@]} -gt 10 ]]; then
  echo "slowest (wall s):" $(cat "$work"/*.time 2>/dev/null | sort -rn | head -n 8)
fi
[[ -n ${TANDEM_E2E_TIMES:-} ]] && cat "$work"/*.time 2>/dev/null | sort -rn >"$TANDEM_E2E_TIMES"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
