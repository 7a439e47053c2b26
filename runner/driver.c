// driver.c — one input file: clang, translate, encode, Boogie (two kernels
// at a time), then a verdict per kernel from Boogie's printed output.
#include "runner.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { MAX_PARALLEL = 2 };

// A batch's worker (batch.c) builds the file's JSON for a text report too:
// the batch reads its verdicts (summary, progress, JSON Lines) from it.
static bool builds_json(const Config *cfg) {
  return cfg->opt.json || cfg->batch_worker;
}

// Kernel j of file f goes to shard (f + j) mod N: over single-kernel files
// it deals the files out in turn, and a file's kernels go round the shards
// too, so no shard gets a large file's kernels all at once.
bool shard_has_kernel(const Config *cfg, int file_index, int j) {
  return !cfg->shard_n || ((unsigned)file_index + (unsigned)j) % cfg->shard_n == cfg->shard_k - 1;
}

bool shard_owns_file(const Config *cfg, int file_index) {
  return shard_has_kernel(cfg, file_index, 0);
}

typedef struct Job {
  Kernel *k;
  Options opt;       // this run's: the command line's, or one host launch's
  PtrVec pre_notes;  // where this run's launch facts come from
  int run;           // its number among the file's runs: temp files are per run
  int kernel_run;    // its number among its kernel's runs, -1 when the only one
  KernelNames names; // from the linkage name: what tells kernels apart
  int index;         // in the file: temp file names are unique per kernel
  Encoded enc;
  bool encoded, ready; // ready: a .bpl waits for Boogie
  KernelResult res;
  const char *bpl_path, *out_path, *model_path;
  const char *models_out_path; // output of the second run, the one with models
  const char *fixed_bpl_path;  // the second run's program: Houdini's answer fixed (or NULL)
  // z3's input as Boogie logged it (/proverLog), per run: the only trace of
  // a query z3 answered "unknown" (see prover_log_scan in boogie.c).
  const char *log_path, *models_log_path;
  Proc proc;
  bool started, start_failed;
  bool models_run;   // proc was started with /mv: (writes counterexample models)
  bool second_run;   // proc is the second run, repeated for the models
  double solver_ms;  // both runs together
  // The kernel's time budget (--kernel-timeout): its solver time in all,
  // and what its re-checks (each a Job of its own) have spent of it.
  double budget_ms, recheck_ms;
  bool budget_noted; // the note that a re-check was not run for want of it
  unsigned budget_cut_s; // > 0: Boogie's first run was stopped at what was left of it
  double first_ms;   // the first run alone (Houdini's, when there are candidates)
  char start_err[256];
  double encode_ms;
  char cache_key[65]; // --cache-dir: SHA-256 of the question ("" when not computed)
  bool from_cache;    // the answer came from the cache, no solver ran
  bool had_unknowns;  // z3 answered "unknown" to some query (prover log): not cached
  int restarts;       // runs killed as stalled and started again (STALL_MS)
  bool direct_proved; // proved by the direct attempt (direct.c): Boogie never ran
  bool direct_models; // the attempt's Houdini fixpoint went straight to the models run
  bool direct_refuted; // a vacuity probe whose end the attempt reached (no Boogie run)
  int direct_queries;
  // The direct attempt's final query had a model: the lines of the
  // assertions that fail in it (and, when direct_all_failed, in any other
  // execution: all_failures in direct.c), and the Houdini fixpoint it had
  // then (arena; NULL without candidates), for the models run and
  // confirm_direct.
  int direct_failed[24];
  int ndirect_failed;
  bool direct_all_failed;
  const char *direct_assignment;
  const char *direct_pins; // the model's constants as Boogie axioms (arena; NULL: none)
  bool pinned_unconfirmed; // confirm_direct's run with those pinned reported nothing
  DirectStop direct_stop; // where the attempt stopped, for explain_time_out
  bool search_counted; // its first bounded search was clean and it has counted loops (search_bounded)
  // The unwinding re-check missed a defect behind a loop of constant length:
  // its result waits for the re-check with those loops unwound fully.
  bool confirm_counted;
  KernelResult unwound_first;
  bool first_counterexample; // its defects are search_whole's
  bool exact_defects; // its defects are an unrolled run's with no loop left (prove_unrolled)
  PtrVec possible_notes; // char*: its notes that call a defect only possible (note_unwound)
} Job;

typedef struct FileRun {
  const Config *cfg;
  const char *path;  // as reports name it ("<stdin>" for `-`)
  const char *input; // the file read: path, or stdin's copy in tmpdir
  const char *tmpdir;
  const char *source_path; // the .cu/.cl source, NULL for bitcode input
  int index;
  Arena arena;
  Lang lang;
  SourceCtx src;
  int exit;
  PtrVec notes;     // file-level notes (text lines, no prefix)
  double clang_ms, translate_ms; // per file, for -v
  // host side (issue 11): its clang run, started with the device one
  HostClang host;
  bool host_started;
  const char *host_bc, *host_log;
  double host_ms;
} FileRun;

int worst_exit(int a, int b) {
  // Any bad input wins, then any defect, then any inconclusive result.
  static const int rank[4] = {0, 2, 3, 1}; // by exit code 0..3
  int ra = (a >= 0 && a <= 3) ? rank[a] : 3, rb = (b >= 0 && b <= 3) ? rank[b] : 3;
  return ra >= rb ? a : b;
}

static const char *sanitize(Arena *a, const char *name) {
  char *s = arena_strndup(a, name, strlen(name) > 80 ? 80 : strlen(name));
  for (char *p = s; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
          *p == '_'))
      *p = '_';
  return s;
}

static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

static bool write_text(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (!f)
    return false;
  size_t n = strlen(text);
  bool ok = fwrite(text, 1, n, f) == n;
  return fclose(f) == 0 && ok;
}

// A file tandem cannot verify: bad input (exit 2), or a failure of its
// own (exit 3, from file_failure).
static void file_failure(FileRun *fr, StrBuf *json, const char *msg, int rc) {
  fflush(stdout); // keep stdout and stderr in order on a terminal
  fprintf(stderr, "tandem: error: %s\n", msg);
  if (builds_json(fr->cfg)) {
    sb_puts(json, "{\"file\":");
    json_string(json, fr->path);
    sb_puts(json, ",\"error\":");
    json_string(json, msg);
    sb_puts(json, ",\"notes\":[],\"kernels\":[]}");
  }
  fr->exit = worst_exit(fr->exit, rc);
}

static void file_error(FileRun *fr, StrBuf *json, const char *msg) {
  file_failure(fr, json, msg, EXIT_BAD_INPUT);
}

static bool check_readable(FileRun *fr, StrBuf *json) {
  int fd = open(fr->input, O_RDONLY);
  struct stat st;
  char msg[1024];
  if (fd < 0) {
    snprintf(msg, sizeof msg, "cannot read '%s': %s", fr->path, strerror(errno));
    file_error(fr, json, msg);
    return false;
  }
  bool dir = fstat(fd, &st) == 0 && S_ISDIR(st.st_mode);
  close(fd);
  if (dir) {
    snprintf(msg, sizeof msg, "cannot read '%s': Is a directory", fr->path);
    file_error(fr, json, msg);
  }
  return !dir;
}

// ------------------------------------------------------------------ setup

static void init_result(FileRun *fr, Job *j) {
  const Options *o = &j->opt;
  KernelResult *r = &j->res;
  r->kernel = j->names.qualified;
  r->signature = j->names.signature;
  r->mangled = j->names.mangled;
  r->file = fr->path;
  r->lang = fr->lang;
  r->is_proc = j->k->is_proc;
  r->symbolic = !o->block_dims_given || !o->grid_dims_given;
  // Until Boogie's output proves otherwise, nothing is verified.
  r->verdict = V_INCONCLUSIVE;
  r->message = "internal error: no verification result";
  for (int i = 0; i < j->pre_notes.len; i++)
    vec_push(&fr->arena, &r->notes, j->pre_notes.items[i]);
  for (int d = 0; d < 3; d++) {
    r->bdim[d] = (Num){o->block_dim[d] != 0, o->block_dim[d]};
    r->gdim[d] = (Num){o->grid_dim[d] != 0, o->grid_dim[d]};
  }
}

static void set_unsupported(Job *j, const char *msg, SrcLoc loc) {
  j->res.verdict = V_UNSUPPORTED;
  j->res.message = msg;
  j->res.msg_loc = loc;
}

static void write_boogie_file(FileRun *fr, Job *j, int *kernels_seen) {
  const char *want = j->opt.boogie_file; // NULL for the re-checks
  if (!want)
    return;
  const char *target = *kernels_seen == 0
                           ? want
                           : arena_printf(&fr->arena, "%s.%s", want,
                                          sanitize(&fr->arena, j->res.kernel));
  // A kernel verified once per launch configuration: FILE.<kernel>.<run>.
  if (*kernels_seen > 0 && j->kernel_run >= 0)
    target = arena_printf(&fr->arena, "%s.%d", target, j->kernel_run);
  (*kernels_seen)++;
  if (!write_text(target, j->enc.bpl)) {
    fprintf(stderr, "tandem: error: cannot write '%s': %s\n", target, strerror(errno));
    fr->exit = worst_exit(fr->exit, EXIT_BAD_INPUT);
  }
}

// confirm_direct's program: the encoded one with the candidates fixed to
// the attempt's fixpoint and only the failing assertions checked. Encoding
// is deterministic, so its lines are those the attempt read.
static bool focus_program(Job *j) {
  char *fixed = NULL;
  const char *text = j->enc.bpl;
  if (j->enc.has_candidates) {
    fixed = j->opt.focus_assignment ? boogie_fix_candidates(text, j->opt.focus_assignment) : NULL;
    if (!fixed)
      return false;
    text = fixed;
  }
  char *focused = boogie_focus(text, j->opt.focus_lines, j->opt.nfocus_lines);
  free(fixed);
  if (!focused)
    return false;
  if (j->opt.focus_pins) { // at the end: every line keeps its number
    StrBuf pinned;
    sb_init(&pinned);
    sb_printf(&pinned, "%s%s", focused, j->opt.focus_pins);
    free(focused);
    focused = pinned.data;
  }
  free(j->enc.bpl);
  j->enc.bpl = focused;
  j->enc.has_candidates = false;
  return true;
}

// A kernel's runs together get --kernel-timeout, by default KERNEL_TIMEOUTS
// times --timeout: the first run alone may take about three (a third in
// each of the direct attempt's three phases, twice in Boogie's run before
// it is killed), so the default leaves the re-checks that follow a
// time-out as much again. Why a
// budget: each re-check of a kernel whose first run timed out (the unrolled
// proof, the searches for a counterexample, the confirming runs) had the
// full --timeout, and measured on real programs a kernel went on for more
// than half an hour (benchmarks/README.md, "Twenty-fifth session").
enum { KERNEL_TIMEOUTS = 6 };

static double kernel_budget_ms(const Options *o) {
  return 1000.0 * (o->kernel_timeout_s ? o->kernel_timeout_s : KERNEL_TIMEOUTS * o->timeout_s);
}

static double budget_left_ms(const Job *j) {
  return j->budget_ms - j->solver_ms - j->recheck_ms;
}

// A run's --timeout is at most a quarter of its budget: a run may take
// about three times its --timeout, and 30 s more (kernel_budget_ms).
static void cap_timeout(Job *j) {
  unsigned quarter_s = (unsigned)(j->budget_ms / 4000.0);
  if (quarter_s < j->opt.timeout_s)
    j->opt.timeout_s = quarter_s < 1 ? 1 : quarter_s;
}

// `off` + `delta`, as a value outside any block (the encoder writes such
// values out in place), numbered after the kernel's own.
static Instr *shifted_offset(Arena *a, Kernel *k, Instr *off, long long delta) {
  Instr *c = NEW(a, Instr);
  c->kind = I_CONST;
  c->type = off->type;
  c->imm = (uint64_t)delta;
  Instr *add = NEW(a, Instr);
  add->kind = I_BIN;
  add->binop = B_ADD;
  add->type = off->type;
  add->nargs = 2;
  add->a = NEW_ARRAY(a, Instr *, 2);
  add->a[0] = off;
  add->a[1] = c;
  add->loc = c->loc = off->loc;
  add->dim = c->dim = add->param = c->param = -1;
  c->id = k->ninstrs++;
  add->id = k->ninstrs++;
  return add;
}

typedef struct Redirected {
  Instr *in;
  Array *array;
  Instr *offset;
} Redirected;

// Encodes the job's kernel. A launch that passes pointers into one buffer
// to several parameters (launches.c, aliased_pointers) has the accesses
// through each encoded as accesses to one parameter's array, at their
// offsets plus the parameter's distance from it, so that they are one
// array to every pass. The kernel's IR is shared by all its runs: the
// accesses are redirected for this encoding only, and restored.
static int encode_job(FileRun *fr, Job *j, char *err, size_t errlen) {
  Kernel *k = j->k;
  int ninstrs = k->ninstrs;
  PtrVec moved = {0};
  for (int m = 0; m < j->opt.nmerges; m++) {
    Array *from = k->params[j->opt.merge_from[m]].array;
    Array *into = k->params[j->opt.merge_into[m]].array;
    long long delta = j->opt.merge_delta[m];
    for (int b = 0; from && into && b < k->nblocks; b++)
      for (int n = 0; n < k->blocks[b]->nins; n++) {
        Instr *in = k->blocks[b]->ins[n];
        if (in->array != from)
          continue;
        Redirected *r = NEW(&fr->arena, Redirected);
        *r = (Redirected){in, from, in->offset};
        vec_push(&fr->arena, &moved, r);
        in->array = into;
        if (delta && in->offset)
          in->offset = shifted_offset(&fr->arena, k, in->offset, delta);
      }
  }
  int rc = encode_kernel(k, &j->opt, &fr->arena, &j->enc, err, errlen);
  for (int i = 0; i < moved.len; i++) {
    Redirected *r = moved.items[i];
    r->in->array = r->array;
    r->in->offset = r->offset;
  }
  k->ninstrs = ninstrs;
  return rc;
}

static void prepare_job(FileRun *fr, Job *j, int *kernels_seen) {
  init_result(fr, j);
  if (!j->budget_ms) { // a re-check's is what its kernel had left (recheck)
    j->budget_ms = kernel_budget_ms(&j->opt);
    cap_timeout(j);
  }
  if (j->k->unsupported) {
    set_unsupported(j, j->k->unsupported, j->k->unsupported_loc);
    return;
  }
  if (j->opt.launch_refusal) {
    set_unsupported(j, j->opt.launch_refusal, j->opt.launch_refusal_loc);
    return;
  }
  char err[1024] = "";
  double t0 = now_ms();
  int rc = encode_job(fr, j, err, sizeof err);
  j->encode_ms = now_ms() - t0;
  if (rc != 0) {
    set_unsupported(j, arena_strdup(&fr->arena, err[0] ? err : "cannot encode the kernel"),
                    j->enc.error_loc.line ? j->enc.error_loc : j->k->loc);
    return;
  }
  j->encoded = true;
  if (j->opt.nfocus_lines && !focus_program(j)) {
    j->res.verdict = V_INCONCLUSIVE;
    j->res.message = "the direct attempt's failing assertions are not in the program";
    return;
  }
  // Overloads and instantiations share a name, and a kernel can have several
  // runs (host launches): the file's run number keeps temp files apart.
  const char *stem = arena_printf(&fr->arena, "%s/%d-%d-%s", fr->tmpdir, fr->index, j->run,
                                  sanitize(&fr->arena, j->names.base));
  j->bpl_path = arena_printf(&fr->arena, "%s.bpl", stem);
  j->out_path = arena_printf(&fr->arena, "%s.out", stem);
  j->model_path = arena_printf(&fr->arena, "%s.model", stem);
  j->models_out_path = arena_printf(&fr->arena, "%s.mout", stem);
  j->log_path = arena_printf(&fr->arena, "%s.smt2", stem);
  j->models_log_path = arena_printf(&fr->arena, "%s.m.smt2", stem);
  if (!j->enc.bpl || !write_text(j->bpl_path, j->enc.bpl)) {
    j->res.verdict = V_INCONCLUSIVE;
    j->res.message = arena_printf(&fr->arena, "cannot write '%s'", j->bpl_path);
    return;
  }
  write_boogie_file(fr, j, kernels_seen);
  j->ready = true;
}

