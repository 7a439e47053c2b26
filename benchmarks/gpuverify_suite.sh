#!/bin/sh
# gpuverify_suite.sh TANDEM SUITE_DIR OUT.tsv [SOLVER_TIMEOUT [LIST]]
# Runs tandem over GPUVerify's test suite in place (a checkout of
# github:mc-imperial/gpuverify, directory testsuite/), one kernel file at a time,
# with the launch options of each file's second line that tandem understands.
# Writes one line per file: path, GPUVerify's expectation (line 1), tandem's
# exit status, and the first "unsupported"/error line tandem printed.
# SOLVER_TIMEOUT (default 30 s) bounds each solver query: a short one (2 s)
# classifies quickly what tandem refuses (exit 2 comes before any solving).
# LIST: a file of paths relative to SUITE_DIR to run instead of all.
# TANDEM must be an absolute path (each file runs from its own directory).
# WALL (environment, default 120): seconds before a run is killed (exit 124);
# a few seconds classify what tandem refuses without waiting for the solver.
set -u
T=$1 DIR=$2 OUT=$3 TO=${4:-30} LIST=${5:-}
HELP=$($T --help 2>&1)
: > "$OUT"
if [ -n "$LIST" ]; then sed "s,^,$DIR/," "$LIST"; else find "$DIR" \( -name '*.cu' -o -name '*.cl' \) | sort; fi |
while read -r f; do
  exp=$(head -1 "$f" | sed 's,^//,,' | tr 'A-Z' 'a-z')
  args=""
  for a in $(sed -n 2p "$f" | sed 's,^//,,'); do
    n=${a%%=*}
    case "$n" in
      --blockDim|--gridDim|--local_size|--num_groups|--global_size)
        v=$(printf '%s' "${a#*=}" | tr -d '[]')
        case "$v" in *'*'*) continue ;; esac
        args="$args $n=$v" ;;
      --global_offset) args="$args $n=$(printf '%s' "${a#*=}" | tr -d '[]')" ;;
      --kernel-args) args="$args $a" ;;
      -D*) args="$args $a" ;;
      --warp-sync|--equality-abstraction|--adversarial-abstraction|--only-intra-group|\
      --no-benign-tolerance|--no-infer|--no-inline|--check-array-bounds|\
      --invariants-as-candidates|--only-requires|--no-annotations)
        printf '%s' "$HELP" | grep -q -- "$n" && args="$args $a" ;;
    esac
  done
  out=$(cd "$(dirname "$f")" && timeout ${WALL:-120} $T --timeout=$TO $args "$(basename "$f")" 2>&1)
  rc=$?
  why=$(printf '%s\n' "$out" | grep -m1 -iE 'unsupported|error|cannot' | tr '\t' ' ' | cut -c1-200)
  printf '%s\t%s\t%s\t%s\n' "${f#$DIR/}" "$exp" "$rc" "$why" >> "$OUT"
done
