// contents.c — barrier invariants (GPUVerify's __barrier_invariant_N) and
// the memory contents they need, for the arrays they read only.
//
// tandem normally gives every load of shared or global memory an arbitrary
// value. A barrier invariant states a fact about those contents at a
// barrier, for every thread of the group. For each array an invariant
// reads, this pass turns on the value map of the equality abstraction
// (docs/encodings.md §7: one map `M_<a>` that both threads' stores update
// and that a barrier havocs), for that array alone. Then, as in GPUVerify:
//
//   - at the invariant (before the barrier) its condition is asserted for
//     thread 1 (an arbitrary thread: so for every thread), evaluated with
//     the loads the code made, which are ordinary, race-checked reads;
//   - after the barrier's havoc of the map, for each instantiation i (a
//     local id, evaluated by each thread) it is assumed with the thread's
//     local x id replaced by i, its loads read from the map, when
//     0 <= i < blockDim.x.
//
// Why that is sound is argued in docs/encodings.md §26: in a race-free
// execution every element the condition reads was written since the last
// barrier by the asserting thread alone (a write by another thread would
// race with that read), so the map holds the real value; the assertion
// thus proves the condition of the real memory for every thread, and the
// real memory after the barrier satisfies each instantiation.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <string.h>

// The code that computes an invariant's condition: from `root` (after its
// instruction `cut`) down to the invariant. Its loads and phis are
// re-evaluated for an instantiation; values computed before it must be
// the same for every thread of the group (or a thread id, substituted).
typedef struct Expr {
  Enc *e;
  const Instr *bi;
  const Block *root;
  int cut;            // instructions of root up to this index are before the condition
  int t;              // the thread whose instantiation is evaluated (1, 2)
  const char *tid;    // its substituted local x id (bv32), NULL: select arrays only
  bool *reads;        // by Array.id: arrays the condition loads (select mode)
  size_t spent;
  // Binary invariants: the local x id substituted inside __other_int(...)
  // (bv32), and whether the evaluation is inside one (the roles swap).
  const char *otid;
  bool swapped;
  PtrVec *loads;      // select mode, binary: the condition's loads (ghost reads)
  bool no_loads;      // a load is an arbitrary value (the partner's reads: third_thread_check)
} Expr;

enum { EXPR_BUDGET = 1 << 16 };

static bool allowed(const Instr *in) {
  switch (in->kind) {
  case I_CONST: case I_PARAM: case I_TID: case I_BID: case I_BDIM: case I_GDIM:
  case I_BIN: case I_ICMP: case I_FBIN: case I_FCMP: case I_CAST: case I_SELECT:
  case I_PHI: case I_LOAD: case I_BARRIER_INV: case I_UNDEF: case I_OTHER:
    return true;
  default:
    return false;
  }
}

static int index_in_block(const Instr *in) {
  for (int i = 0; i < in->block->nins; i++)
    if (in->block->ins[i] == in)
      return i;
  return -1;
}

static bool dominated(const Enc *e, const Block *b, const Block *root) {
  int x = b->id;
  for (int n = 0; n <= e->k->nblocks; n++) {
    if (x == root->id)
      return true;
    int d = e->cfg.idom[x];
    if (d < 0 || d == x)
      return false;
    x = d;
  }
  return false;
}

static bool block_allowed(const Block *b) {
  for (int i = 0; i < b->nins; i++)
    if (!allowed(b->ins[i]))
      return false;
  return true;
}

// Every block on a path from d to r (both excluded) holds nothing but
// computation, and no path loops.
static bool between_allowed(const Enc *e, const Block *r, const Block *d, int depth) {
  PtrVec *ps = &e->cfg.preds[r->id];
  for (int i = 0; i < ps->len; i++) {
    const Block *p = ps->items[i];
    if (p == d)
      continue;
    if (depth > 64 || e->cfg.rpo_index[p->id] >= e->cfg.rpo_index[r->id] || !block_allowed(p) ||
        !between_allowed(e, p, d, depth + 1))
      return false;
  }
  return true;
}

