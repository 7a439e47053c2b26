#!/usr/bin/env bash
# benchmarks/host_guided.sh [TANDEM] — host-code-guided launches (issue 11):
# for each whole-program test, the verdict (exit status) with no flags, with
# the geometry and arguments of its launch given by hand (and --no-host; for a
# launch with relations, instances of it), and
# with --no-host alone; then the host side's cost. See benchmarks/README.md.
set -u
cd "$(dirname "$0")/.."
tandem=${1:-bin/tandem}
# file | the right flags (one run per ';'-separated set; worst exit counts)
table='
tests/e2e/550_one_block_ok.cu|--blockDim=256 --gridDim=1
tests/e2e/550_one_block_racy.cu|--blockDim=256 --gridDim=2
tests/e2e/551_const_sizes_ok.cu|--blockDim=128 --gridDim=32 --kernel-args=fill,*,4096,128
tests/e2e/551_const_sizes_racy.cu|--blockDim=128 --gridDim=64 --kernel-args=fill,*,4096,64
tests/e2e/552_grid2d_ok.cu|--blockDim=16,16 --gridDim=32,16 --kernel-args=blur,*,*,512,256
tests/e2e/552_grid2d_racy.cu|--blockDim=32,16 --gridDim=16,16 --kernel-args=blur,*,*,512,256
tests/e2e/553_two_launches_ok.cu|--blockDim=128 --gridDim=8;--blockDim=256 --gridDim=4
tests/e2e/553_two_launches_racy.cu|--blockDim=128 --gridDim=8;--blockDim=512 --gridDim=4
tests/e2e/554_helper_launch_ok.cu|--blockDim=256 --gridDim=16 --kernel-args=add_one,*,4096
tests/e2e/554_helper_launch_racy.cu|--blockDim=512 --gridDim=8 --kernel-args=add_one,*,4096
tests/e2e/556_runtime_grid_ok.cu|--blockDim=64
tests/e2e/558_cmdline_agrees_ok.cu|--blockDim=64 --gridDim=16
tests/e2e/560_launch_api_ok.cu|--blockDim=64 --gridDim=16
tests/e2e/560_launch_api_racy.cu|--blockDim=128 --gridDim=8
tests/e2e/561_n_multiple_ok.cu|--blockDim=256 --gridDim=16 --kernel-args=tail,*,*,4096
tests/e2e/561_n_multiple_racy.cu|--blockDim=256 --gridDim=1 --kernel-args=tail,*,*,1
tests/e2e/562_host_assert_ok.cu|--blockDim=128 --gridDim=4 --kernel-args=pad,*,512,512
tests/e2e/562_host_assert_racy.cu|--blockDim=128 --gridDim=4 --kernel-args=pad,*,512,100
tests/e2e/563_grid2d_wh_ok.cu|--blockDim=16,16 --gridDim=4,2 --kernel-args=clip,*,*,64,32
tests/e2e/563_grid2d_wh_racy.cu|--blockDim=16,16 --gridDim=1,1 --kernel-args=clip,*,*,8,8
tests/e2e/564_launch_loop_ok.cu|--blockDim=256 --gridDim=1 --kernel-args=spread,*,1;--blockDim=256 --gridDim=1 --kernel-args=spread,*,4
tests/e2e/564_launch_loop_racy.cu|--blockDim=256 --gridDim=1 --kernel-args=spread,*,0;--blockDim=256 --gridDim=1 --kernel-args=spread,*,4
tests/e2e/565_helper_relation_ok.cu|--blockDim=128 --gridDim=1 --kernel-args=tail,*,*,128;--blockDim=128 --gridDim=64 --kernel-args=tail,*,*,8192
tests/e2e/565_helper_relation_racy.cu|--blockDim=128 --gridDim=1 --kernel-args=tail,*,*,100
tests/e2e/566_fnptr_launch_ok.cu|--blockDim=256 --gridDim=1
tests/e2e/566_fnptr_launch_racy.cu|--blockDim=256 --gridDim=1
tests/e2e/568_malloc_size_ok.cu|--blockDim=128 --gridDim=8 --kernel-args=scale,*,*,1024
tests/e2e/568_malloc_size_racy.cu|--blockDim=128 --gridDim=8 --kernel-args=scale,*,*,1024
tests/e2e/579_launch_api_args_ok.cu|--blockDim=64 --gridDim=1 --kernel-args=wrap,*,64
tests/e2e/579_launch_api_args_racy.cu|--blockDim=64 --gridDim=1 --kernel-args=wrap,*,32
examples/reduce_ok.cu|--blockDim=64 --gridDim=1024 --kernel-args=block_sum,*,*,65536
examples/reduce_racy.cu|--blockDim=64 --gridDim=1024 --kernel-args=block_sum,*,*,65536
tests/e2e/020_host_program_ok.cu|--blockDim=256 --gridDim=4096 --kernel-args=vector_add,*,*,*,1048576
tests/e2e/020_host_program_racy.cu|--blockDim=256 --gridDim=4096
'
worst() { # exit codes: 2 beats 1 beats 3 beats 0 (runner/driver.c, worst_exit)
  local a=$1 b=$2 r=(0 2 3 1)
  ((${r[a]:-3} >= ${r[b]:-3})) && echo "$a" || echo "$b"
}
printf '%-36s %8s %8s %9s\n' file no-flags by-hand --no-host
same=0 total=0 ok_noflags=0 ok_nohost=0 nok=0
while IFS='|' read -r f flags; do
  [[ -z $f ]] && continue
  timeout 300 "$tandem" "$f" >/dev/null 2>&1; plain=$?
  hand=0
  IFS=';' read -ra sets <<<"$flags"
  for s in "${sets[@]}"; do
    # shellcheck disable=SC2086
    timeout 300 "$tandem" --no-host $s "$f" >/dev/null 2>&1; hand=$(worst "$hand" $?)
  done
  timeout 300 "$tandem" --no-host "$f" >/dev/null 2>&1; nohost=$?
  printf '%-36s %8s %8s %9s\n' "$(basename "$f")" "$plain" "$hand" "$nohost"
  total=$((total + 1)); [[ $plain == "$hand" ]] && same=$((same + 1))
  if [[ $hand == 0 ]]; then
    nok=$((nok + 1)); [[ $plain == 0 ]] && ok_noflags=$((ok_noflags + 1))
    [[ $nohost == 0 ]] && ok_nohost=$((ok_nohost + 1))
  fi
