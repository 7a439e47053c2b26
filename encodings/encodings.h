// encodings.h — the passes that turn one Kernel into a Boogie program for
// an arbitrary pair of distinct threads, and the table that lets the
// runner turn a failed assertion plus a Boogie model back into a report.
#ifndef TANDEM_ENCODINGS_H
#define TANDEM_ENCODINGS_H

#include "../translator/ir.h"

// ------------------------------------------------------------------ report table
typedef enum { ACC_READ, ACC_WRITE, ACC_ATOMIC } AccessKind;

// A memory access instruction of the kernel (one per I_LOAD, I_STORE,
// I_READ_RANGE, I_WRITE_RANGE, I_ATOMIC). Site ids are what the model's
// `_LS_<array>` constant holds.
typedef struct Site {
  int id;
  AccessKind kind;
  const Array *array;
  SrcLoc loc;
  int bytes; // access width, 0 for ranges of symbolic length
  bool aligned; // offset a multiple of `bytes` (a power of two) in every run (align.c)
  int cover_bytes; // the width whose starts the race check may compare (align_cover_width), or 0
  bool strong;  // a volatile access to global memory (fences.c)
  int footprint; // Instr.footprint: a --no-inline call's access, by (function, parameter)
} Site;

typedef enum {
  CK_RACE,                 // site: the second thread's access; logged: the first's kind
  CK_BARRIER_DIVERGENCE,   // loc: the barrier
  CK_ASSERT,               // __assert
  CK_INVARIANT,            // user __invariant: entry or maintenance failure
  CK_INTERNAL_INVARIANT,   // tandem's own loop facts: a failure means tandem is wrong
  CK_MISALIGNED,           // an access's offset is not a multiple of its claimed `align`
  CK_CONSTANT_WRITE,       // device code writes __constant__ memory
  CK_BARRIER_FLAGS,        // barrier(flags): two work-items of one group pass different flags
  CK_NULL_DEREF,           // a pointer that may be null is dereferenced
  CK_OUT_OF_BOUNDS,        // --check-array-bounds: an access outside a statically sized array
  CK_BARRIER_INVARIANT,    // __barrier_invariant_N: its condition, before the barrier (contents.c)
} CheckKind;

// One assertion in the generated program. The runner maps a failing
// assertion's line in the .bpl file to its Check.
typedef struct Check {
  int id;
  CheckKind kind;
  int bpl_line;         // 1-based line of the `assert` in the Boogie text
  SrcLoc loc;           // source location of the construct checked
  const Site *site;     // CK_RACE: the access of thread 2 ($2)
  AccessKind logged;    // CK_RACE: the kind of thread 1's logged access
  const Array *array;   // CK_RACE, CK_MISALIGNED, CK_CONSTANT_WRITE, CK_OUT_OF_BOUNDS
  int align;            // CK_MISALIGNED: the claimed alignment in bytes
  bool same_group_only; // CK_RACE on shared memory
  int warp_pass;        // two-pass warp method: WARP_PASS_INTER or _INTRA; 0 otherwise
  const char *note;     // said in the report's title after the race, may be NULL:
                        // "CLASS: detail" names the race class (report.c)
  const char *race_class; // CK_RACE: the class when `note` does not name it, NULL:
                          // "data race" or "intra-warp race" (from the threads)
  SrcLoc sync_loc;      // scope classes: the synchronisation whose scope is too
                        // narrow (line 0: none, or see sync_is_logged)
  bool sync_is_logged;  // that operation is thread 1's logged access
  int split_of;         // a race check split off by class (race.c, fences.c): 1 + the id
                        // of the unclassified check it was split from; 0 otherwise
  bool group_sync;      // "insufficient group sync": the model constant
                        // _LGB_<array id> is 1 + the index of the barrier in
                        // Encoded.group_bar_locs
  bool grid;            // CK_BARRIER_DIVERGENCE: a grid-wide barrier (grid.sync())
  bool async_copy;      // CK_BARRIER_DIVERGENCE: an OpenCL async work-group copy
  bool copy_wait;       // CK_BARRIER_DIVERGENCE: an OpenCL wait_group_events
  int unwind_iter;      // unwound loops (--loop-unwind): 1 + the index in
                        // Encoded.unwind_iters of the iterations this check is
                        // in; 0 outside every unwound loop
} Check;

