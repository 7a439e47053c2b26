#!/usr/bin/env bash
# benchmarks/run.sh — the `make bench` harness.
#
#   benchmarks/run.sh [TANDEM_BINARY] [BENCHMARK...]
#
# Runs `TANDEM -v <args> FILE` on every benchmark (benchmarks/*.cu and
# benchmarks/*.cl, and the scoped-synchronisation applications
# tests/e2e/7[6-9]?_app_*.cu; or the files given), one after the other so that the
# timings do not disturb each other. Each file states its launch geometry
# and expected exit status in its header:
#
#   //@ args: --blockDim=256 --gridDim=64
#   //@ exit: 0
#
# From the `-v` output it reads one timing line per kernel,
#
#   tandem: time: kernel 'NAME': clang 12.3 ms, translate 1.2 ms, encode 0.8 ms, solver 412.0 ms, total 430.1 ms
#
# and prints a table (benchmark, kernel, verdict, expected, clang,
# translate, encode, solver, total, and the wall time of the whole tandem
# call measured here as a cross-check), then the medians of total and of
# translate + encode, and the share of translation in the total. Files
# run with --warp-sync=N are then run once more with each warp method
# (--warp-method=resync and twopass) and shown side by side; the two
# verdicts must agree. The tables also go to benchmarks/results.txt.
#
# The verdict of a kernel is read from an output line naming it
# ("kernel 'k' ... verified" / race / divergence / assertion /
# inconclusive / unsupported) when there is one, else it is the file's exit
# status (0 verified, 1 race, 2 bad-input, 3 inconclusive). "expected"
# compares the file's exit status with its `//@ exit:`. Exit status: 0 when every file's status matches its
# `//@ exit:`, 1 when one does not (or has no `//@ exit:`), 2 on usage
# errors.
#
# Environment: BENCH_TIMEOUT (seconds per file, default 900; 0 = none),
# BENCH_RESULTS (results file, default benchmarks/results.txt), BENCH_COLD=1
# (do not warm the precompiled-header cache with the whole programs first).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)

