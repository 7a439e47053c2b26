// runner.h — tandem's driver: command line, clang and Boogie processes,
// Boogie output and model parsing, and the user-facing report.
#ifndef TANDEM_RUNNER_H
#define TANDEM_RUNNER_H

#include "../common/tandem.h"
#include "../encodings/encodings.h"
#include "../translator/host.h"

#include <stdio.h>
#include <sys/types.h>

// ------------------------------------------------------------------ cli.c
typedef struct Config {
  Options opt;
  const char **files; // heap, nfiles entries
  int nfiles;
  const char *cl_std; // -cl-std=... for OpenCL files ("CL1.2" default)
  bool show_help, show_man, show_version;
  bool precompile_headers; // --precompile-headers (for make and make install)
  bool sarif;              // --format=sarif: opt.json is set too (sarif.c reads the JSON back)
  Arena *owned_arena; // strings made while parsing ("-DX" from "-D X")
  const char *stdin_copy; // `-`: stdin copied into the temp dir (main.c), shown as <stdin>
  // Batch mode (batch.c): directories, compile_commands.json, -j, --shard.
  int jobs;                 // -j N (0: the number of cores)
  bool jobs_given, summary; // --summary
  bool jsonl;               // --format=jsonl (opt.json is false: the worker's text is unused)
  const char *compile_commands; // -p DIR (DIR/compile_commands.json) or --compile-commands=FILE
  unsigned shard_k, shard_n;    // --shard=K/N, 1-based K; 0/0 when not sharding
  // Set by batch.c in its worker processes only:
  bool batch_worker;   // build the file's JSON even for a text report; no per-file
                       // "no kernel named" error (batch.c reports it once)
  int boogie_slots;    // Boogie processes at once within the file (0: two)
  FILE *kernel_times;  // one line per kernel: its time in ms (-v's total)
} Config;

// Parses argv into `cfg`. Returns 0, or EXIT_BAD_INPUT after printing a
// message on stderr. `cfg` owns heap arrays freed by config_free.
int config_parse(int argc, char **argv, Config *cfg);
void config_free(Config *cfg);
// usage.c: --help, and --man (the same option table as a man page).
void print_usage(void);
void print_man(void);
// "x,y,z" (1-3 positive components, optional [ ]) into out[3], missing = 1.
// Returns the number of components given, or -1 on garbage or zero.
int parse_dims(const char *s, unsigned out[3]);
// "512M", "8G", "1.5G", "4096K", "100000000" (bytes) into bytes; false on
// garbage, zero or more than 2^50.
bool parse_size(const char *s, unsigned long long *out);
// Bytes as people read them: "8.0 GiB", "20.0 MiB".
const char *size_text(Arena *a, unsigned long long bytes);
// Half the machine's physical memory (the default --memory-limit), 0 if unknown.
unsigned long long default_memory_limit(void);

// ------------------------------------------------------------------ process.c
double now_ms(void);
// Finds `name` on PATH (or takes it as is when it contains '/'); heap, or NULL.
char *find_program(const char *name);

// How long a group stays idle after Proc.done_line before it counts as
// finished (process.c, stalled).
enum { PROC_DONE_IDLE_MS = 500 };

typedef struct Proc {
  pid_t pid;
  double start_ms;
  unsigned limit_s; // wall-clock limit, 0 = none
  bool running, timed_out;
  unsigned long long mem_limit; // bytes the process group may hold (RSS), 0 = none
  double mem_checked_ms;        // when the group's memory was last summed
  bool over_memory;             // killed for going over mem_limit
  unsigned stall_ms;            // kill when no thread ran for this long (process.c, stalled), 0 = never
  double activity_checked_ms, idle_since_ms;
  unsigned long long activity_ticks;
  bool stalled;                 // killed as stalled
  const char *out_path;         // where its stdout goes (proc_start), may be NULL
  // A line whose presence at the end of out_path means the work is done and
  // only the exit is left (Boogie's summary): a group idle after it is
  // ended as finished (status 0), not stalled. NULL: none.
  const char *done_line;
  bool finished_early;          // ended that way
  int status;       // wait status once finished
  double elapsed_ms;
  // A pidfd (Linux 5.3+): readable once the process ends, so a waiter can
  // sleep in poll() instead of waking every 2 ms. Without one, proc_block
  // falls back to the 2 ms sleep.
  int pidfd;
  bool has_pidfd;
} Proc;

