#!/usr/bin/env bash
# benchmarks/host_guided_opencl.sh [TANDEM] — OpenCL host files (issue 11,
# --host=FILE.c): for each test kernel, the verdict (exit status) with its
# host file and no geometry flags, with the geometry and arguments of its
# enqueues given by hand (no --host; one run per ';'-separated set, the
# worst exit counts; '-' for "any launch", the right answer when the host
# code cannot be followed), and with neither. See benchmarks/README.md.
set -u
cd "$(dirname "$0")/../tests/e2e"
tandem=${1:-../../bin/tandem}
[[ $tandem == /* ]] || tandem=$(cd "$(dirname "$tandem")" && pwd)/$(basename "$tandem")
# kernel file | host file | the right flags
table='
570_ocl_onegroup_ok.cl|570_ocl_onegroup.host.c|--local_size=128 --num_groups=1
570_ocl_onegroup_racy.cl|570_ocl_onegroup.host.c|--local_size=128 --num_groups=1
571_ocl_sizes_from_n_ok.cl|571_ocl_sizes_from_n.host.c|--local_size=64 --num_groups=64 --kernel-args=wrap,*,4096
571_ocl_sizes_from_n_racy.cl|571_ocl_sizes_from_n.host.c|--local_size=64 --num_groups=64 --kernel-args=wrap,*,4096
572_ocl_arg_const_ok.cl|572_ocl_arg_const.host.c|--local_size=64,1 --num_groups=4,4 --kernel-args=spread,*,2
572_ocl_arg_const_racy.cl|572_ocl_arg_const.host.c|--local_size=64,1 --num_groups=4,4 --kernel-args=spread,*,2
573_ocl_two_enqueues_ok.cl|573_ocl_two_enqueues.host.c|--local_size=64 --num_groups=1;--local_size=256 --num_groups=1
573_ocl_two_enqueues_racy.cl|573_ocl_two_enqueues_racy.host.c|--local_size=64 --num_groups=1;--local_size=256 --num_groups=1;--local_size=256 --num_groups=2
574_ocl_escaped_ok.cl|574_ocl_escaped.host.c|-
574_ocl_escaped_racy.cl|574_ocl_escaped.host.c|-
575_ocl_nonuniform_racy.cl|575_ocl_nonuniform.host.c|-
576_ocl_unknown_name_racy.cl|576_ocl_unknown_name.host.c|-
577_ocl_task_ok.cl|577_ocl_task.host.c|--local_size=1 --num_groups=1 --kernel-args=serial_sum,*,1024
580_ocl_null_local_ok.cl|580_ocl_null_local.host.c|--global_size=4096 --local_size=64;--global_size=4096 --local_size=256
580_ocl_null_local_racy.cl|580_ocl_null_local.host.c|--global_size=4096 --local_size=64
581_ocl_kernel_global_ok.cl|581_ocl_kernel_global.host.c|--local_size=64 --num_groups=16
581_ocl_kernel_global_racy.cl|581_ocl_kernel_global.host.c|--local_size=64 --num_groups=16
582_ocl_enqueue_loop_ok.cl|582_ocl_enqueue_loop.host.c|--local_size=64 --num_groups=1;--local_size=1024 --num_groups=1
582_ocl_enqueue_loop_racy.cl|582_ocl_enqueue_loop.host.c|--local_size=64 --num_groups=1
'
worst() { # exit codes: 2 beats 1 beats 3 beats 0 (runner/driver.c, worst_exit)
  local a=$1 b=$2 r=(0 2 3 1)
  ((${r[a]:-3} >= ${r[b]:-3})) && echo "$a" || echo "$b"
}
printf '%-32s %7s %8s %8s\n' file --host by-hand neither
same=0 total=0 ok_host=0 ok_neither=0 nok=0
while IFS='|' read -r f host flags; do
  [[ -z $f ]] && continue
  timeout 300 "$tandem" --host="$host" "$f" >/dev/null 2>&1; withhost=$?
  hand=0
  IFS=';' read -ra sets <<<"$flags"
  for s in "${sets[@]}"; do
    [[ $s == - ]] && s=
    # shellcheck disable=SC2086
    timeout 300 "$tandem" $s "$f" >/dev/null 2>&1; hand=$(worst "$hand" $?)
  done
  timeout 300 "$tandem" "$f" >/dev/null 2>&1; neither=$?
  printf '%-32s %7s %8s %8s\n' "$f" "$withhost" "$hand" "$neither"
  total=$((total + 1))
  [[ $withhost == "$hand" ]] && same=$((same + 1))
  if [[ $f == *_ok.cl ]]; then
    nok=$((nok + 1))
    [[ $withhost == 0 ]] && ok_host=$((ok_host + 1))
    [[ $neither == 0 ]] && ok_neither=$((ok_neither + 1))
  fi
done <<<"$table"
echo "--host alone gives the by-hand verdict: $same of $total"
echo "race-free kernels verified with --host and no geometry flags: $ok_host of $nok (with neither: $ok_neither of $nok)"
