// fences.c — scoped fences and message passing through flags.
//
// A producer writes data, fences, then releases: a strong write (an atomic,
// or a volatile store to global memory) to a flag. A consumer acquires: a
// strong read of the flag that sees the released value, then fences, then
// reads the data. The PTX memory model orders the two data accesses
// (release pattern -> observation -> acquire pattern) when both fences and
// both flag operations have scopes that cover the other thread.
//
// In the two-thread encoding thread $1 made the logged access A and thread
// $2 makes the checked access B later in lock-step order. The log of a data
// array carries, per log, what $1 did after A: the largest fence scope since
// A (`_FS_a`) and the release it made after that (`_FR_a`: flag array, byte,
// value, fence scope at the release, the release's own scope). Thread $2
// carries its latest acquire (`_AQ*$2`: flag array, byte, value read, scope)
// and the fence scope since then (`_AQF$2`). B is ordered after A when the
// value $2 read is the one $1 released after its fence, provided no other
// write in the whole launch puts that value at that byte: otherwise $2 may
// have read it from a third thread. That fact ("one release per (byte,
// value)") is a Houdini candidate per flag array: checked for every pair of
// writes to the flag (both threads, and one thread twice) and used only
// when it survives. See docs/encodings.md, "Fences and flags".
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"
#include "../invariants/invariants.h"

#include <string.h>

bool strong_store(const Instr *in) {
  return in->kind == I_STORE && in->is_volatile && in->array && in->array->space == MS_GLOBAL;
}

bool strong_load(const Instr *in) {
  return in->kind == I_LOAD && in->is_volatile && in->array && in->array->space == MS_GLOBAL;
}

int scope_level(Scope s) { return (int)s + 1; }

// An atomic that writes back what it read (atomic load, add/sub/or/xor 0):
// a read of the flag, no release.
static bool read_only_atomic(Enc *e, const Instr *in) {
  uint64_t v;
  if (in->atomic_op == A_LOAD)
    return true;
  if (in->atomic_op != A_ADD && in->atomic_op != A_SUB && in->atomic_op != A_OR &&
      in->atomic_op != A_XOR)
    return false;
  return in->nargs >= 1 && fold_constant(e, in->a[0], &v) && v == 0;
}

static bool strong_write(Enc *e, const Instr *in) {
  return strong_store(in) || (in->kind == I_ATOMIC && !read_only_atomic(e, in));
}

static bool strong_read(const Instr *in) { return in->kind == I_ATOMIC || strong_load(in); }

// The value a strong write stores, or NULL when it is not known (an RMW
// other than an exchange or CAS stores a function of what it read).
static const Instr *written_value(const Instr *in) {
  if (in->kind == I_STORE)
    return in->a[0];
  if (in->atomic_op == A_EXCH || in->atomic_op == A_STORE || in->atomic_op == A_CAS)
    return in->nargs >= 1 ? in->a[0] : NULL;
  return NULL;
}

static bool has_fence(const Kernel *k) {
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++)
      if (k->blocks[bi]->ins[i]->kind == I_FENCE)
        return true;
  return false;
}

// A ticket counter's increment: atomicInc (its bound is checked against the
// number of blocks by the counter's candidate) or atomicAdd of 1.
static bool counter_increment(Enc *e, const Instr *in) {
  uint64_t v;
  if (in->kind != I_ATOMIC)
    return false;
  if (in->atomic_op == A_INC)
    return in->nargs >= 1;
  return in->atomic_op == A_ADD && in->nargs >= 1 && fold_constant(e, in->a[0], &v) && v == 1;
}

// Whether an (in)equality compares in's result (directly or after a cast):
// a ticket is drawn to be compared with the last one. Counters whose values
// only index memory carry no hand-off and get none of its ghost state.
static bool result_compared(Enc *e, const Instr *in) {
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *c = e->k->blocks[bi]->ins[i];
      if (c->kind != I_ICMP || (c->cmp != C_EQ && c->cmp != C_NE))
        continue;
      for (int j = 0; j < 2; j++) {
        const Instr *x = c->a[j];
        if (x == in || (x->kind == I_CAST && x->a[0] == in))
          return true;
      }
    }
  return false;
}

// Ticket counters (docs/encodings.md, "Ticket counters"): a global array
// that only atomics touch, every write an increment by one of device or
// system scope. Then the value an increment returns counts the increments
// before it, which is what lets "I drew the last ticket" order a block
// after all the others.
static void find_counters(Enc *e, Sync *y) {
  const Kernel *k = e->k;
  bool *bad = NEW_ARRAY(e->arena, bool, k->narrays), *inc = NEW_ARRAY(e->arena, bool, k->narrays);
  int *width = NEW_ARRAY(e->arena, int, k->narrays);
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      if (!in->array || !e->site_of[in->id])
        continue;
      int a = in->array->id;
      // one width: increments of overlapping counters of two sizes count nothing
      if (in->kind == I_ATOMIC && width[a] && width[a] != in->bytes)
        bad[a] = true;
      width[a] = in->bytes;
      if (in->kind != I_ATOMIC || in->array->space != MS_GLOBAL)
        bad[a] = true;
      else if (counter_increment(e, in) && in->scope != SCOPE_BLOCK)
        inc[a] |= result_compared(e, in);
      else if (!read_only_atomic(e, in))
        bad[a] = true;
    }
  for (int i = 0; i < k->narrays; i++) {
    y->counter[i] = inc[i] && !bad[i] && !y->flag[i] && !y->lock[i] && race_tracked(k->arrays[i]);
    y->any_counter |= y->counter[i];
  }
}

// ------------------------------------------------------------------ releases ahead
// A release that follows access B for certain: walking on from B through
// its block and then through blocks that have one successor, each with one
// predecessor (no branch, join or loop boundary on the way, so a thread that
// made B makes every instruction walked), the first strong write of a known
// value to a flag. *fence gets the widest fence of the spaces of B's array
// on the way (a barrier: block scope); seg marks the instructions walked.
typedef struct Ahead {
  const Instr *rel;
  int fence;
  bool *seg;
} Ahead;

static bool fence_covers(const Array *a, int fence_flags);

