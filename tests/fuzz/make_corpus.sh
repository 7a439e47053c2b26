#!/usr/bin/env bash
# tests/fuzz/make_corpus.sh OUT_DIR [STRIDE] — the seed corpus of fuzz_translate: the
# end-to-end and benchmark kernels compiled to LLVM IR text the way tandem
# compiles them (device-only, tandem's headers, -O0 with debug info). With
# STRIDE, only every STRIDE-th file (the short run in `make test`).
set -eu
out=$1 stride=${2:-1} count=0
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
common=(-O0 -Xclang -disable-O0-optnone -fno-discard-value-names -g -gcolumn-info
        -D__TANDEM__ -emit-llvm -S -Wno-everything)
for f in "$root"/tests/e2e/*.cu "$root"/benchmarks/*.cu; do
  count=$((count + 1)); (( count % stride == 0 )) || continue
  clang-14 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 \
    -Xclang -target-feature -Xclang +ptx70 -Wno-unknown-cuda-version \
    -include "$root/headers/cuda.h" -I "$root/headers/sdk" "${common[@]}" \
    "$f" -o "$out/$(basename "$f" .cu).ll" 2>/dev/null || true
done
for f in "$root"/tests/e2e/*.cl "$root"/benchmarks/*.cl; do
  count=$((count + 1)); (( count % stride == 0 )) || continue
  clang-14 -x cl -Xclang -finclude-default-header -target spir -cl-std=CL1.2 \
    -include "$root/headers/opencl.h" "${common[@]}" \
    "$f" -o "$out/$(basename "$f" .cl).ll" 2>/dev/null || true
done
ls "$out" | wc -l | sed 's/$/ seed inputs/'