// Starts argv[0] (a path) in its own process group with cwd `cwd` (NULL:
// inherit). stdout goes to `out_path` (NULL: /dev/null); stderr goes there
// too when `merge_stderr`, else it is inherited. Returns 0 or -1 with err.
int proc_start(Proc *p, char *const argv[], const char *cwd, const char *out_path,
               bool merge_stderr, unsigned limit_s, char *err, size_t errlen);
// As proc_start, with the child's stdin and stdout (stderr too) connected
// to pipes: *to_child and *from_child are the parent's ends (close-on-exec).
int proc_start_piped(Proc *p, char *const argv[], unsigned limit_s, int *to_child,
                     int *from_child, char *err, size_t errlen);
// Non-blocking: reaps the process if it ended, kills its process group if
// it ran past its limit. Returns true once it has finished.
bool proc_poll(Proc *p);
void proc_wait(Proc *p);
// Ends a running process's group now and reaps it.
void proc_kill(Proc *p);
// Sleeps until one of the n running processes may have something for
// proc_poll (it ended, its time or memory check is due), at most `max_ms`.
void proc_block(Proc *const *procs, int n, int max_ms);
// Exit status when it exited normally, else -1.
int proc_exit_code(const Proc *p);
// Resident memory of process `pid` and its descendants, in bytes (every
// process in its group when the kernel has no /proc/PID/task/TID/children).
unsigned long long group_rss(pid_t pgid);

// ------------------------------------------------------------------ vcgen.c
// The verification condition of a Boogie program tandem generated, read
// back from its text (the subset encodings/ prints), for direct.c.
typedef struct VcProgram VcProgram;
// NULL (and *why) when the text uses something outside the subset.
VcProgram *vc_parse(Arena *a, const char *bpl, const char **why);
// Cuts the loops, makes the procedures passive and writes the SMT-LIB text
// every query shares: declarations, axioms, definitions, and the negated
// verification condition; for_bit_blasting, where the program only
// compares its ints, the text is for z3's bit-blasting (ints as
// (_ BitVec 32), docs/encodings.md §29).
bool vc_prepare(VcProgram *vp, bool for_bit_blasting, StrBuf *smt, const char **why);
// After vc_prepare: the program's ints are only compared (=, <...; never
// added), its int literals below 2^30, so rendered with ints as
// bit-vectors (ordered as signed numbers) it has no Int.
bool vc_ints_only_compared(const VcProgram *vp);
int vc_nasserts(const VcProgram *vp);
int vc_ncandidates(const VcProgram *vp);
bool vc_assert_is_candidate(const VcProgram *vp, int id);
bool vc_assert_mentions(const VcProgram *vp, int id, int cand);
const char *vc_candidate_name(const VcProgram *vp, int cand);
// The line of the program text where assertion `id` is written, or -1.
int vc_assert_line(const VcProgram *vp, int id);
// One query's end: the assertions it checks (others assumed), candidate values.
void vc_query(const VcProgram *vp, const bool *check, const bool *cand_on, StrBuf *q);
// get-value of what vc_failures reads, to follow a check-sat.
void vc_model_request(const VcProgram *vp, StrBuf *q);
// The failing assertions of z3's model (its get-value answer), or -1.
int vc_failures(const VcProgram *vp, const bool *check, const char *answer, int *out, int max);
// get-value of the program's scalar constants (thread ids, sizes,
// parameters, the logged access), to follow a check-sat.
void vc_constants_request(const VcProgram *vp, StrBuf *q);
// Boogie axioms `axiom NAME == VALUE;`, one per constant whose value the
// answer to vc_constants_request gives ("" when none; in the arena).
char *vc_pin_axioms(const VcProgram *vp, const char *answer, Arena *a);

