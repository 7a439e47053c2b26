#!/usr/bin/env python3
"""Runs tandem on every .cu file of a suite of real CUDA programs (the
NVIDIA CUDA samples, Rodinia) with the include flags their Makefiles use,
and writes one TSV row per file: file, exit, seconds, kernels' verdicts, cause.

  benchmarks/real_programs.py TANDEM SUITE_ROOT KIND OUT.tsv

KIND is `samples` (-I Common and the sample's inc/) or `rodinia` (-I
../util, ../common and the CUDA samples' Common/ given as $SAMPLES_COMMON,
as Rodinia's Makefiles point at the SDK's common/inc). Files run one at a
time (the machine is shared). The suites are used in place, never copied
into this repository.

The `unit` column says whether the file is a compilation unit or is
#included by another file of the suite (Rodinia's kernel .cu files are
textually included by their main .cu and do not compile alone)."""
import json, os, re, subprocess, sys, time

# Per-kernel solver limit and per-file wall limit (BENCH_SOLVER_S, BENCH_FILE_S).
SOLVER_S = int(os.environ.get("BENCH_SOLVER_S", "20"))
FILE_S = int(os.environ.get("BENCH_FILE_S", "240"))
# Kernels verified at once within a file (BENCH_JOBS; 1 on a shared machine).
JOBS = int(os.environ.get("BENCH_JOBS", "1"))
# BENCH_RAW names a folder that keeps each file's report and stderr.
RAW = os.environ.get("BENCH_RAW")

def flags(kind, root, f):
    d = os.path.dirname(f)
    if kind == "samples":
        fl = ["-I", os.path.join(root, "Common"), "-I", os.path.join(d, "inc"),
              "-I", os.path.join(d, "..", "inc")]
        # a sample whose CMakeLists.txt adds its own folder to the include
        # path (interval ships its Boost subset there)
        try:
            cm = open(os.path.join(root, d, "CMakeLists.txt")).read()
        except OSError:
            cm = ""
        if re.search(r"target_include_directories\([^)]*CMAKE_CURRENT_SOURCE_DIR", cm):
            fl += ["-I", d]
        return fl
    if kind == "hecbench":
        return hecbench_flags(root, d)
    # PolyBench/ACC (CUDA/), Parboil (yuhc/gpu-parboil), SHOC: the include
    # folders their makefiles name, and the file's own folder. Parboil's
    # spmv adds its dataset tools ($(TOOLS_SRC)); SHOC's config/config.h is
    # written by its configure script (config.h.in with nothing defined).
    extra = {"polybench": ["common", "CUDA/utilities"],
             "parboil": ["common/include"],
             "shoc": ["src/common", "src/cuda/common", "config"]}
    if kind in extra:
        fl = [x for sub in extra[kind] for x in ("-I", sub)] + ["-I", d or "."]
        tools = os.path.join(d, "..", "..", "common_src", "convert-dataset")
        if kind == "parboil" and os.path.isdir(os.path.join(root, tools)):
            fl += ["-I", os.path.normpath(tools)]
        return fl
    fl = [x for s in ("..", "../..") for sub in ("util", "common")
          for x in ("-I", os.path.normpath(os.path.join(d, s, sub)))]
    # what individual Makefiles add: -I. (mummergpu), -I./AVI (heartwall),
    # -I$(MATRIX_DIR) = ../meschach_lib (leukocyte)
    fl += ["-I", d or "."]
    for extra in ("AVI", "../meschach_lib"):
        if os.path.isdir(os.path.join(root, d, extra)):
            fl += ["-I", os.path.normpath(os.path.join(d, extra))]
    if os.environ.get("SAMPLES_COMMON"):
        fl += ["-I", os.environ["SAMPLES_COMMON"]]
    return fl

def hecbench_flags(root, d):
    """HeCBench (src/NAME-cuda/): the -std, -I and -D flags of the program's
    Makefile (those without a make variable), relative to its folder, as
    nvcc gets them there."""
    fl = ["-std=c++17", "-I", d or "."]
    prog = "/".join(d.split("/")[:2])  # src/NAME-cuda, where the Makefile is
    try:
        mk = open(os.path.join(root, prog, "Makefile")).read()
    except OSError:
        return fl
    m = re.search(r"-std=(c\+\+\d+)", mk)
    if m:
        fl[0] = "-std=" + m.group(1)
    # what the default build uses: not the flags of `ifeq` blocks (DEBUG=yes)
    depth, top = 0, []
    for line in mk.splitlines():
        if re.match(r"\s*if(n?eq|n?def)\b", line):
            depth += 1
        elif re.match(r"\s*endif\b", line):
            depth -= 1
        elif depth == 0:
            top.append(line)
    for flag, val in re.findall(r"(?<![\w$(])-([ID])\s*([^\s\\]+)", "\n".join(top)):
        if "$" in val:  # a make variable's value: the program's default
            continue
        if flag == "I" and not val.startswith("/"):
            fl += ["-I", os.path.normpath(os.path.join(prog, val))]
        elif flag == "D":
            fl.append("-D" + val)
    return fl

def included_names(root):
    names = set()
    for dp, _, fs in os.walk(root):
        for f in fs:
            if f.endswith((".cu", ".cuh", ".h", ".c", ".cpp", ".hpp")):
                try:
                    txt = open(os.path.join(dp, f), errors="replace").read()
                except OSError:
                    continue
                names.update(os.path.basename(m) for m in
                             re.findall(r'#\s*include\s*[<"]([^>"]+\.cu)[>"]', txt))
    return names