tandem=${1:-bin/tandem}
[ $# -gt 0 ] && shift

# Resolve the binary before changing directory: a path as given relative to
# the caller's directory (bin/tandem relative to the repository when not
# given), a bare name through PATH.
if [ $# -eq 0 ] && [ "$tandem" = bin/tandem ] && [ ! -e bin/tandem ]; then
  tandem=$root/bin/tandem
fi
case $tandem in
  */*) [ -e "$tandem" ] && tandem=$(cd "$(dirname "$tandem")" && pwd)/$(basename "$tandem") ;;
  *) tandem=$(command -v "$tandem" || echo "$tandem") ;;
esac
if [ ! -x "$tandem" ]; then
  echo "bench: $tandem: not an executable (build it with 'make' first)" >&2
  exit 2
fi

files=()
if [ $# -gt 0 ]; then
  for f in "$@"; do
    [ -f "$f" ] || { echo "bench: $f: no such file" >&2; exit 2; }
    files+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")")
  done
else
  shopt -s nullglob
  # The scoped-synchronisation applications live with the end-to-end tests
  # (tests/e2e/76x-77x *_app_*, with host code), and are timed here too.
  files=("$here"/*.cu "$here"/*.cl "$here"/whole/*.cu "$root"/tests/e2e/7[6-9][0-9]_app_*.cu)
  shopt -u nullglob
fi
[ ${#files[@]} -gt 0 ] || { echo "bench: no benchmarks found" >&2; exit 2; }

results=${BENCH_RESULTS:-$here/results.txt}
limit=${BENCH_TIMEOUT:-900}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rows=$tmp/rows.tsv # file kernel verdict expected clang translate encode solver total wall cpu
: >"$rows"

verdict_of() {
  case $1 in
    0) echo verified ;;
    1) echo race ;;
    2) echo bad-input ;;
    3) echo inconclusive ;;
    124) echo timeout ;;
    *) echo "crash($1)" ;;
  esac
}

cd "$root" || exit 2

# The whole programs' #include lines are precompiled once per set of
# includes and kept in the PCH cache (runner/pch.c), as they are for a user
# whose second file includes what the first did. Warm that cache with one
# untimed run of each whole program first, so that the table measures the
# steady state; BENCH_COLD=1 skips this and times the first build too.
if [ "${BENCH_COLD:-0}" != 1 ]; then
  for f in "${files[@]}"; do
    case $f in */whole/*) ;; *) continue ;; esac
    args_line=$(sed -n 's|^[[:space:]]*//@[[:space:]]*args:[[:space:]]*||p' "$f" | tr '\n' ' ')
    read -r -a args <<<"$args_line"
    printf 'bench: warming the PCH cache: %s\n' "${f#"$root"/}" >&2
    timeout -k 10 300 "$tandem" "${args[@]}" "${f#"$root"/}" >/dev/null 2>&1 </dev/null
  done
fi

mismatches=0
n=0
for f in "${files[@]}"; do
  n=$((n + 1))
  name=$(basename "$f")
  case $f in */whole/*) name=whole/$name ;; esac
  rel=${f#"$root"/}
  # the `//@` lines as tests/e2e/run.sh reads them: args may repeat
  args_line=$(sed -n 's|^[[:space:]]*//@[[:space:]]*args:[[:space:]]*||p' "$f" | tr '\n' ' ' | sed 's/ *$//')
  want=$(sed -n 's|^[[:space:]]*//@[[:space:]]*exit:[[:space:]]*\([0-9][0-9]*\).*|\1|p' "$f" | head -n 1)
  read -r -a args <<<"$args_line"

  printf 'bench: [%d/%d] %s\n' "$n" "${#files[@]}" "$name" >&2
  # CPU time (user + system, tandem and every process it started): on a
  # shared machine the wall time depends on the load, the CPU time much less.
  timer=()
  command -v /usr/bin/time >/dev/null && timer=(/usr/bin/time -f '%U %S' -o "$tmp/cpu")
  : >"$tmp/cpu"
  t0=$(date +%s%N)
  if [ "$limit" -gt 0 ] 2>/dev/null && command -v timeout >/dev/null; then
    "${timer[@]}" timeout -k 10 "$limit" "$tandem" -v "${args[@]}" "$rel" >"$tmp/out" 2>&1 </dev/null
  else
    "${timer[@]}" "$tandem" -v "${args[@]}" "$rel" >"$tmp/out" 2>&1 </dev/null
  fi
  rc=$?
  t1=$(date +%s%N)
  cpu=$(awk '/^[0-9.]+ [0-9.]+$/ { c = ($1 + $2) * 1000 } END { if (c != "") printf "%.1f", c; else printf "-" }' "$tmp/cpu")
  wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", (b - a) / 1e6 }')
  verdict=$(verdict_of "$rc")

  if [ -z "$want" ]; then
    expect="MISMATCH(no //@ exit)"
    mismatches=$((mismatches + 1))
  elif [ "$rc" -eq "$want" ]; then
    expect=ok
  else
    expect="MISMATCH(want $want)"
    mismatches=$((mismatches + 1))
  fi
  if [ "$expect" != ok ]; then
    { echo "---- $name: exit $rc, expected ${want:-?}; tandem -v ${args_line} $rel said:"
      tail -n 40 "$tmp/out"; echo "----"; } >>"$tmp/failures"
  fi

  # One row per timing line; fields are found by name, so a missing or
  # reordered field shows as "-" instead of shifting the columns.
  awk -v file="$name" -v verdict="$verdict" -v expect="$expect" -v wall="$wall" -v cpu="$cpu" '
    function field(key,   re, m) {
      re = key " +[0-9]+(\\.[0-9]+)? *ms"
      if (match(line, re)) {
        m = substr(line, RSTART, RLENGTH)
        sub("^" key " +", "", m); sub(" *ms$", "", m)
        return m
      }
      return "-"
    }
    # a per-kernel verdict line (anything naming the kernel that is not a
    # timing line), e.g. "kernel '\''k'\'': verified"; else the file status
    !/time: kernel / && match($0, /kernel '\''[^'\'']*'\''/) {
      kn = substr($0, RSTART + 8, RLENGTH - 9); l = tolower($0)
      v = ""
      if (l ~ /verified|race[- ]free|no race/ && l !~ /not verified|unverified/) v = "verified"
      else if (l ~ /race/) v = "race"
      else if (l ~ /divergen/) v = "divergence"
      else if (l ~ /assert/ && l ~ /fail|might not hold/) v = "assertion"
      else if (l ~ /inconclusive|timed? ?out/) v = "inconclusive"
      else if (l ~ /unsupported/) v = "unsupported"
      if (v != "" && !(kn in kv)) kv[kn] = v
    }
    /time: kernel / {
      line = $0
      k = line
      if (match(k, /kernel '\''[^'\'']*'\''/)) k = substr(k, RSTART + 8, RLENGTH - 9)
      else k = "?"
      n++; kname[n] = k
      row[n] = field("clang") "\t" field("translate") "\t" field("encode") "\t" \
               field("solver") "\t" field("total")
    }
    # Fallback for runners that print the stages on separate lines:
    #   tandem: FILE: clang 85 ms / tandem: FILE: translate 1 ms (per file)
    #   tandem: kernel '\''k'\'': encode 0 ms, solver 13897 ms (per kernel)
    !/kernel / && /: clang +[0-9.]+ *ms/ { line = $0; fclang = field("clang") }
    !/kernel / && /: translate +[0-9.]+ *ms/ { line = $0; ftrans = field("translate") }
    /kernel '\''[^'\'']*'\''.*solver +[0-9.]+ *ms/ && !/time: kernel / {
      line = $0; match(line, /kernel '\''[^'\'']*'\''/)
      k = substr(line, RSTART + 8, RLENGTH - 9)
      fn++; fk[fn] = k; fenc[fn] = field("encode"); fsol[fn] = field("solver"); ftot[fn] = field("total")
    }
    END {
      if (!n && fn) {
        for (i = 1; i <= fn; i++) {
          t = ftot[i]
          if (t == "-") { # no total printed: sum what there is
            t = 0
            if (fclang != "") t += fclang; if (ftrans != "") t += ftrans
            if (fenc[i] != "-") t += fenc[i]; if (fsol[i] != "-") t += fsol[i]
            t = sprintf("%.1f", t)
          }
          n++; kname[n] = fk[i]
          row[n] = (fclang == "" ? "-" : fclang) "\t" (ftrans == "" ? "-" : ftrans) "\t" \
                   fenc[i] "\t" fsol[i] "\t" t
        }
      }
      for (i = 1; i <= n; i++)
        printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", file, kname[i],
          (kname[i] in kv) ? kv[kname[i]] : verdict, expect, row[i], wall, cpu
      if (!n)
        printf "%s\t%s\t%s\t%s\t-\t-\t-\t-\t-\t%s\t%s\n", file, "(no timing line)", verdict,
          expect, wall, cpu
    }' "$tmp/out" >>"$rows"
done

report() {
  printf 'tandem benchmarks: %s, %d files, %s\n' "$tandem" "${#files[@]}" "$(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  printf 'times in ms; verdict per kernel from the output, else from the exit status; wall = whole tandem call, measured by run.sh\n\n'
  awk -F'\t' '
    function num(x) { return x ~ /^[0-9]+(\.[0-9]+)?$/ }
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
      if (n == 0) return -1
      return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    BEGIN {
      fmt = "%-32s %-22s %-12s %-20s %9s %9s %9s %10s %10s %10s %10s\n"
      printf fmt, "benchmark", "kernel", "verdict", "expected", "clang", "translate", "encode", "solver", "total", "wall", "cpu"
    }
    {
      printf fmt, $1, $2, $3, $4, $5, $6, $7, $8, $9, ($1 == last ? "" : $10), ($1 == last ? "" : $11)
      set = ($1 ~ /^whole\//) ? "whole" : "kernels"
      if (num($5)) { nc[set]++; sclang[set, nc[set]] = $5 }
      if ($1 != last) { nf[set]++; swall[set, nf[set]] = $10; scpu[set, nf[set]] = $11 }
      if (num($9)) { nt++; tot[nt] = $9; sumtot += $9 }
      if (num($6)) {
        te = $6 + (num($7) ? $7 : 0)
        ntr++; tr[ntr] = te
        if (num($9)) { sumtr += te; if ($9 > 0) { nsh++; sh[nsh] = 100 * te / $9 } }
      }
      if ($1 != last) { files++; sumwall += $10; if (num($9)) wallfiles[$1] = $10 }
      if (num($9)) filetot[$1] += $9
      nk[$1]++
      if ($4 != "ok") bad[$1] = 1
      last = $1
    }
    END {
      printf "\n"
      nbad = 0; for (f in bad) nbad++
      printf "files: %d, verdicts as expected: %d, mismatches: %d\n", files, files - nbad, nbad
      if (nt) printf "median total:                %10.1f ms  (%d kernels)\n", median(tot, nt), nt
      else    printf "median total:                         -    (no timing lines parsed)\n"
      if (ntr) printf "median translate+encode:     %10.1f ms\n", median(tr, ntr)
      if (sumtot > 0) printf "translation share of total:  %10.1f %%  (sum of translate+encode over sum of total; median per kernel %.1f %%)\n", 100 * sumtr / sumtot, median(sh, nsh)
      # cross-check: the wall time of a call covers the totals it reports
      sw = 0; st = 0; for (f in wallfiles) { sw += wallfiles[f]; st += filetot[f] }
      if (st > 0) printf "wall vs reported total:      %10.1f ms wall, %.1f ms total (%+.1f ms outside the kernels: process start, parsing, reporting)\n", sw, st, sw - st
      printf "wall, all files:             %10.1f ms\n", sumwall
      # per set: the kernel files (benchmarks/*.cu, *.cl) and the whole
      # programs with host code (benchmarks/whole/*.cu); per file, the wall
      # and CPU (user + system of tandem and its children) of the tandem call
      for (st = 1; st <= 2; st++) {
        set = st == 1 ? "kernels" : "whole"
        if (!nf[set]) continue
        delete t; for (i = 1; i <= nc[set]; i++) t[i] = sclang[set, i]; mc = median(t, nc[set])
        delete t; for (i = 1; i <= nf[set]; i++) t[i] = swall[set, i]; mw = median(t, nf[set])
        delete t; for (i = 1; i <= nf[set]; i++) t[i] = scpu[set, i]; mu = median(t, nf[set])
        printf "%-8s (%2d files): median clang %.1f ms (wall), median per file: wall %.1f ms, CPU %.1f ms\n", set, nf[set], mc, mw, mu
      }
      # (only for one-kernel files: a per-file clang time may be repeated on every kernel line)
      for (f in wallfiles) if (nk[f] == 1 && wallfiles[f] + 0.5 < filetot[f]) printf "warning: %s: reported total %.1f ms exceeds measured wall %.1f ms\n", f, filetot[f], wallfiles[f]
    }' "$rows"
}

# Lock-step warp benchmarks (args with --warp-sync) once more with each warp
# method, for the side-by-side table: the verdicts must agree.
warp_rows=$tmp/warp.tsv
: >"$warp_rows"
for f in "${files[@]}"; do
  args_line=$(sed -n 's|^[[:space:]]*//@[[:space:]]*args:[[:space:]]*||p' "$f" | tr '\n' ' ')
  case " $args_line " in *" --warp-sync="*) ;; *) continue ;; esac
  read -r -a args <<<"$args_line"
  plain=()
  for a in "${args[@]}"; do
    case $a in --warp-method=*) ;; *) plain+=("$a") ;; esac
  done
  name=$(basename "$f")
  line=$name
  for m in resync twopass; do
    printf 'bench: warp methods: %s --warp-method=%s\n' "$name" "$m" >&2
    "$tandem" -v "${plain[@]}" --warp-method=$m "${f#"$root"/}" >"$tmp/wout" 2>&1 </dev/null
    rc=$?
    ms=$(awk '/time: kernel / && match($0, /total +[0-9.]+ *ms/) {
                m = substr($0, RSTART, RLENGTH); gsub(/[^0-9.]/, "", m); t += m; n++ }
              END { if (n) printf "%.1f", t; else printf "-" }' "$tmp/wout")
    line="$line\t$(verdict_of "$rc")\t$ms"
  done
  printf '%b\n' "$line" >>"$warp_rows"
done

warp_report() {
  [ -s "$warp_rows" ] || return 0
  printf '\nlock-step warp kernels, both methods (total ms over the file'"'"'s kernels):\n'
  awk -F'\t' '
    BEGIN { fmt = "%-30s %-10s %10s   %-10s %10s   %s\n"
            printf fmt, "benchmark", "resync", "ms", "twopass", "ms", "verdicts agree" }
    { printf fmt, $1, $2, $3, $4, $5, ($2 == $4 ? "yes" : "NO") }' "$warp_rows"
}

{ report; warp_report; } | tee "$results"
if awk -F'\t' '$2 != $4 { bad = 1 } END { exit !bad }' "$warp_rows"; then
  echo "bench: FAILED: the two warp methods disagree (see the table above)" >&2
  mismatches=$((mismatches + 1))
fi
if [ -s "$tmp/failures" ]; then
  echo
  echo "bench: outputs of the mismatching files:"
  cat "$tmp/failures"
fi | tee -a "$results"

if [ "$mismatches" -gt 0 ]; then
  echo "bench: FAILED: $mismatches file(s) did not give the expected verdict" >&2
  exit 1
fi
echo "bench: all ${#files[@]} verdicts as expected (results in ${results#"$root"/})" >&2
exit 0