// The two solver runs of the two-pass warp method (--warp-method=twopass).
enum { WARP_PASS_INTER = 1, WARP_PASS_INTRA = 2 };

// Names of model constants the report reads. Thread 1 (`$1`) made the
// logged (earlier) access, thread 2 (`$2`) the checked one.
//   local_id_{x,y,z}$1/$2, group_id_{x,y,z}$1/$2    bv32 thread and group ids
//   group_size_{x,y,z}, num_groups_{x,y,z}           bv32 launch geometry
//   _W_<array id>    bv64  the watched byte offset of that array
//   _LS_<array id>   int   the site id whose access thread 1 logged
//   _LI_<array id>   int   unwound loops: 1 + the Encoded.unwind_iters index of
//                          the iterations thread 1's logged access was made in (0: none)
//   _OOB_<check id>  bv64  CK_OUT_OF_BOUNDS: the byte offset of the access outside the array
//   <param model name> scalar kernel parameters (Encoded.param_model_names)
typedef struct Encoded {
  char *bpl;                 // the Boogie program (heap; free with encoded_free)
  Check *checks;             // arena
  int nchecks;
  Site *sites;               // arena
  int nsites;
  const char **param_model_names; // per Kernel.params index, NULL for pointers
  bool has_candidates;       // run Boogie with /contractInfer
  const char *notes;         // assumptions worth printing under -v (arena), may be NULL
  SrcLoc error_loc;          // where the construct encode_kernel rejected is
  int nprocedures;           // 2 for the two-pass warp method: verify them in parallel
  SrcLoc *group_bar_locs;    // the block-level barriers of Check.group_sync (arena)
  int ngroup_bars;
  int unwound_loops;         // --loop-unwind: loops checked for a bounded prefix only
  int counted_loops;         // unwound copies of counted loops (fold_loop_visits) that
                             // Options.unwind_counted unwinds fully (or would): > 0 when any
  int counted_capped;        // ... and those it would not, past unwind_copies_max nested copies
  int unrolled_loops;        // Options.unroll_counted: loops replaced by their iterations (a proof)
  int unrollable_loops;      // without it: loops Options.unroll_counted would unroll
  int kept_loops;            // loops emitted as loops (cut, with invariants): 0 for an exact program
  int benign_checks;         // write-write checks that excuse writes of equal values (race.c)
  unsigned unroll_copies_least; // of the unrollable nests, the fewest copies one would make
  int nloops;                // natural loops in the kernel
  // The program assumes something the user wrote or the launch gave
  // (__requires, __assume, __axiom, pinned parameters, host facts): those
  // could contradict each other and make every check vacuous.
  bool has_assumptions;
  // --loop-unwind: "iteration 2 of the loop at line 30" (nested loops: one
  // such part per loop, outermost first), per unwound copy of a loop body
  const char **unwind_iters; // arena
  int nunwind_iters;
  // --infer-info: every Houdini candidate invariants/ proposed at a loop
  // head, with its C rendering (NULL: it has no __invariant form).
  struct InferredCand *cands; // arena
  int ncands;
  // Where the loops are that Houdini is given candidates for (their
  // headers, each once): what a time-out in the inference names.
  SrcLoc *cand_loops; // arena
  int ncand_loops;
} Encoded;

// In InferredCand.text, a variable's name as LLVM spelt it is between two
// of these; the runner resolves it against the source.
#define INVARIANTS_VAR_MARK "\x01"

typedef struct InferredCand {
  int n;          // the candidate's number: its constant is _b<n>
  SrcLoc loop;    // the loop's location (its header)
  const char *text; // a C expression for __invariant(...), or NULL
  int implied_by; // a candidate that implies this one (`!_LW_A` implies `_LW_A ==> c`), or -1
} InferredCand;

// Produces the Boogie program for `k`. Returns 0, or -1 with a message in
// `err` when the kernel uses something the encoding cannot model soundly
// (the runner reports that as unsupported, exit 2).
int encode_kernel(const Kernel *k, const Options *opt, Arena *arena, Encoded *out,
                  char *err, size_t errlen);
void encoded_free(Encoded *e);

// ================================================================== internal to encodings/
// What the passes share while one kernel is encoded. Not used by the runner.
#ifdef TANDEM_ENCODINGS_INTERNAL