done <<<"$table"
echo "no flags gives the by-hand verdict: $same of $total"
echo "race-free programs verified with no flags: $ok_noflags of $nok (with --no-host: $ok_nohost of $nok)"
# The host side's cost: its clang alone, and what tandem waits for it.
for f in tests/e2e/551_const_sizes_ok.cu tests/e2e/020_host_program_ok.cu; do
  for side in device host; do
    flags=(--cuda-device-only -Xclang -target-feature -Xclang +ptx70 -O0 -Xclang -disable-O0-optnone -g -gcolumn-info)
    [[ $side == host ]] && flags=(--cuda-host-only -w -O2 -Xclang -disable-llvm-passes -gline-tables-only)
    t0=$(date +%s%N)
    for _ in 1 2 3; do
      clang-14 -x cuda -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -Wno-unknown-cuda-version \
        -include headers/cuda.h -Iheaders/sdk "${flags[@]}" -emit-llvm -c "$f" -o /tmp/hg.$$.bc
    done
    echo "clang $side side of $(basename "$f"): $(( ($(date +%s%N) - t0) / 3000000 )) ms (mean of 3, plain header)"
  done
  "$tandem" -v "$f" 2>&1 | grep -E 'time: (host side|kernel)' | head -2
done
rm -f /tmp/hg.$$.bc
