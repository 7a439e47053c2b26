// candidates.c — candidate loop invariants for Houdini.
//
// GPUVerify's experience: most race-freedom proofs of loops need only a few
// shapes of invariant, about the logs ("no write to A since the barrier",
// "a logged write of thread $1 was to its own element") and about loop
// counters that stride by the thread's id. Proposing them costs a few
// solver queries; Houdini keeps those that are inductive.
#include "invariants.h"

void invariants_candidate(Enc *e, const char *expr) { invariants_candidate_src(e, expr, NULL); }

// Whether the user's __invariant lines describe loop l (and inference
// proposes fewer shapes there). Under --invariants-as-candidates they are
// guesses like tandem's own, and the loop gets every shape.
static bool annotated(Enc *e, const Loop *l) {
  return l->invariants.len > 0 && !e->opt->invariants_as_candidates;
}

// The loop given a candidate, once, with its header's location: what a
// time-out in the inference names (runner/driver.c, explain_time_out).
static void note_candidate_loop(Enc *e) {
  if (!e->cand_loop)
    return;
  for (int i = 0; i < e->cand_loops.len; i++)
    if (e->cand_loops.items[i] == e->cand_loop)
      return;
  SrcLoc *loc = NEW(e->arena, SrcLoc);
  *loc = invariants_loop_loc(e->cand_loop);
  vec_push(e->arena, &e->cand_loops, (void *)e->cand_loop);
  vec_push(e->arena, &e->cand_loop_locs, loc);
}

// With --infer-info the candidate is recorded with its loop and its C
// rendering (render.c), to be printed if Houdini keeps it.
void invariants_candidate_src(Enc *e, const char *expr, const char *src) {
  if (invariants_redundant(e, expr)) // prune.c
    return;
  if (e->opt->infer_info && e->cand_loop) {
    InferredCand *c = NEW(e->arena, InferredCand);
    c->n = e->ncandidates;
    c->loop = invariants_loop_loc(e->cand_loop);
    c->text = src;
    c->implied_by = -1;
    vec_push(e->arena, &e->cands, c);
  }
  note_candidate_loop(e);
  int n = e->ncandidates++;
  sb_printf(&e->decls, "const {:existential true} _b%d: bool;\n", n);
  bpl_line(e, "assert _b%d ==> (%s);", n, expr);
}

static const char *zext64(Enc *e, const char *v32) {
  return arena_printf(e->arena, "(0bv32 ++ %s)", v32);
}

// Thread $1's ids in one dimension, as bv64.
static const char *local_id64(Enc *e, int t) { return zext64(e, geom_tid(0, t)); }

static const char *global_id64(Enc *e, int t) {
  const char *g = bpl_bin(e, B_ADD, 32, bpl_bin(e, B_MUL, 32, geom_bid(0, t), geom_bdim(e, 0)),
                          geom_tid(0, t));
  return zext64(e, g);
}

// Whether the loop accesses `a` this way (only logs the loop changes are
// forgotten at its head), and the width of such an access.
static bool loop_accesses(Enc *e, const Loop *l, const Array *a, AccessKind kind, int *width) {
  if (!race_loop_accesses(e, l, a, kind))
    return false;
  for (int i = 0; i < e->sites.len; i++) {
    const Site *s = e->sites.items[i];
    if (s->array == a && s->kind == kind && s->bytes > 0)
      *width = s->bytes;
  }
  return true;
}

// Whether a barrier in the loop empties the logs of this array's space:
// then the loop changes those flags too.
static bool loop_resets(Enc *e, const Loop *l, const Array *a) {
  int fence = a->space == MS_SHARED ? FENCE_SHARED : FENCE_GLOBAL;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++)
      if (b->ins[i]->kind == I_BARRIER && (b->ins[i]->fence_flags & fence))
        return true;
  }
  return false;
}

// The number of threads along x in a group and in the grid, when fixed.
static uint64_t group_size_x(Enc *e) {
  return e->opt->block_dims_given ? (e->opt->block_dim[0] ? e->opt->block_dim[0] : 1) : 0;
}

static uint64_t grid_size_x(Enc *e) {
  if (!e->opt->block_dims_given || !e->opt->grid_dims_given)
    return 0;
  return group_size_x(e) * (e->opt->grid_dim[0] ? e->opt->grid_dim[0] : 1);
}

// One block along x: the global id is the local id, and candidates over
// the one say what those over the other say (one query fewer each).
static bool one_group_x(Enc *e) {
  return e->opt->grid_dims_given && e->opt->grid_dim[0] <= 1;
}

// "v % size == id" written without a division, which z3 would bit-blast
// into a large circuit: for a power-of-two size it is a comparison of the
// low bits. `shift` drops the low bits of v first (byte offset -> index).
// NULL when size is not a fixed power of two.
static const char *residue_is(Enc *e, const char *v, int shift, uint64_t size, const char *id32) {
  int m = log2_exact(size);
  if (m <= 0 || m + shift > 64 || m > 32)
    return NULL;
  return arena_printf(e->arena, "%s[%d:%d] == %s[%d:0]", v, shift + m, shift, id32, m);
}

// "v / width == id": v falls in [id * width, id * width + width). When v is
// the watched byte of an array accessed with this one power-of-two width it
// is aligned (race.c), and the cheaper `v == id * width` says the same.
static const char *index_is(Enc *e, const Array *a, const char *v, int width, const char *id64) {
  const char *start = bpl_bin(e, B_MUL, 64, id64, bpl_const(e, (uint64_t)width, 64));
  if (race_width(e, a) == width && log2_exact((uint64_t)width) >= 0)
    return arena_printf(e->arena, "%s == %s", v, start);
  return bpl_cmp(e, C_ULT, 64, bpl_bin(e, B_SUB, 64, v, start), bpl_const(e, (uint64_t)width, 64));
}

