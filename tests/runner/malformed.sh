#!/bin/sh
# Malformed LLVM input must never crash, abort or exit tandem (issue 16).
# Makes a fixed corpus from one valid kernel (seeded: bit flips,
# truncations, random bytes, random text) and checks that every file ends
# with an exit status 0-3 (no signal), that a rejected file (exit 2) is
# named in the message, that one batch over the whole corpus reports every
# file in valid JSON, and that no temporary directory is left behind.
# usage: tests/runner/malformed.sh [TANDEM_BINARY]   (default bin/tandem)
# Prints `N passed, M failed` last.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-bin/tandem}
W=$(mktemp -d)
export TMPDIR=$W/tmp
mkdir -p "$TMPDIR" "$W/c"
trap 'rm -rf "$W"' EXIT
pass=0 fail=0
clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 \
  -Xclang -target-feature -Xclang +ptx70 -Wno-unknown-cuda-version -include headers/cuda.h \
  -emit-llvm -c -O0 -g examples/reduce_racy.cu -o "$W/good.bc" || { echo "0 passed, 1 failed"; exit 1; }
python3 - "$W/good.bc" "$W/c" <<'PY'
import random, sys
good = open(sys.argv[1], 'rb').read()
out = sys.argv[2]
r = random.Random(16)
def put(name, data):
    open(f"{out}/{name}", 'wb').write(bytes(data))
for i in range(130):                      # 1-16 flipped bits
    d = bytearray(good)
    for _ in range(r.randint(1, 16)):
        p = r.randrange(len(d)); d[p] ^= 1 << r.randrange(8)
    put(f"flip{i:03}.bc", d)
for i in range(80):                       # cut anywhere, header included
    put(f"cut{i:03}.bc", good[:r.randrange(len(good))])
for i in range(25):                       # random bytes named .bc
    put(f"rand{i:03}.bc", [r.randrange(256) for _ in range(r.randint(0, 4096))])
for i in range(15):                       # the bitcode signature, then noise
    put(f"sig{i:03}.bc", b'BC\xc0\xde' + bytes(r.randrange(256) for _ in range(r.randint(0, 512))))
for i in range(10):                       # random bytes named .ll
    put(f"text{i:03}.ll", [r.randrange(256) for _ in range(r.randint(1, 2048))])
PY
# Every 10th file alone as well: the exit status is then that file's own.
# The kernel name matches nothing, so no solver runs and every file that
# LLVM accepts ends in "no kernel named" (exit 2, named).
ls "$W/c" | awk 'NR % 10 == 1' | (
  cd "$W/c" && while read -r f; do
    out=$("$OLDPWD/$B" --kernel=__no_such_kernel__ "$f" 2>&1)
    rc=$?
    if [ "$rc" -gt 3 ]; then echo "FAILED $f: exit $rc"; echo "$out" | sed 's/^/    | /'
    elif [ "$rc" = 2 ] && ! printf '%s' "$out" | grep -q "'$f'"; then
      echo "FAILED $f: exit 2 without the file name"; echo "$out" | sed 's/^/    | /'
    else echo ok; fi
  done) > "$W/log"
n=$(grep -c '^ok$' "$W/log")
bad=$(grep -c '^FAILED' "$W/log")
grep -v '^ok$' "$W/log"
pass=$((pass + n)) fail=$((fail + bad))
# The whole corpus in one batch: every file that cannot be loaded is
# reported, by name, and the JSON is valid. A batch leaves out the files
# that loaded but have no kernel of that name (--kernel selects across the
# batch): each such file, run alone, must say exactly that.
(cd "$W/c" && "$OLDPWD/$B" --format=json --kernel=__no_such_kernel__ *) > "$W/batch.json" 2>/dev/null
rc=$?
if [ "$rc" -le 3 ] && python3 -c '
import json, os, sys
d = json.load(open(sys.argv[1]))
ok = all(f["error"] and f["file"] in f["error"] for f in d["files"])
got = set(f["file"] for f in d["files"])
open(sys.argv[3], "w").write("".join(n + "\n" for n in sorted(set(os.listdir(sys.argv[2])) - got)))
sys.exit(0 if ok else 1)' "$W/batch.json" "$W/c" "$W/unlisted"; then
  bad=0
  while read -r f; do
    out=$(cd "$W/c" && "$OLDPWD/$B" --kernel=__no_such_kernel__ "$f" 2>&1)
    case "$out" in *"no kernel named '__no_such_kernel__'"*) ;;
      *) bad=1; echo "FAILED batch: '$f' left out of the batch but not a loadable file"
         echo "$out" | sed 's/^/    | /' ;; esac
  done < "$W/unlisted"
  if [ $bad = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
else fail=$((fail + 1)); echo "FAILED batch: exit $rc or JSON invalid"; head -c 600 "$W/batch.json"; fi
left=$(ls "$TMPDIR" | wc -l)
if [ "$left" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED: $left temp dirs left"; fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