static bool release_after(Enc *e, const Instr *b_in, Ahead *ah) {
  const Block *b = b_in->block;
  int i = 0;
  ah->rel = NULL, ah->fence = 0;
  ah->seg = NEW_ARRAY(e->arena, bool, e->k->ninstrs);
  while (i < b->nins && b->ins[i] != b_in)
    i++;
  i++;
  for (int steps = 0; steps < 64; steps++) {
    for (; i < b->nins; i++) {
      const Instr *x = b->ins[i];
      if (x->kind == I_FENCE && !(x->fence_flags & FENCE_NO_RELEASE) &&
          fence_covers(b_in->array, x->fence_flags ? x->fence_flags : FENCE_SHARED | FENCE_GLOBAL) &&
          scope_level(x->scope) > ah->fence)
        ah->fence = scope_level(x->scope);
      if (x->kind == I_BARRIER && fence_covers(b_in->array, x->fence_flags) && ah->fence < 1)
        ah->fence = 1;
      if (x->array && e->site_of[x->id] && e->sync->flag[x->array->id] && strong_write(e, x) &&
          written_value(x)) {
        ah->rel = x;
        return true;
      }
      ah->seg[x->id] = true;
    }
    if (b->nsucc != 1 || e->cfg.preds[b->succ[0]->id].len != 1 || e->cfg.loop_of[b->succ[0]->id] !=
        e->cfg.loop_of[b->id])
      return false;
    b = b->succ[0];
    i = 0;
  }
  return false;
}

// Value v as thread t has it, written with the values `known` accepts:
// v itself when it is one (or a constant), else re-expanded from such
// values by integer casts and arithmetic. NULL otherwise.
typedef bool (*KnownValue)(const void *ctx, const Instr *v);

static const char *rebuild_value(Enc *e, KnownValue known, const void *ctx, const Instr *v,
                                 int t, int depth) {
  uint64_t c;
  if (fold_constant(e, v, &c) || known(ctx, v))
    return dual_value(e, v, t);
  if (depth > 16)
    return NULL;
  if (v->kind == I_CAST && v->a[0]->type.kind == T_INT && v->type.kind == T_INT) {
    const char *a = rebuild_value(e, known, ctx, v->a[0], t, depth + 1);
    return a ? bpl_cast(e, v->cast, v->a[0]->type, v->type, a) : NULL;
  }
  if (v->kind == I_BIN && v->type.kind == T_INT) {
    const char *a = rebuild_value(e, known, ctx, v->a[0], t, depth + 1);
    const char *b = rebuild_value(e, known, ctx, v->a[1], t, depth + 1);
    return a && b ? bpl_bin(e, v->binop, v->type.bits, a, b) : NULL;
  }
  return NULL;
}

static bool computed_before(const void *ctx, const Instr *v) {
  return !((const Ahead *)ctx)->seg[v->id];
}

// Value v as thread t will have it at the release, written with the values
// it has at B: v itself when it is computed before B, else re-expanded
// from such values by integer arithmetic. NULL otherwise.
static const char *expand_before(Enc *e, const Ahead *ah, const Instr *v, int t, int depth) {
  return rebuild_value(e, computed_before, ah, v, t, depth);
}

// Whether expand_before can write v (before the encoding's values exist).
static bool expandable(const Ahead *ah, const Instr *v, int depth) {
  if (!ah->seg[v->id])
    return true;
  if (depth > 16 || v->type.kind != T_INT)
    return false;
  if (v->kind == I_CAST && v->a[0]->type.kind == T_INT)
    return expandable(ah, v->a[0], depth + 1);
  return v->kind == I_BIN && expandable(ah, v->a[0], depth + 1) && expandable(ah, v->a[1], depth + 1);
}

static bool has_release_after(Enc *e, const Instr *in) {
  Ahead ah;
  const Instr *w;
  return in->array && e->site_of[in->id] && race_tracked(in->array) && release_after(e, in, &ah) &&
         (w = written_value(ah.rel)) && w->type.kind == T_INT && w->type.bits <= 64 &&
         expandable(&ah, ah.rel->offset, 0) && expandable(&ah, w, 0);
}

static int new_candidate(Enc *e) {
  int n = e->ncandidates++;
  sb_printf(&e->decls, "const {:existential true} _b%d: bool;\n", n);
  return n;
}

void sync_analyse(Enc *e) {
  const Kernel *k = e->k;
  int n = k->narrays;
  Sync *y = NEW(e->arena, Sync);
  y->flag = NEW_ARRAY(e->arena, bool, n);
  y->lock = NEW_ARRAY(e->arena, bool, n);
  y->tagged = NEW_ARRAY(e->arena, bool, n);
  y->uniq = NEW_ARRAY(e->arena, int, n);
  y->uniq_nz = NEW_ARRAY(e->arena, int, n);
  y->lock_ok = NEW_ARRAY(e->arena, int, n);
  y->unlocked = NEW_ARRAY(e->arena, uint64_t, n);
  y->rel_fence = NEW_ARRAY(e->arena, int, n);
  y->rel_scope = NEW_ARRAY(e->arena, int, n);
  y->rel_nofence = NEW_ARRAY(e->arena, SrcLoc, n);
  y->narrow = NEW_ARRAY(e->arena, SrcLoc, n);
  y->counter = NEW_ARRAY(e->arena, bool, n);
  y->uniq_ctr = NEW_ARRAY(e->arena, int, n);
  e->sync = y;
  locks_analyse(e);
  bool *wr = NEW_ARRAY(e->arena, bool, n), *rd = NEW_ARRAY(e->arena, bool, n);
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      if (!e->site_of[in->id] || !race_tracked(in->array))
        continue;
      // A flag is released with a known value: an exchange, CAS, atomic or
      // volatile store (a counter stepped by atomicAdd is no flag).
      wr[in->array->id] |= strong_write(e, in) && written_value(in);
      rd[in->array->id] |= strong_read(in);
    }
  for (int i = 0; i < n; i++) {
    y->flag[i] = wr[i] && rd[i] && !y->lock[i];
    y->any_flag |= y->flag[i];
  }
  // A counter's hand-off uses the flags' ghost state (release history, acquire).
  find_counters(e, y);
  y->any_flag |= y->any_counter;
  if (!y->any_flag && !y->any_lock) {
    e->sync = NULL;
    return;
  }
  (void)has_fence;
  for (int i = 0; i < n; i++) {
    const Array *a = k->arrays[i];
    y->tagged[i] = race_tracked(a) && e->array_used[i] && !y->flag[i] && !y->lock[i] &&
                   !y->counter[i] &&
                   (race_logged(e, a, ACC_READ) || race_logged(e, a, ACC_WRITE) ||
                    race_logged(e, a, ACC_ATOMIC));
  }
  for (int bi = 0; bi < k->nblocks && y->any_flag; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      y->any_rev |= in->array && y->tagged[in->array->id] && has_release_after(e, in);
    }
}

void sync_declare(Enc *e) {
  Sync *y = e->sync;
  if (!y)
    return;
  sb_puts(&e->decls, "\n// flags and locks (fences.c, locks.c)\n");
  for (int i = 0; i < e->k->narrays; i++)
    if (y->flag[i]) {
      y->uniq[i] = new_candidate(e);
      y->uniq_nz[i] = new_candidate(e);
    }
  for (int i = 0; i < e->k->narrays; i++)
    if (y->counter[i])
      y->uniq_ctr[i] = new_candidate(e);
  locks_declare(e);
}