static const char *global_id32(Enc *e, int t) {
  return bpl_bin(e, B_ADD, 32, bpl_bin(e, B_MUL, 32, geom_bid(0, t), geom_bdim(e, 0)),
                 geom_tid(0, t));
}

// --infer-info: `flag ==> fact` as GPUVerify's `__write_implies(A, fact)`
// (NULL for atomics, which have no such annotation).
static const char *implies_src(Enc *e, const Array *a, AccessKind kind, const char *fact) {
  if (!fact || kind == ACC_ATOMIC)
    return NULL;
  return arena_printf(e->arena, "__%s_implies(%s, %s)", kind == ACC_READ ? "read" : "write",
                      a->name, fact);
}

// The C form of index_is: the logged byte offset at element `id` (a C
// expression of 32 bits, widened before the multiplication as index_is does).
static const char *index_src(Enc *e, const Array *a, AccessKind kind, int width, const char *id) {
  const char *w = arena_printf(e->arena, "__%s_offset_bytes(%s)", kind == ACC_READ ? "read" : "write",
                               a->name);
  if (race_width(e, a) == width && log2_exact((uint64_t)width) >= 0)
    return arena_printf(e->arena, "%s == %s * %dul", w, id, width);
  return arena_printf(e->arena, "%s - %s * %dul < %dul", w, id, width, width);
}

// The C form of residue_is over the logged offset: its element index mod size.
static const char *residue_src(Enc *e, const Array *a, AccessKind kind, int width, uint64_t size,
                               const char *id) {
  if (log2_exact(size) <= 0)
    return NULL;
  return arena_printf(e->arena, "__%s_offset_bytes(%s) / %d %% %llu == %s %% %llu",
                      kind == ACC_READ ? "read" : "write", a->name, width,
                      (unsigned long long)size, id, (unsigned long long)size);
}

// Logged accesses of thread $1 at its own element, or its own residue
// class of the group or grid size (block- and grid-stride loops).
static void offset_candidates(Enc *e, const Array *a, AccessKind kind, const char *flag, int width) {
  const char *w = race_watched(e, a);
  const char *tid = invariants_src_tid(e), *gid = invariants_src_gid(e);
  invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", flag, index_is(e, a, w, width, local_id64(e, 1))),
                           implies_src(e, a, kind, index_src(e, a, kind, width, tid)));
  if (!one_group_x(e))
    invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", flag, index_is(e, a, w, width, global_id64(e, 1))),
                             implies_src(e, a, kind, index_src(e, a, kind, width, gid)));
  int shift = log2_exact((uint64_t)width);
  if (shift < 0)
    return;
  const char *r = residue_is(e, w, shift, group_size_x(e), geom_tid(0, 1));
  if (r)
    invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", flag, r),
                             implies_src(e, a, kind, residue_src(e, a, kind, width, group_size_x(e), tid)));
  r = one_group_x(e) ? NULL : residue_is(e, w, shift, grid_size_x(e), global_id32(e, 1));
  if (r)
    invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", flag, r),
                             implies_src(e, a, kind, residue_src(e, a, kind, width, grid_size_x(e), gid)));
}

// `!flag`: GPUVerify's __no_read(A) / __no_write(A).
static const char *no_access_src(Enc *e, const Array *a, AccessKind kind) {
  if (kind == ACC_ATOMIC)
    return NULL;
  return arena_printf(e->arena, "__no_%s(%s)", kind == ACC_READ ? "read" : "write", a->name);
}

// Whether the loop accesses `a` through a pointer that may point elsewhere
// (an access with a guard: `p = c ? s : out`).
static bool guarded_access(Enc *e, const Loop *l, const Array *a, AccessKind kind) {
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      const Site *s = e->site_of[in->id];
      if (s && in->array == a && s->kind == kind && in->guard)
        return true;
    }
  }
  return false;
}

// Whether an instruction may empty some log (a barrier of any kind, a warp
// synchronisation; fences too, to stay on the safe side).
bool invariants_may_sync(const Instr *in) {
  return in->kind == I_BARRIER || in->kind == I_SYNCWARP || in->kind == I_FENCE;
}

// Whether the loop body has a path from an access of this kind to `a` back
// to the loop head that passes no synchronisation: then "no such access
// yet" (`!flag`) is not inductive (one iteration that makes the access
// logs it, and nothing empties the log before the head), and Houdini would
// only spend a query, with the kernel's whole program, to find that out.
// Leaving a candidate out is always sound; it costs precision only where
// the candidate would have held (an access no execution reaches), which is
// why this is a path search in the body and not a guess from the shape.
// Lock-step warps empty logs at accesses and reconvergence points: not
// decided here.
static bool logs_to_head_unsynced(Enc *e, const Loop *l, const Array *a, AccessKind kind) {
  if (e->opt->warp_sync)
    return false;
  int n = e->k->nblocks;
  bool *seen = NEW_ARRAY(e->arena, bool, n);
  Block **todo = NEW_ARRAY(e->arena, Block *, n + 1);
  int ntodo = 0;
  // Start: the rest of each block after its last access of the kind, when
  // no synchronisation follows it in that block.
  for (int bi = 0; bi < n; bi++) {
    if (!l->body[bi])
      continue;
    Block *b = e->k->blocks[bi];
    bool open = false;
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      const Site *s = e->site_of[in->id];
      if (s && s->array == a && s->kind == kind)
        open = true;
      else if (invariants_may_sync(in))
        open = false;
    }
    if (open)
      todo[ntodo++] = b;
  }
  // Walk the body's edges through blocks without synchronisation; reaching
  // the head by an edge closes an iteration.
  while (ntodo) {
    Block *b = todo[--ntodo];
    for (int s = 0; s < b->nsucc; s++) {
      Block *x = b->succ[s];
      if (x == l->header)
        return true;
      if (!l->body[x->id] || seen[x->id])
        continue;
      seen[x->id] = true;
      bool syncs = false;
      for (int i = 0; i < x->nins && !syncs; i++)
        syncs = invariants_may_sync(x->ins[i]);
      if (!syncs)
        todo[ntodo++] = x;
    }
  }
  return false;
}

