// access.c — access invariants: where thread $1's logged access can be.
//
// A loop head forgets the logs' history, so a logged write of the current
// or an earlier iteration is anywhere unless an invariant says where. The
// kernel's own offset expression says it: `tile[ty + j][tx]` logged at
// byte W means W == ((ty + j0) * 33 + tx) * 4 for the j0 of the iteration
// that logged it. That j0 is a ghost: each access site that logs records
// the values its offset reads from loop phis (`_G<site>_<phi>`, set when
// the log is), and the candidate at a loop head is
//
//     _LW_a && _LS_a == site ==> W == offset[phi := ghost]
//
// together with what the loop's own code says about the ghost: the loop
// condition held for it (j0 < 32), it moved from its entry value one way
// (j0 >= 0), in steps of a power of two (j0 % 8 == 0), or it is a power of
// two (doubling counters). An offset that reads no loop phi (`s[t ^ 25]`
// updated in a loop) needs no ghost: W == (t ^ 25) * 4. Every such fact is
// a Houdini candidate, so a wrong one costs time, never soundness; the
// ghosts are written only, never read by the program, so they change no
// behaviour.
#include "invariants.h"

#include <string.h>

enum { SUBST_BUDGET = 4000, WALK_DEPTH = 64 };

static bool is_leaf(const Instr *v) {
  switch (v->kind) {
  case I_CONST: case I_PARAM: case I_TID: case I_BID: case I_BDIM: case I_GDIM:
    return true;
  default:
    return false;
  }
}

// The pure computations an offset may be rebuilt from.
static bool rebuildable(const Instr *v) {
  return v->kind == I_BIN || v->kind == I_ICMP || v->kind == I_CAST || v->kind == I_SELECT;
}

static bool in_some_loop(const Enc *e, const Instr *v) {
  return v->block && e->cfg.loop_of[v->block->id];
}

// The loop phis an access's offset reads through pure code: the values
// whose ghosts it records. Deterministic, so declaring, recording and the
// candidates agree without storing anything.
static void collect(Enc *e, const Instr *v, bool *seen, PtrVec *out, int depth) {
  if (!v || depth > WALK_DEPTH || seen[v->id] || is_leaf(v))
    return;
  seen[v->id] = true;
  if (v->kind == I_PHI) {
    if (in_some_loop(e, v) && v->type.kind == T_INT)
      vec_push(e->arena, out, (void *)v);
    return;
  }
  if (!rebuildable(v))
    return;
  for (int i = 0; i < v->nargs; i++)
    collect(e, v->a[i], seen, out, depth + 1);
}

static PtrVec ghost_phis(Enc *e, const Instr *in) {
  PtrVec out = {0};
  if (!in->offset || !e->site_of[in->id])
    return out;
  bool *seen = NEW_ARRAY(e->arena, bool, e->k->ninstrs);
  collect(e, in->offset, seen, &out, 0);
  return out;
}

static const char *ghost_name(Enc *e, const Instr *in, const Instr *phi) {
  return arena_printf(e->arena, "_G%d_%d", e->site_of[in->id]->id, phi->id);
}

static bool is_access(const Instr *in) {
  return in->kind == I_LOAD || in->kind == I_STORE || in->kind == I_ATOMIC ||
         in->kind == I_READ_RANGE || in->kind == I_WRITE_RANGE;
}

static AccessKind kind_of(const Instr *in) {
  if (in->kind == I_LOAD || in->kind == I_READ_RANGE)
    return ACC_READ;
  return in->kind == I_ATOMIC ? ACC_ATOMIC : ACC_WRITE;
}

// Only logged accesses in loops record ghosts (a log outside every loop is
// never forgotten).
static bool records(Enc *e, const Instr *in) {
  return is_access(in) && e->site_of[in->id] && in->block && e->cfg.loop_of[in->block->id] &&
         race_tracked(in->array) && race_logged(e, in->array, kind_of(in));
}

void invariants_declare_ghosts(Enc *e) {
  if (e->opt->no_infer || e->opt->loop_unwind)
    return;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      if (!records(e, in))
        continue;
      PtrVec g = ghost_phis(e, in);
      for (int j = 0; j < g.len; j++) {
        const Instr *phi = g.items[j];
        bpl_var(e, ghost_name(e, in, phi), bpl_type(phi->type));
      }
    }
  }
}