static const char *tag(Enc *e, const char *what, int id) {
  return arena_printf(e->arena, "_%s_%d", what, id);
}

void sync_declare_locals(Enc *e) {
  Sync *y = e->sync;
  if (!y)
    return;
  const Kernel *k = e->k;
  bpl_var(e, "_rc", "bool");
  bpl_var(e, "_rg", "bool");
  if (y->any_flag) {
    static const char *const aq[][2] = {{"_AQ$2", "bool"}, {"_AQA$2", "int"}, {"_AQO$2", "bv64"},
                                        {"_AQV$2", "bv64"}, {"_AQS$2", "int"}, {"_AQF$2", "int"},
                                        {"_AQN$2", "bool"},
                                        {"_rv$1", "bv64"}, {"_rv$2", "bv64"}};
    for (size_t j = 0; j < sizeof aq / sizeof aq[0]; j++) {
      bpl_var(e, aq[j][0], aq[j][1]);
      if (y->any_rev && aq[j][0][1] == 'A') // $1's acquires too: "_AQ$1" ...
        bpl_var(e, arena_printf(e->arena, "%.*s$1", (int)strlen(aq[j][0]) - 2, aq[j][0]), aq[j][1]);
    }
  }
  if (y->any_counter) {
    static const char *const cq[][2] = {{"_CQ$1", "bool"}, {"_CQA$1", "int"}, {"_CQO$1", "bv64"},
                                        {"_CQV$1", "bv64"}};
    for (size_t j = 0; j < sizeof cq / sizeof cq[0]; j++)
      bpl_var(e, cq[j][0], cq[j][1]);
  }
  for (int i = 0; i < k->narrays; i++) {
    if (y->flag[i]) {
      bpl_var(e, tag(e, "RL", i), "bool");
      bpl_var(e, tag(e, "RLO", i), "bv64");
      bpl_var(e, tag(e, "RLV", i), "bv64");
      bpl_var(e, tag(e, "RZ", i), "bool");
      bpl_var(e, tag(e, "RZO", i), "bv64");
    }
    if (y->counter[i]) {
      bpl_var(e, tag(e, "RC", i), "bool");
      bpl_var(e, tag(e, "RCO", i), "bv64");
    }
    if (!y->tagged[i] || !y->any_flag)
      continue;
    static const char *const t[][2] = {{"FS", "int"}, {"FR", "bool"},  {"FRA", "int"}, {"FRO", "bv64"},
                                       {"FRV", "bv64"}, {"FRF", "int"}, {"FRR", "int"}};
    for (size_t j = 0; j < sizeof t / sizeof t[0]; j++)
      bpl_var(e, tag(e, t[j][0], i), t[j][1]);
    static const char *const lq[][2] = {{"LQ", "bool"}, {"LQA", "int"},  {"LQO", "bv64"}, {"LQV", "bv64"},
                                        {"LQS", "int"}, {"LQF", "int"}, {"LQN", "bool"}};
    for (size_t j = 0; j < sizeof lq / sizeof lq[0] && y->any_rev; j++)
      bpl_var(e, tag(e, lq[j][0], i), lq[j][1]);
  }
  locks_declare_locals(e);
}

void sync_init(Enc *e) {
  Sync *y = e->sync;
  if (!y)
    return;
  if (y->any_flag)
    bpl_line(e, "_AQ$2 := false; _AQF$2 := 0; _AQN$2 := false;");
  if (y->any_rev)
    bpl_line(e, "_AQ$1 := false; _AQF$1 := 0; _AQN$1 := false;");
  if (y->any_counter)
    bpl_line(e, "_CQ$1 := false;");
  for (int i = 0; i < e->k->narrays; i++) {
    if (y->flag[i])
      bpl_line(e, "_RL_%d := false; _RZ_%d := false;", i, i);
    if (y->counter[i])
      bpl_line(e, "_RC_%d := false;", i);
    if (y->tagged[i] && y->any_flag)
      bpl_line(e, "_FS_%d := 0; _FR_%d := false;", i, i);
    if (y->tagged[i] && y->any_rev)
      bpl_line(e, "_LQ_%d := false;", i);
  }
  locks_init(e);
}

// Thread $1 has just logged (or not: `_lg`) an access to data array a: the
// fence and release history starts again from this access.
void sync_on_log(Enc *e, const Array *a) {
  Sync *y = e->sync;
  if (!y || !y->tagged[a->id])
    return;
  if (y->any_flag)
    bpl_line(e, "_FS_%d := (if _lg then 0 else _FS_%d); _FR_%d := _FR_%d && !_lg;", a->id,
             a->id, a->id, a->id);
  // $1's latest acquire before the access, for a producer that writes later
  // in lock-step order (fences.c, "reverse hand-off")
  for (int j = 0; j < 7 && y->any_rev; j++) {
    static const char *const lq[] = {"LQ", "LQA", "LQO", "LQV", "LQS", "LQF", "LQN"};
    static const char *const aq[] = {"_AQ$1", "_AQA$1", "_AQO$1", "_AQV$1", "_AQS$1", "_AQF$1", "_AQN$1"};
    bpl_line(e, "_%s_%d := (if _lg then %s else _%s_%d);", lq[j], a->id, aq[j], lq[j], a->id);
  }
  locks_on_log(e, a);
}

static bool fence_covers(const Array *a, int fence_flags) {
  return fence_flags & (a->space == MS_SHARED ? FENCE_SHARED : FENCE_GLOBAL);
}

// A fence of scope `level` (a barrier: block scope for the spaces it
// fences) by both threads under their predicates.
void sync_fence(Enc *e, int level, int fence_flags, const char *pred1, const char *pred2) {
  Sync *y = e->sync;
  if (!y)
    return;
  // A release-only fence (FENCE_NO_ACQUIRE) counts only on the producer's
  // side (_FS_), an acquire-only one only after an acquire (_AQF, _HF).
  bool rel = !(fence_flags & FENCE_NO_RELEASE), acq = !(fence_flags & FENCE_NO_ACQUIRE);
  for (int i = 0; i < e->k->narrays && y->any_flag && rel; i++)
    if (y->tagged[i] && fence_covers(e->k->arrays[i], fence_flags))
      bpl_line(e, "_FS_%d := (if %s && _FS_%d < %d then %d else _FS_%d);", i, pred1, i, level,
               level, i);
  if (y->any_flag && (fence_flags & (FENCE_SHARED | FENCE_GLOBAL)) && acq)
    bpl_line(e, "_AQF$2 := (if %s && _AQF$2 < %d then %d else _AQF$2);", pred2, level, level);
  if (y->any_rev && (fence_flags & (FENCE_SHARED | FENCE_GLOBAL)) && acq)
    bpl_line(e, "_AQF$1 := (if %s && _AQF$1 < %d then %d else _AQF$1);", pred1, level, level);
  const char *p[2] = {pred1, pred2};
  if ((fence_flags & (FENCE_SHARED | FENCE_GLOBAL)) && acq)
    locks_fence(e, level, p);
}