// ------------------------------------------------------------------ Boogie runs

// With Houdini, asking z3 for models costs about 0.1 s per run even when
// the kernel verifies (every refuted candidate produces a model), so such a
// first run has none, and only a run that found errors is repeated with
// `/mv:FILE` for the counterexamples (second). A program without
// candidates gets its models in its one run: they cost nothing there.
// Boogie's command line for one of the job's runs, NULL-terminated in argv.
static void boogie_args(FileRun *fr, Job *j, const BoogieCmd *boogie, bool models,
                        const char *argv[32]) {
  unsigned t = j->opt.timeout_s;
  int n = 0;
  for (int i = 0; i < boogie->n; i++)
    argv[n++] = boogie->argv[i];
  argv[n++] = "/nologo";
  // Models come from /mv:FILE, which writes them in the order of the error
  // lines; /printModel:1 prints them in discovery order instead (see docs).
  if (models)
    argv[n++] = arena_printf(&fr->arena, "/mv:%s", j->model_path);
  argv[n++] = arena_printf(&fr->arena, "/timeLimit:%u", t);
  argv[n++] = j->opt.first_error_only ? "/errorLimit:1" : "/errorLimit:20";
  // z3 settings for bit-vector problems: halves solver time on our programs.
  argv[n++] = "/proverOpt:OPTIMIZE_FOR_BV=true";
  // z3's relevancy level 1 instead of 2: on our programs (offset equalities
  // under predicates) level 2 sometimes searches for seconds where level 1
  // takes milliseconds. Level 0 would be faster still, but it breaks the
  // labels Boogie reads to tell which assertion failed (every error is then
  // reported at one line, and Houdini drops the wrong candidates).
  argv[n++] = "/proverOpt:O:smt.relevancy=1";
  // z3's search is a function of its input and its seeds. tandem's .bpl and
  // Boogie's queries are the same from run to run (checked: identical
  // /proverLog files), so fixed seeds make the solver's work, and with it the
  // verdict, repeatable. 0 is z3 4.8.12's default; stating it keeps runs
  // repeatable should a Boogie or z3 version pick another.
  argv[n++] = "/proverOpt:O:smt.random_seed=0";
  argv[n++] = "/proverOpt:O:sat.random_seed=0";
  // A limit counted in z3's resource units instead of seconds: z3 resets it
  // at each check-sat, and Boogie reports a query past it as a time-out.
  // (Boogie 2.4.1's own /rlimit is not passed to z3 under /contractInfer.)
  if (fr->cfg->opt.rlimit)
    argv[n++] = arena_printf(&fr->arena, "/proverOpt:O:rlimit=%llu", fr->cfg->opt.rlimit);
  // The two-pass warp method's procedures are independent: verify them at
  // the same time.
  if (j->enc.nprocedures > 1)
    argv[n++] = "/vcsCores:2";
  // The models run of a program with candidates takes the first run's
  // assignment as fixed (fixed_candidates): no Houdini there.
  // (Without candidates, a program is written for the models run only
  // when it checks the attempt's failing lines alone: write_models_program.)
  bool fixed = models && j->fixed_bpl_path;
  if (j->enc.has_candidates && !fixed)
    argv[n++] = "/contractInfer";
  // Houdini's final assignment, read by infer_info.c (--infer-info) and
  // by fixed_candidates for the models run
  if (j->enc.has_candidates && !fixed)
    argv[n++] = "/printAssignment";
  // Boogie 2.4.1 does not say when z3 answered "unknown" (a query past
  // --rlimit or the time limit) inside Houdini or while it enumerates more
  // errors after a first one: it takes the partial answer's labels as a
  // counterexample. Only its log of z3's input shows it (it then asks for the
  // reason); decide() reads it. A program with candidates asks for models
  // only in its second run, which gets a log of its own.
  argv[n++] = arena_printf(&fr->arena, "/proverLog:%s",
                           models && j->enc.has_candidates ? j->models_log_path : j->log_path);
  argv[n++] = fixed ? j->fixed_bpl_path : j->bpl_path;
  argv[n] = NULL;
}

// A Boogie run with no thread running for this long is stalled (mono's
// lost thread-pool wake-up, process.c): it is killed and started again, at
// most STALL_RESTARTS times. Two seconds: a healthy run always has mono or
// z3 on a CPU or waiting for one.
enum { STALL_MS = 2000, STALL_RESTARTS = 3 };

// A first run's Boogie gets at most what is left of the kernel's budget
// (--kernel-timeout): with the attempt before it, a run may otherwise take
// about three times its --timeout. Not a models run: it reports the
// defects a run has already found, and cutting it would lose the report.
static unsigned boogie_limit_s(Job *j, bool second) {
  unsigned limit = j->opt.timeout_s * 2 + 30;
  double left_s = budget_left_ms(j) / 1000.0;
  j->budget_cut_s = 0;
  if (second || left_s >= limit)
    return limit;
  j->budget_cut_s = left_s < 1.0 ? 1 : (unsigned)left_s;
  return j->budget_cut_s;
}

static void start_boogie(FileRun *fr, Job *j, const BoogieCmd *boogie, bool models,
                         bool second) {
  unsigned limit = boogie_limit_s(j, second);
  const char *argv[32];
  boogie_args(fr, j, boogie, models, argv);
  j->started = true;
  j->models_run = models;
  j->second_run = second;
  const char *out = second ? j->models_out_path : j->out_path;
  if (proc_start(&j->proc, (char *const *)argv, fr->tmpdir, out, true, limit,
                 j->start_err, sizeof j->start_err) == 0) {
    j->proc.mem_limit = fr->cfg->opt.memory_limit;
    j->proc.stall_ms = STALL_MS;
    j->proc.done_line = BOOGIE_SUMMARY;
  } else {
    if (second)
      j->models_run = j->second_run = false; // the first run's output stands
    else
      j->start_failed = true;
  }
}

// --cache-dir (cache.c): the job's answer from an earlier identical
// question, if there is one. The job then counts as run and finished.
static bool restore_cached(FileRun *fr, Job *j, const BoogieCmd *boogie) {
  const char *argv[32];
  boogie_args(fr, j, boogie, !j->enc.has_candidates, argv);
  if (!solver_cache_key(argv, j->bpl_path, j->cache_key))
    return false;
  const char *paths[3] = {j->out_path, j->models_out_path, j->model_path};
  if (!solver_cache_restore(fr->cfg->opt.cache_dir, j->cache_key, paths, &j->models_run,
                            &j->second_run, &j->direct_proved))
    return false;
  memset(&j->proc, 0, sizeof j->proc); // exited with status 0, never timed out
  j->started = j->from_cache = true;
  return true;
}

// Stores a finished job's answer, only when it is a proof or a refutation:
// a time-out or a memory limit says something about the machine, not the
// question.
static void store_cached(FileRun *fr, const Job *j) {
  if (!fr->cfg->opt.cache_dir || j->from_cache || !j->cache_key[0] || !j->started ||
      j->start_failed || j->direct_refuted)
    return;
  if (j->res.verdict != V_VERIFIED && j->res.verdict != V_DEFECTS)
    return;
  // An answer with "unknown" queries carries a note that a replay, which
  // has no prover log, could not give: it is asked again next time.
  if (j->had_unknowns)
    return;
  const char *paths[3] = {j->out_path, j->models_out_path, j->model_path};
  solver_cache_store(fr->cfg->opt.cache_dir, j->cache_key, paths, j->models_run, j->second_run,
                     j->direct_proved);
}

// The models run repeats a Houdini run only for the counterexamples of its
// final answer. Run as Houdini again, it asked z3 for a model at every
// refuted candidate of every round and Boogie parsed each one: 766's racy
// UTS, 22 models, 29 s of Boogie's CPU for the 2 the report uses. So it runs
// the program with the first run's assignment fixed (the same final query,
// hence the same errors), when that assignment could be read; else as before.
// Writes the models run's program from an assignment in /printAssignment's
// words (Boogie's, or the direct attempt's); sets j->fixed_bpl_path, or
// NULL when the assignment cannot be applied.
static bool write_program_text(FileRun *fr, Job *j, const char *text) {
  size_t n = strlen(j->bpl_path);
  const char *path = arena_printf(&fr->arena, "%.*s.m.bpl", (int)(n - 4), j->bpl_path);
  bool ok = text && write_text(path, text);
  j->fixed_bpl_path = ok ? path : NULL;
  return ok;
}

static bool write_fixed_program(FileRun *fr, Job *j, const char *assignment) {
  char *fixed = assignment ? boogie_fix_candidates(j->enc.bpl, assignment) : NULL;
  bool ok = write_program_text(fr, j, fixed);
  free(fixed);
  return ok;
}

// The models run's program after the direct attempt's model: the
// candidates fixed to its fixpoint (when there are candidates), and, when
// the attempt found every line that can fail (direct_all_failed), only
// those lines checked: Boogie reports the same failures as of the whole
// program without proving the other lines again (direct.c, all_failures;
// docs/encodings.md §29). NULL assignment: a program without candidates.
static bool write_models_program(FileRun *fr, Job *j, const char *assignment) {
  if (!j->direct_all_failed || !j->ndirect_failed)
    return assignment && write_fixed_program(fr, j, assignment);
  char *fixed = assignment ? boogie_fix_candidates(j->enc.bpl, assignment) : NULL;
  const char *text = j->enc.has_candidates ? fixed : j->enc.bpl;
  char *focused = text ? boogie_focus(text, j->direct_failed, j->ndirect_failed) : NULL;
  bool ok = write_program_text(fr, j, focused);
  free(fixed);
  free(focused);
  return ok;
}

static void fixed_candidates(FileRun *fr, Job *j) {
  j->fixed_bpl_path = NULL;
  if (!j->enc.has_candidates)
    return;
  char *out = read_file(j->out_path, NULL);
  write_fixed_program(fr, j, out);
  free(out);
}

// Whether the finished first run reported errors, whose models we want.
static bool wants_models(FileRun *fr, const Job *j) {
  if (j->models_run || j->proc.timed_out || j->proc.over_memory)
    return false;
  char *text = read_file(j->out_path, NULL);
  BoogieOutput bo;
  boogie_parse(text ? text : "", &fr->arena, &bo);
  free(text);
  return !bo.rejected && bo.nerrors > 0;
}

// The direct proof attempt (direct.c): a kernel it proves needs no Boogie
// run; any other outcome leaves the job to Boogie as if it had not been
// tried. Not for --infer-info (Boogie's Houdini assignment is printed), nor
// for the searches for a first counterexample (first_error_only) except the
// unrolled and strict-writes proofs (prove_unrolled, prove_strict_writes:
// their proofs are ones, and their models can be confirmed, confirm_direct).
// Never for confirm_direct's own runs: with assertions assumed, a proof of
// them is none of the kernel. For bounded
// unwinding (--loop-unwind, the unwinding re-checks) a proof is a clean
// bounded check, which analyse() calls that, never "verified"; there the
// attempt saves Boogie's Houdini run (e2e 762's re-check: 5.4 s in Boogie,
// 1.0 s in the attempt), and it is cut short: a budget of a third of
// UNWOUND_DIRECT_S, no phase after a time-out and no lines beside the final
// query (a racy kernel pays for the re-check, and Boogie is asked after
// the attempt anyway; e2e 1147's re-check spent 15 s in the later phases
// under --rlimit for nothing, and with this cut 3 s).
enum { UNWOUND_DIRECT_S = 9 };

typedef enum { DT_BOOGIE, DT_PROVED, DT_MODELS, DT_PROBE_REACHED } DirectOutcome;

static DirectOutcome try_direct(FileRun *fr, Job *j) {
  const Options *o = &fr->cfg->opt;
  if (o->no_direct || o->infer_info || j->opt.focus_lines ||
      (j->opt.first_error_only && !j->opt.unroll_counted && !j->opt.proof_attempt) ||
      !j->enc.bpl)
    return DT_BOOGIE;
  unsigned timeout_s = j->opt.timeout_s;
  if (j->opt.loop_unwind && timeout_s > UNWOUND_DIRECT_S)
    timeout_s = UNWOUND_DIRECT_S;
  char *z3 = find_program("z3");
  if (!z3)
    return DT_BOOGIE;
  size_t n = strlen(j->bpl_path);
  char *assignment = NULL, *pins = NULL;
  DirectConfig dc = {.z3 = z3,
                     .prefix = arena_printf(&fr->arena, "%.*s", (int)(n - 4), j->bpl_path),
                     .timeout_s = timeout_s,
                     // the kernel's budget caps the attempt's phases too
                     .budget_ms = budget_left_ms(j) > 1.0 ? budget_left_ms(j) : 1.0,
                     .rlimit = o->rlimit,
                     .mem_limit = o->memory_limit,
                     .keep = o->keep_temps,
                     .queries = &j->direct_queries,
                     .failed_lines = j->direct_failed,
                     .max_failed = (int)(sizeof j->direct_failed / sizeof j->direct_failed[0]),
                     .nfailed = &j->ndirect_failed,
                     .pins = &pins,
                     .all_failed = &j->direct_all_failed,
                     .stop = &j->direct_stop,
                     .first_phase_only = j->opt.loop_unwind != 0,
                     // A second z3 only where the file may run two solvers
                     // at once (batch workers with one slot may not), and
                     // not for an unwound program, whose attempt is a
                     // quick look for a model.
                     .lines_beside = !j->opt.loop_unwind &&
                                     (fr->cfg->boogie_slots > 0 ? fr->cfg->boogie_slots
                                                                : MAX_PARALLEL) >= 2};
  if (j->enc.has_candidates)
    dc.assignment = &assignment;
  double t0 = now_ms();
  char why[200];
  DirectResult r = direct_prove(j->enc.bpl, &dc, why, sizeof why);
  double ms = now_ms() - t0;
  free(z3);
  if (pins && *pins)
    j->direct_pins = arena_strdup(&fr->arena, pins);
  free(pins);
  j->solver_ms += ms;
  if (o->verbose)
    fprintf(stderr, "tandem: kernel '%s': direct proof %s (%d quer%s, %.1f ms)%s%s%s%s\n",
            j->names.qualified,
            r != DIRECT_PROVED        ? "not found"
            : j->enc.unwound_loops ? "of the unwound program found (a clean bounded check)"
                                   : "found",
            j->direct_queries,
            j->direct_queries == 1 ? "y" : "ies", ms, r == DIRECT_PROVED ? "" : ": ",
            r == DIRECT_PROVED ? "" : why,
            !j->direct_stop.lines_chunks ? ""
            : j->direct_stop.by_lines ? "; the final query settled line by line, beside it"
                                      : "; the final query asked line by line beside it too",
            !j->direct_all_failed ? ""
            : arena_printf(&fr->arena, "; every failing line found (%d): Boogie checks only %s",
                           j->ndirect_failed, j->ndirect_failed == 1 ? "that one" : "those"));
  j->first_ms = ms;
  // The vacuity probe asks only whether an execution reaches the kernel's
  // end (`assert false` there, every check assumed): a model of the final
  // query is that execution, and Boogie's report of it is not used.
  if (r == DIRECT_REFUTED && j->opt.vacuity_probe) {
    free(assignment);
    memset(&j->proc, 0, sizeof j->proc);
    j->direct_refuted = j->started = true;
    return DT_PROBE_REACHED;
  }
  // Houdini's fixpoint from the attempt, as the models run's program
  // (fixed_candidates does the same with Boogie's): the attempt's final query
  // found a failing assertion with these candidates, so Boogie's run of this
  // program reports it with its model, and no Boogie Houdini run is needed.
  // Its candidates are inductive (the attempt's last Houdini query was
  // unsatisfiable), so the errors are those of a sound cut of the loops.
  if (r != DIRECT_PROVED) {
    if (r == DIRECT_REFUTED && assignment)
      j->direct_assignment = arena_strdup(&fr->arena, assignment);
    bool models = (assignment || (r == DIRECT_REFUTED && !j->enc.has_candidates)) &&
                  write_models_program(fr, j, assignment);
    free(assignment);
    j->direct_models = models;
    return models ? DT_MODELS : DT_BOOGIE;
  }
  memset(&j->proc, 0, sizeof j->proc); // counts as run and finished
  j->direct_proved = j->started = true;
  return DT_PROVED;
}

