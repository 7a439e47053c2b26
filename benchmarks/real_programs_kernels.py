#!/usr/bin/env python3
"""The verdict run of real_programs.py split per kernel: every kernel of
every compilation unit gets its own tandem call (`--kernel=MANGLED`) with
its own wall limit, so that one slow kernel does not take its file's other
verdicts with it.

  benchmarks/real_programs_kernels.py list TANDEM SUITE_ROOT KIND UNITS.txt KERNELS.tsv
  benchmarks/real_programs_kernels.py run  TANDEM SUITE_ROOT KIND KERNELS.tsv OUT.tsv
  benchmarks/real_programs_kernels.py table SUITE_ROOT KERNELS.tsv RAW_DIR EXCLUDED OUT.tsv...
  benchmarks/real_programs_kernels.py merge RESULTS.md RAW_DIR LABEL OUT.tsv...

`list` compiles each unit named in UNITS.txt (one a line, relative to
SUITE_ROOT) as tandem does and reads its kernels from the device IR's
`nvvm.annotations`: one row per kernel (file, mangled name), or one row
per file with `-` and the clang cause when it does not compile or has no
kernel. A file that compiles only after tandem's rewrite of nvcc-only
spellings (docs/headers.md) is listed from a rewritten copy in $TMPDIR.

`run` verifies each listed kernel alone and writes one row per kernel:
file, kernel, exit, seconds, verdict, cause, mangled name. Environment: BENCH_SOLVER_S
(--timeout, default 60), BENCH_KERNEL_S (wall limit of one call, default
300), BENCH_WORKERS (calls at once, default 1), BENCH_CACHE (--cache-dir),
BENCH_RAW (keeps each call's report), BENCH_FLAGS (more tandem options,
split at spaces: `-v --keep-temps` keeps the timings and the queries in the
raw .err files and $TMPDIR), BENCH_REVERSE (the list from its
end), BENCH_CLAIM (see claimed()). An existing OUT.tsv is resumed.

`merge RESULTS.md RAW_DIR LABEL OUT.tsv...` prints RESULTS.md (a `table`
output of earlier rounds, several suites' sections) with the rows of the
kernels each OUT.tsv ran again in place of theirs (seconds marked LABEL),
and every count computed again from the merged tables.

`table` prints markdown (an OUT.tsv written OUT.tsv:LABEL has its rows'
seconds marked LABEL; the first OUT.tsv with a row for a kernel gives it): the counts of files by outcome, of kernels by
verdict (a time-out is `inconclusive (time-out)`), of defects by class and
of causes, then one row per file and one per kernel. A listed kernel with no
result row is `not run (deadline)`. EXCLUDED as in real_programs_table.py."""
import collections, concurrent.futures, json, os, re, subprocess, sys, tempfile, time

import real_programs as rp

SOLVER_S = int(os.environ.get("BENCH_SOLVER_S", "60"))
KERNEL_S = int(os.environ.get("BENCH_KERNEL_S", "300"))
WORKERS = int(os.environ.get("BENCH_WORKERS", "1"))
CACHE = os.environ.get("BENCH_CACHE")
RAW = os.environ.get("BENCH_RAW")

def nvcc_spellings(txt):
    """The rewrites tandem retries a file with (runner: nvcc-only syntax)."""
    txt = re.sub(r"__shared__\s+(alignas\s*\((?:[^()]|\([^()]*\))*\))", r"\1 __shared__", txt)
    txt = txt.replace("<< <", "<<<").replace(">> >", ">>>")
    def asm_line(m):
        line = re.sub(r", %([A-Za-z]{2})", r",%%\1", m.group(0))
        return re.sub(r'\)[ \t]+"', '),"', line)
    return re.sub(r"\basm\b[^\n]*", asm_line, txt)