static const char *value64(Enc *e, const Instr *v, int t) {
  if (!v || v->type.kind != T_INT || v->type.bits > 64)
    return NULL;
  return bpl_to_bv(e, dual_value(e, v, t), v->type, 64);
}

// Thread $1's release after its logged access: the first one, or the
// first made after a fence when the first was not.
static void release_history(Enc *e, const Instr *in, const char *pred1, const char *off1,
                            const char *val1) {
  Sync *y = e->sync;
  int s = in->array->id;
  int rs = scope_level(in->scope);
  // A release atomic (OpenCL memory_order_release) is fenced by itself: as
  // if a fence of its scope came right before it, for this write only.
  int own = (in->kind == I_ATOMIC && (in->mem_order & ORDER_RELEASE)) ? rs : 0;
  for (int i = 0; i < e->k->narrays; i++) {
    if (!y->tagged[i])
      continue;
    const char *fs = own ? arena_printf(e->arena, "(if _FS_%d < %d then %d else _FS_%d)", i, own, own, i)
                         : arena_printf(e->arena, "_FS_%d", i);
    bpl_line(e, "_rg := %s && (!_FR_%d || (_FRF_%d == 0 && %s > 0));", pred1, i, i, fs);
    bpl_line(e, "_FR_%d := _FR_%d || _rg; _FRA_%d := (if _rg then %d else _FRA_%d); "
                "_FRO_%d := (if _rg then %s else _FRO_%d); _FRV_%d := (if _rg then %s else _FRV_%d); "
                "_FRF_%d := (if _rg then %s else _FRF_%d); _FRR_%d := (if _rg then %d else _FRR_%d);",
             i, i, i, s, i, i, off1, i, i, val1, i, i, fs, i, i, rs, i);
  }
}

// A write to flag array s by both threads: the one-release check, then
// thread $1's release history of every data log.
static void flag_write(Enc *e, const Instr *in, const char *const pred[2]) {
  Sync *y = e->sync;
  int s = in->array->id;
  const char *off[2], *val[2];
  for (int t = 0; t < 2; t++) {
    off[t] = dual_value(e, in->offset, t + 1);
    val[t] = value64(e, written_value(in), t + 1);
    if (!val[t]) { // unknown value: any value, chosen afresh
      bpl_line(e, "havoc _rv$%d;", t + 1);
      val[t] = t == 0 ? "_rv$1" : "_rv$2";
    }
  }
  // One release per (byte, value): $1 must not repeat the write it logged,
  // $2 must not make it. $1 logs one write of its choice (_rc), so every
  // pair of writes is compared in some run.
  bpl_line(e, "assert _b%d ==> !(%s && _RL_%d && _RLO_%d == %s && _RLV_%d == %s);", y->uniq[s],
           pred[0], s, s, off[0], s, val[0]);
  bpl_line(e, "havoc _rc;");
  bpl_line(e, "_rg := %s && _rc && !_RL_%d;", pred[0], s);
  bpl_line(e, "_RL_%d := _RL_%d || _rg; _RLO_%d := (if _rg then %s else _RLO_%d); "
              "_RLV_%d := (if _rg then %s else _RLV_%d);",
           s, s, s, off[0], s, s, val[0], s);
  bpl_line(e, "assert _b%d ==> !(%s && _RL_%d && _RLO_%d == %s && _RLV_%d == %s);", y->uniq[s],
           pred[1], s, s, off[1], s, val[1]);
  // The same for "one non-zero write per byte" (spins that end on any
  // non-zero value): $1 logs its first non-zero write of its choice.
  bpl_line(e, "assert _b%d ==> !(%s && _RZ_%d && _RZO_%d == %s && %s != 0bv64);", y->uniq_nz[s],
           pred[0], s, s, off[0], val[0]);
  bpl_line(e, "havoc _rc;");
  bpl_line(e, "_rg := %s && _rc && !_RZ_%d && %s != 0bv64;", pred[0], s, val[0]);
  bpl_line(e, "_RZ_%d := _RZ_%d || _rg; _RZO_%d := (if _rg then %s else _RZO_%d);", s, s, s,
           off[0], s);
  bpl_line(e, "assert _b%d ==> !(%s && _RZ_%d && _RZO_%d == %s && %s != 0bv64);", y->uniq_nz[s],
           pred[1], s, s, off[1], val[1]);
  if (!strong_write(e, in))
    return; // a plain store: it writes the flag but releases nothing
  release_history(e, in, pred[0], off[0], val[0]);
}

// The fence scope an acquire read brings with it: its own scope for an
// acquire atomic (OpenCL memory_order_acquire and stronger), else none.
int acquire_level(const Instr *in) {
  return in->kind == I_ATOMIC && (in->mem_order & ORDER_ACQUIRE) ? scope_level(in->scope) : 0;
}

// An acquire of flag array s by thread t: a strong read.
static void flag_read_t(Enc *e, const Instr *in, const char *p, int t) {
  int s = in->array->id;
  const char *v = value64(e, in, t);
  if (!v) {
    bpl_line(e, "havoc _rv$%d;", t);
    v = t == 1 ? "_rv$1" : "_rv$2";
  }
  bpl_line(e, "_AQ$%d := _AQ$%d || %s; _AQA$%d := (if %s then %d else _AQA$%d); "
              "_AQO$%d := (if %s then %s else _AQO$%d); _AQV$%d := (if %s then %s else _AQV$%d); "
              "_AQS$%d := (if %s then %d else _AQS$%d); _AQF$%d := (if %s then %d else _AQF$%d); "
              "_AQN$%d := _AQN$%d && !%s;",
           t, t, p, t, p, s, t, t, p, dual_value(e, in->offset, t), t, t, p, v, t, t, p,
           scope_level(in->scope), t, t, p, acquire_level(in), t, t, t, p);
}

static void flag_read(Enc *e, const Instr *in, const char *pred2) { flag_read_t(e, in, pred2, 2); }

// The last ticket: the number of blocks in the launch minus one, in 64 bits
// (the product of three 32-bit sizes fits).
static const char *last_ticket(Enc *e) {
  Type u32 = {T_INT, 32};
  const char *g = NULL;
  for (int d = 0; d < 3; d++) {
    const char *x = bpl_to_bv(e, geom_gdim(e, d), u32, 64);
    g = g ? bpl_bin(e, B_MUL, 64, g, x) : x;
  }
  return bpl_bin(e, B_SUB, 64, g, "1bv64");
}