static void run_all(FileRun *fr, Job *jobs, int n) {
  int slots = fr->cfg->boogie_slots > 0 ? fr->cfg->boogie_slots : MAX_PARALLEL;
  BoogieCmd boogie;
  boogie_command(&boogie);
  if (fr->cfg->opt.verbose && boogie.n)
    fprintf(stderr, "tandem: boogie: %s%s%s\n", boogie.argv[0], boogie.n > 1 ? " " : "",
            boogie.ahead_of_time ? boogie.argv[boogie.n - 2] : "");
  int next = 0, running = 0;
  Proc **live = NEW_ARRAY(&fr->arena, Proc *, n + 1); // the runs proc_block waits on
  for (;;) {
    while (running < slots && next < n) {
      Job *j = &jobs[next++];
      if (!j->ready)
        continue;
      if (!boogie.n) {
        j->start_failed = true;
        snprintf(j->start_err, sizeof j->start_err, "cannot find boogie on PATH");
        continue;
      }
      if (fr->cfg->opt.cache_dir && restore_cached(fr, j, &boogie))
        continue;
      DirectOutcome d = try_direct(fr, j);
      if (d == DT_PROVED || d == DT_PROBE_REACHED)
        continue;
      if (d == DT_MODELS) // straight to the models run: no Houdini in Boogie
        start_boogie(fr, j, &boogie, true, true);
      if (d == DT_MODELS && !j->second_run)
        j->direct_models = false; // it could not start: the usual first run
      // A search for a first counterexample (search_whole) asks for its
      // model in its one run: Houdini stops at that counterexample, so its
      // assignment is no fixpoint a models run could take as fixed.
      if (!j->direct_models)
        start_boogie(fr, j, &boogie, !j->enc.has_candidates || j->opt.first_error_only, false);
      running += !j->start_failed;
    }
    if (running == 0)
      break;
    for (int i = 0; i < next; i++) {
      Job *j = &jobs[i];
      if (!j->started || j->start_failed || !j->proc.running || !proc_poll(&j->proc))
        continue;
      if (j->proc.finished_early && fr->cfg->opt.verbose)
        fprintf(stderr, "tandem: kernel '%s': Boogie had finished but did not exit (mono's "
                "lost thread-pool wake-up); ended after %d ms idle\n", j->names.qualified,
                PROC_DONE_IDLE_MS);
      if (j->proc.stalled && j->restarts < STALL_RESTARTS) {
        j->restarts++;
        if (fr->cfg->opt.verbose)
          fprintf(stderr, "tandem: kernel '%s': Boogie stalled (no thread ran for %d ms); "
                  "started again\n", j->names.qualified, STALL_MS);
        start_boogie(fr, j, &boogie, j->models_run, j->second_run);
        if (j->proc.running)
          continue;
      }
      j->solver_ms += j->proc.elapsed_ms;
      if (!j->second_run)
        j->first_ms = j->proc.elapsed_ms;
      if (wants_models(fr, j)) {
        fixed_candidates(fr, j);
        start_boogie(fr, j, &boogie, true, true);
        if (j->second_run)
          continue; // still running
      }
      running--;
    }
    if (running >= slots || (next >= n && running > 0)) {
      int nlive = 0;
      for (int i = 0; i < next; i++)
        if (jobs[i].started && !jobs[i].start_failed && jobs[i].proc.running)
          live[nlive++] = &jobs[i].proc;
      proc_block(live, nlive, 1000);
    }
  }
  boogie_command_free(&boogie);
}

// ------------------------------------------------------------------ verdicts

static const Check *check_at_line(const Encoded *enc, int line) {
  for (int i = 0; i < enc->nchecks; i++)
    if (enc->checks[i].bpl_line == line)
      return &enc->checks[i];
  return NULL;
}

// A note said once: defects of one line and kind (a race's classes, its
// elements) get the same note from the re-checks.
static void add_note(FileRun *fr, KernelResult *r, const char *line) {
  for (int i = 0; i < r->notes.len; i++)
    if (!strcmp((const char *)r->notes.items[i], line))
      return;
  vec_push(&fr->arena, &r->notes, (void *)line);
}

static void push_defect(FileRun *fr, KernelResult *r, const Defect *d) {
  Defect *grown = NEW_ARRAY(&fr->arena, Defect, r->ndefects + 1);
  if (r->ndefects)
    memcpy(grown, r->defects, sizeof(Defect) * (size_t)r->ndefects);
  grown[r->ndefects++] = *d;
  r->defects = grown;
  r->nraces += d->kind == DK_RACE;
}

typedef struct Tally {
  int unmapped, internal;
  const char *first_unmapped;
} Tally;

// Each Boogie error becomes a defect of its Check (once per Check).
static void collect_defects(FileRun *fr, Job *j, const BoogieOutput *bo, const ModelSet *ms,
                            Tally *t) {
  const Check **seen = NEW_ARRAY(&fr->arena, const Check *, bo->nerrors + 1);
  int nseen = 0;
  // Only trust the pairing of models with errors when the counts agree.
  bool paired = ms->n == bo->nerrors;
  // Checks split off by class (race.c, fences.c) first: their class is the more
  // specific one when both halves of a split check fail.
  for (int pass = 0; pass < 2; pass++)
  for (int i = 0; i < bo->nerrors; i++) {
    const BoogieError *e = &bo->errors[i];
    const Check *c = check_at_line(&j->enc, e->line);
    if (c && (c->split_of != 0) != (pass == 0))
      continue;
    if (!c) {
      if (pass == 0)
        continue;
      if (!t->unmapped++)
        t->first_unmapped = arena_printf(&fr->arena, "%s at line %d of the generated program",
                                         e->code, e->line);
      continue;
    }
    if (c->kind == CK_INTERNAL_INVARIANT) {
      t->internal++;
      continue;
    }
    // A check split by class (race.c, fences.c) whose other part failed
    // too: one race, reported once, under its more specific class.
    bool dup = false;
    for (int s = 0; s < nseen; s++)
      dup |= seen[s] == c || (c->split_of && seen[s]->split_of == c->split_of) ||
             (seen[s]->split_of == c->id + 1) || (c->split_of == seen[s]->id + 1);
    if (dup)
      continue;
    seen[nseen++] = c;
    Defect d;
    build_defect(j->k, &j->enc, &j->opt, c, e->kind, paired ? &ms->models[i] : NULL,
                 &fr->arena, &d);
    push_defect(fr, &j->res, &d);
  }
}

// What Boogie's "time out" (or z3's "unknown") meant. A query that timed
// out ran for the whole limit, so with --rlimit a run that ended well
// before it ran out of z3 resource units instead.
static const char *limit_message(FileRun *fr, const Job *j) {
  const Options *o = &j->opt;
  bool short_run = j->first_ms < (double)o->timeout_s * 1000.0 * 0.95;
  if (o->rlimit && short_run)
    return arena_printf(&fr->arena, "solver reached the resource limit of %llu units (--rlimit)",
                        o->rlimit);
  // z3 stopped before the time limit without one of its own (e.g. memory).
  if (short_run)
    return "solver gave up (z3 answered \"unknown\")";
  return arena_printf(&fr->arena, "solver timed out after %u s", o->timeout_s);
}

// Why the run proved nothing, or NULL when the output is a clean proof.
static const char *not_a_proof(FileRun *fr, const Job *j, const BoogieOutput *bo) {
  unsigned t = j->opt.timeout_s;
  if (bo->time_outs || bo->ntimed_out_entries)
    return limit_message(fr, j);
  if (bo->out_of_memory)
    return "solver ran out of memory";
  if (bo->inconclusive)
    return "solver gave up (inconclusive)";
  bool failed = !bo->have_summary || bo->unexpected || bo->errors_count || bo->nerrors ||
                bo->verified < 1 || proc_exit_code(&j->proc) != 0;
  // Boogie 2.4.1 sometimes dies of an internal assertion right after a
  // query hit the limit (Houdini, under load): name the limit first.
  if (failed && !bo->have_summary && j->enc.has_candidates &&
      j->first_ms >= (double)t * 1000.0 * 0.95)
    return arena_printf(&fr->arena, "solver timed out after %u s (Boogie then failed: %s)", t,
                        bo->unexpected ? bo->unexpected : "no summary line");
  if (failed)
    return arena_printf(&fr->arena, "unexpected Boogie output: %s",
                        bo->unexpected ? bo->unexpected
                        : !bo->have_summary ? "no summary line"
                                            : "summary does not show a proof");
  return NULL;
}

// What an unwound run covered besides the first iterations.
static const char *counted_text(const Job *j) {
  return j->opt.unwind_counted && j->enc.counted_loops
             ? ", and every iteration of the loops that run a constant number of times"
             : "";
}

// A clean bounded check proves nothing about longer executions.
static const char *bounded_clean_message(FileRun *fr, const Job *j) {
  unsigned unwind = j->opt.loop_unwind;
  return arena_printf(&fr->arena, "no defect in the first %u iteration%s of every loop%s; "
                      "--loop-unwind is a bounded check, not a proof", unwind,
                      unwind == 1 ? "" : "s", counted_text(j));
}

static void decide(FileRun *fr, Job *j, const BoogieOutput *bo, const ProverLog *pl,
                   const Tally *t) {
  KernelResult *r = &j->res;
  const char *why = not_a_proof(fr, j, bo);
  // z3's "unknown" (a query stopped by --rlimit or the time limit) is read by
  // Boogie 2.4.1 as a counterexample whose labels may name any assertion,
  // tandem's own loop invariants included: a failure of those beside an
  // "unknown" is the limit's, not tandem's (e2e 1122 under a low --rlimit).
  bool stopped = pl->unknowns && !pl->quantified;
  // After a query stopped by the limit, Boogie 2.4.1 may ask the cancelled
  // z3 for a model or a push ("Prover error: model is not available", "push
  // canceled"), or end with "0 verified, 0 errors": the limit's doing too.
  bool cancelled = stopped && why && !bo->out_of_memory;
  if ((t->internal || cancelled) && stopped) {
    why = limit_message(fr, j);
  } else if (t->internal) {
    add_note(fr, r, arena_printf(&fr->arena, "%s: error: internal error: tandem's own loop "
                                 "invariant failed (please report)", fr->path));
    why = "internal error: tandem's own loop invariant failed (please report)";
  }
  if (t->unmapped) {
    add_note(fr, r, arena_printf(&fr->arena, "%s: error: internal error: Boogie reported a "
                                 "failure tandem cannot map to the kernel: %s (please report)",
                                 fr->path, t->first_unmapped));
    why = "internal error: unmapped Boogie failure (please report)";
  }
  // A run in which any query timed out proves nothing and refutes nothing:
  // the failures found beside it may rest on Houdini having dropped a loop
  // invariant it could not check in time (it drops every candidate of a
  // procedure whose query timed out). Boogie prints Houdini's time-outs
  // only under /trace, which also changes how errors are located, so
  // they are inferred: a query that timed out ran for the whole limit, so
  // a Houdini run shorter than the limit had none; a longer one may have.
  // A proof stays a proof either way (fewer invariants only weaken what is
  // assumed), so this only ever turns reported defects into "inconclusive".
  // A query z3 answered "unknown" (seen in the prover log) is a time-out
  // Boogie may not have printed: Houdini drops the candidates its partial
  // answer seems to refute, and an error read from it may not exist. Without
  // quantifiers in the queries z3 answers "unknown" only when stopped (limit
  // or time); with them it may also mean an unconfirmed counterexample, which
  // is a stop only when the run lasted the whole time limit.
  unsigned limit = j->opt.timeout_s;
  bool long_run = j->first_ms >= (double)limit * 1000.0 * 0.95;
  bool gave_up = pl->unknowns && (!pl->quantified || long_run);
  bool timed = bo->time_outs || bo->ntimed_out_entries || gave_up;
  bool houdini_late = j->enc.has_candidates && long_run;
  if (r->ndefects && (timed || houdini_late)) {
    add_note(fr, r, arena_printf(&fr->arena, "note: %d possible defect%s not reported: %s",
                                 r->ndefects, r->ndefects == 1 ? "" : "s",
                                 !timed ? "loop-invariant inference may have timed out"
                                 : gave_up && !bo->time_outs && !bo->ntimed_out_entries
                                     ? "the solver gave up on part of the kernel (a query past "
                                       "its limit)"
                                     : "the solver timed out on part of the kernel"));
    r->hidden_defects = r->ndefects;
    r->ndefects = r->nraces = 0;
    r->verdict = V_INCONCLUSIVE;
    r->message = timed ? limit_message(fr, j)
                       : arena_printf(&fr->arena, "solver timed out after %u s (loop-invariant "
                                      "inference ran past the limit; its result is not "
                                      "trusted)", limit);
    return;
  }
  // Quantified queries and --rlimit: an "unknown" may be either.
  if (r->ndefects && pl->unknowns && fr->cfg->opt.rlimit)
    add_note(fr, r, arena_printf(&fr->arena, "note: z3 answered \"unknown\" to %d quer%s (with "
                                 "quantifiers: an unconfirmed counterexample, or a query past "
                                 "--rlimit): a reported defect may be spurious",
                                 pl->unknowns, pl->unknowns == 1 ? "y" : "ies"));
  unsigned unwind = j->opt.loop_unwind;
  if (r->ndefects) {
    r->verdict = V_DEFECTS;
    r->message = NULL;
    if (j->enc.unwound_loops)
      add_note(fr, r, arena_printf(&fr->arena, "note: found by unwinding %u iteration%s of every "
                                   "loop%s (--loop-unwind%s): no loop invariant involved",
                                   unwind, unwind == 1 ? "" : "s", counted_text(j),
                                   j->opt.unwind_counted ? ", --unwind-counted" : ""));
    return;
  }
  if (!why && j->enc.unwound_loops)
    why = bounded_clean_message(fr, j);
  r->verdict = why ? V_INCONCLUSIVE : V_VERIFIED;
  r->message = why;
}