// Right after race.c logged the access (`_lg` says whether it did).
void invariants_record_access(Enc *e, const Instr *in) {
  if (e->opt->no_infer || e->opt->loop_unwind || !records(e, in))
    return;
  PtrVec g = ghost_phis(e, in);
  for (int j = 0; j < g.len; j++) {
    const Instr *phi = g.items[j];
    const char *gn = ghost_name(e, in, phi);
    bpl_line(e, "%s := (if _lg then %s else %s);", gn, dual_value(e, phi, 1), gn);
  }
}

// ------------------------------------------------------------------ rebuilding
// An expression of thread $1 at the head of loop l: values the loop does
// not change are their variables, loop phis the site's ghosts (one phi may
// be given another name, `as`), pure code in the loop is rebuilt. NULL when
// something else (a load in the loop) is in the way.
typedef struct Subst {
  Enc *e;
  const Loop *l;
  const Instr *site;          // whose ghosts stand for loop phis
  const bool *ghosted;        // by Instr.id
  const Instr *phi;           // optional: this phi is written `as`
  const char *as;
  bool earlier_pass;          // ghosts also for the phis of loops around l
  size_t spent;
} Subst;

// Whether v's variable at l's head holds the value the site used: v is
// computed outside l, and not in an earlier loop that the site is in too
// (after such a loop, Boogie's loop cut has left an arbitrary value in the
// variables it assigns, not the one its iterations used: the address a
// spin loop recomputes in every iteration). A site after that loop used
// the variable as the loop left it, so it is taken as is.
static bool dominates(Enc *e, const Block *a, const Block *b);

static bool stable_at(Enc *e, const Loop *l, const Instr *site, const Instr *v) {
  if (!v->block || loop_contains(l, v->block))
    return false;
  const Loop *vl = e->cfg.loop_of[v->block->id];
  // In a loop around l, v holds this pass's value at l's head only if it
  // is computed before l on every path: one computed after l (the address
  // of a read after it, in a round loop) is the last pass's, which the
  // round loop's cut forgets.
  if (vl && loop_contains(vl, l->header))
    return dominates(e, v->block, l->header);
  return !vl || !site || !site->block || !loop_contains(vl, site->block);
}

static const char *rebuild(Subst *s, const Instr *v, int depth) {
  Enc *e = s->e;
  uint64_t c;
  if (!v || depth > WALK_DEPTH || s->spent > SUBST_BUDGET)
    return NULL;
  if (v == s->phi)
    return s->as;
  if (fold_constant(e, v, &c))
    return bpl_const(e, c, v->type.bits);
  // An earlier pass's offset: the enclosing loops' counters are the
  // site's ghosts, and what is computed from them in those loops is
  // rebuilt, not read as this pass left it.
  const Loop *vl = v->block ? e->cfg.loop_of[v->block->id] : NULL;
  bool earlier_pass = s->earlier_pass && vl && loop_contains(vl, s->l->header);
  if (earlier_pass && v->kind == I_PHI)
    return s->ghosted && s->ghosted[v->id] ? ghost_name(e, s->site, v) : NULL;
  if (is_leaf(v) || (!earlier_pass && stable_at(e, s->l, s->site, v)))
    return dual_value(e, v, 1);
  if (v->kind == I_PHI)
    return s->ghosted && s->ghosted[v->id] ? ghost_name(e, s->site, v) : NULL;
  if (!rebuildable(v) || v->nargs > 3)
    return NULL;
  const char *a[3];
  for (int i = 0; i < v->nargs; i++)
    if (!(a[i] = rebuild(s, v->a[i], depth + 1)))
      return NULL;
  const char *r;
  switch (v->kind) {
  case I_BIN: r = bpl_bin(e, v->binop, v->type.bits, a[0], a[1]); break;
  case I_ICMP: r = bpl_cmp(e, v->cmp, v->a[0]->type.bits, a[0], a[1]); break;
  case I_CAST: r = bpl_cast(e, v->cast, v->a[0]->type, v->type, a[0]); break;
  default: r = arena_printf(e->arena, "(if %s then %s else %s)", a[0], a[1], a[2]); break;
  }
  s->spent += strlen(r);
  return r;
}

