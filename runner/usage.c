// usage.c — the option table behind both `tandem --help` and the man page
// (`tandem --man`, docs/tandem.1): one table, so the two never disagree.
// cli.c parses the options; docs/user-guide.md explains them at length.
#include "runner.h"

#include <stdio.h>
#include <string.h>

typedef enum { U_SECTION, U_OPTION, U_TEXT, U_EXIT } UsageKind;

// U_SECTION: a heading. U_OPTION: its spellings and what it does, '\n'
// where --help breaks the line. U_TEXT: a paragraph, '\n' likewise.
// U_EXIT: the exit statuses (a section of its own in the man page).
typedef struct UsageRow {
  UsageKind kind;
  const char *a, *b;
} UsageRow;

static const UsageRow rows[] = {
    {U_TEXT, "Verifies that the GPU kernels in FILE (.cu, .cl, .bc or .ll) are free of data races\n"
             "and barrier divergence, for every launch or for the geometry given.", 0},
    {U_SECTION, "Launch geometry (1 to 3 comma-separated sizes; omitted: any size):", 0},
    {U_OPTION, "--blockDim=X[,Y[,Z]]", "threads per block (same as --local_size)"},
    {U_OPTION, "--gridDim=X[,Y[,Z]]", "blocks per grid (same as --num_groups)"},
    {U_OPTION, "--local_size=X[,Y[,Z]]", "OpenCL work-group size"},
    {U_OPTION, "--num_groups=X[,Y[,Z]]", "OpenCL number of work-groups"},
    {U_OPTION, "--global_size=X[,Y[,Z]]", "OpenCL global size: a multiple of the local size (which\n"
                                          "stays symbolic without --local_size)"},
    {U_OPTION, "--global_offset=X[,Y[,Z]]", "OpenCL global offset of the launch (default 0):\n"
                                            "get_global_id includes it, get_global_offset returns it"},
    {U_OPTION, "--non-uniform-work-groups", "OpenCL 2.0: --global_size need not be a multiple of\n"
                                            "--local_size; the last work-group is smaller"},
    {U_SECTION, "Compilation:", 0},
    {U_OPTION, "-D NAME[=VAL], -DNAME", "define a macro for clang"},
    {U_OPTION, "-I DIR, -IDIR", "add an include directory for clang"},
    {U_OPTION, "-cl-std=CLx.y", "OpenCL standard (default CL1.2; CL2.0 for a file that uses OpenCL C 2.0 names)"},
    {U_OPTION, "-std=STD", "language standard, passed to clang (e.g. -std=c++17)"},
    {U_OPTION, "-x cu|cl", "the language of standard input ('-'): CUDA (also -x cuda)\n"
                           "or OpenCL C (also -x opencl); named files go by extension"},
    {U_OPTION, "--kernel=NAME", "verify only the kernels NAME names: a plain name (every\n"
                                "kernel of that name: overloads, namespaces, template\n"
                                "instances), a qualified name (a::step, scale<float, 256>),\n"
                                "a full signature (fill(int*)) or a mangled name"},
    {U_OPTION, "--host=FILE.c", "OpenCL: read the enqueues of the .cl file's kernels from\n"
                                "this host code (C, compiled with tandem's CL/cl.h)"},
    {U_OPTION, "--no-host", "ignore the launches in the file's host code (and --host)"},
    {U_OPTION, "--kernel-args=K,v1,v2,...", "assume kernel K's parameters hold these values\n"
                                            "(one per parameter, * for a free one)"},
    {U_SECTION, "Verification:", 0},
    {U_OPTION, "--no-benign-tolerance", "report writes of the same value as races"},
    {U_OPTION, "--adversarial-abstraction", "shared memory values are arbitrary (default: for\n"
                                            "the arrays whose values decide no branch)"},
    {U_OPTION, "--equality-abstraction", "the two threads see equal shared memory values"},
    {U_OPTION, "--only-intra-group", "check races within one block only"},
    {U_OPTION, "--no-infer", "do not infer loop invariants"},
    {U_OPTION, "--infer-info", "print the loop invariants inferred, per loop, as\n"
                               "__invariant(...) lines to paste into the source"},
    {U_OPTION, "--invariants-as-candidates", "treat the source's __invariant lines as candidates:\n"
                                             "the ones that do not hold are dropped, not reported"},
    {U_OPTION, "--no-annotations", "ignore the source's loop and barrier invariants,\n"
                                   "requires and ensures (GPUVerify's option; assertions and\n"
                                   "__assume stay)"},
    {U_OPTION, "--only-requires", "as --no-annotations, but __requires stays (GPUVerify's\n"
                                  "option)"},
    {U_OPTION, "--loop-unwind=N", "bug finding: check only the first N iterations of every\n"
                                  "loop, with no invariants (no proof: exit 3 when clean)"},
    {U_OPTION, "--unwind-counted", "with --loop-unwind: unwind each loop that runs a constant\n"
                                   "number of times (at most 32) fully, so that the code after\n"
                                   "it is checked too"},
    {U_OPTION, "--unroll-counted", "prove with each loop that runs a constant number of times\n"
                                   "(at most 32) replaced by its iterations, no invariant\n"
                                   "needed for it (a proof, unlike --unwind-counted; tried\n"
                                   "anyway after a proof runs out of time)"},
    {U_OPTION, "--check-array-bounds", "report accesses outside statically sized arrays\n"
                                       "(__shared__, __constant__, __device__, private)"},
    {U_OPTION, "--warp-sync=N", "threads of a warp of N (a power of two) run in lockstep"},
    {U_OPTION, "--warp-method=resync|twopass", "how warp lockstep is modelled"},
    {U_OPTION, "--no-refined-atomics", "treat atomics as unconstrained accesses"},
    {U_OPTION, "--no-inline", "verify each device function that has a contract once,\n"
                              "against it, and use the contract at its calls (functions\n"
                              "without one are still inlined)"},
    {U_OPTION, "--timeout=SECONDS", "time limit of each solver query (default 300); a kernel\n"
                                    "for which any query, loop-invariant inference included,\n"
                                    "ran out of time is never verified; it is inconclusive\n"
                                    "(exit 3) unless the bounded search that follows finds a\n"
                                    "defect (exit 1)"},
    {U_OPTION, "--kernel-timeout=SECONDS", "solver time for one kernel, all its runs together\n"
                                           "(default 6 x --timeout): once it is spent, none of the\n"
                                           "further runs that a time-out or a defect leads to is\n"
                                           "started (a note says so), each one started gets at\n"
                                           "most a quarter of what is left as its --timeout, and\n"
                                           "a run still going when it is spent is stopped"},
    {U_OPTION, "--no-bounded-search", "after a time-out, look no further for defects: no\n"
                                      "run checking only the assertions z3's counterexample\n"
                                      "fails, no search for a first counterexample, none in\n"
                                      "the first iteration of every loop"},
    {U_OPTION, "--no-unrolled-proof", "after a time-out, do not prove the kernel again with its\n"
                                      "loops that run a constant number of times unrolled\n"
                                      "(see --unroll-counted)"},
    {U_OPTION, "--no-direct-proof", "always ask Boogie; by default tandem first tries to prove\n"
                                    "the kernel with its own verification condition and z3,\n"
                                    "and only a kernel that attempt does not prove goes to Boogie"},
    {U_OPTION, "--rlimit=N", "z3 resource units per solver query (default none): a\n"
                             "limit that, unlike --timeout, gives the same verdict on\n"
                             "every run and machine, whatever the load; with a long\n"
                             "--timeout it binds first (--rlimit=300000000\n"
                             "--timeout=3600: the largest query measured took 3x10^7)"},
    {U_OPTION, "--cache-dir=DIR", "keep the solver's answers in DIR and reuse them when the\n"
                                  "same question comes again (same generated program,\n"
                                  "options and tools): proofs and races only, never a\n"
                                  "time-out; safe to share between concurrent runs"},
    {U_OPTION, "--pch-cache=DIR", "where clang's precompiled headers of the #include lines\n"
                                  "files start with are kept (default $XDG_CACHE_HOME/tandem/pch\n"
                                  "or ~/.cache/tandem/pch); safe to share between runs"},
    {U_OPTION, "--no-pch-cache", "precompile only tandem's own header (slower clang on files\n"
                                 "that include the C/C++ standard headers)"},
    {U_OPTION, "--memory-limit=SIZE", "memory the solver may use (e.g. 512M, 8G; default half of\n"
                                      "physical memory): past it, the kernel is inconclusive"},
    {U_TEXT, "Every valued option also takes its value as the next argument (--blockDim 64).", 0},
    {U_SECTION, "Batch (several inputs, a directory or a compilation database):", 0},
    {U_TEXT, "A directory stands for every .cu and .cl file under it, in sorted order (hidden\n"
             "entries skipped). One bad file never stops the others; the exit status is the\n"
             "worst: 2, then 1, then 3, then 0.", 0},
    {U_OPTION, "-j N, --jobs=N", "verify N kernels at once, with at most N solver processes\n"
                                 "in all (default: the number of cores)"},
    {U_OPTION, "-p BUILD_DIR", "verify the .cu and .cl files of BUILD_DIR/compile_commands.json,\n"
                               "each with its -D, -U, -I, -isystem and -std flags"},
    {U_OPTION, "--compile-commands=FILE", "the same, from the compilation database FILE"},
    {U_OPTION, "--shard=K/N", "verify shard K of N only: kernel j of the f-th file (both\n"
                              "counted from 0) is in shard (f + j) mod N + 1"},
    {U_OPTION, "--summary", "print a table at the end: files, kernels, verdicts,\n"
                            "defects by class, unsupported constructs, times"},
    {U_SECTION, "Output:", 0},
    {U_OPTION, "--format=text|json|jsonl|sarif", "report format (default text); jsonl: one JSON\n"
                                                 "object per kernel, as each file finishes"},
    {U_OPTION, "--keep-temps", "keep the temporary directory and print its path"},
    {U_OPTION, "--boogie-file=FILE", "also write the generated Boogie program to FILE\n"
                                     "(further kernels: FILE.<kernel>)"},
    {U_OPTION, "-v", "print stage timings and encoding notes on stderr"},
    {U_OPTION, "--help", "print this help"},
    {U_OPTION, "--man", "print this help as a man page (docs/tandem.1)"},
    {U_OPTION, "--version", "print tandem's version and the tools it found"},
    {U_OPTION, "--precompile-headers", "rebuild the precompiled CUDA header (make does this)"},
    {U_EXIT, "Exit status: 0 verified, 1 defect found, 2 bad input or unsupported,\n"
             "3 inconclusive (timeout, memory limit or solver failure).", 0},
};

