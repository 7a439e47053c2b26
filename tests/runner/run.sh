#!/bin/sh
# The runner's tests: the parser unit test, then the tandem CLI end to end
# with the fake translator/encoder (fake_pipeline.c) and real Boogie.
# usage: tests/runner/run.sh [extra CFLAGS, e.g. -fsanitize=address,undefined]
# Prints `N passed, M failed` last; exit status 1 when anything failed.
cd "$(dirname "$0")/../.." || exit 2
tests/runner/build.sh "$@" || exit 2
T=tests/out/runner
FX=tests/runner/fixtures
B=$T/tandem-fake
export TANDEM_HEADERS="$PWD/headers"
pass=0 fail=0
TMPDIR=$(mktemp -d)
export TMPDIR

unit=$($T/test_parse 2>&1)
echo "$unit"
up=$(echo "$unit" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
uf=$(echo "$unit" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
pass=$((pass + ${up:-0})) fail=$((fail + ${uf:-1}))

# expect NAME EXIT PATTERN... -- ARGS: runs tandem-fake ARGS, checks the exit
# status and that stdout+stderr contain each fixed-string PATTERN.
expect() {
  name=$1 want=$2
  shift 2
  pats=""
  while [ "$1" != "--" ]; do pats="$pats
$1"; shift; done
  shift
  out=$("$B" "$@" 2>&1)
  got=$?
  ok=1
  [ "$got" = "$want" ] || { ok=0; echo "FAILED $name: exit $got, wanted $want"; }
  echo "$pats" | while IFS= read -r p; do
    [ -z "$p" ] && continue
    case "$out" in *"$p"*) ;; *) echo "FAILED $name: missing: $p"; exit 1 ;; esac
  done || ok=0
  if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "$out" | sed 's/^/    | /'; fi
}

K=$FX/k.ll
TANDEM_FAKE_BPL=$FX/race.bpl expect race 1 \
  "tests/runner/fixtures/k.cu:9:5: error: read-write race on sdata[17] (intra-warp race) in kernel 'reduce(int*, int)'" \
  "    9 |     sdata[tid] = sdata[tid + 1];" \
  "tests/runner/fixtures/k.cu:9:18: note: thread (16,0,0) in block (0,0,0) (global id 16) reads sdata[17]" \
  "tests/runner/fixtures/k.cu:9:5: note: thread (17,0,0) in block (0,0,0) (global id 17) writes sdata[17]" \
  "note: parameters: n = 64, f = -1.5; blockDim = (32,1,1), gridDim = (2,1,1) [symbolic launch geometry: values from the counterexample]" \
  "error: write-write race on pairs[1].y (data race) in kernel 'reduce(int*, int)' (threads in different blocks)" \
  "error: barrier divergence in kernel 'reduce(int*, int)': the barrier is not reached by all threads of the block" \
  "error: assertion might not hold in kernel 'reduce(int*, int)'" \
  "tandem: kernel 'reduce(int*, int)' (tests/runner/fixtures/k.ll): 5 defects found" -- $K
TANDEM_FAKE_BPL=$FX/race.bpl expect race-fixed 1 \
  "note: parameters: n = 64, f = -1.5; blockDim = (32,1,1), gridDim = (2,1,1)
" -- --blockDim=32 --gridDim=2 $K
TANDEM_FAKE_BPL=$FX/race.bpl expect race-opencl 1 \
  "note: work-item (16,0,0) in work-group (0,0,0) (global id 16) reads sdata[17]" \
  "local_size = (32,1,1), num_groups = (2,1,1)" -- $FX/spir.ll
TANDEM_FAKE_BPL=$FX/race.bpl expect race-json 1 '"race":"read-write","array":"sdata","element":"sdata[17]","byte_offset":68' \
  '"verdict":"defects"' '"exit":1}' -- --format=json $K
TANDEM_FAKE_BPL=$FX/bytes.bpl expect bytes 1 "read-write race on sdata[17] (byte 69)" \
  "write-write race on pairs[1] (data race) in kernel" "note: thread (?,0,0) in block (?,0,0) (global id ?) reads" -- --blockDim=8,1 --gridDim=4 $K