typedef struct Loop Loop;
typedef struct Region Region;

// A node of a region: a block owned directly by the region, or a whole
// child loop collapsed into one node.
typedef struct RNode {
  Block *block;
  Loop *loop;
} RNode;

// The function body or one loop body with back edges removed and child
// loops collapsed: an acyclic graph. Its topological order is the order in
// which the predicated lowering emits code.
struct Region {
  Loop *loop;        // NULL for the function body
  RNode *nodes;      // topological order; nodes[0] is the entry (block or header)
  int nnodes;
};

struct Loop {
  int id;
  Block *header;
  bool *body;          // body[block id]: the block is in this loop (nested loops too)
  Loop *parent;
  int depth;           // 1 for outermost
  PtrVec exit_targets; // Block*: blocks outside the loop that an edge from inside reaches
  PtrVec invariants;   // Instr* I_INVARIANT in the header
  Region *region;
  bool exits_at_head;  // every exit leaves from the side-effect-free blocks that
                       // start an iteration (see dual_loop_guard)
  bool *head_blocks;   // those blocks: the header and the pure code after it
};

// Control-flow facts (cfg.c).
typedef struct Cfg {
  int nblocks;
  PtrVec *preds;     // preds[b]: Block*
  int *rpo;          // block ids in reverse post-order
  int *rpo_index;    // position of each block in rpo (-1: unreachable)
  int *idom;         // immediate dominator (entry: itself; unreachable: -1)
  Loop **loop_of;    // innermost loop of each block, NULL at top level
  Loop **loops;      // outermost first
  int nloops;
  int *rep;          // control-equivalence representative whose predicate a block shares
  Region *top;       // the function body
} Cfg;

// An array whose accesses are indexed by values of a repetition-free
// counter (atomics.c): the access touches byte w only if the value is bits
// [shift, shift + bits) of w.
typedef struct RfTie {
  const Array *counter; // NULL: no tie
  int shift;
  int bits;
} RfTie;