// The first block of the condition's code: up the dominator tree while
// blocks hold nothing but the computation (GPUVerify's __implies, && and
// || are branches at -O0), stopping at the last other instruction.
static void find_root(Expr *x) {
  Enc *e = x->e;
  const Block *r = x->bi->block;
  int pos = index_in_block(x->bi);
  for (;;) {
    for (int i = pos - 1; i >= 0; i--)
      if (!allowed(r->ins[i])) {
        x->root = r, x->cut = i;
        return;
      }
    int d = e->cfg.idom[r->id];
    if (r->id == 0 || d < 0 || d == r->id || e->cfg.loop_of[r->id] != e->cfg.loop_of[d] ||
        !between_allowed(e, r, e->k->blocks[d], 0)) {
      x->root = r, x->cut = -1;
      return;
    }
    r = e->k->blocks[d];
    pos = r->nins;
  }
}

static bool in_code(const Expr *x, const Instr *v) {
  if (!v->block || !dominated(x->e, v->block, x->root))
    return false;
  if (v->block != x->root)
    return true;
  return index_in_block(v) > x->cut && !(x->cut < 0 && v->kind == I_PHI);
}

static const char *fail(Expr *x, const char *msg, const char *name) {
  if (!x->e->failed)
    enc_error(x->e, x->bi->loc, "barrier invariant: %s%s%s%s", msg, name ? " ('" : "",
              name ? name : "", name ? "')" : "");
  return "false";
}

static const char *ev(Expr *x, const Instr *v);

static const char *edge(Expr *x, const Block *p, const Block *b) {
  if (p->term != TERM_CBR || p->succ[0] == p->succ[1])
    return "true";
  const char *c = ev(x, p->cond);
  return p->succ[0] == b ? c : arena_printf(x->e->arena, "!%s", c);
}

// Whether the thread's evaluation of the condition passes through b.
static const char *reach(Expr *x, const Block *b) {
  if (b == x->root)
    return "true";
  for (int i = 0; i < b->nins && b->ins[i] != x->bi; i++)
    if (!allowed(b->ins[i]))
      return fail(x, "its condition must be computed right before it, without other statements "
                     "in between", NULL);
  Enc *e = x->e;
  const char *r = NULL;
  PtrVec *ps = &e->cfg.preds[b->id];
  for (int i = 0; i < ps->len; i++) {
    const Block *p = ps->items[i];
    if (e->cfg.rpo_index[p->id] >= e->cfg.rpo_index[b->id])
      return fail(x, "its condition contains a loop", NULL);
    const char *term = arena_printf(e->arena, "(%s && %s)", reach(x, p), edge(x, p, b));
    r = r ? arena_printf(e->arena, "(%s || %s)", r, term) : term;
  }
  x->spent += r ? strlen(r) : 0;
  return r ? r : "false";
}

static const char *phi(Expr *x, const Instr *v) {
  const char *r = NULL;
  for (int i = v->nargs - 1; i >= 0; i--) {
    const Block *p = v->phi_preds[i];
    const char *c = arena_printf(x->e->arena, "(%s && %s)", reach(x, p), edge(x, p, v->block));
    const char *a = ev(x, v->a[i]);
    r = r ? arena_printf(x->e->arena, "(if %s then %s else %s)", c, a, r) : a;
  }
  return r ? r : "false";
}

static const char *load(Expr *x, const Instr *v) {
  Enc *e = x->e;
  const Array *a = v->array;
  const char *off = ev(x, v->offset);
  if (v->guard)
    return fail(x, "it reads through a pointer that may name several arrays", a->name);
  // The check of third threads' writes runs for a partner the model does
  // not follow: a value it loads is any value (a constant the check must
  // hold for whatever it is), so a branch or an index that depends on it
  // is taken every way.
  if (x->no_loads)
    return bpl_fun(e, arena_printf(e->arena, "_BIL_%d_%d", x->bi->id, v->id),
                   "const _BIL_%d_%d: %s;", x->bi->id, v->id, bpl_type(v->type));
  if (!x->tid) {
    x->reads[a->id] = true;
    if (x->loads)
      vec_push(e->arena, x->loads, (void *)v);
    return "x";
  }
  const char *m = arena_printf(e->arena, "M_%d[%s]", a->id, off);
  if (x->t == 2 && contents_group_copy(e, a))
    m = arena_printf(e->arena, "(if %s then %s else MG_%d[%s])", SAME_GROUP, m, a->id, off);
  return m;
}