static void analyse(FileRun *fr, Job *j) {
  KernelResult *r = &j->res;
  if (j->start_failed) {
    r->verdict = V_INCONCLUSIVE;
    r->message = arena_strdup(&fr->arena, j->start_err);
    return;
  }
  if (j->direct_proved && j->enc.unwound_loops) {
    r->verdict = V_INCONCLUSIVE;
    r->message = bounded_clean_message(fr, j);
    return;
  }
  if (j->direct_proved || j->direct_refuted) {
    r->verdict = j->direct_proved ? V_VERIFIED : V_DEFECTS;
    r->message = NULL;
    return;
  }
  // The second run's output when it finished; else the first's, with
  // models only if it asked for them (else reports show `?` for values).
  bool use_second = j->second_run && !j->proc.timed_out && !j->proc.over_memory &&
                    proc_exit_code(&j->proc) == 0;
  bool with_models = use_second || (!j->second_run && j->models_run);
  // Over the memory limit: the first run's end says nothing; a second
  // (models) run's does not undo the first run's errors, which stand.
  if (j->proc.over_memory && !j->second_run) {
    r->verdict = V_INCONCLUSIVE;
    r->message = arena_printf(&fr->arena, "solver exceeded the memory limit of %s (--memory-limit)",
                              size_text(&fr->arena, fr->cfg->opt.memory_limit));
    return;
  }
  if (j->proc.stalled && !j->second_run) {
    r->verdict = V_INCONCLUSIVE;
    r->message = arena_printf(&fr->arena, "solver stalled: Boogie stopped making progress "
                              "(no thread ran for %d ms) %d times", STALL_MS, j->restarts + 1);
    return;
  }
  if (j->proc.timed_out && !j->second_run) {
    r->verdict = V_INCONCLUSIVE;
    // Killed by tandem's own wall-clock bound on the whole Boogie run (a
    // query limit z3 did not honour, or mono stuck, e.g. under ulimit -v).
    unsigned t = j->opt.timeout_s;
    r->message = j->budget_cut_s
                     ? arena_printf(&fr->arena, "solver did not finish: Boogie stopped after %u s, "
                                    "when the kernel's solver time (%.0f s, --kernel-timeout) "
                                    "was spent", j->budget_cut_s, j->budget_ms / 1000.0)
                     : arena_printf(&fr->arena, "solver did not finish: Boogie killed after %u s "
                                    "(2 x --timeout=%u + 30)", t * 2 + 30, t);
    return;
  }
  // Without a Boogie Houdini run (DT_MODELS) there is no first output to
  // fall back on: the run that should show the attempt's failure did not.
  if (j->direct_models && !use_second) {
    r->verdict = V_INCONCLUSIVE;
    r->message = j->proc.over_memory ? arena_printf(&fr->arena, "solver exceeded the memory "
                                                    "limit of %s (--memory-limit)",
                                                    size_text(&fr->arena, fr->cfg->opt.memory_limit))
                 : j->proc.timed_out ? limit_message(fr, j)
                                     : "solver stopped before reporting the counterexample";
    return;
  }
  char *text = read_file(use_second ? j->models_out_path : j->out_path, NULL);
  BoogieOutput bo;
  boogie_parse(text ? text : "", &fr->arena, &bo);
  free(text);
  // The models run exists only because the first run found errors; should
  // it find none (it asks the query of Houdini's last round, so it should
  // not), the first run's errors stand, without values.
  if (use_second && j->direct_models && !bo.rejected && bo.nerrors == 0 && !bo.time_outs &&
      !bo.ntimed_out_entries) {
    r->verdict = V_INCONCLUSIVE;
    r->message = "internal error: Boogie found no failure where the direct attempt found one "
                 "(please report)";
    return;
  }
  if (use_second && !j->direct_models && (bo.rejected || bo.nerrors == 0)) {
    use_second = with_models = false;
    text = read_file(j->out_path, NULL);
    boogie_parse(text ? text : "", &fr->arena, &bo);
    free(text);
  }
  // A cached answer has no log. Only proofs and refutations are stored
  // (store_cached), and only when no query was answered "unknown", so a
  // replay loses nothing.
  ProverLog pl = {0, false};
  if (!j->from_cache) {
    prover_log_scan(j->log_path, &pl);
    // (A first run that asks for models with candidates, first_error_only,
    // logs there too: boogie_args.)
    if (j->second_run || j->models_run)
      prover_log_scan(j->models_log_path, &pl);
    j->had_unknowns = pl.unknowns > 0;
  }
  if (bo.rejected) {
    r->verdict = V_INCONCLUSIVE;
    r->message = "internal error: generated program rejected by Boogie";
    add_note(fr, r, arena_printf(&fr->arena, "%s: error: internal error: generated program "
                                 "rejected by Boogie (please report): %s", fr->path,
                                 bo.reject_line));
    return;
  }
  char *mtext = with_models ? read_file(j->model_path, NULL) : NULL;
  ModelSet ms;
  model_parse(mtext, &fr->arena, &ms);
  free(mtext);
  Tally t = {0, 0, NULL};
  collect_defects(fr, j, &bo, &ms, &t);
  decide(fr, j, &bo, &pl, &t);
  if (r->symbolic && r->ndefects)
    for (int d = 0; d < 3; d++) {
      r->bdim[d] = r->defects[0].bdim[d];
      r->gdim[d] = r->defects[0].gdim[d];
    }
}

// ------------------------------------------------------------------ output

// Notes that start with "warning:" (an option overridden for soundness)
// are shown even without -v.
static void warn_kernel(const Job *j) {
  if (!j->encoded || !j->enc.notes)
    return;
  for (const char *p = j->enc.notes; *p;) {
    const char *nl = strchr(p, '\n');
    int len = nl ? (int)(nl - p) : (int)strlen(p);
    if (strncmp(p, "warning:", 8) == 0)
      fprintf(stderr, "tandem: kernel '%s': %.*s\n", kernel_shown_name(&j->res), len, p);
    p += len + (nl ? 1 : 0);
  }
}

// The kernel's solver time, its re-checks' included.
static double kernel_solver_ms(const Job *j) {
  return (j->started && !j->start_failed ? j->solver_ms : 0) + j->recheck_ms;
}

static void verbose_kernel(FileRun *fr, const Job *j) {
  warn_kernel(j);
  if (!fr->cfg->opt.verbose)
    return;
  // One line per kernel in a fixed shape: benchmarks/run.sh reads it.
  double solver = kernel_solver_ms(j);
  fprintf(stderr,
          "tandem: time: kernel '%s': clang %.1f ms, translate %.1f ms, encode %.1f ms, "
          "solver %.1f ms, total %.1f ms\n",
          kernel_shown_name(&j->res), fr->clang_ms, fr->translate_ms, j->encode_ms, solver,
          fr->clang_ms + fr->translate_ms + j->encode_ms + solver);
  if (j->from_cache)
    fprintf(stderr, "tandem: kernel '%s': solver's answer from the cache (%s/%s)\n",
            kernel_shown_name(&j->res), fr->cfg->opt.cache_dir, j->cache_key);
  if (j->encoded && j->enc.notes && *j->enc.notes) {
    size_t n = strlen(j->enc.notes);
    while (n && j->enc.notes[n - 1] == '\n')
      n--;
    fprintf(stderr, "tandem: kernel '%s': notes:\n%.*s\n", kernel_shown_name(&j->res), (int)n,
            j->enc.notes);
  }
}

// A batch's worker: the kernel's time as -v gives it, for batch.c.
static void kernel_time(FileRun *fr, const Job *j) {
  double solver = kernel_solver_ms(j);
  if (fr->cfg->kernel_times)
    fprintf(fr->cfg->kernel_times, "%.1f\n",
            fr->clang_ms + fr->translate_ms + j->encode_ms + solver);
}

static void emit(FileRun *fr, Job *jobs, int n, StrBuf *json) {
  StrBuf out;
  sb_init(&out);
  if (builds_json(fr->cfg)) {
    sb_puts(json, "{\"file\":");
    json_string(json, fr->path);
    sb_puts(json, ",\"error\":null,\"notes\":[");
    for (int i = 0; i < fr->notes.len; i++) {
      if (i)
        sb_putc(json, ',');
      json_string(json, fr->notes.items[i]);
    }
    sb_puts(json, "],\"kernels\":[");
  }
  if (!fr->cfg->opt.json)
    for (int i = 0; i < fr->notes.len; i++)
      printf("tandem: note: %s: %s\n", fr->path, (const char *)fr->notes.items[i]);
  for (int i = 0; i < n; i++) {
    verbose_kernel(fr, &jobs[i]);
    kernel_time(fr, &jobs[i]);
    if (builds_json(fr->cfg)) {
      if (i)
        sb_putc(json, ',');
      report_kernel_json(&jobs[i].res, &fr->src, json);
    }
    if (!fr->cfg->opt.json) {
      out.len = 0;
      out.data[0] = '\0';
      report_kernel_text(&jobs[i].res, &fr->src, &out);
      fputs(out.data, stdout);
    }
    fr->exit = worst_exit(fr->exit, verdict_exit(jobs[i].res.verdict));
  }
  if (builds_json(fr->cfg))
    sb_puts(json, "]}");
  fflush(stdout);
  sb_free(&out);
}

// ------------------------------------------------------------------ the file

// The host side is compiled while the device side is (issue 11), only for
// a CUDA file that launches kernels from host code.
static void start_host_side(FileRun *fr) {
  const Options *o = &fr->cfg->opt;
  bool ocl = fr->lang == LANG_OPENCL && o->host_file;
  if (o->host_file && fr->lang == LANG_CUDA && !o->no_host)
    fprintf(stderr, "tandem: warning: --host is for OpenCL files; '%s' has its host code "
                    "inside\n", fr->path);
  if (o->no_host || (!ocl && (fr->lang != LANG_CUDA || !host_launches_kernels(fr->input, o))))
    return;
  const char *stem = arena_printf(&fr->arena, "%s/%d-%s", fr->tmpdir, fr->index,
                                  sanitize(&fr->arena, base_name(fr->input)));
  fr->host_bc = arena_printf(&fr->arena, "%s.host.bc", stem);
  fr->host_log = arena_printf(&fr->arena, "%s.host.txt", stem);
  char err[256];
  fr->host_started =
      (ocl ? start_clang_host_c(fr->cfg, o->host_file, fr->host_bc, fr->host_log, &fr->host,
                                err, sizeof err)
           : start_clang_host(fr->cfg, fr->input, fr->host_bc, fr->host_log, &fr->host, err,
                              sizeof err)) == 0;
  if (ocl && !fr->host_started)
    fprintf(stderr, "tandem: warning: --host=%s: %s\n", o->host_file, err);
}

// The launches in the host code, or NULL (with a note on stderr under -v
// when the host side could not be compiled: the kernels are then verified
// as without host code).
static const HostInfo *host_facts(FileRun *fr) {
  if (!fr->host_started)
    return NULL;
  double t0 = now_ms();
  bool ok = wait_clang_host(&fr->host) == 0;
  fr->host_started = false;
  HostInfo *h = NEW(&fr->arena, HostInfo);
  char err[512] = "clang failed on the host side";
  const char *std = fr->cfg->cl_std ? fr->cfg->cl_std : "CL1.2";
  if (ok && fr->lang == LANG_OPENCL) // OpenCL 1.x: work-groups are uniform
    ok = host_analyse_opencl(fr->host_bc, !strncmp(std, "CL1", 3), &fr->arena, h, err,
                             sizeof err) == 0;
  else if (ok)
    ok = host_analyse(fr->host_bc, &fr->arena, h, err, sizeof err) == 0;
  // The user named the host file: say when it gives nothing, with clang's
  // first error (the log is in the temporary directory, removed at exit).
  if (!ok && fr->lang == LANG_OPENCL) {
    char *log = read_file(fr->host_log, NULL);
    char *e = log ? strstr(log, "error: ") : NULL;
    int len = e ? (int)strcspn(e, "\n") : 0;
    fprintf(stderr, "tandem: warning: --host=%s not used (%s%s%.*s): the kernels are verified "
                    "for any launch\n",
            fr->cfg->opt.host_file, err, e ? ": " : "", len, e ? e : "");
    free(log);
  }
  fr->host_ms = now_ms() - t0;
  if (fr->cfg->opt.verbose)
    fprintf(stderr, "tandem: time: host side: %.1f ms after the device side (%s)\n",
            fr->host_ms, ok ? "used" : err);
  return ok ? h : NULL;
}

// One job per verification run of each selected kernel (launches.c).
static Job *plan_jobs(FileRun *fr, Job *jobs, int *n) {
  const HostInfo *h = host_facts(fr);
  PtrVec out = {0};
  for (int i = 0; i < *n; i++) {
    LaunchPlan p;
    plan_launches(&fr->cfg->opt, h, jobs[i].k, &fr->src, &fr->arena, &p);
    for (int r = 0; r < p.n; r++) {
      Job *j = NEW(&fr->arena, Job);
      *j = jobs[i]; // kernel and names
      j->opt = p.opts[r];
      j->pre_notes = p.notes[r];
      j->run = out.len;
      j->kernel_run = p.n > 1 ? r : -1;
      vec_push(&fr->arena, &out, j);
    }
  }
  Job *all = NEW_ARRAY(&fr->arena, Job, out.len + 1);
  for (int i = 0; i < out.len; i++)
    all[i] = *(Job *)out.items[i];
  *n = out.len;
  return all;
}

static bool to_bitcode(FileRun *fr, StrBuf *json, const char **bc) {
  char err[1024];
  if (detect_lang(fr->input, &fr->lang, err, sizeof err)) {
    file_error(fr, json, err);
    return false;
  }
  *bc = fr->input;
  const char *p = fr->input;
  size_t n = strlen(p);
  bool source = n > 3 && (!strcmp(p + n - 3, ".cu") || !strcmp(p + n - 3, ".cl"));
  if (!source) {
    int rc = probe_ir(fr->cfg, p, &fr->lang, err, sizeof err);
    if (rc == EXIT_BAD_INPUT)
      file_error(fr, json, err);
    else if (rc)
      file_failure(fr, json, err, rc);
    return rc == 0;
  }
  fr->source_path = p;
  *bc = arena_printf(&fr->arena, "%s/%d-%s.bc", fr->tmpdir, fr->index,
                     sanitize(&fr->arena, base_name(p)));
  double t0 = now_ms();
  start_host_side(fr);
  int rc = run_clang(fr->cfg, fr->input, fr->lang, *bc, err, sizeof err);
  fr->clang_ms = now_ms() - t0;
  if (rc && fr->src.shown && strstr(err, fr->input)) // not the temp copy's name
    snprintf(err, sizeof err, "clang failed on '%s'", fr->path);
  if (rc == -3) { // clang itself failed (run_clang): inconclusive, not bad input
    char msg[1300];
    snprintf(msg, sizeof msg, "cannot compile '%s': %s", fr->path, err);
    file_failure(fr, json, msg, EXIT_INCONCLUSIVE);
    return false;
  }
  if (rc) {
    file_error(fr, json, err);
    return false;
  }
  return true;
}

// Names a kernel by its linkage name. Kernels that share a qualified
// name (overloads) are shown by their full signature; the others keep
// the shorter qualified name ("reduce", "a::step", "scale<float, 256>").
static void name_jobs(FileRun *fr, Job *jobs, int n) {
  for (int i = 0; i < n; i++) {
    Kernel *k = jobs[i].k;
    const char *ll = k->llvm_name ? k->llvm_name : k->name ? k->name : "?";
    if (!demangle_kernel(&fr->arena, ll, &jobs[i].names) && k->name &&
        !strncmp(ll, "_Z", 2) && fr->cfg->opt.verbose)
      fprintf(stderr, "tandem: note: cannot demangle '%s': shown as is\n", ll);
    jobs[i].index = i;
  }
  bool *shared = NEW_ARRAY(&fr->arena, bool, n + 1);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      shared[i] |= i != j && !strcmp(jobs[i].names.qualified, jobs[j].names.qualified);
  for (int i = 0; i < n; i++)
    if (shared[i])
      jobs[i].names.qualified = jobs[i].names.signature;
  // --kernel='fill(int*)' picked one overload: the translator dropped its
  // siblings, so say which one by its signature, as the user did.
  const char *want = fr->cfg->opt.kernel_name;
  for (int i = 0; want && (strchr(want, '(') || !strncmp(want, "_Z", 2)) && i < n; i++)
    jobs[i].names.qualified = jobs[i].names.signature;
}

// Kernel templates with no instantiation: not in the module, so not
// verified; say so instead of leaving them out silently (templates.c).
static void note_templates(FileRun *fr, const Job *jobs, int n) {
  if (fr->lang != LANG_CUDA || !fr->source_path)
    return;
  char *text = read_file(fr->source_path, NULL);
  if (!text)
    return;
  KernelNames *names = NEW_ARRAY(&fr->arena, KernelNames, n + 1);
  for (int i = 0; i < n; i++)
    names[i] = jobs[i].names;
  PtrVec found = {0};
  uninstantiated_templates(text, names, n, &fr->arena, &found);
  free(text);
  for (int i = 0; i < found.len; i++)
    vec_push(&fr->arena, &fr->notes,
             arena_printf(&fr->arena, "kernel template '%s' is not verified: this file never "
                          "instantiates it (instantiate it explicitly, or launch it from host "
                          "code, to have it verified)", (const char *)found.items[i]));
}