// Whether an instruction empties the logs of shared array `a` for both
// threads: a plain barrier that fences shared memory, in a block both
// threads run alike.
bool invariants_resets_shared(Enc *e, const Instr *in, const Array *a) {
  return a->space == MS_SHARED && in->kind == I_BARRIER && in->barrier == BAR_PLAIN &&
         (in->fence_flags & FENCE_SHARED) && e->uniform_block[in->block->id];
}

// Whether what the loop head knows about the logs of shared array `a` can
// matter: some access of `a` (each is checked against the logs) is reached
// from the head by a path, in the loop or after it, that passes no barrier
// emptying them. When every path meets such a barrier first (a loop body
// that starts with __syncthreads(), the scans' up- and down-sweeps), the
// logs' candidates can only cost Houdini rounds: their offsets there are
// nonlinear in the havocked counters (`offset / 2 * (2 * tid + 1) - 1`),
// and one such round took longer than the whole proof. Leaving them out is
// sound (fewer assumptions); it loses nothing, as no check reads the facts.
static bool head_logs_matter(Enc *e, const Loop *l, const Array *a) {
  if (a->space != MS_SHARED || e->opt->warp_sync)
    return true;
  int n = e->k->nblocks, top = 0;
  bool *seen = NEW_ARRAY(e->arena, bool, n);
  const Block **todo = NEW_ARRAY(e->arena, const Block *, n + 1);
  todo[top++] = l->header;
  seen[l->header->id] = true;
  while (top > 0) {
    const Block *b = todo[--top];
    bool open = true;
    for (int i = 0; i < b->nins && open; i++) {
      const Instr *in = b->ins[i];
      if (in->array == a && e->site_of[in->id])
        return true;
      open = !invariants_resets_shared(e, in, a);
    }
    for (int s = 0; open && s < b->nsucc; s++)
      if (!seen[b->succ[s]->id]) {
        seen[b->succ[s]->id] = true;
        todo[top++] = b->succ[s];
      }
  }
  return false;
}

// Whether a loop around l has user invariants: they state facts about the
// logs in GPUVerify's site-independent form (`__read_implies(A, offset ==
// tid)`), and l's back edge into the outer body has to carry such a fact
// past l; the access candidates of access.c are per site, and do not say
// it when a site before l (behind a barrier) could have logged.
static bool outer_user_invariants(Enc *e, const Loop *l) {
  for (const Loop *o = l->parent; o; o = o->parent)
    if (annotated(e, o))
      return true;
  return false;
}

static void log_candidates(Enc *e, const Loop *l) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    for (int kind = 0; kind < 3; kind++) {
      if (!race_logged(e, a, kind))
        continue;
      int width = a->elem_bytes;
      const char *flag = race_flag(e, a, kind);
      if (!loop_accesses(e, l, a, kind, &width)) {
        if (loop_resets(e, l, a))
          invariants_candidate_src(e, arena_printf(e->arena, "!%s", flag), no_access_src(e, a, kind));
        continue;
      }
      if (!head_logs_matter(e, l, a))
        continue;
      int none = -1;
      if (!annotated(e, l) || !logs_to_head_unsynced(e, l, a, kind)) {
        none = e->ncandidates;
        invariants_candidate_src(e, arena_printf(e->arena, "!%s", flag), no_access_src(e, a, kind));
      }
      int first = e->cands.len;
      // Where the user wrote invariants for the loop they describe its
      // access pattern; guessing more shapes only slows the solver.
      // An array indexed by a counter's values is not indexed by thread ids.
      // The kernel's own offsets (access.c) say more than residue shapes,
      // but they are not always inductive (a pointer chosen between arrays,
      // a loop the bounds check adds candidates to), so there the residue
      // shapes are still guessed beside them: Houdini keeps whichever hold.
      // Elsewhere, when every site in the loop got its access candidate,
      // the residue shapes are left out: refuting them was most of the
      // coalesced transpose's solver time (benchmarks/README.md). With
      // --infer-info they are kept: they have an __invariant form, and the
      // access candidates (ghosts, site tags) have none.
      bool complete = !annotated(e, l) && invariants_access_candidates(e, l, a, kind) &&
                      !e->opt->check_array_bounds && !guarded_access(e, l, a, kind) &&
                      !e->opt->infer_info && !outer_user_invariants(e, l);
      if (width > 0 && !annotated(e, l) && !e->rf_tie[a->id].counter && !complete)
        offset_candidates(e, a, kind, flag, width);
      // "no access yet" makes every fact about the logged access true:
      // --infer-info shows those only when it was dropped
      for (int c = first; none >= 0 && c < e->cands.len; c++)
        ((InferredCand *)e->cands.items[c])->implied_by = none;
    }
  }
}

// "Accessed means enabled" (GPUVerify's access_means_enabled): thread $1
// logs only where it runs, so in a loop that thread $1 may not have entered
// while thread $2 runs it (a divergent or group-dependent loop, entered for
// the pair), a log the loop can set is set only if thread $1 entered:
// `flag ==> ctx$1`. Without it the havocked log of a thread that never
// entered the loop survives the loop, and a barrier after it (run only by
// entered threads, hence predicated) does not empty it. Only for loops that
// exit at their head, where the context predicate stays fixed through the
// loop (dualise.c, dual_loop_guard).
static void enabled_candidates(Enc *e, const Loop *l) {
  if (!l->exits_at_head || e->uniform_block[l->header->id])
    return;
  const char *ctx = dual_loop_guard(e, l, 1);
  for (int i = 0; i < e->k->narrays; i++) {
    const Array *a = e->k->arrays[i];
    for (int kind = 0; kind < 3; kind++)
      if (race_logged(e, a, kind) && race_loop_accesses(e, l, a, kind) && head_logs_matter(e, l, a))
        invariants_candidate(e, arena_printf(e->arena, "%s ==> %s", race_flag(e, a, kind), ctx));
  }
}