static const char *const usage_line =
    "tandem [options] FILE|DIR...    (FILE '-': standard input, needs -x cu|cl)";

enum { NROWS = sizeof rows / sizeof rows[0] };

void print_usage(void) {
  printf("usage: %s\n", usage_line);
  for (int i = 0; i < NROWS; i++) {
    const UsageRow *r = &rows[i];
    if (r->kind == U_SECTION) {
      printf("\n%s\n", r->a);
      continue;
    }
    if (r->kind == U_TEXT || r->kind == U_EXIT) {
      printf("%s%s\n", i && rows[i - 1].kind == U_SECTION ? "" : "\n", r->a);
      continue;
    }
    // The description starts in column 28, or two spaces after a longer
    // spelling; its further lines in column 28.
    const char *p = r->b;
    int w = (int)strlen(r->a);
    if (w > 25)
      printf("  %s  ", r->a);
    else
      printf("  %-25s ", r->a);
    for (;;) {
      const char *nl = strchr(p, '\n');
      int len = nl ? (int)(nl - p) : (int)strlen(p);
      printf("%.*s\n", len, p);
      if (!nl)
        break;
      p = nl + 1;
      printf("%28s", "");
    }
  }
}

// roff: a line may not start with '.' or '\'', '-' is written \-, '\' \e.
static void roff_text(const char *s, bool join_lines) {
  bool bol = true;
  for (; *s; s++) {
    if (bol && (*s == '.' || *s == '\''))
      fputs("\\&", stdout);
    bol = false;
    if (*s == '-')
      fputs("\\-", stdout);
    else if (*s == '\\')
      fputs("\\e", stdout);
    else if (*s == '\n') {
      putchar(join_lines ? ' ' : '\n');
      bol = !join_lines;
    } else
      putchar(*s);
  }
  putchar('\n');
}