static Job *select_kernels(FileRun *fr, StrBuf *json, const Module *m, int *n) {
  const char *want = fr->cfg->opt.kernel_name;
  Job *jobs = NEW_ARRAY(&fr->arena, Job, m->nkernels + 1);
  *n = 0;
  for (int i = 0; i < m->nkernels; i++)
    jobs[(*n)++].k = m->kernels[i];
  name_jobs(fr, jobs, *n);
  int kept = 0, matched = 0;
  // --no-inline functions are there because a selected kernel calls them
  // (translate.c), and its verdict depends on theirs: always kept.
  for (int i = 0; i < *n; i++)
    if (jobs[i].k->is_proc)
      jobs[kept++] = jobs[i];
    else if (!want || kernel_name_matches(&jobs[i].names, want))
      if (shard_has_kernel(fr->cfg, fr->index, matched++))
        jobs[kept++] = jobs[i];
  if (!want && shard_owns_file(fr->cfg, fr->index))
    note_templates(fr, jobs, *n);
  *n = kept;
  // In a batch, --kernel names a kernel of some file, not of each: batch.c
  // says so when no file has it. A shard leaves out the others' kernels.
  if (*n == 0 && (matched || (want && fr->cfg->batch_worker) ||
                  !shard_owns_file(fr->cfg, fr->index)))
    return jobs;
  if (*n == 0 && want) {
    char msg[1024];
    snprintf(msg, sizeof msg, "no kernel named '%s' in '%s'", want, fr->path);
    file_error(fr, json, msg);
  } else if (*n == 0 && !fr->notes.len) {
    // A file of host code only (or of declarations) has nothing to verify:
    // not an error, so that a batch over a whole source tree can pass.
    vec_push(&fr->arena, &fr->notes, "no GPU kernels in this file: nothing to verify");
  }
  return jobs;
}

// --no-inline: a kernel (or function) calling a function whose own check
// did not verify is not verified either: it left the pairs of accesses
// inside that function, and its __ensures, to that check.
static const Job *job_of(Job *jobs, int n, const Kernel *k) {
  for (int i = 0; i < n; i++)
    if (jobs[i].k == k)
      return &jobs[i];
  return NULL;
}

static void depend_on_callees(FileRun *fr, Job *jobs, int n) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n; i++) {
      KernelResult *r = &jobs[i].res;
      for (int c = 0; c < jobs[i].k->ncallees && r->verdict == V_VERIFIED; c++) {
        const Job *cj = job_of(jobs, n, jobs[i].k->callees[c]);
        if (cj && cj->res.verdict == V_VERIFIED)
          continue;
        r->verdict = V_INCONCLUSIVE;
        r->message = arena_printf(&fr->arena, "it calls device function '%s', whose own check "
                                              "did not verify (--no-inline)",
                                  cj ? kernel_shown_name(&cj->res) : jobs[i].k->callees[c]->name);
        changed = true;
      }
    }
  }
}

// A race reported in a kernel with loops was found at an arbitrary loop
// iteration, from a loop head that knows only what the (inferred or
// written) invariants say: it may be an artefact of a weak invariant. Such
// kernels are checked again with the first RECHECK_UNWIND iterations of
// every loop unwound (no invariants, --loop-unwind): a race found again at
// the same place is confirmed, one not found gets a note that it may be
// spurious. "Confirmed" says only that no invariant is involved: the
// unwound program keeps tandem's other abstractions (memory contents,
// uninterpreted floats, the synchronisation patterns it recognises), so it
// is not called a real execution. Verdicts do not change either way.
enum { RECHECK_UNWIND = 2, RECHECK_RUN = 1000000, RECHECK_COUNTED_RUN = 6000000 };
// The counted re-check unwinds counted loops fully only when every one fits
// in 32 nested copies: every racy kernel with an ungraded defect pays that
// run, and a tile loop of 4 around a k-loop of 16 unwound fully (85 copies
// of the inner body) takes minutes (040).
enum { RECHECK_COPIES_MAX = 32 };

static bool same_place(SrcLoc a, SrcLoc b) {
  return a.line == b.line && a.col == b.col;
}

// The race between the same two accesses with the threads' roles swapped:
// a race is a pair of accesses, and which thread is the logged one is the
// model's choice. Reported at the other access's line (e2e 772: the
// atomicAdd_block at 35 and the atomicAdd at 37, one race, reported at 35
// by the loop-cut run and at 37 by the unwound one).
static bool swapped_race(const Defect *a, const Defect *b) {
  return a->kind == DK_RACE && a->acc[0].has_loc && a->acc[1].has_loc && b->acc[0].has_loc &&
         b->acc[1].has_loc && same_place(a->acc[0].loc, b->acc[1].loc) &&
         same_place(a->acc[1].loc, b->acc[0].loc);
}

static bool same_defect(const Defect *a, const Defect *b) {
  return a->kind == b->kind && (same_place(a->loc, b->loc) || swapped_race(a, b)) &&
         (!a->race || (b->race && !strcmp(a->race, b->race)));
}

// Where the unwound run's counterexample made the two accesses, when its
// model says: " (the write in iteration 1 of the loop at line 40, the read
// in iteration 2 of the loop at line 40)" ("" when it says nothing).
static const char *unwound_iterations(FileRun *fr, const Defect *d) {
  if (d->kind != DK_RACE || (!d->acc[0].iter && !d->acc[1].iter))
    return "";
  const char *in[2];
  for (int i = 0; i < 2; i++)
    in[i] = !d->acc[i].iter ? "an iteration the model does not give"
            : !*d->acc[i].iter ? "code outside every loop" : d->acc[i].iter;
  static const char *const noun[] = {[ACC_READ] = "read", [ACC_WRITE] = "write",
                                     [ACC_ATOMIC] = "atomic access"};
  const char *n0 = noun[d->acc[0].kind], *n1 = noun[d->acc[1].kind];
  bool same = d->acc[0].kind == d->acc[1].kind;
  return arena_printf(&fr->arena, " (the %s%s in %s, the %s%s in %s)", same ? "first " : "", n0,
                      in[0], same ? "second " : "", n1, in[1]);
}

// An unwound run that finished and found nothing: decide() calls it
// inconclusive with "no defect in the first N iterations..." (verified only
// when the encoding unwound no loop, as for a loop-free kernel's search).
static bool search_clean(const Job *u) {
  const KernelResult *b = &u->res;
  return b->verdict == V_VERIFIED || (b->verdict == V_INCONCLUSIVE && b->message &&
                                      strstr(b->message, "no defect in the first"));
}

// The unwound run's defect at d's place, or NULL.
// One at d's own line first.
static const Defect *found_again(const Defect *d, const KernelResult *u) {
  for (int k = 0; k < u->ndefects; k++)
    if (same_defect(d, &u->defects[k]) && same_place(d->loc, u->defects[k].loc))
      return &u->defects[k];
  for (int k = 0; k < u->ndefects; k++)
    if (same_defect(d, &u->defects[k]))
      return &u->defects[k];
  return NULL;
}

// The unwound run's race with its accesses in d's order (first, second),
// when it was found with the roles swapped.
static const Defect *in_order(FileRun *fr, const Defect *d, const Defect *again) {
  if (same_place(d->loc, again->loc) || !swapped_race(d, again))
    return again;
  Defect *t = NEW(&fr->arena, Defect);
  *t = *again;
  t->acc[0] = again->acc[1];
  t->acc[1] = again->acc[0];
  return t;
}

// Whether some defect of the job is not among the unwound run's (a failing
// loop invariant, which the unwound program has none of, aside).
static bool unwinding_misses(const Job *j, const KernelResult *u) {
  for (int i = 0; i < j->res.ndefects; i++)
    if (j->res.defects[i].kind != DK_INVARIANT && !found_again(&j->res.defects[i], u))
      return true;
  return false;
}

// A race whose class comes from its two threads alone (same warp or not).
static bool plain_race(const Defect *d) {
  return d->kind == DK_RACE && d->cls &&
         (!strcmp(d->cls, "data race") || !strcmp(d->cls, "intra-warp race"));
}

// "write-write race", "race", "defect": what a grading note calls a defect.
// Two races on one line (a read-write and a write-write) are told apart.
static const char *defect_words(FileRun *fr, const Defect *d) {
  return d->kind != DK_RACE ? "defect"
         : d->race ? arena_printf(&fr->arena, "%s race", d->race) : "race";
}

// The notes on each of the job's defects after an unwound run whose result
// is `u`; `counted` says whether it unwound the counted loops fully.
static void note_unwound(FileRun *fr, Job *j, const KernelResult *u, const char *counted) {
  KernelResult *r = &j->res;
  const char *how = arena_printf(&fr->arena, "the first %d iterations of every loop%s",
                                 RECHECK_UNWIND, counted);
  for (int i = 0; i < r->ndefects; i++) {
    const Defect *d = &r->defects[i];
    // The unwound program has no loop invariants to check: it can neither
    // confirm nor doubt a failing one.
    if (d->kind == DK_INVARIANT)
      continue;
    const Defect *again = found_again(d, u);
    const char *where = arena_printf(&fr->arena, "%s:%d:%d", fr->path, d->loc.line, d->loc.col);
    const char *what = defect_words(fr, d);
    if (again) {
      add_note(fr, r, arena_printf(&fr->arena, "note: the %s at %s is confirmed by unwinding: %s%s "
                                   "reach it without loop invariants, so no weak invariant made "
                                   "it up%s",
                                   what, where, how, *counted ? "," : "",
                                   unwound_iterations(fr, in_order(fr, d, again))));
      // The report shows the unwound run's pair: the loop-cut run's pair
      // for the same line may come from a weak invariant (a write before
      // the barrier ahead of the loop), while the unwound one is an
      // execution of the first iterations, the one the note describes.
      // Only between plain races, whose class the pair itself decides (a
      // scope class, such as a lock's missing fence, is the check's word
      // on the loop-cut run's pair and stays with it). A pair found with
      // the roles swapped stays too: it is reported at the other line.
      if (!plain_race(d) || !plain_race(again) || !same_place(d->loc, again->loc))
        continue;
      r->defects[i] = *again;
      if (i == 0 && r->symbolic) {
        memcpy(r->bdim, again->bdim, sizeof r->bdim);
        memcpy(r->gdim, again->gdim, sizeof r->gdim);
      }
    } else {
      const char *note = arena_printf(&fr->arena, "note: the %s at %s is possible: found in an "
                                      "arbitrary loop iteration, but not within %s; the "
                                      "counterexample may be spurious (a loop invariant too "
                                      "weak): if so, state the missing fact with "
                                      "__invariant(...) in the loop condition",
                                      what, where, how);
      add_note(fr, r, note);
      vec_push(&fr->arena, &j->possible_notes, (void *)note);
    }
  }
}

// The unwinding re-check did not finish: it neither confirms nor doubts the
// defects, which were found through a loop cut and so may still come from
// a loop invariant too weak. Each says so, as a possible one (measured: a
// slot permuted in a loop, out[slot] reported racy from the cut, whose
// re-check ran out of units beside a hashed table).
static void note_not_unwound(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  for (int i = 0; i < r->ndefects; i++) {
    const Defect *d = &r->defects[i];
    if (d->kind == DK_INVARIANT)
      continue;
    const char *note = arena_printf(&fr->arena, "note: the %s at %s:%d:%d is possible: found in "
                                    "an arbitrary loop iteration, and the re-check unwinding "
                                    "the first %d iterations of every loop did not finish (%s); "
                                    "the counterexample may be spurious (a loop invariant too "
                                    "weak)", defect_words(fr, d), fr->path, d->loc.line, d->loc.col,
                                    RECHECK_UNWIND,
                                    u->res.message ? u->res.message : "no answer");
    add_note(fr, r, note);
    vec_push(&fr->arena, &j->possible_notes, (void *)note);
  }
}

static void judge_by_unwinding(FileRun *fr, Job *j, const Job *u) {
  // (the re-checked kernel has loops, so its unwound run is never verified)
  if (u->res.verdict != V_DEFECTS && !search_clean(u)) {
    note_not_unwound(fr, j, u);
    return;
  }
  // A defect behind a loop that always runs, say, 5 times (a tile
  // reduction before the store that races) is out of two iterations'
  // reach: it is looked for again with such loops unwound fully.
  if (u->enc.counted_loops && !u->enc.counted_capped && !u->opt.unwind_counted &&
      unwinding_misses(j, &u->res)) {
    j->confirm_counted = true;
    j->unwound_first = u->res; // (its defects are in the file's arena)
    return;
  }
  note_unwound(fr, j, &u->res, counted_text(u));
}

// The counted re-check's answer; when it has none (a time-out), the first
// re-check's stands.
static void judge_by_counted_unwinding(FileRun *fr, Job *j, const Job *u) {
  if (u->res.verdict == V_DEFECTS || search_clean(u)) {
    note_unwound(fr, j, &u->res, counted_text(u));
    return;
  }
  note_unwound(fr, j, &j->unwound_first, "");
  add_note(fr, &j->res, arena_printf(&fr->arena, "note: the re-check with every iteration of the "
                                     "loops that run a constant number of times did not finish "
                                     "(%s)", u->res.message ? u->res.message : "no answer"));
}

// --infer-info: the first run is Houdini's; its output has the assignment.
// Not after a time-out: Houdini's assignment is then not a fixpoint.
static void infer_info(FileRun *fr, Job *j) {
  if (!fr->cfg->opt.infer_info || !j->enc.has_candidates || !j->started || j->start_failed ||
      j->proc.timed_out || j->res.verdict == V_INCONCLUSIVE)
    return;
  char *text = read_file(j->out_path, NULL);
  infer_info_collect(&j->enc, text, &fr->src, &fr->arena, &j->res);
  free(text);
}

// A second look at some of a file's finished jobs: the kernel of each job
// `wanted` selects is encoded again with the options `adjust` changes, all
// run side by side, and `judge` reads each answer against the first one.
typedef struct Recheck {
  bool (*wanted)(const Job *j);
  void (*adjust)(const Job *j, Options *o);
  int run_offset; // keeps the temporary files apart from the first runs'
  void (*judge)(FileRun *fr, Job *j, const Job *u);
} Recheck;

static void confirm_direct(FileRun *fr, Job *jobs, int n, int *kernels_seen);

// Whether the kernel has time left for a re-check it wants; the first one
// it has not gets a note (once).
static bool within_budget(FileRun *fr, Job *j) {
  if (budget_left_ms(j) >= 1000.0)
    return true;
  if (!j->budget_noted)
    add_note(fr, &j->res, arena_printf(&fr->arena, "note: the kernel's solver time, %.0f s "
                                       "in all, is spent (--kernel-timeout): the further "
                                       "checks it would have had were not run",
                                       j->budget_ms / 1000.0));
  j->budget_noted = true;
  return false;
}

