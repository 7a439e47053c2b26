// tandem.h — what every stage of tandem shares: arena allocation, growable
// strings and arrays, source locations, options and exit codes.
#ifndef TANDEM_H
#define TANDEM_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define TANDEM_VERSION "0.1.0"

// Exit codes: the command-line contract (README, docs/user-guide.md).
enum {
  EXIT_VERIFIED = 0,     // every kernel proven race-free
  EXIT_DEFECT = 1,       // at least one race, barrier divergence, failed assertion
  EXIT_BAD_INPUT = 2,    // usage, unreadable file, clang error, unsupported construct
  EXIT_INCONCLUSIVE = 3, // solver timeout or failure
};

// ---------------------------------------------------------------- arena
// All IR and Boogie text lives in an arena that is freed in one go when a
// file is done; nothing in the IR is freed individually.
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  ArenaChunk *head;
} Arena;

void *arena_alloc(Arena *a, size_t size);          // zeroed
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void arena_free(Arena *a);

#define NEW(arena, T) ((T *)arena_alloc((arena), sizeof(T)))
#define NEW_ARRAY(arena, T, n) ((T *)arena_alloc((arena), sizeof(T) * (size_t)(n)))

// Growable pointer vector backed by an arena (old storage is abandoned
// in the arena when it grows; fine for IR-sized data).
typedef struct PtrVec {
  void **items;
  int len, cap;
} PtrVec;
void vec_push(Arena *a, PtrVec *v, void *item);

// ---------------------------------------------------------------- strings
// Heap-backed growable string, for Boogie text and reports.
typedef struct StrBuf {
  char *data;
  size_t len, cap;
} StrBuf;
void sb_init(StrBuf *sb);
void sb_free(StrBuf *sb);
void sb_putc(StrBuf *sb, char c);
void sb_puts(StrBuf *sb, const char *s);
void sb_printf(StrBuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);

// ---------------------------------------------------------------- sha256
// SHA-256 (common/sha256.c), for the solver-result cache's keys.
typedef struct Sha256 {
  uint32_t state[8];
  uint64_t nbytes;
  unsigned char block[64];
  size_t used;
} Sha256;
void sha256_init(Sha256 *h);
void sha256_update(Sha256 *h, const void *data, size_t len);
void sha256_hex(Sha256 *h, char out[65]);

void *xmalloc(size_t n);          // aborts with a message on out-of-memory
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

// log2 of a power of two, or -1 for anything else.
int log2_exact(uint64_t v);

// Reads a whole file; NULL (and errno set) when it cannot be read.
char *read_file(const char *path, size_t *len_out);

// ---------------------------------------------------------------- locations
typedef struct SrcLoc {
  const char *file; // as clang recorded it (absolute or relative), NULL if unknown
  int line, col;    // 0 when unknown
} SrcLoc;

// ---------------------------------------------------------------- kernel names
// A kernel is identified by its linkage (mangled) name; people name it by
// its plain name (`fill`), qualified name (`a::step`, `scale<float, 256>`)
// or full signature (`fill(int*)`). common/demangle.c.
typedef struct KernelNames {
  const char *mangled;   // "_ZN1a4stepEPf"
  const char *base;      // "step"
  const char *qualified; // "a::step"
  const char *signature; // "a::step(float*)"
} KernelNames;
// Fills `out` (strings in `a`); false when the name is outside the
// supported subset, and then every field is the mangled name.
bool demangle_kernel(Arena *a, const char *mangled, KernelNames *out);
// --kernel=NAME: plain, qualified, signature (white space ignored) or mangled.
bool kernel_name_matches(const KernelNames *k, const char *want);

// ---------------------------------------------------------------- options
typedef enum { LANG_CUDA, LANG_OPENCL } Lang;

typedef enum { WARP_RESYNC, WARP_TWOPASS } WarpMethod;

enum { TANDEM_MAX_PINS = 32 };

struct HostLaunch; // translator/host.h