def device_ir(tandem, root, kind, f):
    fl = rp.flags(kind, root, f)
    out = os.path.join(tempfile.gettempdir(), "kernels_list.ll")
    cmd = rp.clang_cmd(tandem, fl, f)
    cmd = [c for c in cmd if c != "-g"]
    cmd[cmd.index("-o") + 1] = out
    cmd.insert(cmd.index("-c"), "-S")
    p = subprocess.run(cmd, cwd=root, capture_output=True, text=True)
    if p.returncode:
        src = os.path.join(root, f)
        fixed = nvcc_spellings(open(src, errors="replace").read())
        if fixed != open(src, errors="replace").read():
            tmp = os.path.join(tempfile.gettempdir(), "kernels_list_" + os.path.basename(f))
            open(tmp, "w").write(fixed)
            cmd2 = cmd[:-1] + ["-I", os.path.dirname(src), tmp]
            p = subprocess.run(cmd2, cwd=root, capture_output=True, text=True)
    if p.returncode:
        return None, rp.clang_cause(p.stderr)
    return open(out, errors="replace").read(), None

def kernels_of(ir):
    return re.findall(r'@("[^"]+"|[\w.$]+), !"kernel", i32 1\}', ir)

def do_list(tandem, root, kind, units, out):
    with open(out, "w") as o:
        o.write("file\tkernel\n")
        for f in [l.strip() for l in open(units) if l.strip()]:
            ir, cause = device_ir(tandem, root, kind, f)
            ks = kernels_of(ir) if ir is not None else []
            for k in ks:
                o.write("%s\t%s\n" % (f, k.strip('"')))
            if not ks:
                o.write("%s\t-\t%s\n" % (f, cause or "no kernel"))
            o.flush()

def verdict_of(js):
    for fl in js.get("files", []):
        if fl.get("error"):
            return "error", fl["error"], None
        for k in fl.get("kernels", []):
            v = k.get("verdict", "?")
            msg = (k.get("message") or "").splitlines()[0] if k.get("message") else ""
            return v, re.sub(r"\s+", " ", msg) if v not in ("verified", "defects") else "", k.get("kernel") or k.get("name")
    return "no kernel", "tandem found no kernel of that name", None