typedef struct Enc {
  const Kernel *k;
  const Options *opt;
  Arena *arena;
  Cfg cfg;
  bool *uniform_value; // by Instr.id: both threads compute the same value
  bool *uniform_block; // by Block.id: both threads' predicates are equal there
  bool *group_uniform_value; // by Instr.id: equal for two threads of one group
  bool *group_uniform_block; // by Block.id: predicates equal within one group
  signed char *group_only; // by Instr.id, dualise.c: 0 not known yet, 1 computed only
                           // from blockIdx and single-copy values, -1 not
  Site **site_of;      // by Instr.id: the access site, or NULL
  PtrVec sites;        // Site*
  PtrVec checks;       // Check*
  PtrVec fun_decls;    // char*: Boogie function declarations, emitted once each
  StrBuf decls;        // global declarations (constants, axioms)
  StrBuf locals;       // `var` declarations of the procedure
  StrBuf body;         // the procedure body
  int body_lines;      // newlines written to body so far
  StrBuf procs;        // finished procedures (bpl_end_procedure)
  int proc_first_check;// index of the first check of the procedure being written
  int warp_pass;       // the pass being encoded (two-pass method), else 0
  bool invariants_attached;
  bool user_assumptions;     // Encoded.has_assumptions
  bool *array_value_used; // its loaded values reach a branch, an address or an annotation (encode.c)
  bool *array_equality; // by Array.id: modelled as a map shared by both threads
  int *array_width;     // by Array.id: the one access width in bytes, 0 if mixed
  bool *array_bytes;    // by Array.id: a private array of mixed widths, a byte map (width 1)
  bool *array_used;     // by Array.id: accessed anywhere (logs exist)
  bool *array_atomic;   // by Array.id: accessed atomically somewhere
  bool *array_copied;   // by Array.id: the destination of an async work-group copy
  int *array_kinds;     // by Array.id: bit (1 << AccessKind) for each kind of access
  bool *array_read_pred; // by Array.id: an annotation asks about its reads (__read, __read_offset_bytes...)
  int *rf_dir;              // by Array.id: +1/-1 a repetition-free counter (atomics.c), else 0
  const Array **rf_source;  // by Instr.id: the counter that handed out this value, or NULL
  RfTie *rf_tie;            // by Array.id
  bool *rf_resets;          // by Array.id: a counter also written by plain stores
  uint64_t *rf_start;       // by Array.id: a __shared__ counter's known reset value (atomics.c)
  uint64_t *rf_span;        // by Array.id: handed-out values lie within rf_span of rf_start; 0: no bound
  int ncandidates;
  const Loop *cand_loop;    // the loop whose candidates invariants/ is proposing
  PtrVec cands;             // InferredCand*, with --infer-info
  PtrVec cand_loops;        // const Loop*: the loops given candidates, each once
  PtrVec cand_loop_locs;    // SrcLoc*: their headers' locations, in the same order
  struct Sync *sync;        // fences.c / locks.c: flags and locks, NULL when the kernel has none
  int unwound_loops;   // loops emitted unwound (--loop-unwind), over all procedures
  int counted_loops;   // of those, copies of counted loops unwound fully (or that would be)
  PtrVec unwind_iters; // char*: texts of the unwound copies (Encoded.unwind_iters)
  int unwind_iter;     // the copy being emitted: 1 + its index, 0 outside every one
  unsigned unwind_copies; // copies of enclosing loop bodies being emitted (product), 0: none
  unsigned counted_enclosing; // the same with counted loops unwound fully (unwound_copies)
  int counted_capped;  // copies of counted loops not unwound fully: too many nested copies
  int unrolled_loops;  // Options.unroll_counted: loops emitted as their iterations, in a proof
  int unrollable_loops; // loops left as loops that Options.unroll_counted would unroll
  int kept_loops;       // loops emitted as loops, cut at their heads
  int benign_checks;    // Encoded.benign_checks
  unsigned unroll_copies_least; // Encoded.unroll_copies_least
  unsigned char *offset_tz; // by Instr.id: trailing zero bits every value has (align.c)
  signed char *folded;  // by Instr.id: 0 not yet known, 1 constant (in folded_value), -1 not
  uint64_t *folded_value;
  char *err;
  size_t errlen;
  SrcLoc err_loc;
  bool failed;
  // Block-level barriers that fence global memory, when a race between
  // blocks across one of them is classed "insufficient group sync"
  // (race.c); ngroup_bars 0: no such classing.
  const Instr **group_bars;
  int ngroup_bars;
  bool *array_contents;      // by Array.id: contents modelled for annotations (contents.c)
  PtrVec bis;                // I_BARRIER_INV instructions (contents.c)
  const Instr **bi_barrier;  // by Instr.id: the barrier a barrier invariant belongs to
  bool *bi_ghost;            // by Instr.id: a load of a binary barrier invariant's condition,
                             // evaluated at the barrier: not logged, not race-checked
  PtrVec **bi_loads;         // by Instr.id of a binary barrier invariant: those loads
  PtrVec radix_sums;         // geometry.c: pairs (thread 1's definition, name) of the
                             // global ids and thread ranks named so far
  bool block_limit_needed;   // geometry.c: a sum's fact holds only with CUDA's limit on a
                             // block's size, which geometry_finish then states
} Enc;

// Loop bodies are emitted more than once (--loop-unwind, or counted loops
// unrolled in a proof): declarations are made once, and logs say which copy.
static inline bool enc_copies_bodies(const Enc *e) {
  return e->opt->loop_unwind || e->opt->unroll_counted;
}

// cfg.c
bool cfg_build(Enc *e);                   // false (e->err set) on irreducible flow
bool loop_contains(const Loop *l, const Block *b);

// uniformity.c
void uniformity_analyse(Enc *e);

