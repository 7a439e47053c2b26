// invariants.h — loop invariants tandem proposes itself. Each candidate is
// guarded by an existential constant; Boogie's Houdini (/contractInfer)
// drops the ones that do not hold and uses the rest. User annotations
// (__invariant and the access predicates) are lowered by encodings/dualise.c.
#ifndef TANDEM_INVARIANTS_H
#define TANDEM_INVARIANTS_H

#define TANDEM_ENCODINGS_INTERNAL
#include "../encodings/encodings.h"

// Emits `assert _b<n> ==> cand;` lines at the head of loop l.
void invariants_emit_candidates(Enc *e, const Loop *l);

// candidates.c: one candidate `assert _b<n> ==> expr;` at the current point.
void invariants_candidate(Enc *e, const char *expr);

// The same, with the candidate's C rendering for --infer-info (NULL: none).
void invariants_candidate_src(Enc *e, const char *expr, const char *src);

// candidates.c: the instruction may empty some log (a barrier, a warp
// synchronisation, a fence).
bool invariants_may_sync(const Instr *in);
// candidates.c: the instruction empties both threads' logs of shared array a
// (a plain barrier fencing shared memory, in a block both threads run alike).
bool invariants_resets_shared(Enc *e, const Instr *in, const Array *a);

// prune.c: the candidate repeats an assertion already at the loop head.
bool invariants_redundant(Enc *e, const char *expr);
// prune.c: the phi's value flows only into stored data no check reads.
bool invariants_data_only(Enc *e, const Instr *phi);
// prune.c: a counter candidate (0: residue of the local id modulo size, 1:
// of the global id, 2: >= local id) is false on entry for a real thread.
bool invariants_entry_refutes(Enc *e, const Instr *init, int kind, int shift, uint64_t size);
// prune.c: the loop-condition bound v <= w cannot be inductive (grid-stride).
bool invariants_bound_overshoots(Enc *e, const Loop *l, const Instr *v, const Instr *w);

// render.c: IR values as C expressions over the kernel's variables,
// parameters and thread ids (NULL when something has no such form).
const char *invariants_src(Enc *e, const Instr *v);
const char *invariants_src_atom(Enc *e, const Instr *v); // in parentheses unless a name or literal
bool invariants_src_unsigned(Enc *e, const Instr *v);    // rendered with an unsigned C type
const char *invariants_src_lit(Enc *e, uint64_t c, int bits, bool uns);
const char *invariants_src_cmp(Enc *e, CmpOp op, const Instr *a, const Instr *b);
SrcLoc invariants_loop_loc(const Loop *l);
const char *invariants_src_tid(Enc *e); // threadIdx.x, get_local_id(0)
const char *invariants_src_gid(Enc *e); // the global id along x
const char *invariants_src_mod(Enc *e, const char *x, bool x_uns, int bits, uint64_t size);

// access.c: ghosts of the loop values an access's offset reads, and the
// access invariants over them (see the file's comment).
void invariants_declare_ghosts(Enc *e);               // per procedure, with the locals
void invariants_record_access(Enc *e, const Instr *in); // right after race_access
bool invariants_access_candidates(Enc *e, const Loop *l, const Array *a, AccessKind kind);
// log2 of a counter's constant power-of-two step (`i += 8`), or -1.
// Loop shapes (candidates.c): a header phi's value on entry (the same on
// every edge from outside), and its update on the back edges; NULL if none.
const Instr *invariants_entry_value(const Loop *l, const Instr *phi);
const Instr *invariants_back_update(const Loop *l, const Instr *phi);
int invariants_step_log2(Enc *e, const Loop *l, const Instr *phi);
// Which way a counter moves on the back edge: +1 up, -1 down, 0 unknown.
int invariants_direction(const Loop *l, const Instr *phi);
// the same, with steps that fold to a constant under e's launch
int invariants_direction_in(Enc *e, const Loop *l, const Instr *phi);
// "a - b is a multiple of 2^m", as a bit-vector extraction.
const char *invariants_same_low_bits(Enc *e, int bits, const char *a, const char *b, int m);

#endif