def claimed(f, k):
    """BENCH_CLAIM names a folder shared by several runs over one list (one
    from each end, say): a kernel is run by the run that claims it first."""
    d = os.environ.get("BENCH_CLAIM")
    if not d:
        return False
    try:
        os.close(os.open(os.path.join(d, (f + "." + k).replace("/", "__")),
                         os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        return False
    except FileExistsError:
        return True

def run_one(tandem, root, kind, f, k):
    if claimed(f, k):
        return None
    # a file with no kernel listed (clang stops, or none in it) runs whole:
    # its row is tandem's own word on it
    cmd = [tandem, "--timeout=%d" % SOLVER_S, "-j", "1", "--format=json"]
    if k != "-":
        cmd.append("--kernel=" + k)
    if CACHE:
        cmd.append("--cache-dir=" + CACHE)
    cmd += os.environ.get("BENCH_FLAGS", "").split()
    cmd += rp.flags(kind, root, f) + [f]
    t0 = time.time()
    for attempt in range(10):
        try:
            p = subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=KERNEL_S)
            rc, so, se = p.returncode, p.stdout, p.stderr
            break
        except subprocess.TimeoutExpired:
            rc, so, se = 124, "", ""
            break
        except OSError as e:
            # tandem being rebuilt under the run: wait for the new binary
            rc, so, se = 127, "", str(e)
            time.sleep(30)
            t0 = time.time()
    dt = time.time() - t0
    if RAW:
        base = os.path.join(RAW, f.replace("/", "__") + "." + k)
        open(base + ".json", "w").write(so)
        open(base + ".err", "w").write(se)
    name = k
    if rc == 124:
        v, cause = "inconclusive", "call took over %d s" % KERNEL_S
    else:
        try:
            v, cause, nm = verdict_of(json.loads(so))
            name = nm or k
            if v == "no kernel":
                cause = "" if k == "-" else cause
        except ValueError:
            v, cause = "no report", (se.strip().splitlines() or ["?"])[-1]
    return "%s\t%s\t%d\t%.1f\t%s\t%s\n" % (f, name, rc, dt, v, cause.replace("\t", " "))

def do_run(tandem, root, kind, kernels, out):
    rows = [l.rstrip("\n").split("\t") for l in open(kernels)][1:]
    done = set()
    if os.path.exists(out):
        done = {(l.split("\t")[0], l.rstrip("\n").split("\t")[-1]) for l in open(out)}
    todo = [r[:2] for r in rows if (r[0], r[1]) not in done]
    if os.environ.get("BENCH_REVERSE"):
        todo.reverse()
    with open(out, "a") as o:
        if not done:
            o.write("file\tkernel\texit\tseconds\tverdict\tcause\tmangled\n")
        with concurrent.futures.ThreadPoolExecutor(WORKERS) as ex:
            futs = {ex.submit(run_one, tandem, root, kind, r[0], r[1]): r for r in todo}
            for fu in concurrent.futures.as_completed(futs):
                if fu.result() is None:
                    continue
                # the mangled name at the end lets a resumed run skip the kernel
                o.write(fu.result().rstrip("\n") + "\t" + futs[fu][1] + "\n")
                o.flush()

TIMEOUT_RE = re.compile(r"timed out|did not finish|took over|ran past the limit")

def kernel_label(row, raw):
    """(verdict label, cause, defect classes) of one result row."""
    f, name, rc, secs, v, cause, mangled = (row + [""] * 7)[:7]
    classes, symbolic, searched = [], None, False
    p = os.path.join(raw, f.replace("/", "__") + "." + mangled + ".json")
    try:
        js = json.load(open(p))
        for fl in js.get("files", []):
            for k in fl.get("kernels", []):
                classes += [d.get("class") or d.get("kind") or "?" for d in k.get("defects", [])]
                symbolic = (k.get("geometry") or {}).get("symbolic")
                searched |= any("search that followed" in n and "defect above" in n
                                for n in k.get("notes", []))
    except (OSError, ValueError):
        pass
    if v == "defects":
        launch = "symbolic launch" if symbolic else "launch from the host code"
        if searched: # the proof timed out, the bounded search found it
            launch += "; found by the bounded search after a time-out"
        kinds = ", ".join("%d %s" % (n, c) for c, n in
                          sorted(collections.Counter(classes).items()))
        return "defects", "%s (%s)" % (kinds or "defects", launch), classes
    if v == "inconclusive":
        return ("inconclusive (time-out)" if TIMEOUT_RE.search(cause) else
                "inconclusive (other)"), cause, []
    if v == "error":
        return "does not reach analysis", cause, []
    return v, cause, []

def do_table(root, kernels, raw, excluded, outs):
    import real_programs_table as rt
    excl = {}
    for l in open(excluded):
        if l.strip() and not l.startswith("#"):
            f, _, why = l.rstrip("\n").partition("\t")
            excl[f] = why
    listed = [l.rstrip("\n").split("\t") for l in open(kernels)][1:]
    res, label_of = {}, {}
    for out in outs:
        # OUT.tsv:LABEL marks the seconds of that file's rows (a later run's
        # rows, listed first, take the place of an earlier run's)
        out, _, label = out.partition(":")
        for l in list(open(out))[1:]:
            r = l.rstrip("\n").split("\t")
            if (r[0], r[-1]) not in res:
                res[(r[0], r[-1])], label_of[(r[0], r[-1])] = r, label
    files = collections.OrderedDict()
    for r in sorted(listed, key=lambda r: r[0]):
        files.setdefault(r[0], []).append(r)
    krows, frows = [], []
    kcount, fcount, causes, dcls = (collections.Counter() for _ in range(4))
    for f, rs in files.items():
        key = "excluded" if f in excl else "counted"
        labels, fcauses, secs = collections.Counter(), [], 0.0
        for r in rs:
            got = res.get((f, r[1]))
            if not got:
                lab, cause, cl = ("not run (deadline)", "", []) if r[1] != "-" else (
                    "does not reach analysis" if "no kernel" not in r[2:3] else "no kernel",
                    r[2] if len(r) > 2 and r[2] != "no kernel" else "", [])
                name, s = r[1], "-"
            else:
                lab, cause, cl = kernel_label(got, raw)
                if cause.startswith("clang failed") and len(r) > 2:
                    cause = r[2] # tandem's plain "clang failed": clang's first error
                name, s = got[1], got[3] + (" " + label_of[(f, r[1])] if label_of[(f, r[1])] else "")
                secs += float(got[3])
            if lab == "no kernel" or (r[1] == "-" and lab == "does not reach analysis"):
                fcauses.append(rt.norm(cause) if cause else "no kernel")
                frows.append((f, lab))
                fcount[(key, lab)] += 1
                causes[(key, lab + (": " + rt.norm(cause) if cause else ""))] += 1
                continue
            labels[lab] += 1
            kcount[(key, lab)] += 1
            for c in cl:
                dcls[(key, c)] += 1
            if lab not in ("verified", "defects"):
                causes[(key, lab + (": " + rt.norm(cause) if cause else ""))] += 1
                fcauses.append(lab + (": " + rt.norm(cause) if cause else ""))
            krows.append("| %s | %s | %s | %s | %s |" % (f, name.replace("|", "\\|"), lab, s,
                                                        cause.replace("|", "\\|")))
        if labels:
            fcount[(key, "kernel verdicts")] += 1
            frows.append((f, ", ".join("%d %s" % (n, v) for v, n in sorted(labels.items()))))
        mark = " (excluded: %s)" % excl[f] if f in excl else ""
        frows[-1] = "| %s%s | %d | %s | %.1f | %s |" % (
            f, mark, sum(labels.values()), frows[-1][1], secs,
            "; ".join(sorted(set(fcauses))).replace("|", "\\|"))
    def counts(title, c):
        print("\n%s (counted / excluded):\n" % title)
        for k in sorted({k for _, k in c}):
            print("- %s: %d / %d" % (k, c[("counted", k)], c[("excluded", k)]))
    counts("Files by outcome", fcount)
    counts("Kernels by verdict", kcount)
    counts("Defects by class (one count per defect reported)", dcls)
    print("\nCauses (one count per kernel, or per file for a file-level cause; counted files):\n")
    print("```")
    for (key, c), n in sorted(causes.items(), key=lambda x: (-x[1], x[0])):
        if key == "counted":
            print("%5d %s" % (n, c))
    print("```")
    print("\n<details><summary>Per file (file, kernels, verdicts, seconds summed over its "
          "kernels' calls, causes)</summary>\n")
    print("| file | kernels | verdicts | s | cause |\n|---|---|---|---|---|")
    print("\n".join(frows))
    print("\n</details>\n\n<details><summary>Per kernel (file, kernel, verdict, seconds, "
          "cause)</summary>\n")
    print("| file | kernel | verdict | s | cause |\n|---|---|---|---|---|")
    print("\n".join(krows))
    print("\n</details>")

DEFECT_RE = re.compile(r"(\d+) ([^,(]+?)(?=,|\s*\(|$)")

def md_rows(lines):
    return [[c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", l.strip())[1:-1]]
            for l in lines if l.startswith("| ") and not l.startswith("| file ")]

def demangled_key(name):
    """A kernel's name as c++filt or tandem writes it, without what they
    spell differently (a return type, `u` suffixes, spaces, parameters)."""
    name = re.sub(r"^void ", "", name).split("(")[0]
    return re.sub(r"(\d+)u\b", r"\1", name).replace(" ", "")

def do_merge(results, raw, label, outs):
    """Prints RESULTS (a results markdown of earlier rounds, one section per
    suite) with the kernels of each OUT.tsv (a later run of some of them)
    in place of their rows, and every count computed again from the merged
    per-kernel and per-file tables. A defect row's classes are read back
    from its cause ("2 data race, 1 intra-warp race (symbolic launch)")."""
    import real_programs_table as rt
    new = {}
    for out in outs:
        for l in list(open(out))[1:]:
            r = l.rstrip("\n").split("\t")
            new.setdefault(r[0], []).append(r)
    # a call cut off before tandem printed the kernel's name has its row
    # named by the mangled name: demangle it, so that it meets the old row
    rows = [r for rs in new.values() for r in rs if r[1].startswith("_Z")]
    dem = subprocess.run(["c++filt"], input="\n".join(r[1] for r in rows), capture_output=True,
                         text=True).stdout.splitlines()
    for r, d in zip(rows, dem):
        r[1] = d
    text = open(results).read()
    head, *sections = re.split(r"(?m)^## ", text)
    sys.stdout.write(head)
    for sec in sections:
        title, _, body = sec.partition("\n")
        fpart = body[body.index("| file | kernels |"):body.index("</details>")].splitlines()
        kpart = body[body.index("| file | kernel |"):body.rindex("</details>")].splitlines()
        frows, krows = md_rows(fpart[2:]), md_rows(kpart[2:])
        old_names = [r[1] for r in krows]
        dem = subprocess.run(["c++filt"], input="\n".join(old_names), capture_output=True,
                             text=True).stdout.splitlines()
        for r, d in zip(krows, dem):
            got = None
            for n in new.get(r[0], []):
                if r[1] in (n[1], n[-1]) or demangled_key(d) == demangled_key(n[1]):
                    got = n
                    break
            if got:
                lab, cause, _ = kernel_label(got, raw)
                # a call cut off (rc 124) has only c++filt's spelling of
                # the name: the old row keeps tandem's
                name = r[1] if got[2] == "124" else got[1]
                r[1:] = [name, lab, got[3] + " " + label, cause]
        kcount, dcls, causes, fcount = (collections.Counter() for _ in range(4))
        per_file = collections.OrderedDict()
        for r in krows:
            f, _, lab, s, cause = r
            kcount[lab] += 1
            per_file.setdefault(f, []).append(r)
            if lab == "defects":
                for n, c in DEFECT_RE.findall(cause.split(" (")[0]):
                    dcls[c.strip()] += int(n)
            else:
                if lab != "verified":
                    causes[lab + (": " + rt.norm(cause) if cause else "")] += 1
        out_f = []
        for r in frows:
            f = r[0].split(" (excluded")[0]
            excluded = "(excluded" in r[0]
            ks = per_file.get(f)
            if not ks:
                fcount[r[2]] += 0 if excluded else 1
                if not excluded:
                    causes[r[2] + (": " + r[4] if r[2] != "no kernel" and r[4] else "")] += 1
                out_f.append(r)
                continue
            fcount["kernel verdicts"] += 1
            labs = collections.Counter(k[2] for k in ks)
            secs = sum(float(k[3].split()[0]) for k in ks if k[3] != "-")
            fc = sorted({k[2] + (": " + rt.norm(k[4]) if k[4] else "") for k in ks
                         if k[2] not in ("verified", "defects")})
            out_f.append([r[0], str(len(ks)), ", ".join("%d %s" % (n, v) for v, n in
                                                       sorted(labs.items())),
                          "%.1f" % secs, "; ".join(fc)])
        print("## " + title + "\n")
        print("Files by outcome (counted files):\n")
        for k in sorted(fcount):
            print("- %s: %d" % (k, fcount[k]))
        print("\nKernels by verdict:\n")
        for k in sorted(kcount):
            print("- %s: %d" % (k, kcount[k]))
        print("\nDefects by class (one count per defect reported):\n")
        for k in sorted(dcls):
            print("- %s: %d" % (k, dcls[k]))
        print("\nCauses (one count per kernel, or per file for a file-level cause; counted files):\n")
        print("```")
        for c, n in sorted(causes.items(), key=lambda x: (-x[1], x[0])):
            print("%5d %s" % (n, c))
        print("```")
        esc = lambda r: "| " + " | ".join(c.replace("|", "\\|") for c in r) + " |"
        print("\n<details><summary>Per file (file, kernels, verdicts, seconds summed over its "
              "kernels' calls, causes)</summary>\n")
        print("| file | kernels | verdicts | s | cause |\n|---|---|---|---|---|")
        print("\n".join(esc(r) for r in out_f))
        print("\n</details>\n\n<details><summary>Per kernel (file, kernel, verdict, seconds, "
              "cause)</summary>\n")
        print("| file | kernel | verdict | s | cause |\n|---|---|---|---|---|")
        print("\n".join(esc(r) for r in krows))
        print("\n</details>\n")

def main():
    if sys.argv[1] == "merge":
        results, raw, label = sys.argv[2:5]
        return do_merge(results, raw, label, sys.argv[5:])
    if sys.argv[1] == "table":
        root, kernels, raw, excluded = sys.argv[2:6]
        return do_table(root, kernels, raw, excluded, sys.argv[6:])
    mode, tandem, root, kind, a, b = sys.argv[1:7]
    tandem = os.path.abspath(tandem)
    (do_list if mode == "list" else do_run)(tandem, root, kind, a, b)

if __name__ == "__main__":
    main()