// The value a header phi has when the loop is entered (the same value on
// every edge from outside the loop), or NULL.
const Instr *invariants_entry_value(const Loop *l, const Instr *phi) {
  const Instr *v = NULL;
  for (int i = 0; i < phi->nargs; i++) {
    if (loop_contains(l, phi->phi_preds[i]))
      continue;
    if (v && v != phi->a[i])
      return NULL;
    v = phi->a[i];
  }
  return v;
}

// A pointer bumped through an array is a byte offset: `p += blockDim.x`
// on an int* adds 4 * blockDim.x bytes. Its residue class by the group size
// is one of element indices, bits [shift, shift + m) of the bytes, with
// shift = log2 of the element width. The width comes from the accesses in
// the loop whose offset is the phi itself or the phi plus something; 0 (the
// phi counts elements) when there are none or they disagree.
static int element_shift(Enc *e, const Loop *l, const Instr *phi) {
  int shift = -1;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      const Instr *o = in->offset;
      if ((in->kind != I_LOAD && in->kind != I_STORE && in->kind != I_ATOMIC) || !o)
        continue;
      bool uses = o == phi || (o->kind == I_BIN && o->binop == B_ADD && o->nargs == 2 &&
                               (o->a[0] == phi || o->a[1] == phi));
      if (!uses)
        continue;
      int s = log2_exact((uint64_t)in->bytes);
      if (s < 0 || (shift >= 0 && s != shift))
        return 0;
      shift = s;
    }
  }
  return shift < 0 ? 0 : shift;
}

// `v << shift` in `bits` bits, for comparing a byte offset with an index.
static const char *scaled(Enc *e, const char *v, int bits, int shift) {
  if (shift == 0)
    return v;
  return arena_printf(e->arena, "(%s[%d:0] ++ 0bv%d)", v, bits - shift, shift);
}

// Loop counters that start at the thread's id and step by the group or
// grid size: `for (i = tid; i < n; i += blockDim.x)`, and pointers bumped
// the same way. Only with a fixed power-of-two launch: a remainder by
// anything else makes every query slow.
static void counter_candidates(Enc *e, const Loop *l) {
  const Block *h = l->header;
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *phi = h->ins[i];
    const Instr *init = invariants_entry_value(l, phi);
    // a counter that starts at a thread-independent value is no thread's stride
    if (e->uniform_value[phi->id] || e->rf_source[phi->id] || phi->type.kind != T_INT || !init ||
        e->uniform_value[init->id] || (phi->type.bits != 32 && phi->type.bits != 64))
      continue;
    int bits = phi->type.bits;
    int shift = element_shift(e, l, phi);
    // C forms (--infer-info): only of a counter of elements; a byte offset
    // (a bumped pointer) is no variable of the source
    const char *cv = shift == 0 ? invariants_src(e, phi) : NULL;
    bool cu = cv && invariants_src_unsigned(e, phi);
    const char *tid = invariants_src_tid(e), *gid = invariants_src_gid(e);
    const char *src[3] = {NULL, NULL, NULL};
    if (cv) {
      if (log2_exact(group_size_x(e)) > 0)
        src[0] = arena_printf(e->arena, "%s == %s", invariants_src_mod(e, cv, cu, bits, group_size_x(e)),
                              invariants_src_mod(e, tid, true, 32, group_size_x(e)));
      if (log2_exact(grid_size_x(e)) > 0)
        src[1] = arena_printf(e->arena, "%s == %s", invariants_src_mod(e, cv, cu, bits, grid_size_x(e)),
                              invariants_src_mod(e, gid, true, 32, grid_size_x(e)));
      src[2] = arena_printf(e->arena, "%s%s >= %s", cu || bits <= 32 ? "" : "(unsigned long)", cv, tid);
    }
    for (int t = 1; t <= 2; t++) {
      const char *v = arena_printf(e->arena, "v%d$%d", phi->id, t);
      const char *p = dual_loop_guard(e, l, t);
      // prune.c: not those the entry value already refutes for a real thread
      const char *r = residue_is(e, v, shift, group_size_x(e), geom_tid(0, t));
      if (r && !invariants_entry_refutes(e, init, 0, shift, group_size_x(e)))
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", p, r), src[0]);
      r = one_group_x(e) ? NULL : residue_is(e, v, shift, grid_size_x(e), global_id32(e, t));
      if (r && !invariants_entry_refutes(e, init, 1, shift, grid_size_x(e)))
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", p, r), src[1]);
      const char *lid = bits == 64 ? zext64(e, geom_tid(0, t)) : geom_tid(0, t);
      if (!invariants_entry_refutes(e, init, 2, shift, 0))
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", p,
                                  bpl_cmp(e, C_UGE, bits, v, scaled(e, lid, bits, shift))), src[2]);
    }
  }
}