static void recheck(FileRun *fr, Job *jobs, int n, int *kernels_seen, const Recheck *how) {
  Job *re = NEW_ARRAY(&fr->arena, Job, n ? n : 1);
  int *orig = NEW_ARRAY(&fr->arena, int, n ? n : 1);
  int m = 0;
  for (int i = 0; i < n; i++) {
    Job *j = &jobs[i];
    if (!j->ready || !j->encoded || !how->wanted(j) || !within_budget(fr, j))
      continue;
    Job *u = &re[m];
    orig[m++] = i;
    u->k = j->k;
    u->opt = j->opt;
    u->opt.boogie_file = NULL;
    how->adjust(j, &u->opt);
    u->budget_ms = budget_left_ms(j);
    cap_timeout(u);
    u->run = j->run + how->run_offset;
    u->kernel_run = j->kernel_run;
    u->names = j->names;
    u->index = j->index;
  }
  if (!m)
    return;
  for (int i = 0; i < m; i++)
    prepare_job(fr, &re[i], kernels_seen);
  run_all(fr, re, m);
  for (int i = 0; i < m; i++)
    if (re[i].ready)
      analyse(fr, &re[i]);
  // A re-check whose Boogie run timed out where its direct attempt had a
  // model (the unrolled proof's) has that model confirmed, as a first run's.
  confirm_direct(fr, re, m, kernels_seen);
  for (int i = 0; i < m; i++) {
    jobs[orig[i]].recheck_ms += re[i].solver_ms + re[i].recheck_ms;
    how->judge(fr, &jobs[orig[i]], &re[i]);
    if (re[i].encoded)
      encoded_free(&re[i].enc);
  }
}

// Another run's defects replace the job's, with its verdict and geometry.
static void take_defects(KernelResult *r, const KernelResult *b) {
  r->verdict = V_DEFECTS;
  r->message = NULL;
  r->defects = b->defects;
  r->ndefects = b->ndefects;
  r->nraces = b->nraces;
  r->symbolic = b->symbolic;
  memcpy(r->bdim, b->bdim, sizeof r->bdim);
  memcpy(r->gdim, b->gdim, sizeof r->gdim);
}

// The threads in a counterexample's block, or 0 when the model does not say.
static int64_t block_threads(const Num bdim[3]) {
  int64_t n = 1;
  for (int d = 0; d < 3; d++) {
    if (!bdim[d].known)
      return 0;
    n *= bdim[d].v;
  }
  return n;
}

// The most threads a block of the job's counterexamples has.
static int64_t largest_block(const KernelResult *r) {
  int64_t most = block_threads(r->bdim);
  for (int i = 0; i < r->ndefects; i++) {
    int64_t n = block_threads(r->defects[i].bdim);
    most = n > most ? n : most;
  }
  return most;
}

// A symbolic CUDA block is bounded per dimension only (geometry.c says
// why), so a counterexample may use a block of (1024,204,3): more threads
// than CUDA launches, a report no one can reproduce, and possibly a race
// that needs it. Such a kernel is run again with x*y*z <= 1024 stated
// (Options.block_size_limit). Defects found then replace the first ones;
// none found, with no time-out, is a proof for every launch CUDA allows;
// a time-out leaves the first report, with a note. Only racy kernels with
// such a counterexample pay the bigger queries.
enum { CUDA_BLOCK_THREADS = 1024, BLOCK_SIZE_RUN = 7000000 };

static bool wants_block_size_limit(const Job *j) {
  return j->res.verdict == V_DEFECTS && j->res.lang == LANG_CUDA && !j->opt.block_dims_given &&
         !j->opt.block_size_limit && !j->opt.loop_unwind &&
         largest_block(&j->res) > CUDA_BLOCK_THREADS;
}

// A kernel whose defect came from the search for a first counterexample
// (its proof had run out of time) is asked for a first one again.
static void block_size_options(const Job *j, Options *o) {
  o->block_size_limit = true;
  o->first_error_only = j->first_counterexample;
}

static void judge_block_size(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  int64_t most = largest_block(r);
  if (u->res.verdict == V_DEFECTS && u->res.ndefects) {
    take_defects(r, &u->res);
    j->opt.block_size_limit = true; // later re-checks keep the limit
    return;
  }
  if (u->res.verdict == V_VERIFIED) {
    r->verdict = V_VERIFIED;
    r->ndefects = r->nraces = 0;
    j->opt.block_size_limit = true;
    add_note(fr, r, arena_printf(&fr->arena, "note: every defect found at first needed a block "
                                 "of more than %d threads (%lld); with CUDA's limit on a "
                                 "block's size stated, the kernel is verified",
                                 CUDA_BLOCK_THREADS, (long long)most));
    return;
  }
  add_note(fr, r, arena_printf(&fr->arena, "note: the counterexample has a block of %lld "
                               "threads, more than CUDA's limit of %d, and the re-check with "
                               "that limit did not finish (%s): the defect%s may need such a "
                               "block",
                               (long long)most, CUDA_BLOCK_THREADS,
                               u->res.message ? u->res.message : "no answer",
                               r->ndefects == 1 ? "" : "s"));
}

static void recheck_block_size(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind)
    return;
  Recheck how = {wants_block_size_limit, block_size_options, BLOCK_SIZE_RUN, judge_block_size};
  recheck(fr, jobs, n, kernels_seen, &how);
}

// A kernel that never reads the y or z dimension of its launch (no
// threadIdx.z, blockIdx.y, blockDim.z... in any expression) is written for
// launches of one thread and one block in it. A symbolic launch may have
// more, and threads that differ only there run the same code on the same
// data: their race is real for such a launch and says nothing else about
// the kernel. Such a kernel, racy with a counterexample of more than one
// thread or block in an unread dimension, is checked again with those
// dimensions of size 1 (Options.flat_dims). Defects found then replace the
// first ones (they are defects of those launches too); none found, with no
// time-out, proves the kernel for those launches, which a note says while
// the verdict stays (the kernel does race for the others); a time-out
// leaves the first report, with a note.
enum { FLAT_RUN = 8000000, DIMS_YZ = 6 };

// The unread dimensions (y, z) a symbolic launch leaves free.
static unsigned unread_free_dims(const Job *j) {
  const Options *o = &j->opt;
  if (o->block_dims_given || o->grid_dims_given || o->global_size[0] || o->launch ||
      o->flat_dims)
    return 0;
  return ~ir_geometry_dims_read(j->k) & DIMS_YZ;
}

static bool spans(const Num bdim[3], const Num gdim[3], unsigned dims) {
  for (int d = 0; d < 3; d++)
    if ((dims & (1u << d)) &&
        ((bdim[d].known && bdim[d].v > 1) || (gdim[d].known && gdim[d].v > 1)))
      return true;
  return false;
}

// A counterexample with more than one thread or block in one of `dims`.
static bool counterexample_spans(const KernelResult *r, unsigned dims) {
  if (spans(r->bdim, r->gdim, dims))
    return true;
  for (int i = 0; i < r->ndefects; i++)
    if (spans(r->defects[i].bdim, r->defects[i].gdim, dims))
      return true;
  return false;
}

static bool wants_flat(const Job *j) {
  unsigned dims = unread_free_dims(j);
  return j->res.verdict == V_DEFECTS && !j->opt.loop_unwind && dims &&
         counterexample_spans(&j->res, dims);
}

static void flat_options(const Job *j, Options *o) {
  o->flat_dims = unread_free_dims(j);
  o->first_error_only = j->first_counterexample;
}

// "the y and z dimensions", "blockDim.y = gridDim.y = 1" and the like
// (OpenCL: "get_local_size(1) = get_num_groups(1) = 1").
static const char *flat_text(Arena *a, Lang lang, unsigned dims, bool sizes) {
  const char *name[3] = {"x", "y", "z"};
  const char *out = NULL;
  int n = 0;
  for (int d = 1; d < 3; d++) {
    if (!(dims & (1u << d)))
      continue;
    const char *t = !sizes ? name[d]
                    : lang == LANG_OPENCL
                        ? arena_printf(a, "get_local_size(%d) = get_num_groups(%d) = 1", d, d)
                        : arena_printf(a, "blockDim.%s = gridDim.%s = 1", name[d], name[d]);
    out = out ? arena_printf(a, "%s and %s", out, t) : t;
    n++;
  }
  return sizes ? out : arena_printf(a, "the %s dimension%s", out, n > 1 ? "s" : "");
}

static void judge_flat(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  unsigned dims = u->opt.flat_dims;
  const char *which = flat_text(&fr->arena, r->lang, dims, false);
  const char *sizes = flat_text(&fr->arena, r->lang, dims, true);
  if (u->res.verdict == V_DEFECTS && u->res.ndefects) {
    take_defects(r, &u->res);
    j->opt.flat_dims = dims; // later re-checks keep the restriction
    add_note(fr, r, arena_printf(&fr->arena, "note: '%s' never reads %s of its launch, and the "
                                 "first counterexample had more than one thread or block "
                                 "there; the defects shown are those of launches with %s",
                                 j->k->name, which, sizes));
    return;
  }
  if (u->res.verdict == V_VERIFIED) {
    add_note(fr, r, arena_printf(&fr->arena, "note: '%s' never reads %s of its launch, and "
                                 "every defect needs more than one thread or block there "
                                 "(threads that differ only there run the same code on the "
                                 "same data): for launches with %s, '%s' is verified",
                                 j->k->name, which, sizes, j->k->name));
    return;
  }
  add_note(fr, r, arena_printf(&fr->arena, "note: '%s' never reads %s of its launch; the "
                               "re-check for launches with %s did not finish (%s)",
                               j->k->name, which, sizes,
                               u->res.message ? u->res.message : "no answer"));
}

static void recheck_flat(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind)
    return;
  Recheck how = {wants_flat, flat_options, FLAT_RUN, judge_flat};
  recheck(fr, jobs, n, kernels_seen, &how);
}

// A racy kernel with signed products of two symbols (`i * n`) is checked
// again with each signed +, - and * (C's, LLVM's `nsw`) assumed not to
// overflow where a thread executes it (Options.no_signed_wrap). Real
// kernels index with `int` products (`i + nx * (j + ny * k)`), and a
// symbolic launch or input size makes them wrap, which lets two threads'
// indices meet; the overflow is undefined behaviour, and a race that
// needs it is a defect of the inputs, not of the indexing. A proof gives a
// note that every defect needs an overflow, while the verdict stays: the
// kernel does race (or worse) for those inputs. The re-check leaves
// products of two symbols uninterpreted, with the facts of exact products
// (encodings/dualise.c, abstract_product), so its counterexamples may not
// be runs: defects or a time-out leave the first report as it was. Its
// limit is capped (NO_WRAP_TIMEOUT_S): it only adds a note.
enum { NO_WRAP_RUN = 12000000, NO_WRAP_TIMEOUT_S = 30 };

static bool wants_no_wrap(const Job *j) {
  return j->res.verdict == V_DEFECTS && !j->opt.loop_unwind && !j->opt.no_signed_wrap &&
         ir_count_signed_products(j->k) > 0;
}

static void no_wrap_options(const Job *j, Options *o) {
  o->no_signed_wrap = true;
  o->first_error_only = true;
  if (o->timeout_s > NO_WRAP_TIMEOUT_S)
    o->timeout_s = NO_WRAP_TIMEOUT_S;
}

static void judge_no_wrap(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  if (u->res.verdict != V_VERIFIED)
    return;
  // The flat re-check's restriction, when it gave the defects, holds here too.
  const char *launches = j->opt.flat_dims
                             ? arena_printf(&fr->arena, "launches with %s",
                                            flat_text(&fr->arena, r->lang, j->opt.flat_dims, true))
                             : "runs";
  add_note(fr, r, arena_printf(&fr->arena, "note: every defect found needs signed integer "
                               "arithmetic to overflow (a signed +, - or * whose exact result "
                               "does not fit its type: undefined behaviour in C and C++); for "
                               "%s in which none overflows, '%s' is verified",
                               launches, j->k->name));
}

static void recheck_no_wrap(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind)
    return;
  Recheck how = {wants_no_wrap, no_wrap_options, NO_WRAP_RUN, judge_no_wrap};
  recheck(fr, jobs, n, kernels_seen, &how);
}

static bool wants_unwinding(const Job *j) {
  bool exact = j->exact_defects || (j->opt.unroll_counted && !j->enc.kept_loops);
  return j->res.verdict == V_DEFECTS && j->enc.nloops && !exact;
}
// (The copy limit of the counted re-check below, so that the first
// re-check's encoding counts what that one would unwind.)
static void unwind_options(const Job *j, Options *o) {
  o->loop_unwind = RECHECK_UNWIND;
  o->unwind_copies_max = RECHECK_COPIES_MAX;
}

static bool wants_counted_unwinding(const Job *j) { return j->confirm_counted; }
static void counted_unwind_options(const Job *j, Options *o) {
  unwind_options(j, o);
  o->unwind_counted = true;
}

static void recheck_by_unwinding(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind)
    return;
  Recheck how = {wants_unwinding, unwind_options, RECHECK_RUN, judge_by_unwinding};
  recheck(fr, jobs, n, kernels_seen, &how);
  Recheck counted = {wants_counted_unwinding, counted_unwind_options, RECHECK_COUNTED_RUN,
                     judge_by_counted_unwinding};
  recheck(fr, jobs, n, kernels_seen, &counted);
}

// A launch of one thread has no pair: every pair-wise check holds, and its
// "verified" is right whatever the assumptions say.
static bool single_thread_launch(const Options *o) {
  if (o->block_dims_given == 0 || o->grid_dims_given == 0)
    return false;
  for (int d = 0; d < 3; d++)
    if ((o->block_dim[d] ? o->block_dim[d] : 1) != 1 || (o->grid_dim[d] ? o->grid_dim[d] : 1) != 1)
      return false;
  return true;
}

// A verified kernel that assumes what the user wrote (__requires, __assume,
// __axiom, with the launch's facts) is proven only for runs that satisfy
// those assumptions; when no run does (`__requires(n > 4 && n < 2)`), it
// is proven vacuously. The probe (Options.vacuity_probe) re-encodes the
// kernel with every check assumed and `assert false` at its end, loops cut
// without invariants: a counterexample is a run of the pair that satisfies
// everything and finishes, so the proof stands; a proof of `false` means
// no run finishes, and the verdict becomes inconclusive. An inconclusive
// probe leaves the verdict alone, with a note.
enum { VACUITY_RUN = 2000000 };

static void judge_vacuity(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  if (u->res.verdict == V_DEFECTS)
    return; // some run satisfies the assumptions and reaches the end
  if (u->res.verdict != V_VERIFIED) {
    add_note(fr, r, "note: whether the assumptions (__requires, __assume, __axiom, launch "
                    "facts) can all hold was not decided (the check ran out of time or failed)");
    return;
  }
  r->verdict = V_INCONCLUSIVE;
  r->message = "vacuous: no run of two distinct threads satisfies the assumptions and "
               "reaches the end of the kernel, so every check held trivially";
  add_note(fr, r, "note: the assumptions (__requires, __assume, __axiom, --kernel-args, launch "
                  "facts) contradict each other or exclude every pair of distinct threads, or the "
                  "kernel never finishes: nothing is proven");
}

static bool wants_vacuity_probe(const Job *j) {
  return j->res.verdict == V_VERIFIED && j->enc.has_assumptions && !single_thread_launch(&j->opt);
}

static void probe_options(const Job *j, Options *o) {
  o->vacuity_probe = o->no_infer = true;
  o->loop_unwind = 0;
}

static void check_vacuity(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  Recheck how = {wants_vacuity_probe, probe_options, VACUITY_RUN, judge_vacuity};
  recheck(fr, jobs, n, kernels_seen, &how);
}

// A kernel with loops whose proof ran out of time (a query, Houdini, or
// Boogie as a whole), or a loop-free one whose errors came beside a
// time-out (their answers may be z3's "unknown"), says nothing yet. Yet
// most such kernels in real programs are racy: one race between threads
// that differ in threadIdx.y decides the verdict, and the loops'
// invariants, which took the time, do not matter to it. So such a kernel
// is searched once more with the first iteration of every loop unwound and
// no invariants (--loop-unwind=1's encoding: longer executions are cut off
// by an assumption, never havocked), stopping at Boogie's first answer
// (first_error_only). A defect found there is an execution of the pair
// under tandem's usual abstractions with no loop invariant involved, as
// real as a defect of a loop-free kernel: the verdict becomes "defects"
// with that run's report, and a note says the proof did not finish.
// Nothing else is taken from the search: a clean run proves nothing, and
// the kernel stays inconclusive with a note. One iteration, not two: the
// query of two can be far harder (a loop body with multiplications: 1 s
// against a 30 s time-out, measured), and the races a first iteration
// misses are those between iterations. docs/encodings.md §30.
enum { BOUNDED_UNWIND = 1, BOUNDED_RUN = 3000000, COUNTED_RUN = 4000000 };