static const char *compute(Expr *x, const Instr *v) {
  Enc *e = x->e;
  const char *a[3] = {0};
  for (int i = 0; i < v->nargs && i < 3; i++)
    a[i] = ev(x, v->a[i]);
  switch (v->kind) {
  case I_BIN:
  case I_FBIN:
    return bpl_bin(e, v->binop, v->type.bits, a[0], a[1]);
  case I_ICMP:
  case I_FCMP:
    return bpl_cmp(e, v->cmp, v->a[0]->type.bits, a[0], a[1]);
  case I_CAST:
    return bpl_cast(e, v->cast, v->a[0]->type, v->type, a[0]);
  default: // I_SELECT
    return arena_printf(e->arena, "(if %s then %s else %s)", a[0], a[1], a[2]);
  }
}

// The value of v for thread x->t whose local x id is x->tid.
static const char *ev(Expr *x, const Instr *v) {
  Enc *e = x->e;
  uint64_t c;
  if (e->failed)
    return "false";
  if (x->spent > EXPR_BUDGET)
    return fail(x, "its condition is too large", NULL);
  if (fold_constant(e, v, &c))
    return bpl_const(e, c, v->type.bits);
  const char *r;
  switch (v->kind) {
  case I_TID:
    r = v->dim == 0 && x->tid ? (x->swapped ? x->otid : x->tid) : geom_tid(v->dim, x->t);
    break;
  case I_CONST: case I_PARAM: case I_BID: case I_BDIM: case I_GDIM:
    r = dual_value(e, v, x->t);
    break;
  case I_BIN: case I_ICMP: case I_FBIN: case I_FCMP: case I_CAST: case I_SELECT:
    r = compute(x, v); // pure: the same function of its operands anywhere
    break;
  case I_OTHER:
    if (!x->bi->imm)
      return fail(x, "__other_int/__other_bool in a unary barrier invariant", NULL);
    // GPUVerify's ThreadPairInstantiator: inside __other_*(...) the two
    // instantiated ids trade places.
    x->swapped = !x->swapped;
    r = ev(x, v->a[0]);
    x->swapped = !x->swapped;
    break;
  default:
    if (in_code(x, v) && v->kind == I_PHI)
      r = phi(x, v);
    else if (in_code(x, v) && v->kind == I_LOAD)
      r = load(x, v);
    else if (e->group_uniform_value && e->group_uniform_value[v->id])
      r = dual_value(e, v, x->t); // the same for every thread of the group
    else if (!e->group_uniform_value && !x->tid)
      r = "x"; // select mode runs before the uniformity analysis
    else
      return fail(x, "a value that differs between threads and is not computed in the "
                     "invariant; write the thread's id (threadIdx.x, get_local_id(0)) in it "
                     "directly", v->name);
  }
  x->spent += strlen(r);
  return r;
}

// ------------------------------------------------------------------ which barrier
static const Instr *barrier_after(Enc *e, const Block *b, int from, int depth) {
  for (int i = from; i < b->nins; i++) {
    const Instr *in = b->ins[i];
    if (in->kind == I_BARRIER)
      return in->barrier == BAR_PLAIN || in->barrier == BAR_FLAGS ? in : NULL;
    if (!allowed(in))
      return NULL;
  }
  if (b->nsucc == 0 || depth > 32)
    return NULL;
  const Instr *r = NULL;
  for (int s = 0; s < b->nsucc; s++) {
    const Block *n = b->succ[s];
    if (e->cfg.rpo_index[n->id] <= e->cfg.rpo_index[b->id])
      return NULL;
    const Instr *x = barrier_after(e, n, 0, depth + 1);
    if (!x || (r && r != x))
      return NULL;
    r = x;
  }
  return r;
}