// ------------------------------------------------------------------ loop shapes

// The loop whose header defines phi, or NULL.
static const Loop *loop_of_header(Enc *e, const Instr *phi) {
  const Loop *l = e->cfg.loop_of[phi->block->id];
  return l && l->header == phi->block ? l : NULL;
}

// log2 of the constant step of `phi += step` or `phi -= step`, or -1.
int invariants_step_log2(Enc *e, const Loop *l, const Instr *phi) {
  const Instr *u = invariants_back_update(l, phi);
  uint64_t c;
  if (!u || u->kind != I_BIN || (u->binop != B_ADD && u->binop != B_SUB) || u->nargs != 2)
    return -1;
  const Instr *k = u->a[0] == phi ? u->a[1] : u->binop == B_ADD && u->a[1] == phi ? u->a[0] : NULL;
  if (!k || !fold_constant(e, k, &c))
    return -1;
  if (u->binop == B_SUB)
    c = -c;
  int bits = phi->type.bits;
  if (bits < 64)
    c &= (1ULL << bits) - 1;
  // a step of -2^m is 2^bits - 2^m: the low m bits still never change
  uint64_t low = c & -c;
  int m = c ? log2_exact(low) : -1;
  return m >= 1 && m < bits ? m : -1;
}

// "low m bits of a and b agree": (a - b) % 2^m == 0 without a division.
const char *invariants_same_low_bits(Enc *e, int bits, const char *a, const char *b, int m) {
  return arena_printf(e->arena, "%s[%d:0] == 0bv%d", bpl_bin(e, B_SUB, bits, a, b), m, m);
}

static bool is_const(Enc *e, const Instr *v, uint64_t c) {
  uint64_t x;
  return fold_constant(e, v, &x) && x == c;
}

static bool doubles_or_halves(Enc *e, const Loop *l, const Instr *phi) {
  const Instr *init = invariants_entry_value(l, phi), *u = invariants_back_update(l, phi);
  uint64_t c0;
  if (!init || !u || !fold_constant(e, init, &c0) || !c0 || (c0 & (c0 - 1)) || u->kind != I_BIN ||
      u->a[0] != phi)
    return false;
  return (u->binop == B_MUL && is_const(e, u->a[1], 2)) ||
         (u->binop == B_SHL && is_const(e, u->a[1], 1)) ||
         (u->binop == B_ADD && u->a[1] == phi) ||
         (u->binop == B_UDIV && is_const(e, u->a[1], 2)) ||
         (u->binop == B_LSHR && is_const(e, u->a[1], 1));
}

// The value whose low bits a counter keeps, and how many (`*m`), through
// nested counters: `for (i = 0; ..; i += 1024) for (j = i; ..; j += 1024)`
// keeps j == i == 0 (mod 1024). Where the entry value is an enclosing
// loop's counter with a power-of-two step of its own, j keeps the low bits
// of that counter's entry value, as many as both steps keep. At an outer
// loop's head the inner counter's entry value (i) is havocked, so only the
// chained form says anything about a ghost of j there.
static const Instr *lattice_base(Enc *e, const Loop *pl, const Instr *phi, int *m) {
  const Instr *init = invariants_entry_value(pl, phi);
  for (int depth = 0; init && depth < 8; depth++) {
    const Loop *ol = init->kind == I_PHI ? loop_of_header(e, init) : NULL;
    int m2 = ol && loop_contains(ol, pl->header) ? invariants_step_log2(e, ol, init) : -1;
    const Instr *up = m2 > 0 ? invariants_entry_value(ol, init) : NULL;
    if (!up)
      break;
    if (m2 < *m)
      *m = m2;
    init = up;
  }
  return init;
}