TANDEM_FAKE_BPL=$FX/bytes.bpl expect bytes-cl 1 "the barrier is not reached by all work-items of the work-group" -- $FX/spir.ll
TANDEM_FAKE_BPL=$FX/verified.bpl expect verified 0 "tandem: kernel 'reduce(int*, int)' (tests/runner/fixtures/k.ll): verified" -- $K
# Models: a program without Houdini candidates gets them in its one run; one
# with candidates first runs without (they cost time even on a proof) and
# is repeated with /mv: only when it found errors (the .mout output).
check_models_run() {
  name=$1 bpl=$2 want_mout=$3 want_model=$4
  kept=$(TANDEM_FAKE_BPL=$bpl "$B" --keep-temps -v $K 2>&1 | sed -n 's/^tandem: temporary files kept in //p')
  n=$(ls "$kept" 2>/dev/null | grep -c '\.mout$')
  m=$(ls "$kept" 2>/dev/null | grep -c '\.model$')
  if [ -n "$kept" ] && [ "$n" = "$want_mout" ] && [ "$m" = "$want_model" ]; then pass=$((pass + 1))
  else fail=$((fail + 1)); echo "FAILED $name: $n second runs, $m model files in '$kept', wanted $want_mout, $want_model"; fi
  [ -n "$kept" ] && rm -rf "$kept"
}
check_models_run models-none $FX/verified.bpl 0 0
check_models_run models-race $FX/race.bpl 0 1
check_models_run models-houdini $FX/loops.bpl 1 1
TANDEM_FAKE_BPL=$FX/timeout.bpl expect timeout 3 "inconclusive (solver timed out after 1 s)" -- --timeout=1 $K
TANDEM_FAKE_BPL=$FX/parse_error.bpl expect parse-error 3 "internal error: generated program rejected by Boogie" "invalid UnaryExpression" -- $K
TANDEM_FAKE_BPL=$FX/type_error.bpl expect type-error 3 "internal error: generated program rejected by Boogie" -- $K
TANDEM_FAKE_BPL=$FX/loops.bpl expect invariant 1 "error: loop invariant might not be maintained by the loop in kernel 'reduce(int*, int)'" -- $K
TANDEM_FAKE_BPL=$FX/internal.bpl expect internal 3 "internal error: tandem's own loop invariant failed (please report)" \
  "cannot map to the kernel: BP5001 at line 4" -- $K
TANDEM_FAKE_UNSUPPORTED="recursion in call to 'f'" TANDEM_FAKE_BPL=$FX/verified.bpl expect unsupported 2 \
  "tests/runner/fixtures/k.cu:9:5: error: unsupported: recursion in call to 'f' (kernel 'reduce(int*, int)')" \
  "tandem: kernel 'reduce(int*, int)' (tests/runner/fixtures/k.ll): unsupported" -- $K