// ------------------------------------------------------------------ direct.c
// REFUTED: the final query has a model (some assertion can fail, with
// Houdini's candidates); NOT_PROVED: the attempt stopped short of that.
typedef enum { DIRECT_PROVED, DIRECT_REFUTED, DIRECT_NOT_PROVED, DIRECT_SKIPPED } DirectResult;
// Where an attempt that neither proved nor refuted the program stopped,
// and what the split of its final query left undecided (direct.c,
// split_final); the driver explains a time-out with it. Also (for -v)
// whether the final query's chunks asked beside it settled it.
enum { MAX_UNDECIDED = 16 };
typedef struct DirectStop {
  bool in_houdini;      // a Houdini query went unanswered: no fixpoint
  bool in_final;        // the fixpoint was reached; the final query went unanswered
  int houdini_queries;  // Houdini's queries, answered or not
  int candidates, kept; // candidate invariants, and those still on at the stop
  int groups, proved;   // the split: checks (assertion lines) asked alone, and proved
  int undecided[MAX_UNDECIDED], nundecided; // lines of those it did not decide
  int more_undecided;   // ... past the first MAX_UNDECIDED
  int lines_chunks;     // the final query's chunks asked beside it (final_query), 0: none
  bool by_lines;        // ... and they settled it (a proof, or a chunk's model)
} DirectStop;
typedef struct DirectConfig {
  const char *z3;      // path
  const char *prefix;  // query files are PREFIX.dN.smt2 / .out
  unsigned timeout_s;  // --timeout: the attempt takes at most a third of it
  double budget_ms;    // > 0: all its phases together stop after this long
                       // (what is left of --kernel-timeout)
  unsigned long long rlimit; // z3 resource units per query (--rlimit), 0: none
  unsigned long long mem_limit;
  bool keep;           // leave the query files (--keep-temps)
  // tests/unit/test_direct.c: only the bit-blasted phase, for every program
  // with no int arithmetic (others: DIRECT_SKIPPED)
  bool bit_blast_only;
  int *queries;        // out: how many queries ran (may be NULL)
  // out (may be NULL): when Houdini reached its fixpoint but the program
  // is not proved, its assignment in /printAssignment's words (heap; free()),
  // for Boogie's models run (driver.c); else NULL.
  char **assignment;
  // out (may be NULL): when the final query has a model, the lines of the
  // program text whose assertions fail in it (at most max_failed, each
  // once; *nfailed 0 when the model could not be read), for the run that
  // checks only those (driver.c, confirm_direct)
  int *failed_lines, max_failed, *nfailed;
  // out (may be NULL): with the failing lines, the model's values of the
  // program's scalar constants as Boogie axioms (vc_pin_axioms; heap;
  // free()), for that run to check the very execution the model describes
  // (driver.c, confirm_direct). Left NULL when the model could not be read.
  char **pins;
  // out (may be NULL): the failing lines are all the lines whose assertions
  // can fail (all_failures: the final query with them assumed is
  // unsatisfiable), for Boogie's models run to check only them
  bool *all_failed;
  bool lines_beside;   // may ask the final query's lines in a second z3 beside it
  bool first_phase_only; // no bit-blasted or one-check-at-a-time phase after a time-out
  DirectStop *stop;    // out (may be NULL)
} DirectConfig;
// Proves the program without Boogie, or says why not (why: a short text).
DirectResult direct_prove(const char *bpl, const DirectConfig *cfg, char *why, size_t whylen);

// ------------------------------------------------------------------ boogie.c
typedef enum {
  BE_ASSERT,          // BP5001 and other assertion-like failures
  BE_INV_ENTRY,       // BP5004
  BE_INV_MAINTAINED,  // BP5005
  BE_PRECONDITION,    // BP5002
  BE_POSTCONDITION,   // BP5003
  BE_OTHER,           // any other Error BPxxxx
} BoogieErrKind;

typedef struct BoogieError {
  int line, col;      // in the .bpl file
  BoogieErrKind kind;
  char code[16];      // "BP5001"
} BoogieError;

// How Boogie's last line of output starts: its summary.
#define BOOGIE_SUMMARY "Boogie program verifier finished with "

typedef struct BoogieOutput {
  BoogieError *errors; // `Error BPxxxx` entries in the order printed
  int nerrors;
  int ntimed_out_entries; // "Timed out on BPxxxx" entries
  bool have_summary;
  int verified, errors_count, time_outs, inconclusive, out_of_memory;
  bool rejected;          // parse / type / resolution errors
  const char *reject_line;// the first such error line
  const char *unexpected; // first line that looks like a failure we do not know
  const char *filtered;   // the output without the known model_compress noise
} BoogieOutput;

// Parses Boogie 2.4.1's printed output (never fails; all into `a`).
void boogie_parse(const char *text, Arena *a, BoogieOutput *out);
// What Boogie's log of z3's input (/proverLog:PATH, and PATH.1, PATH.2, ...
// for later provers) shows: how many queries z3 answered "unknown", and
// whether any query had quantifiers (then "unknown" may also mean a
// counterexample z3 could not confirm). Adds to `out`.
typedef struct ProverLog {
  int unknowns;
  bool quantified;
} ProverLog;
void prover_log_scan(const char *path, ProverLog *out);
// The program `bpl` with its Houdini candidates fixed to the assignment a
// /printAssignment run printed (`houdini_out`): each existential constant
// becomes a plain one with an axiom, on the same line. NULL when the output
// has no value for some candidate. Heap; free().
char *boogie_fix_candidates(const char *bpl, const char *houdini_out);
// `bpl` with every assertion made an assumption except those on the given
// lines (same line count, heap; free()), or NULL when one of those lines
// holds no assertion.
char *boogie_focus(const char *bpl, const int *lines, int nlines);