// "g % size == id % size" for a counter that starts at a thread's id and
// steps by a value the loop does not change (`for (i = tid; i < n; i += sz)`
// with `__requires(sz == blockDim.x)`): the residue shapes of candidates.c
// for its ghost. Proposed only where the step is no constant (a constant
// power-of-two step has the lattice fact) and the entry value differs
// between threads; with a fixed power-of-two launch only, as bit
// comparisons.
static void ghost_residue_facts(Enc *e, const Loop *pl, const Instr *phi, const char *guard,
                                const char *g) {
  const Instr *init = invariants_entry_value(pl, phi);
  const Instr *u = invariants_back_update(pl, phi);
  int bits = phi->type.bits;
  if (!init || !u || e->uniform_value[init->id] || invariants_step_log2(e, pl, phi) >= 0 ||
      (bits != 32 && bits != 64) || u->kind != I_BIN || u->binop != B_ADD)
    return;
  const Instr *step = u->a[0] == phi ? u->a[1] : u->a[1] == phi ? u->a[0] : NULL;
  if (!step || (step->block && loop_contains(pl, step->block)))
    return;
  uint64_t bs = e->opt->block_dims_given ? (e->opt->block_dim[0] ? e->opt->block_dim[0] : 1) : 0;
  int lb = log2_exact(bs);
  if (lb > 0 && lb < 32)
    invariants_candidate(e, arena_printf(e->arena, "%s ==> %s[%d:0] == %s[%d:0]", guard, g, lb,
                                         geom_tid(0, 1), lb));
  uint64_t gs = e->opt->grid_dims_given ? bs * (e->opt->grid_dim[0] ? e->opt->grid_dim[0] : 1) : 0;
  int lg = log2_exact(gs);
  if (lg > 0 && lg < 32 && gs != bs) {
    const char *gid = bpl_bin(e, B_ADD, 32, bpl_bin(e, B_MUL, 32, geom_bid(0, 1), geom_bdim(e, 0)),
                              geom_tid(0, 1));
    invariants_candidate(e, arena_printf(e->arena, "%s ==> %s[%d:0] == %s[%d:0]", guard, g, lg, gid, lg));
  }
}

// ------------------------------------------------------------------ candidates
// What the code of phi's loop says about a value `g` the phi had in some
// iteration's body: its condition held, it lies on the entry value's side,
// on its step's lattice, a power of two.
static void ghost_facts(Enc *e, Subst *s, const char *guard, const Instr *phi, const char *g) {
  const Loop *pl = loop_of_header(e, phi);
  if (!pl)
    return;
  int bits = phi->type.bits;
  s->phi = phi;
  s->as = g;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!pl->head_blocks[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    if (b->term != TERM_CBR || b->cond->kind != I_ICMP || b->succ[0] == b->succ[1] ||
        (b->cond->a[0] != phi && b->cond->a[1] != phi))
      continue;
    bool stays_on_true = loop_contains(pl, b->succ[0]);
    const char *c = rebuild(s, b->cond, 0);
    if (c)
      invariants_candidate(e, arena_printf(e->arena, "%s ==> %s%s", guard, stays_on_true ? "" : "!", c));
  }
  const Instr *init = invariants_entry_value(pl, phi);
  const char *i0 = init ? rebuild(s, init, 0) : NULL;
  int dir = invariants_direction(pl, phi);
  if (i0 && dir) // j0 on the entry value's side (signed: C's int counters)
    invariants_candidate(e, arena_printf(e->arena, "%s ==> %s", guard,
                                    bpl_cmp(e, dir > 0 ? C_SGE : C_SLE, bits, g, i0)));
  int m = invariants_step_log2(e, pl, phi);
  if (i0 && m > 0)
    invariants_candidate(e, arena_printf(e->arena, "%s ==> %s", guard,
                                    invariants_same_low_bits(e, bits, g, i0, m)));
  // where the entry value is another counter that the head forgets
  const Instr *base = !i0 && m > 0 ? lattice_base(e, pl, phi, &m) : NULL;
  const char *b0 = base ? rebuild(s, base, 0) : NULL;
  if (b0)
    invariants_candidate(e, arena_printf(e->arena, "%s ==> %s", guard,
                                    invariants_same_low_bits(e, bits, g, b0, m)));
  ghost_residue_facts(e, pl, phi, guard, g);
  if (doubles_or_halves(e, pl, phi))
    invariants_candidate(e, arena_printf(e->arena, "%s ==> %s == %s", guard,
                                    bpl_bin(e, B_AND, bits, g, bpl_bin(e, B_SUB, bits, g, bpl_const(e, 1, bits))),
                                    bpl_const(e, 0, bits)));
  s->phi = NULL;
}