// An access to ticket counter s by both threads. An increment is $1's
// release (its value is not known) and $2's acquire (the value it drew);
// the counter's candidate says that no block increments a byte twice and
// that atomicInc's bound is at least the last ticket. A read-only atomic
// is an acquire that counts nothing: it ends $2's latest acquire.
static void counter_access(Enc *e, const Instr *in, const char *const pred[2]) {
  Sync *y = e->sync;
  int s = in->array->id, c = y->uniq_ctr[s];
  if (!counter_increment(e, in)) {
    bpl_line(e, "_AQ$2 := _AQ$2 && !%s;", pred[1]);
    return;
  }
  const char *off[2] = {dual_value(e, in->offset, 1), dual_value(e, in->offset, 2)};
  const char *drew[2] = {value64(e, in, 1), value64(e, in, 2)};
  if (!drew[0] || !drew[1])
    return;
  const char *last = last_ticket(e);
  if (in->atomic_op == A_INC)
    for (int t = 0; t < 2; t++) {
      const char *bound = value64(e, in->a[0], t + 1);
      bpl_line(e, "assert _b%d ==> !(%s && %s);", c, pred[t],
               bound ? bpl_cmp(e, C_ULT, 64, bound, last) : "true");
    }
  // One increment per block and byte: $1 does not repeat the one it logged,
  // no other thread of $1's block makes one there ($1 logs one of its choice).
  bpl_line(e, "assert _b%d ==> !(%s && _RC_%d && _RCO_%d == %s);", c, pred[0], s, s, off[0]);
  bpl_line(e, "havoc _rc;");
  bpl_line(e, "_rg := %s && _rc && !_RC_%d;", pred[0], s);
  bpl_line(e, "_RC_%d := _RC_%d || _rg; _RCO_%d := (if _rg then %s else _RCO_%d);", s, s, s,
           off[0], s);
  bpl_line(e, "assert _b%d ==> !(%s && _RC_%d && _RCO_%d == %s && %s);", c, pred[1], s, s,
           off[1], SAME_GROUP);
  bpl_line(e, "havoc _rv$1;");
  release_history(e, in, pred[0], off[0], "_rv$1");
  bpl_line(e, "_CQ$1 := _CQ$1 || %s; _CQA$1 := (if %s then %d else _CQA$1); "
              "_CQO$1 := (if %s then %s else _CQO$1); _CQV$1 := (if %s then %s else _CQV$1);",
           pred[0], pred[0], s, pred[0], off[0], pred[0], drew[0]);
  flag_read(e, in, pred[1]);
}

void sync_access(Enc *e, const Instr *in, const char *const pred[2]) {
  Sync *y = e->sync;
  if (!y || !in->array || !e->site_of[in->id])
    return;
  int s = in->array->id;
  if (y->lock[s]) {
    locks_access(e, in, pred);
    return;
  }
  if (y->counter[s]) {
    counter_access(e, in, pred);
    return;
  }
  if (!y->flag[s])
    return;
  bool writes = in->kind == I_STORE || in->kind == I_WRITE_RANGE ||
                (in->kind == I_ATOMIC && !read_only_atomic(e, in));
  if (writes && in->kind != I_WRITE_RANGE)
    flag_write(e, in, pred);
  else if (writes) // a memset of the flag: unknown values, not one per byte
    bpl_line(e, "assert (_b%d || _b%d) ==> !(%s || %s);", y->uniq[s], y->uniq_nz[s], pred[0],
             pred[1]);
  if (strong_read(in) && y->any_rev)
    flag_read_t(e, in, pred[0], 1);
  if (strong_read(in))
    flag_read(e, in, pred[1]);
}

// ------------------------------------------------------------------ loops
// The sync state of thread t (1 or 2): what only that thread's steps change.
static int state_vars(Enc *e, int t, const char **names, int max) {
  Sync *y = e->sync;
  int n = 0;
  static const char *const mp1[] = {"FS", "FR", "FRA", "FRO", "FRV", "FRF", "FRR"};
  static const char *const lk1[] = {"LKH", "LKA", "LKO", "LKF", "LKS"};
  static const char *const rl1[] = {"RL", "RLO", "RLV", "RZ", "RZO"};
  static const char *const aq2[] = {"_AQ$2",  "_AQA$2", "_AQO$2", "_AQV$2",
                                    "_AQS$2", "_AQF$2", "_AQN$2"};
  static const char *const h[] = {"_H", "_HA", "_HO", "_HF", "_HS"};
  for (int i = 0; i < e->k->narrays && t == 1; i++) {
    for (int j = 0; j < 7 && y->any_flag && y->tagged[i] && n < max; j++)
      names[n++] = tag(e, mp1[j], i);
    for (int j = 0; j < 5 && y->any_lock && y->tagged[i] && n < max; j++)
      names[n++] = tag(e, lk1[j], i);
    for (int j = 0; j < 5 && y->flag[i] && n < max; j++)
      names[n++] = tag(e, rl1[j], i);
    for (int j = 0; j < 2 && y->counter[i] && n < max; j++)
      names[n++] = tag(e, j ? "RCO" : "RC", i);
  }
  static const char *const aq1[] = {"_AQ$1",  "_AQA$1", "_AQO$1", "_AQV$1",
                                    "_AQS$1", "_AQF$1", "_AQN$1"};
  static const char *const lq1[] = {"LQ", "LQA", "LQO", "LQV", "LQS", "LQF", "LQN"};
  for (int j = 0; j < 7 && t == 1 && y->any_rev && n < max; j++)
    names[n++] = aq1[j];
  for (int i = 0; i < e->k->narrays && t == 1 && y->any_rev; i++)
    for (int j = 0; j < 7 && y->tagged[i] && n < max; j++)
      names[n++] = tag(e, lq1[j], i);
  static const char *const cq1[] = {"_CQ$1", "_CQA$1", "_CQO$1", "_CQV$1"};
  for (int j = 0; j < 4 && t == 1 && y->any_counter && n < max; j++)
    names[n++] = cq1[j];
  for (int j = 0; j < 7 && t == 2 && y->any_flag && n < max; j++)
    names[n++] = aq2[j];
  for (int j = 0; j < 5 && y->any_lock && n < max; j++)
    names[n++] = arena_printf(e->arena, "%s$%d", h[j], t);
  return n;
}

static const char *saved(Enc *e, const Loop *l, const char *name) {
  return arena_printf(e->arena, "_S%d%s", l->id, name);
}

static const char *var_type(Enc *e, const char *name) {
  const char *decl = strstr(e->locals.data, arena_printf(e->arena, "var %s: ", name));
  if (!decl)
    return NULL;
  decl += strlen(name) + 6;
  return arena_strndup(e->arena, decl, strcspn(decl, ";"));
}