// Whether maps are sound for this kernel at all: they assume that only
// barriers (and __syncwarp, which havocs them) order two threads' accesses.
// Flags and locks (fences.c, locks.c) and named or grid-wide barriers order
// others, whose writes the maps would miss.
const char *contents_kernel_obstacle(const Enc *e) {
  if (e->sync)
    return "the kernel synchronises through flags or locks (fences and atomics), whose "
           "hand-offs tandem's contents model does not follow";
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      if (in->kind == I_BARRIER && (in->barrier == BAR_NAMED || in->barrier == BAR_GRID))
        return "the kernel has named or grid-wide barriers, which tandem's contents model does "
               "not follow";
    }
  return NULL;
}

static bool selectable(const Enc *e, const Array *a) {
  return (a->space == MS_SHARED || a->space == MS_GLOBAL) && !e->array_atomic[a->id] &&
         e->array_width[a->id];
}

static void mark(Enc *e, int i, StrBuf *notes, const char *why) {
  if (!e->array_contents[i])
    sb_printf(notes, "contents of '%s' modelled (read by %s)\n", e->k->arrays[i]->name, why);
  e->array_contents[i] = e->array_equality[i] = true;
}

static void select_arrays(Enc *e, const Instr *bi, bool *reads, StrBuf *notes) {
  const char *what = bi->kind == I_SNAPSHOT ? "'__array_snapshot'" : "barrier invariant";
  const char *obstacle = contents_kernel_obstacle(e);
  for (int i = 0; i < e->k->narrays && !e->failed; i++) {
    if (!reads[i])
      continue;
    const Array *a = e->k->arrays[i];
    if (obstacle)
      enc_error(e, bi->loc, "%s: %s", what, obstacle);
    else if (bi->imm && a->space != MS_SHARED)
      enc_error(e, bi->loc,
                "binary barrier invariant: it reads '%s', which is not __shared__/__local memory "
                "(only a work-group's own memory is checked for writes of third threads)",
                a->name);
    else if (a->space != MS_SHARED && a->space != MS_GLOBAL)
      enc_error(e, bi->loc,
                "%s: it reads '%s', which is neither __shared__/__local nor global memory", what,
                a->name);
    else if (e->array_atomic[i] || !e->array_width[i])
      enc_error(e, bi->loc,
                "%s: it reads '%s', which is accessed atomically, with mixed widths or by "
                "ranges (memcpy, async copies, unknown calls): tandem does not model its "
                "contents",
                what, a->name);
    else
      mark(e, i, notes, bi->kind == I_SNAPSHOT ? "an array snapshot" : "a barrier invariant");
  }
}

// __array_snapshot(dst, src): both arrays get contents, and the snapshot
// copies src's map into dst's (dualise.c). dst must be a ghost: nothing but
// annotations reads it and nothing writes it, so that its map, which no
// barrier havocs (contents_havoc_map), holds the snapshot until the end.
static void snapshot_select(Enc *e, const Instr *in, StrBuf *notes) {
  const Array *dst = in->array, *src = in->a[0]->array;
  if (!e->array_width[dst->id])
    return; // nothing reads the ghost: the snapshot is a no-op (contents_snapshot)
  bool *reads = NEW_ARRAY(e->arena, bool, e->k->narrays);
  reads[dst->id] = reads[src->id] = true;
  if (e->array_kinds[dst->id] & ((1 << ACC_WRITE) | (1 << ACC_ATOMIC)))
    enc_error(e, in->loc, "'__array_snapshot': its first array, '%s', is written by the "
                          "kernel; it must be a ghost array that only annotations read",
              dst->name);
  else if (dst->space != src->space || (e->array_width[dst->id] && e->array_width[src->id] &&
                                        e->array_width[dst->id] != e->array_width[src->id]))
    enc_error(e, in->loc, "'__array_snapshot': '%s' and '%s' must be in one memory space and "
                          "have one element width", dst->name, src->name);
  if (!e->failed)
    select_arrays(e, in, reads, notes);
}