static const char *covers(Enc *e, const Instr *in, const char *off) {
  const Array *a = in->array;
  const char *w = race_watched(e, a);
  if (in->len)
    return NULL;
  if (race_width(e, a) == in->bytes && log2_exact((uint64_t)in->bytes) >= 0)
    return arena_printf(e->arena, "%s == %s", w, off);
  return bpl_cmp(e, C_ULT, 64, bpl_bin(e, B_SUB, 64, w, off), bpl_const(e, (uint64_t)in->bytes, 64));
}

// Whether the site's logs can be known at l's head: it is in l, or it
// runs before l on every path (its block dominates l's header).
static bool relevant(Enc *e, const Loop *l, const Instr *in) {
  if (loop_contains(l, in->block))
    return true;
  int h = l->header->id, b = in->block->id;
  for (int x = h; x >= 0;) {
    if (x == b)
      return true;
    int up = e->cfg.idom[x];
    if (up == x)
      break;
    x = up;
  }
  return false;
}

static bool dominates(Enc *e, const Block *a, const Block *b) {
  for (int x = b->id, steps = 0; steps < 4096; steps++) {
    if (x == a->id)
      return true;
    int up = e->cfg.idom[x];
    if (up == x || up < 0)
      return false;
    x = up;
  }
  return false;
}

// The branch conditions under which the site runs, in the iteration that
// logged it: for each dominator of its block inside l that ends in a branch
// whose one side is entered only from there and leads to the site, that
// side's condition, rebuilt with the site's ghosts (`if (local >= 4 &&
// local < 60) atomicAdd_block(...)` logged only inside its block).
static void path_candidates(Enc *e, Subst *s, const Loop *l, const Instr *in, const char *guard) {
  const Block *b = in->block;
  for (int steps = 0; steps < 32; steps++) {
    int d = e->cfg.idom[b->id];
    if (d == b->id || d < 0 || !loop_contains(l, e->k->blocks[d]))
      return;
    const Block *db = e->k->blocks[d];
    for (int k = 0; k < 2 && db->term == TERM_CBR && db->succ[0] != db->succ[1]; k++) {
      const Block *sk = db->succ[k];
      if (e->cfg.preds[sk->id].len != 1 || !dominates(e, sk, in->block))
        continue;
      const char *c = rebuild(s, db->cond, 0);
      if (c)
        invariants_candidate(e, arena_printf(e->arena, "%s ==> %s(%s)", guard, k ? "!" : "", c));
    }
    b = db;
  }
}

// A site in l or before it whose offset reads the counter of a loop around
// l (a row written in the outer loop, then read in an inner loop): the
// form of site_candidates takes that counter as it is at l's head, which
// holds for a log of this pass of the outer loop. With no barrier between
// passes the log may be an earlier pass's, made at another value of that
// counter; its ghost holds that value in either case. So the offset again
// with the ghosts of the loops around l, and what those loops say of them
// (`j2 = j1 .. m` of PolyBench's covariance: without it, the log of row
// j1's write is anywhere inside the inner loop).
// Whether phi, one of the site's ghosted phis, heads a loop around l (not l).
static bool ghost_of_loop_around(Enc *e, const Loop *l, const bool *ghosted, const Instr *phi) {
  const Loop *pl = e->cfg.loop_of[phi->block->id];
  return ghosted[phi->id] && pl && pl != l && loop_contains(pl, l->header);
}

static void earlier_pass_candidates(Enc *e, const Loop *l, const Instr *in, const bool *ghosted,
                                    const char *guard) {
  Subst s = {.e = e, .l = l, .site = in, .ghosted = ghosted, .earlier_pass = true};
  const char *off = rebuild(&s, in->offset, 0);
  const char *cov = off ? covers(e, in, off) : NULL;
  if (!cov)
    return;
  invariants_candidate(e, arena_printf(e->arena, "%s ==> %s", guard, cov));
  PtrVec g = ghost_phis(e, in);
  for (int j = 0; j < g.len; j++) {
    const Instr *phi = g.items[j];
    if (ghost_of_loop_around(e, l, ghosted, phi))
      ghost_facts(e, &s, guard, phi, ghost_name(e, in, phi));
  }
}