// At L<l>_enter: a copy of both threads' sync state.
void sync_loop_enter(Enc *e, const Loop *l) {
  if (!e->sync)
    return;
  const char *names[512];
  for (int t = 1; t <= 2; t++) {
    int n = state_vars(e, t, names, 512);
    for (int i = 0; i < n; i++) {
      const char *ty = var_type(e, names[i]);
      if (!ty)
        continue;
      bpl_var(e, saved(e, l, names[i]), ty);
      bpl_line(e, "%s := %s;", saved(e, l, names[i]), names[i]);
    }
  }
}

// A thread that did not enter the loop ran none of it: its sync state is
// what it was before, which the loop cut has forgotten.
static void restore(Enc *e, const Loop *l, const char *const ctx[2]) {
  const char *names[512];
  for (int t = 1; t <= 2; t++) {
    int n = state_vars(e, t, names, 512);
    for (int i = 0; i < n; i++)
      if (var_type(e, names[i]))
        bpl_line(e, "%s := (if %s then %s else %s);", names[i], ctx[t - 1], names[i],
                 saved(e, l, names[i]));
  }
}

// Houdini candidates at loop l's head: a thread that did not enter the loop
// (`pc<l>$1` false) keeps the sync state it had before it, which the loop
// cut forgets (a consumer's reading loop that only the other thread runs).
// Proposed for the tagged arrays the loop accesses.
void sync_loop_candidates(Enc *e, const Loop *l) {
  if (!e->sync)
    return;
  // the tagged arrays the loop accesses: their histories restart there
  bool *in_loop = NEW_ARRAY(e->arena, bool, e->k->narrays);
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      if (in->array && e->site_of[in->id] && e->sync->tagged[in->array->id])
        in_loop[in->array->id] = true;
    }
  }
  if (e->uniform_block[l->header->id])
    return;
  // Thread $1's only: its state is what the checks of $2 in the loop read;
  // $2 makes no check in a loop it did not enter, and L<l>_done restores
  // both threads' state after it.
  // Only the release history (the lock state of the logs has its own
  // candidates, locks_loop_candidates): every candidate costs solver time.
  static const char *const mp1[] = {"FS", "FR", "FRA", "FRO", "FRV", "FRF", "FRR"};
  for (int i = 0; i < e->k->narrays && e->sync->any_flag; i++)
    for (int j = 0; j < 7 && in_loop[i]; j++) {
      const char *x = tag(e, mp1[j], i);
      invariants_candidate(e, arena_printf(e->arena, "!pc%d$1 ==> %s == %s", l->id, x, saved(e, l, x)));
    }
}

// ------------------------------------------------------------------ spin loops
// Value v as thread t has it after loop l, when it is computed from values
// outside the loop by integer arithmetic only (clang recomputes `&flag[b]`
// in every iteration): re-expanded from those values, since the loop cut
// forgot the variables the loop assigns. NULL otherwise.
static bool computed_outside(const void *ctx, const Instr *v) {
  return !v->block || !((const Loop *)ctx)->body[v->block->id];
}

const char *invariant_value(Enc *e, const Loop *l, const Instr *v, int t, int depth) {
  return rebuild_value(e, computed_outside, l, v, t, depth);
}

// For a boolean `a && b` (either side), the side that is an `x == K`.
static const Instr *conjunct_eq(Enc *e, const Instr *v) {
  uint64_t k;
  if (v->kind != I_BIN || v->binop != B_AND)
    return NULL;
  for (int i = 0; i < 2; i++) {
    const Instr *c = v->a[i];
    if (c->kind == I_ICMP && c->cmp == C_EQ &&
        (fold_constant(e, c->a[0], &k) || fold_constant(e, c->a[1], &k)))
      return c;
  }
  return NULL;
}

// The loop's one exit: `q == K` (or `q != K` staying in the loop), with q
// the last side effect of the exit block, a strong read of a flag or a lock
// acquire at a byte computed before the loop. Also `q != 0` (staying while
// `q == 0`): then *nz is set and K is 0. Returns q, or NULL.
static const Instr *spin_read(Enc *e, const Loop *l, uint64_t *k_out, bool *nz) {
  const Instr *q = NULL;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int s = 0; s < b->nsucc; s++) {
      if (loop_contains(l, b->succ[s]))
        continue;
      const Instr *c = b->term == TERM_CBR ? b->cond : NULL;
      // a boolean `a ^ b` is `a != b`
      bool is_xor = c && c->kind == I_BIN && c->binop == B_XOR && c->type.bits == 1;
      if (!c || (!is_xor && (c->kind != I_ICMP || (c->cmp != C_EQ && c->cmp != C_NE))) ||
          b->succ[0] == b->succ[1] || e->cfg.loop_of[bi] != l)
        return NULL;
      // exit on `q == K` (true edge of EQ, false edge of NE), or on `q != K`
      bool exit_ne = (s == 0) != (!is_xor && c->cmp == C_EQ);
      const Instr *x = c->a[0], *kk = c->a[1];
      uint64_t kv;
      if (!fold_constant(e, kk, &kv))
        x = c->a[1], kk = c->a[0];
      // exit on `(q == K) && w` (a weak compare-exchange: w may fail
      // spuriously): leaving implies q == K all the same
      const Instr *cj = fold_constant(e, kk, &kv) && x->type.kind == T_INT && x->type.bits == 1 &&
                                (kv != 0) != exit_ne
                            ? conjunct_eq(e, x)
                            : NULL;
      if (cj) {
        exit_ne = false;
        x = cj->a[0], kk = cj->a[1];
        if (!fold_constant(e, kk, &kv))
          x = cj->a[1], kk = cj->a[0];
      }
      if (!fold_constant(e, kk, &kv) || !x->block || x->block != b || (q && q != x) ||
          (exit_ne && kv != 0) || (q && *nz != exit_ne))
        return NULL;
      *nz = exit_ne;
      // x is the block's last side effect: nothing after it changes the state
      bool after = false;
      for (int i = 0; i < b->nins; i++) {
        const Instr *in = b->ins[i];
        if (in == x)
          after = true;
        else if (after && ir_has_side_effect(in))
          return NULL;
      }
      if (!strong_read(x) || !invariant_value(e, l, x->offset, 1, 0))
        return NULL;
      q = x;
      *k_out = kv;
    }
  }
  return q;
}