// Counters only move one way: `for (s = n / 2; s > 0; s >>= 1)` keeps
// s <= n / 2, which is what rules out wrap-around in `tid + s`.
// Which way a counter moves, from its update on the back edge: +1 up, -1
// down, 0 unknown (then both directions are proposed).
// With an Enc, a step that folds to a constant without being a literal
// counts too (a grid-stride `i += blockDim.x * gridDim.x` under a fixed
// launch moves up; prune.c).
int invariants_direction_in(Enc *e, const Loop *l, const Instr *phi) {
  int dir = 0;
  for (int i = 0; i < phi->nargs; i++) {
    if (!loop_contains(l, phi->phi_preds[i]))
      continue;
    const Instr *u = phi->a[i];
    uint64_t c;
    if (u->kind != I_BIN || u->a[0] != phi ||
        !(e ? fold_constant(e, u->a[1], &c) : u->a[1]->kind == I_CONST))
      return 0;
    int d;
    switch (u->binop) {
    case B_ADD: case B_MUL: case B_SHL: d = 1; break;
    case B_SUB: case B_UDIV: case B_LSHR: d = -1; break;
    default: return 0;
    }
    if (dir && dir != d)
      return 0;
    dir = d;
  }
  return dir;
}

int invariants_direction(const Loop *l, const Instr *phi) {
  return invariants_direction_in(NULL, l, phi);
}

// Whether a comparison that can end the loop compares phi signed (`i <
// 100` of an int counter): then the counter is a signed quantity, and its
// bound by a non-constant entry value (`for (i = max(0, -32 * x); ...)`)
// is wanted signed too; the unsigned one says nothing of a negative start.
static bool compared_signed(Enc *e, const Loop *l, const Instr *phi) {
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->head_blocks[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    const Instr *c = b->cond;
    if (b->term != TERM_CBR || c->kind != I_ICMP || (c->a[0] != phi && c->a[1] != phi) ||
        (loop_contains(l, b->succ[0]) && loop_contains(l, b->succ[1])))
      continue;
    if (c->cmp == C_SLT || c->cmp == C_SLE || c->cmp == C_SGT || c->cmp == C_SGE)
      return true;
  }
  return false;
}

static void monotone_candidates(Enc *e, const Loop *l) {
  const Block *h = l->header;
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *phi = h->ins[i];
    const Instr *init = invariants_entry_value(l, phi);
    if (!init || phi->type.kind != T_INT || phi->type.bits < 8 || e->rf_source[phi->id])
      continue; // a counter's values move whichever way other threads make them
    if (invariants_data_only(e, phi)) // prune.c
      continue;
    int dir = invariants_direction(l, phi);
    if (!dir)
      dir = invariants_direction_in(e, l, phi);
    bool u = e->uniform_value[phi->id];
    for (int t = 1; t <= (u ? 1 : 2); t++) {
      const char *p = dual_loop_guard(e, l, t);
      const char *v = dual_value(e, phi, t), *v0 = dual_value(e, init, t);
      if (dir <= 0)
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", p, bpl_cmp(e, C_ULE, phi->type.bits, v, v0)),
                                 invariants_src_cmp(e, C_ULE, phi, init));
      // `i >= 0` unsigned says nothing: a counter from 0 upwards gets the
      // signed bound, which an offset `row * 8 + i` needs to stay in row's
      // segment (otherwise i = -1024 reaches another row's elements).
      // So does one from a negative constant (`for (k = -4; k <= 4; k++)`),
      // for which the unsigned bound is simply false.
      bool from_zero = init->kind == I_CONST &&
                       (init->imm == 0 || ((uint64_t)init->imm >> (phi->type.bits - 1)) & 1);
      // So does one from a positive constant that the loop compares signed
      // (`for (int j = 1; j < n; j++)`): `j >= 1` unsigned leaves every
      // negative j, and with it a row `i * N + j` reaching the row before
      // (PolyBench's adi). Signed, it implies the unsigned bound.
      bool signed_from_constant = init->kind == I_CONST && compared_signed(e, l, phi);
      CmpOp up = from_zero || signed_from_constant ? C_SGE : C_UGE;
      if (dir >= 0)
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", p, bpl_cmp(e, up, phi->type.bits, v, v0)),
                                 invariants_src_cmp(e, up, phi, init));
      if (dir > 0 && up == C_UGE && !fold_constant(e, init, &(uint64_t){0}) &&
          compared_signed(e, l, phi) && !e->opt->check_array_bounds)
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", p, bpl_cmp(e, C_SGE, phi->type.bits, v, v0)),
                                 invariants_src_cmp(e, C_SGE, phi, init));
      // Array bounds need `i >= 0` of a signed counter that starts at 0:
      // proposed only when they are checked, to keep other queries small.
      if (e->opt->check_array_bounds && dir != 0 && !(from_zero && dir > 0))
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", p,
                                  bpl_cmp(e, dir < 0 ? C_SLE : C_SGE, phi->type.bits, v, v0)),
                                 invariants_src_cmp(e, dir < 0 ? C_SLE : C_SGE, phi, init));
    }
  }
}

// Whether v is a header phi of l, or defined outside l and used in it:
// the values a thread holds across l's iterations.
static bool held_across(const Enc *e, const Loop *l, const Instr *v) {
  if (v->block == l->header && v->kind == I_PHI)
    return true;
  if (loop_contains(l, v->block))
    return false;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++)
      for (int j = 0; j < b->ins[i]->nargs; j++)
        if (b->ins[i]->a[j] == v)
          return true;
  }
  return false;
}