static bool site_candidates(Enc *e, const Loop *l, const Instr *in) {
  PtrVec g = ghost_phis(e, in);
  bool *ghosted = NEW_ARRAY(e->arena, bool, e->k->ninstrs);
  for (int j = 0; j < g.len; j++) {
    const Instr *phi = g.items[j];
    // a ghost outside l is only recorded for sites in loops; before l the
    // phi's own variable stands for it (rebuild takes values outside l as is)
    ghosted[phi->id] = records(e, in);
  }
  Subst s = {.e = e, .l = l, .site = in, .ghosted = ghosted};
  const char *off = rebuild(&s, in->offset, 0);
  const char *cov = off ? covers(e, in, off) : NULL;
  if (!cov)
    return false;
  const Array *a = in->array;
  const char *guard = arena_printf(e->arena, "(%s && _LS_%d == %d)", race_flag(e, a, kind_of(in)),
                                   a->id, e->site_of[in->id]->id);
  invariants_candidate(e, arena_printf(e->arena, "%s ==> %s", guard, cov));
  if (loop_contains(l, in->block) && e->k->arrays[a->id] && atomics_scope_limited(e, a))
    path_candidates(e, &s, l, in, guard);
  // The facts of the loops the ghost's phi heads: l's own, or, for a site
  // before l, an earlier loop's (its counter stayed below its bound); not
  // an enclosing loop's, whose phi this form reads as is (stable_at): its
  // ghost has a form of its own (earlier_pass_candidates).
  bool before_l = !loop_contains(l, in->block);
  bool around = false;
  for (int j = 0; j < g.len; j++) {
    const Instr *phi = g.items[j];
    const Loop *pl = e->cfg.loop_of[phi->block->id];
    bool earlier = before_l && pl && !loop_contains(pl, l->header);
    around |= ghost_of_loop_around(e, l, ghosted, phi);
    if (ghosted[phi->id] && (earlier || loop_contains(l, phi->block)))
      ghost_facts(e, &s, guard, phi, ghost_name(e, in, phi));
  }
  if (around)
    earlier_pass_candidates(e, l, in, ghosted, guard);
  return true;
}

// For every logged site of `a` of this kind, at most MAX_SITES of them
// (each is a few solver queries). True when every site in the loop got its
// candidate: then the coarser residue shapes of candidates.c are not needed.
enum { MAX_SITES = 8 };

// What empties a log on the way to a loop's header, for the walks below:
// a barrier that empties both threads' logs of shared array `a`; more
// loosely, any synchronisation (some log may be emptied); or nothing (the
// blocks from which the header can be reached at all).
typedef bool (*Empties)(Enc *e, const Instr *in, const Array *a);

static bool empties_shared(Enc *e, const Instr *in, const Array *a) {
  return invariants_resets_shared(e, in, a);
}

static bool empties_some(Enc *e, const Instr *in, const Array *a) {
  (void)e, (void)a;
  return invariants_may_sync(in);
}

static bool empties_none(Enc *e, const Instr *in, const Array *a) {
  (void)e, (void)in, (void)a;
  return false;
}

// The blocks whose end reaches l's header by a path on which nothing
// empties a log (from outside l only: paths entering l at its header).
static bool *reach_unemptied(Enc *e, const Loop *l, const Array *a, Empties empties,
                             bool from_outside) {
  int n = e->k->nblocks, top = 0;
  bool *r = NEW_ARRAY(e->arena, bool, n);
  const Block **stack = NEW_ARRAY(e->arena, const Block *, n + 1);
  stack[top++] = l->header;
  while (top > 0) {
    const Block *b = stack[--top];
    PtrVec *ps = &e->cfg.preds[b->id];
    for (int i = 0; i < ps->len; i++) {
      const Block *p = ps->items[i];
      if (r[p->id] || (from_outside && loop_contains(l, p)))
        continue;
      r[p->id] = true;
      bool emptied = false;
      for (int k = 0; k < p->nins && !emptied; k++)
        emptied = empties(e, p->ins[k], a);
      if (!emptied)
        stack[top++] = p;
    }
  }
  return r;
}