// A run tandem itself got wrong (its own invariant failed, an unmapped
// failure): no further attempt, the message stays.
static bool internal_error(const KernelResult *r) {
  return r->message && strstr(r->message, "internal error");
}

static bool wants_bounded_search(const Job *j) {
  const KernelResult *r = &j->res;
  return r->verdict == V_INCONCLUSIVE && (j->enc.nloops || r->hidden_defects) &&
         !j->opt.vacuity_probe && !internal_error(r);
}

static void bounded_options(const Job *j, Options *o) {
  o->loop_unwind = BOUNDED_UNWIND;
  o->no_infer = true;
  o->first_error_only = true;
}

// The search's defects become the kernel's (their strings are in the
// file's arena; only the search's Boogie text is freed after it).
static bool adopt_defects(FileRun *fr, Job *j, const Job *u, const char *search) {
  KernelResult *r = &j->res;
  const KernelResult *b = &u->res;
  if (b->verdict != V_DEFECTS || !b->ndefects)
    return false;
  const char *why = r->message ? r->message : "the proof did not finish";
  take_defects(r, b);
  add_note(fr, r, arena_printf(&fr->arena, "note: the proof did not finish (%s); the defect "
                               "above was found by %s; other defects may remain "
                               "(--no-bounded-search turns the search off)", why, search));
  return true;
}

// A kernel with loops whose run found errors beside a time-out (decide:
// "possible defects not reported") is run once more as it was, loop
// invariants inferred, but with Boogie's first counterexample per query
// (/errorLimit:1). Measured on real kernels (reduction's
// multi_warp_cg_reduce): the first run's Houdini query finds the race in
// a second, then asks z3 for further counterexamples until none is left,
// and that last question, as hard as the proof of everything else, runs
// past the limit. With one counterexample per query, Houdini refutes the
// candidates one at a time and stops at the first failure of a check that
// is not a candidate: every query it asks has an answer it can find. The
// failure is reported as any run's is (then re-checked by unwinding):
// its path satisfies every assertion before it and assumes at each loop
// head only candidates that Houdini had not refuted, a superset of any
// later set, so the path stays feasible whatever Houdini would have
// dropped afterwards. A run that ends at a fixpoint with no failure and
// no time-out is Houdini's proof, as good as the first run's would have
// been. docs/encodings.md §30.
enum { WHOLE_RUN = 5000000 };

static bool wants_whole_search(const Job *j) {
  const KernelResult *r = &j->res;
  return r->verdict == V_INCONCLUSIVE && r->hidden_defects && j->enc.nloops &&
         !j->opt.vacuity_probe;
}

static void whole_search_options(const Job *j, Options *o) { o->first_error_only = true; }

static void judge_whole_search(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  if (adopt_defects(fr, j, u, "the search that followed for a first counterexample (Boogie's "
                              "first answer per query, loop invariants inferred as for the "
                              "proof)")) {
    j->first_counterexample = true;
    return;
  }
  if (u->res.verdict == V_VERIFIED) {
    add_note(fr, r, arena_printf(&fr->arena, "note: the first run did not finish (%s); the run "
                                 "that followed, with Boogie's first answer per query, proved "
                                 "the kernel", r->message ? r->message : "no answer"));
    r->verdict = V_VERIFIED;
    r->message = NULL;
    r->hidden_defects = 0;
    return;
  }
  add_note(fr, r, arena_printf(&fr->arena, "note: the search that followed for a first "
                               "counterexample, loop invariants inferred, did not finish "
                               "either (%s)", u->res.message ? u->res.message : "no answer"));
}

// A kernel whose proof ran out of time although the direct attempt's final
// query had a model (direct.c): some assertion fails, and the model says
// which. Boogie, which turns a counterexample into a report, is asked again
// with only those assertions checked and every other one assumed, and the
// candidates fixed to the attempt's fixpoint. Measured on Rodinia's
// myocyte: the whole program ran past 120 s in Boogie, where z3's
// preprocessing found the model in 33 s; with one assertion checked,
// Boogie reported it in 8 s. What it reports is a failure of the whole
// program: an execution that fails a checked assertion and satisfies the
// assumed ones on its way fails that assertion in the program where they
// are checked too (Boogie assumes an assertion after checking it), with
// the same loop cut and candidates (an inductive set: the attempt's last
// Houdini query was unsatisfiable), so it goes through the same
// re-checks as the first run's defects. docs/encodings.md §29.
//
// First with the model's constants pinned (axioms appended: thread and
// block ids, sizes, scalar parameters, the logged access's offset and
// site): the run then checks the very execution the attempt found, and
// every product of a parameter and a thread id is a constant. Measured on
// cuda-samples' dct8x8 (ShortDCT, its 8-step loops unrolled): z3 alone
// found the model in 4 s; Boogie ran past 60 s with the failing assertion
// alone checked, and reported it in 8 s with the constants pinned. An
// axiom only narrows the executions Boogie considers, so a failure it
// reports is one of the unpinned program too. A pinned run that reports
// nothing (the model's values do not reproduce in Boogie's reading) is
// followed by the run without pins.
enum { CONFIRM_RUN = 10000000, CONFIRM_UNPINNED_RUN = 11000000 };

static bool wants_confirmation(const Job *j) {
  const KernelResult *r = &j->res;
  return r->verdict == V_INCONCLUSIVE && j->ndirect_failed > 0 && !j->opt.vacuity_probe &&
         !(j->enc.has_candidates && !j->direct_assignment);
}

static bool wants_unpinned_confirmation(const Job *j) {
  return wants_confirmation(j) && j->pinned_unconfirmed;
}

static void confirm_options(const Job *j, Options *o) {
  o->first_error_only = true;
  o->focus_lines = j->direct_failed;
  o->nfocus_lines = j->ndirect_failed;
  o->focus_assignment = j->direct_assignment;
  o->focus_pins = j->pinned_unconfirmed ? NULL : j->direct_pins;
}

static void judge_confirmation(FileRun *fr, Job *j, const Job *u) {
  bool pinned = u->opt.focus_pins != NULL;
  const char *how = arena_printf(&fr->arena, "a run that checked only the assertions failing in "
                                 "the counterexample of tandem's direct attempt (the others "
                                 "assumed)%s", pinned ? ", with that counterexample's thread "
                                 "ids, sizes and parameters fixed" : "");
  if (adopt_defects(fr, j, u, how)) {
    j->first_counterexample = true;
    return;
  }
  if (pinned) {
    j->pinned_unconfirmed = true; // the run without pins follows
    return;
  }
  add_note(fr, &j->res, arena_printf(&fr->arena, "note: tandem's own query to z3 found a "
                                     "counterexample, which Boogie did not confirm (%s); it is "
                                     "not reported",
                                     u->res.message ? u->res.message : "no answer"));
}

static void confirm_direct(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind || fr->cfg->opt.no_bounded_search)
    return;
  Recheck how = {wants_confirmation, confirm_options, CONFIRM_RUN, judge_confirmation};
  recheck(fr, jobs, n, kernels_seen, &how);
  Recheck unpinned = {wants_unpinned_confirmation, confirm_options, CONFIRM_UNPINNED_RUN,
                      judge_confirmation};
  recheck(fr, jobs, n, kernels_seen, &unpinned);
}

static void search_whole(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind || fr->cfg->opt.no_bounded_search)
    return;
  Recheck how = {wants_whole_search, whole_search_options, WHOLE_RUN, judge_whole_search};
  recheck(fr, jobs, n, kernels_seen, &how);
}

// A kernel with loops that run a constant number of times (at most 32,
// their nests within 128 copies) is proven once more with those loops
// replaced by their iterations (Options.unroll_counted; docs/encodings.md
// §31) when its proof ran out of time, or when a defect it reported is
// only "possible" (not reached by unwinding: maybe a weak invariant's).
// Measured on Rodinia's dwt2d: 30 loops, 27 of them the fixed-count
// sweeps of a template's transform buffer, gave Houdini 1,015 candidates;
// unrolled, 3 loops and 279 candidates are left (z3 still runs out of time
// there: the bit-vector queries, not the invariants, are hard). Unrolling is exact, so
// the run's proof is a proof, and its defects, when no loop is left, are
// executions with no invariant involved. Only as a second run: a loop
// invariant is usually the cheaper proof (e2e 692: Houdini proves it in
// 400,000 z3 units, its loops unrolled need more than 1,000,000).
enum { UNROLLED_RUN = 9000000 };

static bool unrolled_wanted(const Job *j) {
  return j->enc.unrollable_loops && !j->opt.unroll_counted && !j->opt.vacuity_probe;
}

// After a time-out (before the searches, which look for defects only).
static bool wants_unrolled_proof(const Job *j) {
  const KernelResult *r = &j->res;
  return r->verdict == V_INCONCLUSIVE && unrolled_wanted(j) &&
         !internal_error(r);
}

// After the unwinding re-check left a defect "possible", for nests of at
// most 32 copies of a body (as the counted unwinding re-check): a racy
// kernel pays this run, and a tile loop of 4 around one of 16 (e2e 040, 85
// copies) took z3 80 s for its first answer.
enum { UNROLL_CHECK_COPIES_MAX = 32 };

static bool wants_unrolled_check(const Job *j) {
  return j->res.verdict == V_DEFECTS && j->possible_notes.len && unrolled_wanted(j) &&
         j->enc.unroll_copies_least <= UNROLL_CHECK_COPIES_MAX;
}

// One answer per query, as the searches of §30 ask: an unrolled body makes
// a big query, and enumerating every counterexample of it is what takes
// the time (e2e 040: its first answer comes at once, six of them took
// minutes); a later answer may also be a cancelled query's labels.
static void unrolled_options(const Job *j, Options *o) {
  o->unroll_counted = true;
  o->first_error_only = true;
}

// And at most 30 s per query: a racy kernel pays for this run, and the
// unrolled proofs that real programs' possible races got (cuda-samples,
// Rodinia) ran out of time far more often than they proved.
enum { UNROLL_CHECK_TIMEOUT_S = 30 };

static void unrolled_check_options(const Job *j, Options *o) {
  unrolled_options(j, o);
  o->unwind_copies_max = UNROLL_CHECK_COPIES_MAX;
  if (o->timeout_s > UNROLL_CHECK_TIMEOUT_S)
    o->timeout_s = UNROLL_CHECK_TIMEOUT_S;
}

static const char *unrolled_text(FileRun *fr, const Job *u) {
  int n = u->enc.unrolled_loops;
  return arena_printf(&fr->arena, "the loops that run a constant number of times unrolled "
                      "(%d loop nest%s)", n, n == 1 ? "" : "s");
}

// The "possible" notes go: the unrolled run proved those defects spurious.
static void drop_possible_notes(Job *j) {
  PtrVec *notes = &j->res.notes;
  int kept = 0;
  for (int i = 0; i < notes->len; i++) {
    bool possible = false;
    for (int p = 0; p < j->possible_notes.len; p++)
      possible |= notes->items[i] == j->possible_notes.items[p];
    if (!possible)
      notes->items[kept++] = notes->items[i];
  }
  notes->len = kept;
  j->possible_notes.len = 0;
}

// A later run's proof replaces what the first run left (a time-out, or
// defects it showed spurious).
static void take_proof(KernelResult *r) {
  r->verdict = V_VERIFIED;
  r->message = NULL;
  r->hidden_defects = r->ndefects = r->nraces = 0;
  r->defects = NULL;
  if (r->symbolic) { // the sizes were the counterexample's
    memset(r->bdim, 0, sizeof r->bdim);
    memset(r->gdim, 0, sizeof r->gdim);
  }
}

static void adopt_unrolled(FileRun *fr, Job *j, const Job *u, const char *why) {
  KernelResult *r = &j->res;
  bool proved = u->res.verdict == V_VERIFIED;
  drop_possible_notes(j);
  const char *found = arena_printf(&fr->arena, "found the defect%s above%s (its first answer "
                                   "only: other defects may remain)",
                                   u->res.ndefects == 1 ? "" : "s",
                                   u->enc.kept_loops ? "" : " with no loop invariant involved");
  add_note(fr, r, arena_printf(&fr->arena, "note: %s; the run that followed, with %s, %s", why,
                               unrolled_text(fr, u), proved ? "proved the kernel" : found));
  if (proved)
    take_proof(r);
  else
    take_defects(r, &u->res);
  j->opt.unroll_counted = true; // later re-checks encode as this run did
  // No loop left, no invariant involved: nothing for unwinding to confirm.
  j->exact_defects = !proved && !u->enc.kept_loops;
}

static void judge_unrolled_proof(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  if (u->res.verdict == V_VERIFIED || u->res.verdict == V_DEFECTS) {
    adopt_unrolled(fr, j, u, arena_printf(&fr->arena, "the first proof did not finish (%s)",
                                          r->message ? r->message : "no answer"));
    return;
  }
  add_note(fr, r, arena_printf(&fr->arena, "note: the proof with %s did not finish either (%s)",
                               unrolled_text(fr, u), u->res.message ? u->res.message : "no answer"));
}

// A verified run shows the possible defects spurious: the kernel is
// verified. Defects there leave the report as it was: beside a kept loop
// they say no more than the first run's, and with no loop left the counted
// unwinding re-check (the same copies, at most 32) would have reached them.
static void judge_unrolled_check(FileRun *fr, Job *j, const Job *u) {
  if (u->res.verdict == V_VERIFIED)
    adopt_unrolled(fr, j, u, "the first proof's defects were not reached by unwinding (maybe a "
                             "loop invariant too weak)");
  else if (u->res.verdict == V_INCONCLUSIVE)
    add_note(fr, &j->res, arena_printf(&fr->arena, "note: the proof with %s did not finish (%s)",
                                       unrolled_text(fr, u),
                                       u->res.message ? u->res.message : "no answer"));
}

static void prove_unrolled(FileRun *fr, Job *jobs, int n, int *kernels_seen, bool after_unwinding) {
  if (fr->cfg->opt.loop_unwind || fr->cfg->opt.no_unrolled_proof)
    return;
  Recheck timed_out = {wants_unrolled_proof, unrolled_options, UNROLLED_RUN, judge_unrolled_proof};
  Recheck possible = {wants_unrolled_check, unrolled_check_options, UNROLLED_RUN,
                      judge_unrolled_check};
  recheck(fr, jobs, n, kernels_seen, after_unwinding ? &possible : &timed_out);
}

// A kernel whose proof ran out of time, with 64-bit products of two values
// extended from 32 bits (`(size_t)row * width + col`), is proven once more
// with those products uninterpreted and the facts of exact products
// (Options.wide_products; docs/encodings.md §32): z3 does not prove such
// an index injective from the bit-blasted product, and such a product
// never overflows, so the facts hold in every run and the run's proof is a
// proof. Its counterexamples may give the product a value no
// multiplication gives: they are not used, the kernel stays inconclusive.
enum { WIDE_PRODUCTS_RUN = 13000000 };

static bool wants_wide_products(const Job *j) {
  const KernelResult *r = &j->res;
  return r->verdict == V_INCONCLUSIVE && !j->opt.wide_products && !j->opt.vacuity_probe &&
         ir_count_narrow_products(j->k) > 0 && !internal_error(r);
}

static void wide_products_options(const Job *j, Options *o) {
  o->wide_products = true;
  o->first_error_only = true;
}