def clang_cmd(tandem, fl, f):
    """clang exactly as tandem runs it (runner/tools.c), for BENCH_STAGE=clang:
    whether a file reaches tandem's own analysis, without verifying it."""
    hdr = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(tandem))), "headers")
    return (["clang-14", "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
             "--cuda-gpu-arch=sm_70", "-Xclang", "-target-feature", "-Xclang", "+ptx70",
             "-Wno-unknown-cuda-version", "-Wno-reserved-user-defined-literal", "-Wno-register",
             "-Wno-c++11-narrowing"] +
            # headers/cuda.pch is built for clang's default standard; tandem
            # falls back to the plain header for another one (HeCBench's -std=c++17)
            (["-include", hdr + "/cuda.h"] if any(x.startswith("-std=") for x in fl)
             else ["-include-pch", hdr + "/cuda.pch"]) + ["-I" + hdr + "/sdk",
             "-O0", "-Xclang", "-disable-O0-optnone", "-g", "-D__TANDEM__", "-emit-llvm", "-c",
             "-o", "/dev/null"] + fl + [f])

def clang_cause(err):
    for line in err.splitlines():
        m = re.search(r"fatal error: '([^']+)' file not found", line)
        if m:
            return "missing header " + m.group(1)
        m = re.search(r"error: (.*)", line)
        # a stale precompiled header is not the file's problem: tandem
        # falls back to the plain header and clang's next error counts
        if m and "tandem:" not in line and "precompiled header" not in line:
            msg = re.sub(r"\s+", " ", m.group(1)).strip()
            return "clang: " + msg
    if "precompiled header" in err:
        return "stale precompiled header (run bin/tandem --precompile-headers)"
    return "clang: ?"

def kernel_summary(js):
    out, causes = {}, []
    for fl in js.get("files", []):
        if fl.get("error"):
            causes.append("error: " + fl["error"])
        for k in fl.get("kernels", []):
            v = k.get("verdict", "?")
            out[v] = out.get(v, 0) + 1
            if v not in ("verified", "defects"):
                msg = (k.get("message") or "").splitlines()[0] if k.get("message") else ""
                causes.append(v + (": " + re.sub(r"\s+", " ", msg) if msg else ""))
    return out, causes

def main():
    tandem, root, kind, out = sys.argv[1:5]
    files = sorted(os.path.relpath(os.path.join(dp, f), root)
                   for dp, _, fs in os.walk(root) if "/.git" not in dp
                   for f in fs if f.endswith(".cu"))
    # BENCH_FILES names a file listing the (relative) files to run, one a line.
    if os.environ.get("BENCH_FILES"):
        keep = {l.strip() for l in open(os.environ["BENCH_FILES"]) if l.strip()}
        files = [f for f in files if f in keep]
    # BENCH_ORDER=size runs the smallest files first: on a loaded machine
    # more files get their verdicts before a deadline.
    if os.environ.get("BENCH_ORDER") == "size":
        files.sort(key=lambda f: os.path.getsize(os.path.join(root, f)))
    # BENCH_UNITS_ONLY=1 skips the .cu files that another file #includes
    # (their kernels are verified inside the including unit).
    if os.environ.get("BENCH_UNITS_ONLY"):
        inc0 = included_names(root)
        files = [f for f in files if os.path.basename(f) not in inc0]
    # An existing OUT is resumed: files it already lists are skipped.
    done = set()
    if os.path.exists(out):
        done = {l.split("\t")[0] for l in open(out)}
    with open(out, "a") as o:
        if not done:
            o.write("file\tunit\texit\tseconds\tkernels\tcause\n")
        inc = included_names(root)
        for f in files:
            if f in done:
                continue
            cmd = [tandem, "--timeout=%d" % SOLVER_S, "-j", str(JOBS), "--format=json"] + flags(kind, root, f) + [f]
            stage_clang = os.environ.get("BENCH_STAGE") == "clang"
            if stage_clang:
                cmd = clang_cmd(tandem, flags(kind, root, f), f)
            t0 = time.time()
            try:
                p = subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=FILE_S)
                rc, so, se = p.returncode, p.stdout, p.stderr
            except subprocess.TimeoutExpired:
                rc, so, se = 124, "", ""
            dt = time.time() - t0
            if RAW:
                base = os.path.join(RAW, f.replace("/", "__"))
                open(base + ".json", "w").write(so)
                open(base + ".err", "w").write(se)
            ks, causes = {}, []
            if stage_clang:
                causes = [clang_cause(se)] if rc else ["reaches analysis"]
            elif rc == 124:
                causes = ["file took over %d s" % FILE_S]
            elif "clang failed" in se or "clang did not finish" in se:
                causes = [clang_cause(se)]
            else:
                try:
                    ks, causes = kernel_summary(json.loads(so))
                except ValueError:
                    causes = ["no report: " + (se.strip().splitlines() or ["?"])[-1]]
            if not ks and not causes:
                causes = ["no kernel"]
            kstr = ",".join("%d %s" % (n, v) for v, n in sorted(ks.items())) or "-"
            unit = "included" if os.path.basename(f) in inc else "unit"
            o.write("%s\t%s\t%d\t%.1f\t%s\t%s\n" % (f, unit, rc, dt, kstr, "; ".join(sorted(set(causes)))))
            o.flush()

if __name__ == "__main__":
    main()