// After a spin loop both threads have left it. A thread that entered it
// (ctx) left by the one exit edge, right after its read q returned K, and
// did nothing since: its latest acquire read K at q's byte. Boogie has
// forgotten what the loop set (loop cut); this says it again.
void sync_loop_exit(Enc *e, const Loop *l, const char *const ctx[2]) {
  Sync *y = e->sync;
  uint64_t kv;
  bool nz = false;
  if (!y)
    return;
  restore(e, l, ctx);
  const Instr *q = spin_read(e, l, &kv, &nz);
  if (!q)
    return;
  int s = q->array->id;
  if (y->lock[s] && !nz) {
    const char *off[2] = {invariant_value(e, l, q->offset, 1, 0), invariant_value(e, l, q->offset, 2, 0)};
    locks_spin_exit(e, q, kv, ctx, off);
    return;
  }
  if (!y->flag[s])
    return;
  const char *k64 = bpl_to_bv(e, bpl_const(e, kv, q->type.bits), q->type, 64);
  for (int t = y->any_rev ? 1 : 2; t <= 2; t++) {
    const char *p = ctx[t - 1];
    bpl_line(e, "_AQ$%d := _AQ$%d || %s; _AQA$%d := (if %s then %d else _AQA$%d); "
                "_AQO$%d := (if %s then %s else _AQO$%d); _AQV$%d := (if %s then %s else _AQV$%d); "
                "_AQS$%d := (if %s then %d else _AQS$%d); _AQF$%d := (if %s then %d else _AQF$%d);",
             t, t, p, t, p, s, t, t, p, invariant_value(e, l, q->offset, t, 0), t, t, p, k64, t, t,
             p, scope_level(q->scope), t, t, p, acquire_level(q), t);
    // `_AQN`: the spin ended on some non-zero value, not on K
    bpl_line(e, "_AQN$%d := (if %s then %s else _AQN$%d);", t, p, nz ? "true" : "false", t);
  }
}

// ------------------------------------------------------------------ checks
static const char *covers(Enc *e, const char *level) {
  return arena_printf(e->arena, "(%s >= 2 || (%s == 1 && %s))", level, level, SAME_GROUP);
}

// The flag array's one-release candidate, for the flag array that `arr` names
// (nz: its one-non-zero-write candidate).
static const char *unique_release(Enc *e, const char *arr, bool nz) {
  StrBuf sb;
  sb_init(&sb);
  for (int i = 0; i < e->k->narrays; i++)
    if (e->sync->flag[i])
      sb_printf(&sb, "%s(%s == %d && _b%d)", sb.len ? " || " : "", arr, i,
                nz ? e->sync->uniq_nz[i] : e->sync->uniq[i]);
  const char *r = arena_printf(e->arena, "(%s)", sb.len ? sb.data : "false");
  sb_free(&sb);
  return r;
}

// The counter candidate of the ticket counter that `arr` names.
static const char *counter_fact(Enc *e, const char *arr) {
  StrBuf sb;
  sb_init(&sb);
  for (int i = 0; i < e->k->narrays; i++)
    if (e->sync->counter[i])
      sb_printf(&sb, "%s(%s == %d && _b%d)", sb.len ? " || " : "", arr, i, e->sync->uniq_ctr[i]);
  const char *r = arena_printf(e->arena, "(%s)", sb.len ? sb.data : "false");
  sb_free(&sb);
  return r;
}

static int first_line(Enc *e, bool (*want)(Enc *, const Instr *)) {
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++)
      if (want(e, e->k->blocks[bi]->ins[i]))
        return e->k->blocks[bi]->ins[i]->loc.line;
  return 0;
}

// "line 10" or "lines 10, 15": where the instructions `want` picks are.
static const char *lines_of(Enc *e, bool (*want)(Enc *, const Instr *)) {
  int lines[4], n = 0;
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins && n < 4; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      bool seen = false;
      for (int j = 0; j < n; j++)
        seen |= lines[j] == in->loc.line;
      if (want(e, in) && !seen)
        lines[n++] = in->loc.line;
    }
  if (!n)
    return NULL;
  for (int i = 1; i < n; i++) // insertion sort: source order
    for (int j = i; j > 0 && lines[j - 1] > lines[j]; j--) {
      int t = lines[j];
      lines[j] = lines[j - 1], lines[j - 1] = t;
    }
  StrBuf sb;
  sb_init(&sb);
  for (int i = 0; i < n; i++)
    sb_printf(&sb, "%s%d", i ? ", " : "", lines[i]);
  const char *r = arena_printf(e->arena, "line%s %s", n > 1 ? "s" : "", sb.data);
  sb_free(&sb);
  return r;
}

static bool is_release(Enc *e, const Instr *in) {
  return in->array && e->site_of[in->id] && strong_write(e, in) &&
         (e->sync->flag[in->array->id] || e->sync->counter[in->array->id]);
}

static bool is_narrow(Enc *e, const Instr *in) {
  (void)e;
  return (in->kind == I_FENCE && in->scope == SCOPE_BLOCK) ||
         (in->kind == I_BARRIER && in->barrier == BAR_PLAIN) ||
         (in->kind == I_ATOMIC && in->scope == SCOPE_BLOCK && e->sync->flag[in->array->id]);
}

static const char *mp_note(Enc *e, bool scope) {
  bool cl = e->k->lang == LANG_OPENCL;
  if (!scope) {
    int r = first_line(e, is_release);
    return arena_printf(e->arena,
                        "missing fence: the flag hand-off (release at line %d) orders nothing "
                        "without a fence after the first access and one after the acquire",
                        r);
  }
  const char *where = lines_of(e, is_narrow);
  if (!where)
    return "insufficient fence scope: a fence or flag operation does not cover the other thread";
  return arena_printf(e->arena, "insufficient fence scope: the %s%s at %s %s not cover the other %s",
                      cl ? "work-group-scoped operation" : "block-scoped operation",
                      strchr(where, ',') ? "s" : "", where,
                      strchr(where, ',') ? "do" : "does", cl ? "work-item" : "thread");
}

static Check *emit_class(Enc *e, const Instr *in, const Site *s, const char *base,
                         AccessKind logged, const char *extra, const char *cls,
                         const char *note) {
  const Array *a = in->array;
  Check *c = bpl_assert(e, CK_RACE, in->loc,
                        arena_printf(e->arena, "!(%s && %s%s && %s)", base,
                                     race_flag(e, a, logged), extra ? extra : "", cls));
  c->site = s;
  c->logged = logged;
  c->array = a;
  c->same_group_only = a->space == MS_SHARED;
  c->note = note;
  return c;
}