expect encode-fail 2 "error: unsupported: fake encoder: set TANDEM_FAKE_BPL (kernel 'reduce(int*, int)')" -- $K
TANDEM_FAKE_BPL=$FX/verified.bpl expect mixed 2 "cannot read 'nope.cu': No such file or directory" "verified" -- $K nope.cu
TANDEM_FAKE_BPL=$FX/verified.bpl TANDEM_FAKE_NKERNELS=5 expect parallel 0 "kernel 'reduce0(int*, int)' (tests/runner/fixtures/k.ll): verified
tandem: kernel 'reduce1(int*, int)' (tests/runner/fixtures/k.ll): verified
tandem: kernel 'reduce2(int*, int)' (tests/runner/fixtures/k.ll): verified
tandem: kernel 'reduce3(int*, int)' (tests/runner/fixtures/k.ll): verified
tandem: kernel 'reduce4(int*, int)' (tests/runner/fixtures/k.ll): verified" -- $K
TANDEM_FAKE_BPL=$FX/verified.bpl TANDEM_FAKE_NKERNELS=3 expect one-kernel 0 "kernel 'reduce1(int*, int)' (tests/runner/fixtures/k.ll): verified" -- --kernel=reduce1 $K
expect unknown-option 2 "tandem: error: unknown option '--foo'" "--help" -- --foo $K
expect no-file 2 "no input files" --
expect bad-dims 2 "invalid sizes in '--blockDim=0'" -- --blockDim=0 $K
expect nonuniform-no-global 2 "--non-uniform-work-groups needs --global_size" -- --non-uniform-work-groups $K
expect unwind-counted-alone 2 "--unwind-counted needs --loop-unwind=N" -- --unwind-counted $K
expect global-too-big 2 "invalid sizes" -- --local_size=1 --global_size=4294967295 $K
expect global-not-multiple 2 "is not a multiple of" -- --local_size=32 --global_size=48 $K
expect warp 2 "power of two" -- --warp-sync=24 $K
expect help 0 "--blockDim=X[,Y[,Z]]" "--warp-method=resync|twopass" "--boogie-file=FILE" -- --help
expect version 0 "tandem 0.1.0" "boogie: Boogie program verifier version 2.4.1" -- --version
expect wrong-kernel 2 "no kernel named 'nosuch'" -- --kernel=nosuch $K
expect bad-type 2 "unsupported file type" -- $FX/race.bpl
expect clang-fails 2 "clang failed on 'tests/runner/fixtures/broken.cu'" "use of undeclared identifier" -- $FX/broken.cu
rm -f $T/saved.bpl $T/saved.bpl.reduce # from an earlier run: the fake program has no tandem header
TANDEM_FAKE_BPL=$FX/verified.bpl expect boogie-file 0 "verified" -- --boogie-file=$T/saved.bpl $K $K
for f in $T/saved.bpl $T/saved.bpl.reduce; do
  if cmp -s "$f" $FX/verified.bpl; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED boogie-file: $f"; fi
done
expect no-clobber 2 "is one of the input files" -- --boogie-file=$K $K
# GPUVerify's --boogie-file names axioms to read: never overwritten.
printf 'axiom true;\n' > $T/axioms.bpl
expect no-clobber-axioms 2 "exists and was not written by tandem" -- --boogie-file=$T/axioms.bpl $K
grep -q '^axiom true;$' $T/axioms.bpl && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAILED no-clobber-axioms: overwritten"; }

# The precompiled device header: used when fresh, and a stale one (header
# changed since) falls back to the plain header instead of failing.
H=$(mktemp -d)
cp -r headers "$H/" && rm -f "$H/headers/cuda.pch"
if TANDEM_HEADERS=$H/headers "$B" --precompile-headers >/dev/null && [ -s "$H/headers/cuda.pch" ]; then
  pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED pch-build: no $H/headers/cuda.pch"; fi
TANDEM_HEADERS=$H/headers TANDEM_FAKE_BPL=$FX/verified.bpl expect pch-used 0 "-include-pch $H/headers/cuda.pch" \
  "verified" -- -v --no-pch-cache examples/reduce_ok.cu
touch -d '+1 hour' "$H/headers/cuda.h"
out=$(TANDEM_HEADERS=$H/headers TANDEM_FAKE_BPL=$FX/verified.bpl "$B" -v --no-pch-cache examples/reduce_ok.cu 2>&1)
case $out in
  *"-include $H/headers/cuda.h"*"verified"*) pass=$((pass + 1)) ;;
  *) fail=$((fail + 1)); echo "FAILED pch-stale: no fallback to the plain header"; echo "$out" | sed 's/^/    | /' ;;
esac
rm -rf "$H"

# Precompiled include runs (runner/pch.c): built the first time a file's
# leading #include lines are seen, then reused; a stale one (a header
# changed since) is dropped, the file compiled the ordinary way, and the
# PCH built again by the next run.
P=$(mktemp -d)
TANDEM_FAKE_BPL=$FX/verified.bpl expect prefix-pch-built 0 "precompiled header for the file's #include lines: $P/" \
  "(built)" "verified" -- -v --pch-cache=$P examples/reduce_ok.cu
TANDEM_FAKE_BPL=$FX/verified.bpl expect prefix-pch-used 0 "-include-pch $P/" "verified" \
  -- -v --pch-cache=$P examples/reduce_ok.cu