// A section heading without its trailing colon, in roff.
static void roff_heading(const char *s) {
  size_t n = strlen(s);
  char buf[256];
  snprintf(buf, sizeof buf, "%.*s", (int)(n && s[n - 1] == ':' ? n - 1 : n), s);
  fputs(".SS ", stdout);
  roff_text(buf, true);
}

// `tandem --man`: the table as a man(7) page. `make docs/tandem.1` keeps
// the committed copy in step (tests/runner/manpage.sh checks it).
void print_man(void) {
  printf(".\\\" Generated by 'tandem --man' from runner/usage.c: do not edit.\n");
  printf(".TH TANDEM 1 \"\" \"tandem %s\" \"User Commands\"\n", TANDEM_VERSION);
  printf(".SH NAME\ntandem \\- static data-race verifier for CUDA and OpenCL kernels\n");
  printf(".SH SYNOPSIS\n.B tandem\n");
  roff_text(usage_line + strlen("tandem "), true);
  printf(".SH DESCRIPTION\n");
  roff_text(rows[0].a, true);
  printf(".SH OPTIONS\n");
  for (int i = 1; i < NROWS; i++) {
    const UsageRow *r = &rows[i];
    if (r->kind == U_SECTION)
      roff_heading(r->a);
    else if (r->kind == U_EXIT) {
      printf(".SH EXIT STATUS\n");
      roff_text(r->a, true);
    } else if (r->kind == U_TEXT) {
      printf(".PP\n");
      roff_text(r->a, true);
    } else {
      printf(".TP\n.B ");
      roff_text(r->a, true);
      roff_text(r->b, true);
    }
  }
  printf(".SH SEE ALSO\n");
  printf("docs/user-guide.md in tandem's sources: every option at length, batch runs,\n"
         "sharding with GNU parallel and Slurm, and the report formats.\n");
}