// Loads whose values an assertion's or a loop invariant's condition uses
// (and the loads their offsets use): their arrays get contents when that is
// sound, so that `__assert(A[i] == 0)` can be proven and
// `__invariant(A[i] == 0)` stated. Nothing is refused here: an array
// without contents reads arbitrary values, as before.
static void assert_loads(Enc *e, const Instr *v, bool *seen, StrBuf *notes, int depth) {
  if (!v || depth > 64 || seen[v->id])
    return;
  seen[v->id] = true;
  if (v->kind == I_LOAD) {
    if (!v->guard && selectable(e, v->array))
      mark(e, v->array->id, notes, "an assertion or loop invariant");
    assert_loads(e, v->offset, seen, notes, depth + 1);
    return;
  }
  switch (v->kind) {
  case I_BIN: case I_ICMP: case I_CAST: case I_SELECT: case I_PHI: case I_OTHER:
    for (int i = 0; i < v->nargs; i++)
      assert_loads(e, v->a[i], seen, notes, depth + 1);
    break;
  default:
    break;
  }
}

bool contents_group_copy(const Enc *e, const Array *a) {
  return e->array_contents && e->array_contents[a->id] && !e->opt->only_intra_group;
}

// The havoc stands for the writes of the other threads (and of copies and
// calls): an array that nothing in the kernel writes keeps its contents.
void contents_havoc_map(Enc *e, int i) {
  if (!(e->array_kinds[i] & ((1 << ACC_WRITE) | (1 << ACC_ATOMIC))))
    return;
  bpl_line(e, "havoc M_%d;", i);
  if (contents_group_copy(e, e->k->arrays[i]))
    bpl_line(e, "havoc MG_%d;", i);
}

void contents_select(Enc *e, StrBuf *notes) {
  const Kernel *k = e->k;
  e->bi_barrier = NEW_ARRAY(e->arena, const Instr *, k->ninstrs);
  e->bi_ghost = NEW_ARRAY(e->arena, bool, k->ninstrs);
  e->bi_loads = NEW_ARRAY(e->arena, PtrVec *, k->ninstrs);
  e->array_contents = NEW_ARRAY(e->arena, bool, k->narrays);
  bool *seen = NEW_ARRAY(e->arena, bool, k->ninstrs);
  bool blocked = contents_kernel_obstacle(e) != NULL; // no contents at all (asserts: arbitrary values)
  for (int bi = 0; bi < k->nblocks && !e->failed; bi++) {
    const Block *b = k->blocks[bi];
    for (int i = 0; i < b->nins && !e->failed; i++) {
      const Instr *in = b->ins[i];
      if (!blocked && ((in->kind == I_ASSERT && !in->null_check) || in->kind == I_INVARIANT))
        assert_loads(e, in->a[0], seen, notes, 0);
      if (in->kind == I_SNAPSHOT)
        snapshot_select(e, in, notes);
      if (in->kind != I_BARRIER_INV)
        continue;
      if (in->imm && (in->nargs - 1) % 2) {
        enc_error(e, in->loc, "binary barrier invariant: its instantiations must be pairs");
        return;
      }
      const Instr *bar = barrier_after(e, b, i + 1, 0);
      if (!bar) {
        enc_error(e, in->loc, "barrier invariant: it must be followed by a barrier "
                              "(__syncthreads(), barrier(...)), with nothing in between");
        return;
      }
      e->bi_barrier[in->id] = bar;
      vec_push(e->arena, &e->bis, (void *)in);
      Expr x = {.e = e, .bi = in, .t = 1, .reads = NEW_ARRAY(e->arena, bool, k->narrays)};
      if (in->imm)
        x.loads = e->bi_loads[in->id] = NEW(e->arena, PtrVec);
      find_root(&x);
      ev(&x, in->a[0]);
      for (int j = 0; x.loads && j < x.loads->len; j++)
        e->bi_ghost[((const Instr *)x.loads->items[j])->id] = true;
      select_arrays(e, in, x.reads, notes);
    }
  }
}