typedef struct ModelEntry {
  const char *name, *value;
} ModelEntry;
typedef struct Model {
  ModelEntry *entries;
  int n;
} Model;
typedef struct ModelSet {
  Model *models;
  int n;
} ModelSet;

// Parses the `*** MODEL` … `*** END_MODEL` blocks of a /mv: file.
void model_parse(const char *text, Arena *a, ModelSet *out);
const char *model_get(const Model *m, const char *name); // NULL if absent/NULL m
// "63bv32" → 63 (bits 32); "5" / "(- 5)" → 5 / -5 (bits 0). false on anything else.
bool model_number(const char *value, int64_t *v, uint64_t *bits_pattern, int *bits);

// ------------------------------------------------------------------ report.c
typedef struct Num {
  bool known;
  int64_t v;
} Num;

typedef struct ThreadId {
  Num local[3], group[3], global[3];
} ThreadId;

typedef struct AccessInfo {
  AccessKind kind;
  bool has_loc;
  SrcLoc loc;
  const char *iter; // unwound loops: "iteration 2 of the loop at line 30", NULL if unknown
} AccessInfo;

typedef enum { DK_RACE, DK_BARRIER, DK_ASSERT, DK_INVARIANT, DK_MISALIGNED, DK_CONSTANT_WRITE,
               DK_OUT_OF_BOUNDS, DK_BARRIER_FLAGS,
               DK_NULL_DEREF } DefectKind;

typedef struct Defect {
  DefectKind kind;
  const char *title;   // "read-write race on sdata[17]", "loop invariant might not hold on entry", ...
  const char *race;    // "read-write" (races)
  const char *array;   // races
  const char *element; // "sdata[17]", "sdata[?]"
  Num byte_offset;
  Num index;           // out-of-bounds: the element index (byte_offset / element size)
  int64_t size;        // out-of-bounds: the array's size in elements
  SrcLoc loc;          // where the error line points
  ThreadId t[2];
  AccessInfo acc[2];   // races: thread 1 (logged), thread 2 (checked)
  bool different_groups;
  const char *cls;     // the defect's class: "data race", "barrier divergence", ...
  SrcLoc sync_loc;     // scope classes: the synchronisation whose scope is too narrow
  bool has_sync;
  bool grid_barrier;   // barrier divergence at a grid-wide barrier (grid.sync())
  bool async_copy;     // DK_BARRIER: at an OpenCL async work-group copy
  bool copy_wait;      // DK_BARRIER: at an OpenCL wait_group_events
  Num bdim[3], gdim[3];
  int nparams;
  const char **pnames;
  const char **pvals_text; // "64", "-1.5", "?"
  const char **pvals_json; // "64", "null", "\"nan\""
} Defect;

typedef enum { V_VERIFIED, V_DEFECTS, V_UNSUPPORTED, V_INCONCLUSIVE } Verdict;

// --infer-info: the candidate invariants Houdini kept at one loop head,
// as C for `__invariant(...)`, and how many kept ones have no C form.
typedef struct LoopInvs {
  SrcLoc loop;
  PtrVec texts; // char*
  int hidden;
} LoopInvs;

typedef struct KernelResult {
  const char *kernel;   // display name: qualified, or the signature when shared
  const char *signature;// "fill(int*)", the mangled name when not demangled
  const char *mangled;  // linkage name: what identifies the kernel
  const char *file;     // the input file as given
  Lang lang;
  Verdict verdict;
  const char *message;  // one line for the summary, may be NULL
  SrcLoc msg_loc;       // unsupported: where
  Defect *defects;
  int ndefects, nraces;
  PtrVec notes;         // extra "note:"/"error:" lines (internal errors), char*
  PtrVec loop_invs;     // --infer-info: LoopInvs*, one per loop with candidates
  bool symbolic;
  Num bdim[3], gdim[3]; // Options, or the first counterexample's when symbolic
  bool is_proc;         // --no-inline: a device function checked against its contract
  int hidden_defects;   // found beside a time-out and not reported (driver.c, decide)
} KernelResult;