// Whether the log `in` makes reaches l's head: nothing after it in its
// block empties it, and its block's end is in `reach`.
static bool log_reaches(Enc *e, const bool *reach, const Instr *in, Empties empties) {
  const Block *b = in->block;
  if (!reach[b->id])
    return false;
  bool after = false;
  for (int i = 0; i < b->nins; i++) {
    if (b->ins[i] == in)
      after = true;
    else if (after && empties(e, b->ins[i], in->array))
      return false;
  }
  return true;
}

// "The log was not made after the loop": sites that run only after l
// leaves (the read of the result after a loop of updates) cannot have
// logged at its head, but the head forgets that. For shared memory, also
// "nor before a barrier that empties it": in a round loop, the read of a
// round's result reaches the next round's inner loops by the outer back
// edge, but the barrier at the round's end has emptied its log.
static void earlier_sites_candidate(Enc *e, const Loop *l, const Array *a, AccessKind kind) {
  bool *r = reach_unemptied(e, l, a, empties_none, false);
  bool *unreset = a->space == MS_SHARED ? reach_unemptied(e, l, a, empties_shared, false) : NULL;
  StrBuf sites, surviving;
  sb_init(&sites);
  sb_init(&surviving);
  bool any_later = false, any_emptied = false;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      const Site *site = e->site_of[in->id];
      if (!site || site->array != a || site->kind != kind)
        continue;
      if (!r[bi]) {
        any_later = true;
        continue;
      }
      sb_printf(&sites, "%s_LS_%d == %d", sites.len ? " || " : "", a->id, site->id);
      if (unreset && !log_reaches(e, unreset, in, empties_shared))
        any_emptied = true;
      else
        sb_printf(&surviving, "%s_LS_%d == %d", surviving.len ? " || " : "", a->id, site->id);
    }
  }
  if (any_later)
    invariants_candidate(e, arena_printf(e->arena, "%s ==> (%s)", race_flag(e, a, kind),
                                         sites.len ? sites.data : "false"));
  // None surviving is "no access yet", which log_candidates proposes
  // where it can hold.
  if (any_emptied && surviving.len)
    invariants_candidate(e, arena_printf(e->arena, "%s ==> (%s)", race_flag(e, a, kind),
                                         surviving.data));
  sb_free(&sites);
  sb_free(&surviving);
}

bool invariants_access_candidates(Enc *e, const Loop *l, const Array *a, AccessKind kind) {
  const Kernel *k = e->k;
  if (!race_tracked(a) || e->rf_tie[a->id].counter)
    return false;
  earlier_sites_candidate(e, l, a, kind);
  int n = 0;
  bool all = true;
  for (int bi = 0; bi < k->nblocks; bi++) {
    const Block *b = k->blocks[bi];
    if (e->cfg.rpo_index[bi] < 0)
      continue;
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      if (!is_access(in) || in->array != a || kind_of(in) != kind || !e->site_of[in->id] ||
          !relevant(e, l, in))
        continue;
      bool ok = n < MAX_SITES && in->offset && site_candidates(e, l, in);
      n++;
      if (!ok && loop_contains(l, in->block))
        all = false;
    }
  }
  // Then, in slots of their own (the sites above keep theirs), the sites
  // outside l that run before it on some paths only, whose log reaches its
  // head with no synchronisation on the way: an earlier loop's accesses (a
  // column written in one loop and updated in the next, no barrier
  // between: dwt2d's vertical transform), or one in a branch before l.
  bool *into = reach_unemptied(e, l, a, empties_some, true);
  n = 0;
  for (int bi = 0; bi < k->nblocks && n < MAX_SITES; bi++) {
    const Block *b = k->blocks[bi];
    if (e->cfg.rpo_index[bi] < 0 || !into[bi])
      continue;
    for (int i = 0; i < b->nins && n < MAX_SITES; i++) {
      const Instr *in = b->ins[i];
      if (!is_access(in) || in->array != a || kind_of(in) != kind || !e->site_of[in->id] ||
          !in->offset || relevant(e, l, in) || !log_reaches(e, into, in, empties_some))
        continue;
      site_candidates(e, l, in);
      n++;
    }
  }
  return all;
}