// A binary invariant's reads are made at the barrier (GPUVerify's
// meaning): the model's map has the pair's own writes, so each element it
// reads must not have been written since the last barrier by a third
// thread of the group. Checked for the instantiation (thread 2, b), with
// b an arbitrary other thread of the group (the constant _BIP_<id>) and
// thread 1 the writer, whose logged write may be any of its writes. For
// one-dimensional work-groups only (b differs from thread 2 in x alone).
static void third_thread_check(Enc *e, const Instr *bi, const char *pred2) {
  const char *b = bpl_fun(e, arena_printf(e->arena, "_BIP_%d", bi->id), "const _BIP_%d: bv32;",
                          bi->id);
  Expr x = {.e = e, .bi = bi, .t = 2, .tid = geom_tid(0, 2), .otid = b, .no_loads = true};
  find_root(&x);
  const char *writes = "false";
  PtrVec *ls = e->bi_loads[bi->id];
  for (int i = 0; ls && i < ls->len && !e->failed; i++) {
    const Instr *ld = ls->items[i];
    const char *off = ev(&x, ld->offset), *r = reach(&x, ld->block);
    const char *w = race_logged_write_at(e, ld->array, off, ld->bytes);
    if (strcmp(w, "false"))
      writes = arena_printf(e->arena, "%s || (%s && %s)", writes, r, w);
  }
  const char *one_d = arena_printf(e->arena, "%s == 1bv32 && %s == 1bv32", geom_bdim(e, 1),
                                   geom_bdim(e, 2));
  const char *partner = arena_printf(
      e->arena, "%s && %s != %s && !(%s == %s && %s == %s && %s == %s)",
      bpl_cmp(e, C_ULT, 32, b, geom_bdim(e, 0)), b, geom_tid(0, 2), b, geom_tid(0, 1),
      geom_tid(1, 1), geom_tid(1, 2), geom_tid(2, 1), geom_tid(2, 2));
  // {:subsumption 0}: Boogie does not assume the check after it. It is a
  // fact about the partner constant that only burdens the later queries
  // (an assertion after it took ten times as long).
  Check *c = bpl_assert(e, CK_BARRIER_INVARIANT, bi->loc,
                        arena_printf(e->arena, "{:subsumption 0} (%s && %s) ==> ((%s) && (%s ==> !(%s)))",
                                     SAME_GROUP, pred2, one_d, partner, writes));
  c->note = "a binary barrier invariant reads an element that a third thread wrote since the "
            "last barrier (GPUVerify: insufficient permission), or the work-group is not "
            "one-dimensional";
}

// At the invariant: its condition, as thread 1 computed it, holds (for a
// binary invariant, of the pair when both are in one group).
void contents_assert(Enc *e, const Instr *bi, const char *pred1, const char *pred2) {
  const char *c = arena_printf(e->arena, "%s ==> %s", pred1, dual_value(e, bi->a[0], 1));
  if (bi->imm)
    c = arena_printf(e->arena, "%s ==> (%s)", SAME_GROUP, c);
  bpl_assert(e, CK_BARRIER_INVARIANT, bi->loc, c);
  if (bi->imm)
    third_thread_check(e, bi, pred2);
}