// boogie.c: the printer and expression helpers
void enc_error(Enc *e, SrcLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void bpl_line(Enc *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
// constdiv.c: unsigned division and remainder by a constant that is not a
// power of two, as an uninterpreted quotient and remainder (NULL: not such
// an operation), and the definitions each statement mentioning them gets.
const char *constdiv_op(Enc *e, BinOp op, int bits, const char *a, const char *b);
const char *constdiv_defs(Enc *e, const char *text);
void constdiv_line(Enc *e, StrBuf *body, size_t start);
void constdiv_decls(Enc *e, const char *decls, StrBuf *out);
void bpl_var(Enc *e, const char *name, const char *type);
void bpl_label(Enc *e, const char *label);
Check *bpl_assert(Enc *e, CheckKind kind, SrcLoc loc, const char *expr);
const char *bpl_fun(Enc *e, const char *name, const char *decl_fmt, ...)
    __attribute__((format(printf, 3, 4)));
const char *bpl_type(Type t);
bool bpl_literal_value(const char *s, uint64_t *v); // the value of a literal `123bv32`
const char *bpl_const(Enc *e, uint64_t v, int bits);
const char *bpl_bin(Enc *e, BinOp op, int bits, const char *a, const char *b);
const char *bpl_cmp(Enc *e, CmpOp op, int bits, const char *a, const char *b);
const char *bpl_no_signed_wrap(Enc *e, BinOp op, int bits, const char *a, const char *b,
                               const char *r); // bool: `r = a op b` (+, -, *) did not overflow
const char *bpl_product_facts(Enc *e, int bits, bool narrow, const char *x, const char *y,
                              const char *r);
const char *bpl_product_pair_lemma(Enc *e, int bits, const char *x1, const char *x2,
                                   const char *y1, const char *y2, const char *r1,
                                   const char *r2);
const char *bpl_cast(Enc *e, CastOp op, Type from, Type to, const char *a);
const char *bpl_to_bv(Enc *e, const char *a, Type from, int bits); // zero-extend/truncate ints, bool → 0/1
void bpl_end_procedure(Enc *e, const char *proc_name); // moves locals + body into procs
char *bpl_assemble(Enc *e); // final text, fixes Check.bpl_line

// geometry.c: thread ids and launch geometry
void geometry_declare(Enc *e);
bool geometry_finish(Enc *e); // after the procedures; true when the block-size limit is stated
void launch_declare(Enc *e); // launch.c: the host launch's relations (after the parameters)
const char *geom_tid(int dim, int thread);   // "local_id_x$1"
const char *geom_bid(int dim, int thread);
const char *geom_bdim(Enc *e, int dim); // the size, as a literal when fixed
const char *geom_gdim(Enc *e, int dim);
const char *geom_bdim_name(int dim);    // "group_size_x": the model constant
const char *geom_gdim_name(int dim);
// blockIdx * blockDim + threadIdx of one dimension, or a thread rank such as
// (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x (`in`,
// an addition), as a named per-thread constant with its injectivity stated;
// NULL when `in` is no such sum or the launch's bounds let it wrap
const char *geom_global_id(Enc *e, const Instr *in, int thread);
#define SAME_GROUP "_same_group"

// race.c: access logs
void race_declare(Enc *e);        // the model constants (once)
void race_declare_locals(Enc *e); // the log variables (per procedure)
void race_init(Enc *e);
void race_loop_facts(Enc *e, const Loop *l, SrcLoc loc);
void race_loop_entry(Enc *e, const Loop *l);
bool race_loop_accesses(const Enc *e, const Loop *l, const Array *a, AccessKind kind);
const char *race_flag(Enc *e, const Array *a, AccessKind kind); // "_LW_3"
const char *race_watched(Enc *e, const Array *a);                // "_W_3"
// Thread 1 has a logged write to `a` that overlaps [off, off + bytes).
const char *race_logged_write_at(Enc *e, const Array *a, const char *off, int bytes);
// One access as both threads make it: [0] is thread $1, [1] thread $2.
// Offsets and lengths are bv64 expressions; values bv64 or NULL (unknown).
typedef struct RaceOperands {
  const char *pred[2], *off[2], *len[2], *val[2];
} RaceOperands;
void race_access(Enc *e, const Instr *in, const RaceOperands *ops);
void race_reset(Enc *e, int fence_flags, const char *pred1);
void race_copy_wait(Enc *e, const Instr *in, const char *pred1); // wait_group_events: the copies are done
// A grid-wide barrier reached by $1 (and by $2: barrier.c checks it):
// empties the logs of the fenced spaces for every pair.
void race_reset_grid(Enc *e, int fence_flags, const char *pred1);
// Block-level barrier `in` passed by both threads: remembered for the
// "insufficient group sync" class (race.c).
void race_group_barrier(Enc *e, const Instr *in, const char *pred1, const char *pred2);
void race_group_setup(Enc *e); // finds the barriers (before dualising)
void race_constant_write(Enc *e, const Instr *in, const char *pred1); // defect check
bool race_tracked(const Array *a); // shared/global arrays have logs
// The one width of every access to `a` (sites of any kind), 0 if they differ.
int race_width(const Enc *e, const Array *a);
// Whether the log of this kind of access to `a` is needed: a read matters
// only if the kernel also writes `a` (or accesses it atomically), an atomic
// only if it also reads or writes it. Unneeded logs are never set.
bool race_logged(const Enc *e, const Array *a, AccessKind kind);

// fold.c: constant folding of integer values (fixed launch sizes included)
bool fold_constant(Enc *e, const Instr *in, uint64_t *value);
// How many times the header of a counted loop is reached (its iterations + 1),
// at most `max`; 0 when that is not a constant.
unsigned fold_loop_visits(Enc *e, const Loop *l, unsigned max);

// align.c: known alignment of offsets, misaligned-access checks
void align_analyse(Enc *e);                       // fills offset_tz (needs folding)
bool align_known(const Enc *e, const Instr *in);  // offset a multiple of the width
int align_cover_width(Enc *e, const Instr *in); // width if aligned, range or not; else 0
void align_check(Enc *e, const Instr *in, const char *const pred[2], const char *const off[2]);

// bounds.c: --check-array-bounds
void bounds_check(Enc *e, const Instr *in, const char *const pred[2], const char *const off[2],
                  const char *const len[2]);

// barrier.c
// group_uniform: both threads' predicates agree when they share a block;
// grid_uniform: they agree for every pair (uniformity.c).
void barrier_emit(Enc *e, const Instr *in, const char *pred1, const char *pred2,
                  bool group_uniform, bool grid_uniform);

// contents.c: barrier invariants and the contents of the arrays they read
void contents_select(Enc *e, StrBuf *notes); // after cfg_build, before uniformity_analyse
void contents_assert(Enc *e, const Instr *bi, const char *pred1, const char *pred2);
void contents_barrier(Enc *e, const Instr *bar, const char *pred1, const char *pred2);
// A __shared__ array with contents whose second copy MG_<a> is thread 2's
// group's when the threads are in different groups.
bool contents_group_copy(const Enc *e, const Array *a);
// Why maps of memory contents are unsound for this kernel (flags, locks,
// named or grid barriers order accesses that the maps would miss), or NULL.
const char *contents_kernel_obstacle(const Enc *e);
void contents_snapshot(Enc *e, const Instr *in, const Block *b, const char *pred1); // __array_snapshot
void contents_havoc_map(Enc *e, int array_id); // havoc M_<a> (and MG_<a>)

// warps.c
void syncwarp_emit(Enc *e, const Instr *in, const char *pred1, const char *pred2,
                   const char *mask1, const char *mask2);
const char *same_warp(Enc *e);  // the two threads are in one warp of one block
void warp_resync(Enc *e, const Instr *in, const char *pred1, const char *pred2);
void warp_reconverge(Enc *e, const char *pred1, const char *pred2);

// atomics.c: the repetition-free abstraction of atomic counters
void atomics_analyse(Enc *e, StrBuf *notes); // after the sites are known
bool atomics_refined(Enc *e, const Instr *in); // a step of a repetition-free counter
void atomics_declare(Enc *e);
void atomics_declare_locals(Enc *e);
void atomics_init(Enc *e);
void atomics_emit(Enc *e, const Instr *in, const char *const pred[2], const char *const off[2],
                  const char *const res[2]);
void atomics_sync(Enc *e); // at barriers and __syncwarp
bool atomics_loop_hands_out(Enc *e, const Loop *l, const Array *counter);
void atomics_loop_facts(Enc *e, const Loop *l, SrcLoc loc);
const char *atomics_held(Enc *e, const Array *a, int t);    // "_US1_3": thread t holds _UV_3
const char *atomics_watched_value(Enc *e, const Array *a);  // "_UV_3"
// Atomic scopes: whether `a` is a global array with a block-scoped atomic
// (then two atomics on it can race), and for atomic `in` of thread $2 the
// condition (" && ...") under which it races with thread $1's logged
// atomic, with the report's note; NULL when it never does.
bool atomics_scope_limited(const Enc *e, const Array *a);
const char *atomics_scope_extra(Enc *e, const Instr *in, const char **note);

// fences.c: message passing through fences and flags (docs/encodings.md, "Fences and flags")
// Scope levels are ints in the program: 1 block, 2 device, 3 system; 0 none.
typedef struct Sync {
  bool *flag;          // by Array.id: written and read by strong operations (not a lock)
  bool *lock;          // by Array.id: a lock (locks.c)
  bool *tagged;        // by Array.id: data array whose logs carry fence and lock state
  int *uniq;           // by Array.id: candidate number of "one release per (byte, value)"
  int *uniq_nz;        // by Array.id: candidate number of "one non-zero write per byte"
  int *lock_ok;        // by Array.id: candidate number of "released only by its holder"
  uint64_t *unlocked;  // by Array.id: a lock's free value
  int *rel_fence;      // by Array.id: least scope of the fence right before a release (0: none)
  int *rel_scope;      // by Array.id: least scope of a release's atomic
  SrcLoc *rel_nofence; // by Array.id: a release without a fence before it (line 0: none)
  SrcLoc *narrow;      // by Array.id: a block-scoped operation of the lock (line 0: none)
  bool *counter;       // by Array.id: a ticket counter: every write an increment by one
  int *uniq_ctr;       // by Array.id: candidate number of "one increment per block per byte"
  bool any_flag, any_lock, any_counter; // any_flag is set with any_counter (same ghost state)
  bool any_rev;        // an access is followed by a fence and a flag release (fences.c):
                       // thread $1's acquires are tracked too, and copied into the logs
} Sync;
bool strong_store(const Instr *in); // volatile store to global memory
bool strong_load(const Instr *in);  // volatile load from global memory
int scope_level(Scope s);
int acquire_level(const Instr *in); // fences.c: the fence scope an acquire atomic implies
void sync_analyse(Enc *e);         // after the sites; sets e->sync when needed
void sync_declare(Enc *e);         // existential constants (once)
void sync_declare_locals(Enc *e);
void sync_init(Enc *e);
void sync_on_log(Enc *e, const Array *a);  // after race.c set _lg for thread $1's access
void sync_fence(Enc *e, int level, int fence_flags, const char *pred1, const char *pred2);
void sync_access(Enc *e, const Instr *in, const char *const pred[2]); // after the access's value
void sync_loop_enter(Enc *e, const Loop *l);                          // at L<l>_enter
void sync_loop_exit(Enc *e, const Loop *l, const char *const ctx[2]); // at L<l>_done
// The race check of thread $2's access against thread $1's log, split by class; returns the
// plain-race class's check (race.c marks the group-sync half on it), NULL when the array
// carries no sync tags (race.c then emits its plain check).
Check *sync_check(Enc *e, const Instr *in, const Site *s, const char *base, AccessKind logged,
                const char *extra, const char *note);
// locks.c
void locks_analyse(Enc *e);
void locks_loop_candidates(Enc *e, const Loop *l); // Houdini candidates at a loop head
void sync_loop_candidates(Enc *e, const Loop *l);  // fences.c: state of a thread not in the loop
void locks_declare(Enc *e);
void locks_declare_locals(Enc *e);
void locks_init(Enc *e);
void locks_on_log(Enc *e, const Array *a);
void locks_fence(Enc *e, int level, const char *const pred[2]);
void locks_access(Enc *e, const Instr *in, const char *const pred[2]);
bool locks_spin_exit(Enc *e, const Instr *q, uint64_t k, const char *const ctx[2],
                     const char *const off[2]);
const char *invariant_value(Enc *e, const Loop *l, const Instr *v, int t, int depth);
bool locks_acquire_op(Enc *e, const Instr *in);
// "both threads hold the lock", "... fenced", "... scoped", "one holds a lock" for array a's log
void locks_conditions(Enc *e, const Array *a, const char **both, const char **fenced,
                      const char **scoped, const char **one);
const char *locks_note(Enc *e, int which); // 0 missing fence in lock, 1 insufficient lock scope

// dualise.c: the two-thread, predicated lowering of the whole kernel
void dualise_kernel(Enc *e);
const char *dual_value(Enc *e, const Instr *v, int thread);
const char *dual_loop_guard(Enc *e, const Loop *l, int thread);

#endif
#endif
