#!/usr/bin/env python3
"""Markdown from real_programs.py's results: one row per file (file,
kernels, verdict, seconds, cause) and the counts by cause.

  benchmarks/real_programs_table.py SUITE_ROOT OUT.tsv RAW_DIR [EXCLUDED [CLANG.tsv]]

RAW_DIR is the BENCH_RAW folder of the run (each file's JSON report).
EXCLUDED names a file listing files (relative to SUITE_ROOT), one a line
with the reason after a tab: those that need a third-party SDK their own
build needs too; their rows are marked and the totals are given with and
without them. CLANG.tsv, a BENCH_STAGE=clang run of the suite: its
compilation units that OUT.tsv lacks get a row "not run" with their clang
stage. Prints the markdown on stdout."""
import collections, json, os, re, sys

def norm(msg):
    """A cause with the file's own names taken out, so that causes count."""
    msg = msg.split(": clang-14 cannot compile it")[0]
    msg = re.sub(r", at [^ ]+:\d+:\d+\)", ")", msg)
    msg = re.sub(r"\(at [^ ]+:\d+:\d+\)", "", msg)
    msg = re.sub(r"\bat [^ ]+:\d+(:\d+)?", "at X", msg)
    msg = re.sub(r"'[^']*'", "'X'", msg)
    msg = re.sub(r"(?<![-\w])\d+(\.\d+)?\b", "N", msg)
    return re.sub(r"\s+", " ", msg).strip()[:160]

def approx_kernels(path, depth=0):
    """`__global__` in the file and the files it #includes with quotes
    (Rodinia's units include their kernel files): for a file stopped by the
    time limit, whose report is lost."""
    try:
        txt = open(path, errors="replace").read()
    except OSError:
        return 0
    txt = re.sub(r"//[^\n]*|/\*.*?\*/", "", txt, flags=re.S)
    n = len(re.findall(r"__global__", txt))
    if depth < 3:
        for inc in re.findall(r'#\s*include\s*[<"]([^>"]+\.cuh?)[>"]', txt):
            n += approx_kernels(os.path.join(os.path.dirname(path), inc), depth + 1)
    return n

def file_row(root, raw, f, rc, secs, kstr, cause):
    """(kernels, verdict, [per-kernel or file causes])"""
    js = None
    p = os.path.join(raw, f.replace("/", "__") + ".json")
    if os.path.exists(p):
        try:
            js = json.load(open(p))
        except ValueError:
            js = None
    if rc == -1:
        return "-", "not run", ["not run (clang stage: %s)" % norm(cause)]
    if rc == 124:
        return "~%d" % approx_kernels(os.path.join(root, f)), "over the file limit", [cause]
    if not js:
        return "?", "no report", [cause or "no report"]
    ks, causes = [], []
    for fl in js.get("files", []):
        if fl.get("error"):
            # tandem's plain "clang failed": the first clang error, from the run
            causes.append(norm(cause if fl["error"].startswith("clang failed") else fl["error"]))
        for k in fl.get("kernels", []):
            v = k.get("verdict", "?")
            ks.append(v)
            if v not in ("verified", "defects"):
                m = (k.get("message") or v).splitlines()[0]
                causes.append(v + ": " + norm(m))
    if not ks:
        if not causes:
            return "0", "no kernel", ["no kernel"]
        c0 = causes[0]
        kind = ("clang error in the file" if c0.startswith("clang") else
                "missing header" if c0.startswith("missing header") else "unsupported (file)")
        return "0", kind, causes
    c = collections.Counter(ks)
    return str(len(ks)), ", ".join("%d %s" % (n, v) for v, n in sorted(c.items())), causes

def main():
    root, tsv, raw = sys.argv[1:4]
    excl = {}
    if len(sys.argv) > 4:
        for l in open(sys.argv[4]):
            if l.strip() and not l.startswith("#"):
                f, _, why = l.rstrip("\n").partition("\t")
                excl[f] = why
    rows = [l.rstrip("\n").split("\t") for l in open(tsv)][1:]
    stage = {}
    if len(sys.argv) > 5:
        for r in [l.rstrip("\n").split("\t") for l in open(sys.argv[5])][1:]:
            stage[r[0]] = r
        have = {r[0] for r in rows}
        rows += [[f, "unit", "-1", "-", "-", r[5]] for f, r in stage.items()
                 if r[1] == "unit" and f not in have]
    rows.sort(key=lambda r: r[0])
    out = ["| file | kernels | verdict | s | cause |", "|---|---|---|---|---|"]
    by_cause, by_kverdict = collections.Counter(), collections.Counter()
    files = collections.Counter()
    for f, unit, rc, secs, kstr, cause in rows:
        nk, verdict, causes = file_row(root, raw, f, int(rc), secs, kstr, cause)
        mark = " (excluded, %s)" % excl[f] if f in excl else ""
        cs = "; ".join(sorted(set(causes)))
        out.append("| %s%s | %s | %s | %s | %s |" % (f, mark, nk, verdict, secs, cs.replace("|", "\\|")))
        key = "excluded" if f in excl else "counted"
        files[(key, verdict if verdict in ("no kernel", "unsupported (file)", "over the file limit", "not run",
                                          "no report", "clang error in the file", "missing header") else "kernel verdicts")] += 1
        for c in causes:
            by_cause[(key, c)] += 1
        for part in verdict.split(", "):
            m = re.match(r"(\d+) (\w+)", part)
            if m:
                by_kverdict[(key, m.group(2))] += int(m.group(1))
    print("\n".join(out))
    print("\nFiles by outcome (counted / excluded):\n")
    for k in sorted({k for _, k in files}):
        print("- %s: %d / %d" % (k, files[("counted", k)], files[("excluded", k)]))
    print("\nKernels by verdict (counted / excluded):\n")
    for k in sorted({k for _, k in by_kverdict}):
        print("- %s: %d / %d" % (k, by_kverdict[("counted", k)], by_kverdict[("excluded", k)]))
    print("\nCauses (one count per kernel, or per file for a file-level cause; counted files):\n")
    print("```")
    for (key, c), n in sorted(by_cause.items(), key=lambda x: (-x[1], x[0])):
        if key == "counted":
            print("%5d %s" % (n, c))
    print("```")

if __name__ == "__main__":
    main()