// What the repetition-free abstraction (encodings/atomics.c) needs at a
// loop head: thread $1 logged its access to A with the watched value in
// hand, and a thread holding the watched value was handed it.
static void counter_value_candidates(Enc *e, const Loop *l) {
  const Kernel *k = e->k;
  for (int ai = 0; ai < k->narrays; ai++) {
    const RfTie *tie = &e->rf_tie[ai];
    const Array *a = k->arrays[ai];
    if (!tie->counter)
      continue;
    bool touched = atomics_loop_hands_out(e, l, tie->counter);
    for (int kind = 0; kind < 3; kind++)
      touched |= race_logged(e, a, kind) && race_loop_accesses(e, l, a, kind);
    if (!touched)
      continue;
    for (int kind = 0; kind < 3; kind++)
      if (race_logged(e, a, kind))
        invariants_candidate(e, arena_printf(e->arena, "%s ==> %s", race_flag(e, a, kind),
                                  atomics_held(e, a, 1)));
    for (int bi = 0; bi < k->nblocks; bi++)
      for (int i = 0; i < k->blocks[bi]->nins; i++) {
        const Instr *v = k->blocks[bi]->ins[i];
        if (e->rf_source[v->id] != tie->counter || v->type.bits != tie->bits ||
            !held_across(e, l, v))
          continue;
        for (int t = 1; t <= 2; t++)
          invariants_candidate(e, arena_printf(e->arena, "%s ==> (%s == %s ==> %s)", dual_loop_guard(e, l, t),
                                    dual_value(e, v, t), atomics_watched_value(e, a),
                                    atomics_held(e, a, t)));
      }
  }
}

// A flag that swaps two buffers (`pout = 1 - pout`, `p ^= 1`) takes only
// its entry value and the swapped one. Without this fact a havocked flag
// makes `pout * n + i` and `(1 - pout) * n + j` overlap by wrap-around.
// The candidate names the two values; it needs a constant entry value and
// one back-edge update `K - phi` or `phi ^ K` with constant K.
static void swap_candidates(Enc *e, const Loop *l) {
  const Block *h = l->header;
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *phi = h->ins[i];
    const Instr *init = invariants_entry_value(l, phi);
    uint64_t c0, k;
    if (!init || phi->type.kind != T_INT || !fold_constant(e, init, &c0))
      continue;
    const Instr *u = NULL;
    for (int j = 0; j < phi->nargs; j++)
      if (loop_contains(l, phi->phi_preds[j]))
        u = u && u != phi->a[j] ? NULL : phi->a[j];
    if (!u || u->kind != I_BIN || u->nargs != 2)
      continue;
    uint64_t c1;
    int bits = phi->type.bits;
    uint64_t mask = bits >= 64 ? ~0ULL : ((1ULL << bits) - 1);
    if (u->binop == B_SUB && u->a[1] == phi && fold_constant(e, u->a[0], &k))
      c1 = (k - c0) & mask;
    else if (u->binop == B_XOR && u->a[0] == phi && fold_constant(e, u->a[1], &k))
      c1 = (c0 ^ k) & mask;
    else if (u->binop == B_XOR && u->a[1] == phi && fold_constant(e, u->a[0], &k))
      c1 = (c0 ^ k) & mask;
    else
      continue;
    bool uni = e->uniform_value[phi->id];
    const char *cv = invariants_src(e, phi), *src = NULL;
    if (cv)
      src = arena_printf(e->arena, "%s == %s || %s == %s", cv, invariants_src_lit(e, c0, bits, false), cv,
                         invariants_src_lit(e, c1, bits, false));
    for (int t = 1; t <= (uni ? 1 : 2); t++) {
      const char *v = dual_value(e, phi, t);
      invariants_candidate_src(e, arena_printf(e->arena, "%s ==> (%s == %s || %s == %s)", dual_loop_guard(e, l, t),
                                v, bpl_const(e, c0, bits), v, bpl_const(e, c1, bits)), src);
    }
  }
}

// A loop whose control depends only on the group id (`r < blockIdx.x`)
// runs alike for two threads of one group, but its header predicate and
// counters are two variables each that the loop head havocs. These
// candidates say they are equal, only under SAME_GROUP: threads of
// different groups may disagree (uniformity.c).
static void group_uniform_candidates(Enc *e, const Loop *l) {
  const Block *h = l->header;
  if (e->uniform_block[h->id] || !e->group_uniform_block[h->id])
    return;
  invariants_candidate(e, arena_printf(e->arena, "%s ==> (%s <==> %s)", SAME_GROUP,
                            dual_loop_guard(e, l, 1), dual_loop_guard(e, l, 2)));
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *phi = h->ins[i];
    if (e->uniform_value[phi->id] || !e->group_uniform_value[phi->id] || phi->type.kind == T_VOID)
      continue;
    invariants_candidate(e, arena_printf(e->arena, "%s ==> %s == %s", SAME_GROUP, dual_value(e, phi, 1),
                              dual_value(e, phi, 2)));
  }
}

// The update a header phi gets on the loop's back edges, when there is one.
const Instr *invariants_back_update(const Loop *l, const Instr *phi) {
  const Instr *u = NULL;
  for (int j = 0; j < phi->nargs; j++)
    if (loop_contains(l, phi->phi_preds[j])) {
      if (u && u != phi->a[j])
        return NULL;
      u = phi->a[j];
    }
  return u;
}

static bool is_const(Enc *e, const Instr *v, uint64_t c) {
  uint64_t x;
  return fold_constant(e, v, &x) && x == c;
}