case $(ls "$P") in *.h*.pch*) pass=$((pass + 1)) ;; *) fail=$((fail + 1)); echo "FAILED prefix-pch-files: $(ls "$P")" ;; esac
touch -d '+1 hour' "$P"/*.h
out=$(TANDEM_FAKE_BPL=$FX/verified.bpl "$B" -v --pch-cache="$P" examples/reduce_ok.cu 2>&1)
case $out in
  *"-include-pch $P/"*"-include "*"cuda.h"*"verified"*) pass=$((pass + 1)) ;;
  *) fail=$((fail + 1)); echo "FAILED prefix-pch-stale: no fallback to the plain header"; echo "$out" | sed 's/^/    | /' ;;
esac
TANDEM_FAKE_BPL=$FX/verified.bpl expect prefix-pch-rebuilt 0 "(built)" "verified" -- -v --pch-cache=$P examples/reduce_ok.cu
TANDEM_FAKE_BPL=$FX/verified.bpl expect no-pch-cache 0 "-include-pch $PWD/headers/cuda.pch" "verified" \
  -- -v --pch-cache=$P --no-pch-cache examples/reduce_ok.cu
rm -rf "$P"

# Issue 16: the command line as people type it, and the temp dir.
TANDEM_FAKE_BPL=$FX/verified.bpl expect spaced-values 0 "kernel 'reduce(int*, int)' (tests/runner/fixtures/k.ll): verified" \
  -- --blockDim 32 --gridDim 2 --kernel reduce --format text --timeout 5 $K
TANDEM_FAKE_BPL=$FX/race.bpl expect spaced-values-race 1 "read-write race on sdata[17]" "blockDim = (32,1,1), gridDim = (2,1,1)
" -- --blockDim 32 --gridDim 2 $K
expect spaced-missing 2 "option '--gridDim' needs a value" -- $K --gridDim
TANDEM_FAKE_BPL=$FX/verified.bpl expect std-to-clang 0 "-std=c++17" "verified" -- -v -std=c++17 examples/reduce_ok.cu
mkdir -p "$TMPDIR/rel"
(cd "$TMPDIR" && TMPDIR=rel TANDEM_FAKE_BPL=$OLDPWD/$FX/verified.bpl "$OLDPWD/$B" "$OLDPWD/$K") >/dev/null 2>&1
if [ $? = 0 ] && [ -z "$(ls "$TMPDIR/rel")" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED relative TMPDIR"; fi
TMPDIR=/nonexistent/dir TANDEM_FAKE_BPL=$FX/verified.bpl expect missing-tmpdir 3 \
  "cannot create a temporary directory in '/nonexistent/dir'" -- $K
L1=$(printf '%s/caf\351.ll' "$TMPDIR")
cp $K "$L1"
out=$(TANDEM_FAKE_BPL=$FX/verified.bpl "$B" --format=json "$L1" 2>/dev/null)
if printf '%s' "$out" | python3 -c 'import json,sys; d=json.load(sys.stdin); sys.exit(0 if d["files"][0]["file"].endswith("caf\u00e9.ll") else 1)'; then
  pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED json-latin1: $out"; fi
rm -f "$L1"

# --format=sarif (issue 12): every class the fixtures produce, checked by
# sarif_check (the SARIF 2.1.0 rules tandem relies on) and by content.
# sarif NAME EXIT 'CHECK OPTIONS' PATTERN... -- ARGS (TANDEM_FAKE_* from the caller)
sarif() {
  name=$1 want=$2 opts=$3
  shift 3
  pats=""
  while [ "$1" != "--" ]; do pats="$pats
$1"; shift; done
  shift
  "$B" --format=sarif "$@" >"$TMPDIR/s.sarif" 2>/dev/null
  got=$?
  chk=$($T/sarif_check "$TMPDIR/s.sarif" $opts)
  ok=1
  [ "$got" = "$want" ] || { ok=0; echo "FAILED sarif-$name: exit $got, wanted $want"; }
  [ "$chk" = ok ] || { ok=0; echo "FAILED sarif-$name: $chk"; }
  echo "$pats" | while IFS= read -r p; do
    [ -z "$p" ] && continue
    grep -qF -- "$p" "$TMPDIR/s.sarif" || { echo "FAILED sarif-$name: missing: $p"; exit 1; }
  done || ok=0
  if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
}
TANDEM_FAKE_BPL=$FX/race.bpl sarif race 1 "--results=5 --region --rule=TDM101 --rule=TDM104 --rule=TDM201 --rule=TDM301" \
  '"message":{"text":"read-write race on sdata[17] (intra-warp race) in kernel '"'reduce(int*, int)'"'"}' \
  '"region":{"startLine":9,"startColumn":5}' \
  '"relatedLocations":[{"id":1,"physicalLocation":{"artifactLocation":{"uri":"tests/runner/fixtures/k.cu"},"region":{"startLine":9,"startColumn":18}},"message":{"text":"thread (16,0,0) in block (0,0,0) reads sdata[17]"}}]' \
  "(threads in different blocks)" '"executionSuccessful":true,"exitCode":1' -- $K
TANDEM_FAKE_BPL=$FX/race.bpl sarif race-opencl 1 "--min-results=1" \
  "work-item (16,0,0) in work-group (0,0,0) reads sdata[17]" -- $FX/spir.ll
TANDEM_FAKE_BPL=$FX/timeout.bpl sarif timeout 3 "--results=1 --rule=TDM902" \
  '"level":"warning","message":{"text":"kernel '"'reduce(int*, int)'"': inconclusive (solver timed out after 1 s)"}' \
  '"executionSuccessful":false,"exitCode":3' -- --timeout=1 $K
TANDEM_FAKE_UNSUPPORTED="recursion in call to 'f'" TANDEM_FAKE_BPL=$FX/verified.bpl sarif unsupported 2 \
  "--results=1 --region --rule=TDM901" "unsupported: recursion in call to 'f'" -- $K
TANDEM_FAKE_BPL=$FX/internal.bpl sarif internal 3 "--rule=TDM902" \
  '"toolExecutionNotifications":[{"level":"error","message":{"text":"tests/runner/fixtures/k.ll: error: internal error:' -- $K
TANDEM_FAKE_BPL=$FX/verified.bpl sarif verified 0 "--results=0" '"results":[]' -- $K
expect sarif-bad-format 2 "expected text, json, jsonl or sarif" -- --format=xml $K

# Issue 16: --memory-limit and `-` (tests/runner/limits.sh runs them for real).
expect mem-zero 2 "invalid '--memory-limit=0' (expected a size of at least 1M" -- --memory-limit=0 $K
expect mem-unit 2 "invalid '--memory-limit=8X'" -- --memory-limit=8X $K
expect mem-small 2 "invalid '--memory-limit=512K'" -- --memory-limit 512K $K
expect mem-missing 2 "option '--memory-limit' needs a value" -- $K --memory-limit
expect kernel-timeout-zero 2 "invalid '--kernel-timeout=0' (expected a positive number of seconds)" \
  -- --kernel-timeout=0 $K
expect kernel-timeout-missing 2 "option '--kernel-timeout' needs a value" -- $K --kernel-timeout
expect stdin-no-lang 2 "reading a kernel from standard input ('-') needs its language: -x cu (CUDA) or -x cl (OpenCL C)" -- -
expect stdin-twice 2 "standard input ('-') can be read only once" -- -x cu - -
expect stdin-bad-lang 2 "invalid '-x=fortran' (expected -x cu or -x cl)" -- -x fortran -
TANDEM_FAKE_BPL=$FX/verified.bpl expect mem-ok 0 "kernel 'reduce(int*, int)' (tests/runner/fixtures/k.ll): verified" \
  -- --memory-limit=1.5G $K
TANDEM_FAKE_BPL=$FX/verified.bpl expect mem-tiny 3 \
  "kernel 'reduce(int*, int)' (tests/runner/fixtures/k.ll): inconclusive (solver exceeded the memory limit of 2.0 MiB (--memory-limit))" \
  -- --memory-limit=2M $K

# No temp dirs left behind by the runs above (they run under a private TMPDIR).
left=$(ls -d "$TMPDIR"/tandem-* 2>/dev/null | wc -l)
if [ "$left" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED: $left temp dirs left in $TMPDIR"; fi
rm -rf "$TMPDIR"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