typedef struct Options {
  // launch geometry: 0 in a component means "symbolic" (any size >= 1)
  unsigned block_dim[3];   // --blockDim / --local_size
  unsigned grid_dim[3];    // --gridDim / --num_groups (or derived from --global_size)
  unsigned global_size[3]; // --global_size (0: not given); resolved into grid_dim when the local size is given
  unsigned global_offset[3]; // --global_offset (OpenCL): added to get_global_id; 0 when not given
  bool non_uniform_groups; // --non-uniform-work-groups: the last work-group may be smaller (OpenCL 2.0)
  int block_dims_given;    // how many components the user gave (0 = symbolic)
  int grid_dims_given;

  const char **clang_args; // -D/-I pass-through, NULL-terminated
  int nclang_args;
  const char *kernel_name; // --kernel=NAME or NULL for all kernels

  bool no_benign_tolerance;   // --no-benign-tolerance
  bool equality_abstraction;  // --equality-abstraction (default: for arrays deciding branches)
  bool adversarial_abstraction; // --adversarial-abstraction: for every array
  bool only_intra_group;      // --only-intra-group
  bool no_infer;              // --no-infer: no Houdini candidate invariants
  bool invariants_as_candidates; // --invariants-as-candidates: __invariant lines are candidates
  const char *annotation_switch; // --no-annotations / --only-requires: its macro (headers/tandem_annotation_switches.h), or NULL
  bool infer_info;            // --infer-info: print the candidate invariants Houdini kept
  bool no_direct;             // --no-direct-proof: Boogie only (runner/direct.c)
  bool no_bounded_search;     // --no-bounded-search: no unwound run after a time-out (driver.c)
  bool no_unrolled_proof;     // --no-unrolled-proof: no second proof with counted loops unrolled (driver.c)
  bool check_array_bounds;    // --check-array-bounds: accesses stay inside sized arrays
  unsigned loop_unwind;       // --loop-unwind=N: check the first N iterations of every loop, no invariants (0: off)
  // Not an option: the runner's second look at a verified kernel whose
  // assumptions could contradict each other (driver.c, check_vacuity).
  // Every assertion becomes an assumption and the kernel's end asserts false.
  bool vacuity_probe;
  // Not an option: the bounded search after a time-out (driver.c,
  // search_bounded) stops at Boogie's first answer. A later answer may be
  // z3's "unknown", whose labels Boogie reports as a counterexample; with
  // one answer, an "unknown" is the run's outcome and decide() sees it.
  bool first_error_only;
  // Not an option: a re-check after a time-out that tries to prove the
  // kernel (driver.c, prove_strict_writes): with first_error_only, it still
  // gets the direct attempt, as the unrolled proof does.
  bool proof_attempt;
  // Not an option: the run that confirms the direct attempt's counterexample
  // after a time-out (driver.c, confirm_direct). The runner rewrites the
  // encoded program (the encoder never reads these): only the assertions
  // on these lines of its text are checked, every other one is assumed,
  // and the Houdini candidates take the attempt's fixpoint (its
  // /printAssignment text; NULL for a program without candidates).
  const int *focus_lines;
  int nfocus_lines;
  const char *focus_assignment;
  // And the model's values of the program's constants, as Boogie axioms
  // appended to it (NULL: none): the run then checks the execution the
  // attempt found, with every non-linear term a constant.
  const char *focus_pins;
  // --unwind-counted (with --loop-unwind), and the bounded search's second
  // stage (driver.c): a counted loop (a constant number of iterations, at
  // most 32: encodings/fold.c) is unwound fully, so that the code after it
  // is reached; other loops get loop_unwind copies.
  bool unwind_counted;
  // Not an option: the most nested copies of a loop body unwind_counted may
  // make (0: encodings/dualise.c's default); the runner's unwinding re-check
  // asks for fewer (driver.c).
  unsigned unwind_copies_max;
  // --unroll-counted, and the runner's second proof after a time-out
  // (driver.c, prove_unrolled): a counted loop whose nested loops are all
  // counted is replaced by its iterations, each in sequence, in the proof
  // itself; no invariant is inferred for it. Unlike unwind_counted this is
  // a proof: the count is an upper bound on every thread's visits, and that
  // no thread is left in the loop after the last copy is asserted
  // (encodings/dualise.c, emit_unwound_loop; docs/encodings.md §31).
  bool unroll_counted;
  // Not an option: a CUDA kernel's symbolic block is also bounded to 1024
  // threads in all (x*y*z, CUDA's limit), a non-linear fact each query would
  // bit-blast, so it is stated only when a counterexample needed a bigger
  // block (driver.c, recheck_block_size).
  bool block_size_limit;
  // Not an option: bit d set, dimension d of a symbolic launch has one
  // thread per block and one block (driver.c, recheck_flat: a re-check of
  // a kernel that never reads that dimension).
  unsigned flat_dims;
  // Not an option: every signed +, - and * of C (LLVM's `nsw`) is assumed
  // not to overflow where a thread executes it, overflow being undefined
  // behaviour (driver.c, recheck_no_wrap: a re-check of a racy kernel whose
  // only effect is a note or a counterexample without overflow).
  bool no_signed_wrap;
  // Not an option: 64-bit products of two sign-extended 32-bit values are
  // uninterpreted, with the facts of exact products (which hold: such a
  // product never overflows), in the proof attempt after a first run's
  // time-out (driver.c, prove_wide_products).
  bool wide_products;

  // warps and atomics (issue 3); 0 = independent thread scheduling
  unsigned warp_sync;         // --warp-sync=N
  WarpMethod warp_method;     // --warp-method=resync|twopass
  bool no_refined_atomics;    // --no-refined-atomics
  bool no_inline;             // --no-inline: device functions with a contract verified modularly

  unsigned timeout_s;         // --timeout=SECONDS, default 300
  unsigned kernel_timeout_s;  // --kernel-timeout=SECONDS; 0: KERNEL_TIMEOUTS x timeout_s
  unsigned long long rlimit;  // --rlimit=N: z3 resource units per query; 0 = none
  const char *cache_dir;      // --cache-dir=DIR: reuse solver answers (runner/cache.c)
  const char *pch_cache;      // --pch-cache=DIR: precompiled headers of include runs (runner/pch.c)
  bool no_pch_cache;          // --no-pch-cache
  bool json;                  // --format=json
  bool keep_temps;            // --keep-temps
  const char *boogie_file;    // --boogie-file=FILE
  bool verbose;               // -v
  // issue 16: robustness
  unsigned long long memory_limit; // --memory-limit, bytes; 0 = none (cli.c sets the default)
  const char *stdin_ext;      // -x cu|cl: ".cu" or ".cl", the language of `-` (stdin)

  // host-code-guided launches (issue 11; docs/design.md)
  bool no_host;               // --no-host: ignore the file's host code
  const char *host_file;      // --host=FILE.c: an OpenCL program's host side
  const char *kernel_args;    // --kernel-args=KERNEL,v1,v2,... as given (validated)
  // Scalar parameters assumed to hold a value at kernel start (from
  // --kernel-args or from the launches in the host code).
  int npins;
  int pin_param[TANDEM_MAX_PINS];      // parameter index
  uint64_t pin_value[TANDEM_MAX_PINS]; // the value (bits above the width ignored)
  // The host launch this run is for, as relations (encodings/launch.c):
  // its grid, block and argument terms are used where the flags say so.
  const struct HostLaunch *launch;
  bool launch_grid, launch_block, launch_args;
  // The launch passes pointers into one buffer to several parameters: the
  // accesses through parameter merge_from[i] are encoded as accesses to
  // the array of parameter merge_into[i], merge_delta[i] bytes further
  // (runner/driver.c, encode_job).
  int nmerges;
  int merge_from[TANDEM_MAX_PINS], merge_into[TANDEM_MAX_PINS];
  long long merge_delta[TANDEM_MAX_PINS];
  // Why this launch cannot be checked (exit 2), or NULL: pointers into one
  // buffer at a distance that is not a constant, written through
  // (runner/launches.c).
  const char *launch_refusal;
  SrcLoc launch_refusal_loc;
} Options;

void options_default(Options *o);

#endif