// Counters that double or halve (`d *= 2`, `s >>= 1`) from a power of two
// stay powers of two (or reach 0 when halving): `v & (v - 1) == 0`. Reductions
// and scans need it to rule out a counter of 0 or of 2^31 + 1 in
// `tid >= offset` or `tid % (2 * d)`.
static void power_of_two_candidates(Enc *e, const Loop *l) {
  const Block *h = l->header;
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *phi = h->ins[i];
    const Instr *init = invariants_entry_value(l, phi), *u = invariants_back_update(l, phi);
    uint64_t c0;
    if (!init || !u || phi->type.kind != T_INT || phi->type.bits < 8 ||
        !fold_constant(e, init, &c0) || c0 == 0 || (c0 & (c0 - 1)) || u->kind != I_BIN ||
        u->a[0] != phi)
      continue;
    bool dbl = (u->binop == B_MUL && is_const(e, u->a[1], 2)) ||
               (u->binop == B_SHL && is_const(e, u->a[1], 1)) ||
               (u->binop == B_ADD && u->a[1] == phi);
    bool half = (u->binop == B_UDIV && is_const(e, u->a[1], 2)) ||
                ((u->binop == B_LSHR || u->binop == B_ASHR) && is_const(e, u->a[1], 1)) ||
                (u->binop == B_SDIV && is_const(e, u->a[1], 2));
    if (!dbl && !half)
      continue;
    int bits = phi->type.bits;
    const char *cv = invariants_src(e, phi);
    const char *pow_src = cv ? arena_printf(e->arena, "__is_pow2(%s)", cv) : NULL;
    const char *nz_src = cv ? arena_printf(e->arena, "%s != 0", cv) : NULL;
    for (int t = 1; t <= (e->uniform_value[phi->id] ? 1 : 2); t++) {
      const char *v = dual_value(e, phi, t);
      invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s == %s", dual_loop_guard(e, l, t),
                                bpl_bin(e, B_AND, bits, v, bpl_bin(e, B_SUB, bits, v, bpl_const(e, 1, bits))),
                                bpl_const(e, 0, bits)), pow_src);
      if (dbl)
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s != %s", dual_loop_guard(e, l, t), v,
                                  bpl_const(e, 0, bits)), nz_src);
    }
  }
}

// `v >= 0` and `v <= UINT_MAX` unsigned hold of every value (the up-sweep's
// `d > 0` gave scan_blelloch `d >= 0`): not worth a conjunct in every query.
static bool unsigned_trivial(Enc *e, CmpOp op, const Instr *w) {
  uint64_t c;
  int bits = w->type.bits;
  uint64_t max = bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
  return fold_constant(e, w, &c) &&
         ((op == C_UGE && c == 0) || (op == C_ULE && (c & max) == max));
}

// Whether phi's back-edge update doubles it (+1) or halves it (-1), from
// any entry value; 0 otherwise.
static int doubling(Enc *e, const Loop *l, const Instr *phi) {
  const Instr *u = invariants_back_update(l, phi);
  if (!u || u->kind != I_BIN || u->nargs != 2 || u->a[0] != phi || phi->type.kind != T_INT ||
      phi->type.bits < 8)
    return 0;
  if ((u->binop == B_MUL && is_const(e, u->a[1], 2)) || (u->binop == B_SHL && is_const(e, u->a[1], 1)) ||
      (u->binop == B_ADD && u->a[1] == phi))
    return 1;
  if (((u->binop == B_UDIV || u->binop == B_SDIV) && is_const(e, u->a[1], 2)) ||
      ((u->binop == B_LSHR || u->binop == B_ASHR) && is_const(e, u->a[1], 1)))
    return -1;
  return 0;
}

// Two counters of one loop, one doubling and one halving (`offset *= 2`
// beside `d >>= 1` in a work-efficient scan's up-sweep), keep their product:
// offset * d == offset0 * d0, or the halving one reached 0 and the doubling
// one is twice the product (the last head, where `d > 0` fails). Without it
// the havocked offset of an iteration is unrelated to d, and `tid < d` does
// not keep `offset * (2 * tid + 2) - 1` inside the array. GPUVerify guesses
// the product among the powers of two up to 2^15 (32 candidates); the entry
// values give it here, as one candidate per pair, of at most 4 pairs.
static void relational_candidates(Enc *e, const Loop *l) {
  const Block *h = l->header;
  int pairs = 0;
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *up = h->ins[i];
    const Instr *up0 = invariants_entry_value(l, up);
    if (!up0 || e->rf_source[up->id] || doubling(e, l, up) != 1)
      continue;
    for (int j = 0; j < h->nins && h->ins[j]->kind == I_PHI && pairs < 4; j++) {
      const Instr *dn = h->ins[j];
      const Instr *dn0 = invariants_entry_value(l, dn);
      if (!dn0 || e->rf_source[dn->id] || dn->type.bits != up->type.bits || doubling(e, l, dn) != -1)
        continue;
      pairs++;
      int bits = up->type.bits;
      bool uni = e->uniform_value[up->id] && e->uniform_value[dn->id];
      const char *cu = invariants_src(e, up), *cd = invariants_src(e, dn);
      const char *cu0 = invariants_src_atom(e, up0), *cd0 = invariants_src_atom(e, dn0);
      const char *src = cu && cd && cu0 && cd0
                            ? arena_printf(e->arena, "%s * %s == %s * %s || (%s == 0 && %s == 2 * %s * %s)", cu,
                                           cd, cu0, cd0, cd, cu, cu0, cd0)
                            : NULL;
      for (int t = 1; t <= (uni ? 1 : 2); t++) {
        const char *u = dual_value(e, up, t), *d = dual_value(e, dn, t);
        const char *prod0 = bpl_bin(e, B_MUL, bits, dual_value(e, up0, t), dual_value(e, dn0, t));
        invariants_candidate_src(
            e,
            arena_printf(e->arena, "%s ==> (%s == %s || (%s == %s && %s == %s))", dual_loop_guard(e, l, t),
                         bpl_bin(e, B_MUL, bits, u, d), prod0, d, bpl_const(e, 0, bits), u,
                         bpl_bin(e, B_ADD, bits, prod0, prod0)),
            src);
      }
    }
  }
}