static void judge_wide_products(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  if (u->res.verdict != V_VERIFIED) {
    add_note(fr, r, arena_printf(&fr->arena, "note: the proof with 64-bit products of 32-bit "
                                 "values left uninterpreted did not prove the kernel either "
                                 "(%s)", u->res.message ? u->res.message : "a counterexample, "
                                 "which may not be a run"));
    return;
  }
  add_note(fr, r, arena_printf(&fr->arena, "note: the first proof did not finish (%s); the run "
                               "that followed, with 64-bit products of 32-bit values left "
                               "uninterpreted (facts of exact products, which such a product "
                               "never overflows), proved the kernel",
                               r->message ? r->message : "no answer"));
  take_proof(r);
  j->opt.wide_products = true; // the vacuity probe encodes as this run did
}

static void prove_wide_products(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind)
    return;
  Recheck how = {wants_wide_products, wide_products_options, WIDE_PRODUCTS_RUN,
                 judge_wide_products};
  recheck(fr, jobs, n, kernels_seen, &how);
}

// A kernel whose first proof ran out of time (and whose first-counterexample
// search found nothing), with write-write checks that excuse two writes of
// equal values (benign-write tolerance), is proven once more with every
// write-write pair a race (Options.no_benign_tolerance) and, when it has
// them, its counted loops unrolled (unless --no-unrolled-proof): the values
// written then leave the question (dct8x8's in-place transforms write
// products of loaded values, and the tolerant checks asked z3 about those
// products). It runs before the tolerant unrolled proof, whose query is
// this one's with the values. That property is stronger, so its proof is a
// proof. A defect of that run is taken when tolerance could not have
// excused it (any but a write-write race: their checks are the same in both
// programs); a write-write race alone may write equal values, and the
// kernel stays inconclusive. docs/encodings.md §33.
enum { STRICT_WRITES_RUN = 14000000 };

static bool wants_strict_writes(const Job *j) {
  const KernelResult *r = &j->res;
  return r->verdict == V_INCONCLUSIVE && j->enc.benign_checks > 0 && !j->opt.vacuity_probe &&
         !internal_error(r);
}

static void strict_writes_options(const Job *j, Options *o) {
  o->no_benign_tolerance = true;
  o->first_error_only = true;
  o->proof_attempt = true;
  if (unrolled_wanted(j) && !o->no_unrolled_proof)
    o->unroll_counted = true;
}

static bool tolerance_may_excuse(const Defect *d) {
  return d->kind == DK_RACE && d->acc[0].kind == ACC_WRITE && d->acc[1].kind == ACC_WRITE;
}

// The defects of the strict run that tolerance would not excuse; 0 when
// there are none.
static int keep_unexcused(FileRun *fr, KernelResult *b) {
  Defect *kept = NEW_ARRAY(&fr->arena, Defect, b->ndefects ? b->ndefects : 1);
  int n = 0, races = 0;
  for (int i = 0; i < b->ndefects; i++)
    if (!tolerance_may_excuse(&b->defects[i])) {
      kept[n] = b->defects[i];
      races += kept[n++].kind == DK_RACE;
    }
  b->defects = kept;
  b->ndefects = n;
  b->nraces = races;
  return n;
}

static const char *strict_text(FileRun *fr, const Job *u) {
  return arena_printf(&fr->arena, "every two writes to one place reported whatever values they "
                      "write (a stronger property than the default's)%s%s",
                      u->enc.unrolled_loops ? " and " : "",
                      u->enc.unrolled_loops ? unrolled_text(fr, u) : "");
}

static void judge_strict_writes(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  const char *why = arena_printf(&fr->arena, "the first proof did not finish (%s)",
                                 r->message ? r->message : "no answer");
  KernelResult found = u->res;
  if (u->res.verdict == V_VERIFIED) {
    add_note(fr, r, arena_printf(&fr->arena, "note: %s; the run that followed, with %s, proved "
                                 "the kernel", why, strict_text(fr, u)));
    take_proof(r);
  } else if (u->res.verdict == V_DEFECTS && keep_unexcused(fr, &found)) {
    add_note(fr, r, arena_printf(&fr->arena, "note: %s; the run that followed, with %s, found "
                                 "the defect%s above, which writing equal values does not "
                                 "excuse%s (its first answer only: other defects may remain)",
                                 why, strict_text(fr, u), found.ndefects == 1 ? "" : "s",
                                 u->enc.kept_loops ? "" : ", with no loop invariant involved"));
    drop_possible_notes(j);
    take_defects(r, &found);
    j->exact_defects = !u->enc.kept_loops;
  } else {
    add_note(fr, r, arena_printf(&fr->arena, "note: the proof with %s did not prove the kernel "
                                 "either (%s)", strict_text(fr, u),
                                 u->res.verdict == V_DEFECTS
                                     ? "a write-write race, which may write equal values"
                                     : u->res.message ? u->res.message : "no answer"));
    return;
  }
  j->opt.unroll_counted = u->opt.unroll_counted; // later re-checks encode as this run did
}

static void prove_strict_writes(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind)
    return;
  Recheck how = {wants_strict_writes, strict_writes_options, STRICT_WRITES_RUN,
                 judge_strict_writes};
  recheck(fr, jobs, n, kernels_seen, &how);
}

static void judge_bounded_search(FileRun *fr, Job *j, const Job *u) {
  KernelResult *r = &j->res;
  const char *search = j->enc.nloops ? "the bounded search that followed (the first iteration "
                                       "of every loop unwound, no loop invariant involved)"
                                     : "the search that followed for a first counterexample";
  if (adopt_defects(fr, j, u, search))
    return;
  if (search_clean(u) && u->enc.counted_loops)
    j->search_counted = true; // the second stage says how it ended
  else if (search_clean(u))
    add_note(fr, r, j->enc.nloops ? "note: the bounded search that followed found no defect in "
                                    "the first iteration of every loop (not a proof)"
                                  : "note: the search that followed for a first counterexample "
                                    "found none (not taken as a proof)");
  else
    add_note(fr, r, arena_printf(&fr->arena, "note: the bounded search of the first iteration of "
                                 "every loop did not finish either (%s)",
                                 u->res.message ? u->res.message : "no answer"));
}

// The second stage: a first iteration stops at the exit of a loop that
// always runs, say, 16 times, and so never reaches the code after it (the
// next step of an outer loop, a store after a tile loop). Unwinding such
// counted loops fully makes a bigger query (e2e 693: one iteration answers
// at once, the counted loops unwound take a minute), so it runs only after
// the first stage found nothing.
static bool wants_counted_search(const Job *j) { return j->search_counted; }

static void counted_options(const Job *j, Options *o) {
  bounded_options(j, o);
  o->unwind_counted = true;
}

static void judge_counted_search(FileRun *fr, Job *j, const Job *u) {
  if (adopt_defects(fr, j, u, "the bounded search that followed (the first iteration of every "
                              "loop unwound, and every iteration of each loop that runs a "
                              "constant number of times, no loop invariant involved)"))
    return;
  add_note(fr, &j->res, "note: the bounded search that followed found no defect in the first "
                        "iteration of every loop (not a proof)");
  if (!search_clean(u))
    add_note(fr, &j->res, arena_printf(&fr->arena, "note: the search with every iteration of "
                                       "the loops that run a constant number of times did not "
                                       "finish (%s)",
                                       u->res.message ? u->res.message : "no answer"));
  else
    add_note(fr, &j->res, "note: nor with every iteration of the loops that run a constant "
                          "number of times (not a proof either)");
}

static void search_bounded(FileRun *fr, Job *jobs, int n, int *kernels_seen) {
  if (fr->cfg->opt.loop_unwind || fr->cfg->opt.no_bounded_search)
    return;
  Recheck first = {wants_bounded_search, bounded_options, BOUNDED_RUN, judge_bounded_search};
  recheck(fr, jobs, n, kernels_seen, &first);
  Recheck counted = {wants_counted_search, counted_options, COUNTED_RUN, judge_counted_search};
  recheck(fr, jobs, n, kernels_seen, &counted);
}

// ------------------------------------------------------------------ time-outs

// "file:line:col" of a location, as reports name files (the input file
// when the location is unknown).
static const char *where(FileRun *fr, SrcLoc loc) {
  const char *t = loc.file ? loc_text(&fr->src, loc, true, &fr->arena) : NULL;
  return t ? t : fr->path;
}

static const char *logged_words(AccessKind k) {
  return k == ACC_WRITE ? "a write" : k == ACC_READ ? "a read" : "an atomic operation";
}

// What one check of the program asks, for a line of its own.
static const char *check_words(FileRun *fr, const Check *c) {
  switch (c->kind) {
  case CK_RACE:
    return arena_printf(&fr->arena, "whether this %s `%s` races with %s of another thread",
                        c->site && c->site->kind == ACC_WRITE  ? "write to"
                        : c->site && c->site->kind == ACC_READ ? "read of"
                                                               : "atomic operation on",
                        c->array ? c->array->name : "?", logged_words(c->logged));
  case CK_BARRIER_DIVERGENCE:
    return "whether every thread of the block reaches this barrier together";
  case CK_ASSERT:
    return "this assertion";
  case CK_INVARIANT:
    return "this loop invariant";
  case CK_OUT_OF_BOUNDS:
    return arena_printf(&fr->arena, "whether this access stays inside `%s`",
                        c->array ? c->array->name : "?");
  default:
    return "the check at this line";
  }
}

// The loops Houdini was given candidates for: up to three locations, then
// how many more.
static const char *loops_text(FileRun *fr, const Encoded *enc) {
  StrBuf sb;
  sb_init(&sb);
  for (int k = 0; k < enc->ncand_loops && k < 3; k++)
    sb_printf(&sb, "%s%s", k ? ", " : "", where(fr, enc->cand_loops[k]));
  if (enc->ncand_loops > 3)
    sb_printf(&sb, " and %d more", enc->ncand_loops - 3);
  const char *t = arena_strdup(&fr->arena, sb.data ? sb.data : "");
  sb_free(&sb);
  return t;
}

// A kernel left inconclusive by a time-out: where the direct attempt
// (direct.c) stopped says where the time goes, and the split of its final
// query names the checks no query decided. Only what the attempt saw:
// Boogie's run had the whole limit and may have got further.
static void explain_time_out(FileRun *fr, Job *j) {
  const DirectStop *st = &j->direct_stop;
  KernelResult *r = &j->res;
  if (r->verdict != V_INCONCLUSIVE || (!st->in_houdini && !st->in_final))
    return;
  if (st->in_houdini) {
    add_note(fr, r, arena_printf(&fr->arena, "note: what did not finish: inferring loop "
                                 "invariants; tandem's direct attempt stopped in Houdini's query "
                                 "%d with %d of %d candidate invariants left, for the loops at "
                                 "%s (an __invariant at each loop, or --loop-unwind=N for a "
                                 "bounded check, shortens the inference)", st->houdini_queries,
                                 st->kept, st->candidates, loops_text(fr, &j->enc)));
    return;
  }
  const char *invs = st->candidates
                         ? arena_printf(&fr->arena, " (after loop invariants were inferred, %d "
                                        "of %d candidates kept)", st->kept, st->candidates)
                         : "";
  if (!st->groups) {
    add_note(fr, r, arena_printf(&fr->arena, "note: what did not finish: the kernel's one check, "
                                 "in tandem's direct attempt%s", invs));
    return;
  }
  int undecided = st->nundecided + st->more_undecided;
  add_note(fr, r, arena_printf(&fr->arena, "note: what did not finish: the check of the whole "
                               "kernel, in tandem's direct attempt%s; asked one at a time, %d "
                               "of its %d checks %s proved and %d %s not decided%s",
                               invs, st->proved, st->groups, st->proved == 1 ? "was" : "were",
                               undecided, undecided == 1 ? "was" : "were",
                               st->nundecided ? ":" : ""));
  for (int i = 0; i < st->nundecided; i++) {
    const Check *c = check_at_line(&j->enc, st->undecided[i]);
    if (c)
      add_note(fr, r, arena_printf(&fr->arena, "%s: note: not decided: %s",
                                   where(fr, c->loc), check_words(fr, c)));
    else
      add_note(fr, r, arena_printf(&fr->arena, "note: not decided: tandem's own check at line "
                                   "%d of the generated program", st->undecided[i]));
  }
  if (st->more_undecided)
    add_note(fr, r, arena_printf(&fr->arena, "note: and %d more checks not decided",
                                 st->more_undecided));
}

int verify_file(const Config *cfg, const char *path, const char *tmpdir, int file_index,
                int *kernels_seen, StrBuf *json) {
  FileRun fr = {.cfg = cfg, .path = path, .input = path, .tmpdir = tmpdir, .index = file_index};
  if (!strcmp(path, "-") && cfg->stdin_copy) { // main.c copied it: read that, name it <stdin>
    fr.path = fr.src.shown = "<stdin>";
    fr.input = cfg->stdin_copy;
  }
  fr.src.input = fr.input;
  fr.src.arena = &fr.arena;
  const char *bc;
  if (check_readable(&fr, json) && to_bitcode(&fr, json, &bc)) {
    Module mod = {0};
    char err[1024] = "";
    double t0 = now_ms();
    int rc = translate_file(bc, fr.lang, &cfg->opt, &fr.arena, &mod, err, sizeof err);
    fr.translate_ms = now_ms() - t0;
    // A batch's --kernel names a kernel of some file, not of each: the
    // translator's "no kernel named" is no error here (batch.c reports it
    // when no file has one).
    if (rc != 0 && cfg->batch_worker && cfg->opt.kernel_name &&
        !strncmp(err, "no kernel named '", 17)) {
      ; // nothing of this file to show
    } else if (rc != 0 && !strncmp(err, "no kernel named '", 17)) {
      // `path` may be a temporary bitcode file: name the input, as the
      // other "no kernel named" message does, and keep the translator's list.
      const char *kernels = strstr(err, " (kernels:");
      char msg[1200];
      snprintf(msg, sizeof msg, "no kernel named '%s' in '%s'%s", cfg->opt.kernel_name, fr.path,
               kernels ? kernels : "");
      file_error(&fr, json, msg);
    } else if (rc != 0) {
      char msg[1200];
      snprintf(msg, sizeof msg, "cannot translate '%s': %s", path, err[0] ? err : "unknown error");
      file_error(&fr, json, msg);
    } else {
      int n;
      Job *jobs = select_kernels(&fr, json, &mod, &n);
      jobs = plan_jobs(&fr, jobs, &n);
      for (int i = 0; i < n; i++)
        prepare_job(&fr, &jobs[i], kernels_seen);
      run_all(&fr, jobs, n);
      for (int i = 0; i < n; i++)
        if (jobs[i].ready) {
          analyse(&fr, &jobs[i]);
          store_cached(&fr, &jobs[i]);
          infer_info(&fr, &jobs[i]);
        }
      confirm_direct(&fr, jobs, n, kernels_seen);
      search_whole(&fr, jobs, n, kernels_seen);
      prove_strict_writes(&fr, jobs, n, kernels_seen);
      prove_unrolled(&fr, jobs, n, kernels_seen, false);
      prove_wide_products(&fr, jobs, n, kernels_seen);
      recheck_flat(&fr, jobs, n, kernels_seen);
      recheck_block_size(&fr, jobs, n, kernels_seen);
      recheck_no_wrap(&fr, jobs, n, kernels_seen);
      recheck_by_unwinding(&fr, jobs, n, kernels_seen);
      prove_unrolled(&fr, jobs, n, kernels_seen, true);
      search_bounded(&fr, jobs, n, kernels_seen);
      check_vacuity(&fr, jobs, n, kernels_seen);
      for (int i = 0; i < n; i++)
        explain_time_out(&fr, &jobs[i]);
      depend_on_callees(&fr, jobs, n);
      if (n || fr.notes.len)
        emit(&fr, jobs, n, json);
      for (int i = 0; i < n; i++)
        if (jobs[i].encoded)
          encoded_free(&jobs[i].enc);
    }
  }
  if (fr.host_started)
    reap_clang_host(&fr.host); // the device side failed: reap the host clang
  arena_free(&fr.arena);
  return fr.exit;
}