// Source line cache and path display for one input file.
typedef struct SourceCtx {
  const char *input;    // as given (for `-`: the copy in the temp dir)
  const char *shown;    // the name reports use for it, NULL: input
  Arena *arena;
  PtrVec names, texts;  // cache: path -> contents (NULL when unreadable)
} SourceCtx;

// Turns one failing check + its model (NULL if none) into a Defect.
void build_defect(const Kernel *k, const Encoded *enc, const Options *opt, const Check *c,
                  BoogieErrKind ek, const Model *m, Arena *a, Defect *d);
void report_kernel_text(const KernelResult *r, SourceCtx *src, StrBuf *out);
// infer_info.c: Houdini's assignment (Boogie's /printAssignment output in
// `boogie_text`) applied to the candidates the encoder recorded.
// Variable names come marked (invariants/render.c) and are checked against
// the loop's source line in `src`.
void infer_info_collect(const Encoded *enc, const char *boogie_text, SourceCtx *src, Arena *a,
                        KernelResult *r);
const char *kernel_shown_name(const KernelResult *r);
const char *kernel_word(const KernelResult *r); // "kernel", or "device function" (--no-inline)
void report_kernel_json(const KernelResult *r, SourceCtx *src, StrBuf *out);
void json_string(StrBuf *out, const char *s);
int verdict_exit(Verdict v);
const char *display_path(SourceCtx *src, const char *file);
// "FILE:LINE" (":COL" too with with_col) as reports name files; "line N"
// without a file; NULL without a line.
const char *loc_text(SourceCtx *src, SrcLoc l, bool with_col, Arena *a);
// Line `line` of `file` (not NUL-terminated: *len characters), or NULL.
const char *report_source_line(SourceCtx *src, const char *file, int line, size_t *len);

// ------------------------------------------------------------------ sarif.c
// --format=sarif: writes the SARIF 2.1.0 log of tandem's JSON report `json`
// (main.c's whole document) to `out`. Returns the report's exit status.
int sarif_from_json(const char *json, StrBuf *out);

// ------------------------------------------------------------------ driver.c
// Verifies one input file; appends JSON (an element of "files") to `json`
// or prints text. Returns the file's exit status.
int verify_file(const Config *cfg, const char *path, const char *tmpdir, int file_index,
                int *kernels_seen, StrBuf *json);
int worst_exit(int a, int b);
// --shard=K/N: whether the j-th kernel (0-based, after --kernel) of the
// file at `file_index` belongs to this shard; and whether the file's own
// messages (errors, notes) do. True for everything when not sharding.
bool shard_has_kernel(const Config *cfg, int file_index, int j);
bool shard_owns_file(const Config *cfg, int file_index);

// ------------------------------------------------------------------ batch.c
// Whether the command line asks for a batch (directories, several files,
// -p, -j, --shard, --summary, --format=jsonl).
bool is_batch(const Config *cfg);
// Runs the batch: every input in worker processes, -j at a time. Returns
// the batch's exit status (2 > 1 > 3 > 0).
int run_batch(const Config *cfg, const char *tmpdir);

// ------------------------------------------------------------------ launches.c
// The verification runs of one kernel: one Options (geometry, pinned
// parameters) and its notes per run.
typedef struct LaunchPlan {
  int n;
  Options *opts;
  PtrVec *notes; // char*, one vector per run
} LaunchPlan;
// `h` NULL: no host facts (--no-host, OpenCL, no launches in the file).
void plan_launches(const Options *base, const HostInfo *h, const Kernel *k, SourceCtx *src,
                   Arena *a, LaunchPlan *out);

// ------------------------------------------------------------------ probe.c
// Reads, verifies and lowers user-given LLVM IR in a forked child, so that
// no malformed file can crash or exit tandem; sets *lang from its triple.
// Returns 0, EXIT_BAD_INPUT (malformed: `err` names the file and says why)
// or EXIT_INCONCLUSIVE (internal error).
int probe_ir(const Config *cfg, const char *path, Lang *lang, char *err, size_t errlen);

// ------------------------------------------------------------------ templates.c
// Names (heap strings in `a`, pushed on `out`) of the kernel templates that
// `source` declares and no kernel of the module instantiates.
void uninstantiated_templates(const char *source, const KernelNames *kernels, int nkernels,
                              Arena *a, PtrVec *out);