// The reverse hand-off: thread $2's access B comes later in lock-step
// order than $1's logged access A, but $2 is the producer: B is followed
// for certain by a fence and a release R (release_after), and $1 made A
// after an acquire that read what R writes, at R's byte, and a fence
// (copied into the log at A: `_LQ*_a`). rv[0] matched, rv[1] both fenced,
// rv[2] every scope covers the other thread.
static void reverse_conditions(Enc *e, const Instr *in, const char *rv[3]) {
  Sync *y = e->sync;
  Ahead ah;
  if (!release_after(e, in, &ah))
    return;
  const Instr *r = ah.rel, *w = written_value(r);
  const char *off = expand_before(e, &ah, r->offset, 2, 0);
  const char *val = w && w->type.kind == T_INT && w->type.bits <= 64 ? expand_before(e, &ah, w, 2, 0) : NULL;
  if (!off || !val)
    return;
  val = bpl_to_bv(e, val, w->type, 64);
  int i = in->array->id, f = ah.fence, rs = scope_level(r->scope);
  if (r->kind == I_ATOMIC && (r->mem_order & ORDER_RELEASE) && rs > f)
    f = rs; // a release atomic is its own fence
  rv[0] = arena_printf(e->arena,
                       "(_LQ_%d && _LQA_%d == %d && _LQO_%d == %s && "
                       "((!_LQN_%d && _LQV_%d == %s && _b%d) || (_LQN_%d && %s != 0bv64 && _b%d)))",
                       i, i, r->array->id, i, off, i, i, val, y->uniq[r->array->id], i, val,
                       y->uniq_nz[r->array->id]);
  rv[1] = arena_printf(e->arena, "(%d > 0 && _LQF_%d > 0)", f, i);
  rv[2] = arena_printf(e->arena, "(%s && %s && %s && %s)", covers(e, arena_printf(e->arena, "%d", f)),
                       covers(e, arena_printf(e->arena, "%d", rs)),
                       covers(e, arena_printf(e->arena, "_LQS_%d", i)),
                       covers(e, arena_printf(e->arena, "_LQF_%d", i)));
}

Check *sync_check(Enc *e, const Instr *in, const Site *s, const char *base, AccessKind logged,
                  const char *extra, const char *note) {
  Sync *y = e->sync;
  const Array *a = in->array;
  if (!y || !y->tagged[a->id] || !race_logged(e, a, logged))
    return NULL;
  int i = a->id;
  const char *mp_match = "false", *mp_fenced = "false", *mp_scoped = "false";
  const char *ctr_twice = "false";
  if (y->any_flag) {
    const char *fra = arena_printf(e->arena, "_FRA_%d", i);
    // The acquire read the released value, or (a spin that ended on any
    // non-zero value) the release wrote a non-zero value and that byte gets
    // only one non-zero write in the launch.
    mp_match = arena_printf(e->arena,
                            "(_FR_%d && _AQ$2 && _FRA_%d == _AQA$2 && _FRO_%d == _AQO$2 && "
                            "((!_AQN$2 && _FRV_%d == _AQV$2 && %s) || "
                            "(_AQN$2 && _FRV_%d != 0bv64 && %s)))",
                            i, i, i, i, unique_release(e, fra, false), i,
                            unique_release(e, fra, true));
    if (y->any_counter) {
      // or the release was an increment of a ticket counter and $2's
      // acquire is the increment that drew the last ticket
      const char *last = last_ticket(e);
      mp_match = arena_printf(e->arena,
                              "(%s || (_FR_%d && _AQ$2 && _FRA_%d == _AQA$2 && _FRO_%d == _AQO$2 && "
                              "_AQV$2 == %s && %s))",
                              mp_match, i, i, i, last, counter_fact(e, fra));
      // $1 drew the last ticket of that byte too: no execution does that
      ctr_twice = arena_printf(e->arena,
                               "(_CQ$1 && _AQ$2 && _CQA$1 == _AQA$2 && _CQO$1 == _AQO$2 && "
                               "_CQV$1 == %s && _AQV$2 == %s && %s)",
                               last, last, counter_fact(e, "_AQA$2"));
    }
    mp_fenced = arena_printf(e->arena, "(_FRF_%d > 0 && _AQF$2 > 0)", i);
    mp_scoped = arena_printf(e->arena, "(%s && %s && %s && %s)",
                             covers(e, arena_printf(e->arena, "_FRF_%d", i)),
                             covers(e, arena_printf(e->arena, "_FRR_%d", i)), covers(e, "_AQS$2"),
                             covers(e, "_AQF$2"));
  }
  const char *lk_both = "false", *lk_fenced = "false", *lk_scoped = "false", *lk_one = "false";
  if (y->any_lock)
    locks_conditions(e, a, &lk_both, &lk_fenced, &lk_scoped, &lk_one);
  // Each hand-off pattern: matched, matched without both fences, matched
  // with a scope too narrow; excused when matched, fenced and covered.
  const char *rv[3] = {"false", "false", "false"};
  if (y->any_rev)
    reverse_conditions(e, in, rv);
  const char *excused = arena_printf(e->arena, "((%s && %s && %s) || (%s && %s && %s))", mp_match,
                                     mp_fenced, mp_scoped, rv[0], rv[1], rv[2]);
  const char *nofence = arena_printf(e->arena, "((%s && !%s) || (%s && !%s))", mp_match, mp_fenced,
                                     rv[0], rv[1]);
  const char *noscope = arena_printf(e->arena, "((%s && %s && !%s) || (%s && %s && !%s))", mp_match,
                                     mp_fenced, mp_scoped, rv[0], rv[1], rv[2]);
  const char *ok = arena_printf(e->arena, "!(%s || (%s && %s && %s) || %s)", excused, lk_both,
                                lk_fenced, lk_scoped, ctr_twice);
  const char *full = arena_printf(e->arena, "%s && %s", extra ? extra : "", ok);
  Check *cls[5];
  int ncls = 0;
  if (y->any_flag) {
    cls[ncls++] = emit_class(e, in, s, base, logged, full, nofence, mp_note(e, false));
    cls[ncls++] = emit_class(e, in, s, base, logged, full, noscope, mp_note(e, true));
  }
  const char *no_mp = arena_printf(e->arena, "!(%s || %s)", mp_match, rv[0]);
  if (y->any_lock) {
    cls[ncls++] = emit_class(e, in, s, base, logged, full,
                             arena_printf(e->arena, "%s && %s && !%s", no_mp, lk_both, lk_fenced),
                             locks_note(e, 0));
    cls[ncls++] = emit_class(e, in, s, base, logged, full,
                             arena_printf(e->arena, "%s && %s && %s && !%s", no_mp, lk_both,
                                          lk_fenced, lk_scoped),
                             locks_note(e, 1));
    cls[ncls++] = emit_class(e, in, s, base, logged, full,
                             arena_printf(e->arena, "%s && !%s && %s", no_mp, lk_both, lk_one),
                             locks_note(e, 2));
  }
  // Everything else: the plain race, with the check's own note (atomic scope).
  Check *plain = emit_class(e, in, s, base, logged, full,
                            arena_printf(e->arena, "%s && !%s && !%s", no_mp, lk_both, lk_one), note);
  // One access pair is one race: when several classes of it fail (the
  // read inside the lock against a write outside it, and another
  // execution's pair outside both), the report names it once, under the
  // first specific class (runner/driver.c, collect_defects).
  for (int k = 0; k < ncls; k++)
    cls[k]->split_of = plain->id + 1;
  return plain;
}