// A binary invariant: for each pair (i, j), evaluated by each thread, the
// condition with the local x id i and, inside __other_*, j, when both are
// local ids and differ (GPUVerify's BinaryBarrierInvariantDescriptor).
static void assume_pairs(Enc *e, const Instr *bi, const char *const pred[2], const char *size) {
  Type t64 = {T_INT, 64}, t32 = {T_INT, 32};
  for (int k = 1; k + 1 < bi->nargs && !e->failed; k += 2) {
    for (int t = 1; t <= 2; t++) {
      const char *i = dual_value(e, bi->a[k], t), *j = dual_value(e, bi->a[k + 1], t);
      Expr x = {.e = e, .bi = bi, .t = t, .tid = bpl_cast(e, CAST_TRUNC, t64, t32, i),
                .otid = bpl_cast(e, CAST_TRUNC, t64, t32, j)};
      find_root(&x);
      const char *phi_ij = ev(&x, bi->a[0]);
      bpl_line(e, "assume %s ==> (%s && %s && %s != %s ==> %s); // binary barrier invariant, "
                  "pair %d", pred[t - 1], bpl_cmp(e, C_ULT, 64, i, size),
               bpl_cmp(e, C_ULT, 64, j, size), i, j, phi_ij, (k + 1) / 2);
    }
  }
}

static void assume_instances(Enc *e, const Instr *bi, const char *const pred[2]) {
  Type t64 = {T_INT, 64}, t32 = {T_INT, 32};
  const char *size = bpl_cast(e, CAST_ZEXT, t32, t64, geom_bdim(e, 0));
  if (bi->imm) {
    assume_pairs(e, bi, pred, size);
    return;
  }
  for (int k = 1; k < bi->nargs && !e->failed; k++) {
    for (int t = 1; t <= 2; t++) {
      const char *inst = dual_value(e, bi->a[k], t);
      Expr x = {.e = e, .bi = bi, .t = t, .tid = bpl_cast(e, CAST_TRUNC, t64, t32, inst)};
      find_root(&x);
      const char *phi_i = ev(&x, bi->a[0]);
      const char *p = pred[t - 1];
      bpl_line(e, "assume %s ==> (%s ==> %s); // barrier invariant, instance %d", p,
               bpl_cmp(e, C_ULT, 64, inst, size), phi_i, k);
    }
  }
}

// After the barrier `bar` (its havoc of the fenced maps done): the maps the
// invariants read are havocked if the barrier did not fence them (their
// model contents are stale), then every instantiation is assumed.
void contents_barrier(Enc *e, const Instr *bar, const char *pred1, const char *pred2) {
  const char *pred[2] = {pred1, pred2};
  bool any = false;
  for (int i = 0; i < e->bis.len; i++)
    any |= e->bi_barrier[((const Instr *)e->bis.items[i])->id] == bar;
  if (!any)
    return;
  for (int i = 0; i < e->k->narrays; i++) {
    const Array *a = e->k->arrays[i];
    int fence = a->space == MS_SHARED ? FENCE_SHARED : FENCE_GLOBAL;
    if (e->array_equality[i] && race_tracked(a) && !(bar->fence_flags & fence))
      contents_havoc_map(e, i);
  }
  for (int i = 0; i < e->bis.len; i++) {
    const Instr *bi = e->bis.items[i];
    if (e->bi_barrier[bi->id] == bar)
      assume_instances(e, bi, pred);
  }
}

// The snapshot in the two-thread program: the ghost map takes the source's
// map (and the group copy its group copy). Both threads run it together
// (a uniform block), so thread 1's predicate says when.
void contents_snapshot(Enc *e, const Instr *in, const Block *b, const char *pred1) {
  if (!e->uniform_block[b->id]) {
    enc_error(e, in->loc, "'__array_snapshot' must be reached by all threads alike (not inside a "
                          "branch that depends on the thread)");
    return;
  }
  int d = in->array->id, s = in->a[0]->array->id;
  if (!e->array_contents[d])
    return;
  bpl_line(e, "M_%d := (if %s then M_%d else M_%d);", d, pred1, s, d);
  bool gd = contents_group_copy(e, in->array), gs = contents_group_copy(e, in->a[0]->array);
  if (gd && gs)
    bpl_line(e, "MG_%d := (if %s then MG_%d else MG_%d);", d, pred1, s, d);
  else if (gd)
    bpl_line(e, "havoc MG_%d;", d);
}