// ------------------------------------------------------------------ tools.c
char *headers_dir(void);          // <dir of executable>/../headers, heap
// The command that starts Boogie, before its own arguments (heap strings).
typedef struct BoogieCmd {
  char *argv[4];
  int n;              // 0: no Boogie found
  bool ahead_of_time; // mono + tandem's ahead-of-time compiled copy (lib/boogie)
} BoogieCmd;
bool boogie_command(BoogieCmd *c);
void boogie_command_free(BoogieCmd *c);
int detect_lang(const char *path, Lang *lang, char *err, size_t errlen);
// 0; -1 when clang rejects the file (bad input); -3 when clang itself
// could not run, crashed or hung (inconclusive). `err` says why.
int run_clang(const Config *cfg, const char *src, Lang lang, const char *out_bc,
              char *err, size_t errlen);
// pch.c: precompiled headers for the #include lines a file starts with.
typedef struct PchEntry {
  const char *header, *pch, *tmp; // the generated header, the PCH, where it is built
  bool exists;                    // the PCH is there (else it is to be built into tmp)
} PchEntry;
// The header (tandem's `cuda_h`, then the file's leading #include lines),
// or NULL when the file starts with none.
const char *pch_prefix_text(const Config *cfg, const char *src, const char *cuda_h, Arena *a);
const char *pch_cache_dir(const Config *cfg, Arena *a); // NULL: no cache
void pch_key(const char *const *argv, const char *text, char out[65]);
// Fills `e` for the entry `key`, writing its header when new; false when
// the directory cannot be written.
bool pch_entry(const char *dir, const char *key, const char *text, PchEntry *e, Arena *a);
// After a build into e->tmp: keep it (ok) or drop it.
void pch_built(const char *dir, const PchEntry *e, bool ok);
// Host side (issue 11): whether the file launches kernels from host code,
// and a clang run for its host side, started in the background.
bool host_launches_kernels(const char *src, const Options *o);
// An `#include <X>` or `#include "X"` line at p (pch.c): X into name, its
// opening quote into *quote; the end of the line, or NULL for any other line.
const char *include_line(const char *p, char *quote, char *name, size_t len);
// The host side's clang: when the file's include run has no precompiled
// header yet, building it is the first stage, the compile the second.
typedef struct HostClang {
  Proc proc;
  bool started, building_pch;
  const Config *cfg;
  const char *src, *out_bc, *log, *pch_dir;
  PchEntry pch;
  Arena arena;
} HostClang;
int start_clang_host(const Config *cfg, const char *src, const char *out_bc, const char *log,
                     HostClang *h, char *err, size_t errlen);
// The host side of an OpenCL program (--host=FILE.c): C, tandem's CL header.
int start_clang_host_c(const Config *cfg, const char *src, const char *out_bc, const char *log,
                       HostClang *h, char *err, size_t errlen);
// Waits for the host side's compile; its exit status (-1 when it did not run).
int wait_clang_host(HostClang *h);
// Ends the host side without its compile (the device side failed).
void reap_clang_host(HostClang *h);
char *tool_version_line(const char *prog, const char *arg); // heap, NULL if none
// --precompile-headers: builds <headers>/cuda.pch, which run_clang then
// uses. Returns an exit status.
int precompile_headers(void);
int make_tmpdir(char *buf, size_t len);
void remove_tree(const char *dir);

// cache.c: the solver-result cache (--cache-dir). The key is the SHA-256 of
// the .bpl and Boogie's command line (temporary paths left out); paths are
// the first run's output, the models run's output and the models file.
bool solver_cache_key(const char *const *argv, const char *bpl_path, char key[65]);
bool solver_cache_restore(const char *dir, const char *key, const char *const paths[3],
                          bool *models_run, bool *second_run, bool *direct_proof);
void solver_cache_store(const char *dir, const char *key, const char *const paths[3],
                        bool models_run, bool second_run, bool direct_proof);
// On SIGINT/SIGTERM/SIGHUP: kill the running solver groups, remove tmpdir
// (unless keep), then die of the same signal.
void proc_cleanup_on_signal(const char *tmpdir, bool keep);
// In a forked child that does not exec: tandem's handlers would remove the
// parent's temp dir when the child dies; give the child the defaults.
void proc_child_default_signals(void);
// In a forked worker (batch.c): forget the parent's solver groups, so that
// the worker's handler ends only its own.
void proc_forget_groups(void);
// The parent's side of a worker in a group of its own: ended (and waited
// for) by the signal handler before the temp dir goes.
void proc_track_worker(pid_t pgid, bool on);

#endif