// Loop counters bounded by the loop's own condition: `for (o = 1; o < n;
// o *= 2)` keeps o <= n at the head, in the comparison's signedness, which
// rules out wrapped (negative) counters. Proposed for every comparison
// of a header phi with a value the loop does not change, in the
// side-effect-free blocks that start an iteration.
static void bound_candidates(Enc *e, const Loop *l) {
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->head_blocks[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    if (b->term != TERM_CBR || b->cond->kind != I_ICMP || b->cond->block != b)
      continue;
    // Only a comparison that can end the loop bounds its counter: a guard
    // inside the body (`if (tid < d)` of a scan whose d halves) says
    // nothing about d at the head, and refuting `d >= tid` took two of
    // scan_blelloch's three Houdini rounds (benchmarks/README.md).
    if (loop_contains(l, b->succ[0]) && loop_contains(l, b->succ[1]))
      continue;
    const Instr *c = b->cond;
    for (int side = 0; side < 2; side++) {
      const Instr *v = c->a[side], *w = c->a[1 - side];
      if (v->kind != I_PHI || v->block != l->header || v->type.kind != T_INT ||
          (w->block && loop_contains(l, w->block)) || e->rf_source[v->id])
        continue;
      bool sgn = c->cmp == C_SLT || c->cmp == C_SLE || c->cmp == C_SGT || c->cmp == C_SGE;
      bool less = c->cmp == C_SLT || c->cmp == C_SLE || c->cmp == C_ULT || c->cmp == C_ULE;
      if (c->cmp == C_EQ || c->cmp == C_NE)
        continue;
      // v on the left of `<` or on the right of `>`: v stays below w
      bool below = side == 0 ? less : !less;
      CmpOp op = below ? (sgn ? C_SLE : C_ULE) : (sgn ? C_SGE : C_UGE);
      if (unsigned_trivial(e, op, w) || invariants_bound_overshoots(e, l, v, w)) // prune.c
        continue;
      const char *src = invariants_src_cmp(e, op, v, w);
      for (int t = 1; t <= (e->uniform_value[v->id] && e->uniform_value[w->id] ? 1 : 2); t++)
        invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", dual_loop_guard(e, l, t),
                                  bpl_cmp(e, op, v->type.bits, dual_value(e, v, t),
                                          dual_value(e, w, t))), src);
    }
  }
}

// `(i - init) % 2^m == 0` in C, `i % 2^m == 0` when init is 0.
static const char *stride_src(Enc *e, const Instr *phi, const Instr *init, int m) {
  const char *cv = invariants_src(e, phi);
  uint64_t c0;
  int bits = phi->type.bits;
  if (!cv)
    return NULL;
  bool zero = fold_constant(e, init, &c0) && c0 == 0;
  const char *ci = zero ? NULL : invariants_src_atom(e, init);
  if (!zero && !ci)
    return NULL;
  const char *x = zero ? cv : arena_printf(e->arena, "(%s - %s)", cv, ci);
  bool uns = invariants_src_unsigned(e, phi) && (zero || invariants_src_unsigned(e, init));
  return arena_printf(e->arena, "%s == 0", invariants_src_mod(e, x, uns, bits, 1ULL << m));
}

// Whether expression v reads phi, through pure code (a walk of bounded depth).
static bool reads(const Instr *v, const Instr *phi, int depth) {
  if (v == phi)
    return true;
  if (!v || depth > 16 || v->kind == I_PHI || v->kind == I_LOAD)
    return false;
  for (int i = 0; i < v->nargs; i++)
    if (reads(v->a[i], phi, depth + 1))
      return true;
  return false;
}

// Whether one of the user's invariants of l reads the counter: then it
// describes the counter itself (`i % blockDim.x == threadIdx.x`), and the
// lattice candidate only repeats it, at a cost (3x the CPU time of
// GPUVerify's reduced_strength_blockwise, whose invariant says it).
static bool user_describes(Enc *e, const Loop *l, const Instr *phi) {
  if (!annotated(e, l))
    return false;
  for (int i = 0; i < l->invariants.len; i++) {
    const Instr *inv = l->invariants.items[i];
    if (inv->nargs > 0 && reads(inv->a[0], phi, 0))
      return true;
  }
  return false;
}

// Counters with a constant power-of-two step keep the low bits of their
// entry value: `for (j = 0; j < 32; j += 8)` has j % 8 == 0, `j = 2 * gid;
// j += 2 * stride` keeps j % (2 * stride) == 2 * gid. Written as a bit
// extraction, never a remainder.
static void stride_candidates(Enc *e, const Loop *l) {
  const Block *h = l->header;
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *phi = h->ins[i];
    const Instr *init = invariants_entry_value(l, phi);
    if (!init || phi->type.kind != T_INT || e->rf_source[phi->id] || user_describes(e, l, phi))
      continue;
    int m = invariants_step_log2(e, l, phi);
    if (m <= 0)
      continue;
    const char *src = stride_src(e, phi, init, m);
    for (int t = 1; t <= (e->uniform_value[phi->id] ? 1 : 2); t++)
      invariants_candidate_src(e, arena_printf(e->arena, "%s ==> %s", dual_loop_guard(e, l, t),
                                           invariants_same_low_bits(e, phi->type.bits,
                                                                    dual_value(e, phi, t),
                                                                    dual_value(e, init, t), m)), src);
  }
}

void invariants_emit_candidates(Enc *e, const Loop *l) {
  if (e->opt->no_infer || e->opt->loop_unwind)
    return;
  e->cand_loop = l;
  group_uniform_candidates(e, l);
  swap_candidates(e, l);
  power_of_two_candidates(e, l);
  bound_candidates(e, l);
  log_candidates(e, l);
  locks_loop_candidates(e, l);
  sync_loop_candidates(e, l);
  counter_value_candidates(e, l);
  // The lattice of a constant power-of-two step is proposed in annotated
  // loops too: a user invariant over the access pattern often needs it
  // (`i += blockDim.x / 32` under `offset % blockDim.x == tid`), it is a
  // comparison of low bits, and it holds for every such counter whose
  // entry value the loop does not change.
  stride_candidates(e, l);
  if (!annotated(e, l)) {
    counter_candidates(e, l);
    relational_candidates(e, l);
    enabled_candidates(e, l);
  }
  monotone_candidates(e, l);
  e->cand_loop = NULL;
}
