// locks.c — spin locks built from atomics and fences.
//
// A lock is an array location L whose every write is either an acquire,
// atomicCAS(L, c, u) with constants c != u (or atomicExch(L, u)), which
// holds the lock when it returns c, or a release, atomicExch(L, c) or an
// atomic store of c. Every thread keeps which lock it holds (`_H$t`: array,
// byte, the acquire's scope, the largest fence scope since the acquire),
// and each log of a data array copies thread $1's state at the logged
// access. Two accesses made while both threads held the same lock are
// ordered when
//   - mutual exclusion holds: only the holder releases (a Houdini candidate
//     per lock array, `_b<n> ==> release by a holder`, checked at every
//     release of both threads and used only when it survives);
//   - each critical section starts with a fence after the acquire (dynamic)
//     and ends with a fence right before the release (static: the last
//     synchronising instruction before every release of L is a fence);
//   - every one of those fences and atomics covers the other thread.
// The race check is then split by class: missing fence in lock,
// insufficient lock scope, unprotected access (fences.c, sync_check).
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"
#include "../invariants/invariants.h"

#include <string.h>

enum { OP_NONE, OP_READ, OP_ACQUIRE, OP_RELEASE, OP_BAD };

static bool konst(Enc *e, const Instr *v, uint64_t *out) {
  return v && v->type.kind == T_INT && fold_constant(e, v, out);
}

static uint64_t trunc_to(uint64_t v, int bits) {
  return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

// What an access to a candidate lock array does, given its free value c
// (have_c false while c is not known yet: only CAS tells it).
static int lock_op(Enc *e, const Instr *in, bool have_c, uint64_t c) {
  uint64_t v, w;
  if (in->kind == I_LOAD || in->kind == I_READ_RANGE)
    return OP_READ;
  if (in->kind != I_ATOMIC)
    return OP_BAD;
  int bits = in->type.kind == T_INT ? in->type.bits : 64;
  switch (in->atomic_op) {
  case A_LOAD:
    return OP_READ;
  case A_ADD: case A_SUB: case A_OR: case A_XOR:
    return konst(e, in->a[0], &v) && v == 0 ? OP_READ : OP_BAD;
  case A_CAS:
    if (!konst(e, in->a[0], &v) || !konst(e, in->a[1], &w) || trunc_to(v, bits) == trunc_to(w, bits))
      return OP_BAD;
    return !have_c || trunc_to(w, bits) == c ? OP_ACQUIRE : OP_BAD;
  case A_EXCH: case A_STORE:
    if (!have_c || !konst(e, in->a[0], &v))
      return OP_BAD;
    if (trunc_to(v, bits) == c)
      return OP_RELEASE;
    return in->atomic_op == A_EXCH ? OP_ACQUIRE : OP_BAD;
  default:
    return OP_BAD;
  }
}

bool locks_acquire_op(Enc *e, const Instr *in) {
  Sync *y = e->sync;
  return y && in->array && y->lock[in->array->id] &&
         lock_op(e, in, true, y->unlocked[in->array->id]) == OP_ACQUIRE;
}

// The scope of the fence that orders everything before release r: the
// last synchronising instruction before r (in its block, then up through
// single predecessors) must be a fence; a memory access in between, or a
// join, gives 0.
static int fence_before_plain(Enc *e, const Instr *r) {
  const Block *b = r->block;
  int i = 0;
  while (i < b->nins && b->ins[i] != r)
    i++;
  for (int steps = 0; steps < 64; steps++) {
    for (i = i - 1; i >= 0; i--) {
      const Instr *x = b->ins[i];
      if (x->kind == I_FENCE) // an acquire-only fence orders nothing before r
        return (x->fence_flags & FENCE_GLOBAL) && !(x->fence_flags & FENCE_NO_RELEASE)
                   ? scope_level(x->scope) : 0;
      if (x->kind == I_BARRIER)
        return (x->fence_flags & FENCE_GLOBAL) && x->barrier != BAR_NAMED ? 1 : 0;
      if (e->site_of[x->id] && race_tracked(x->array))
        return 0;
    }
    const PtrVec *ps = &e->cfg.preds[b->id];
    if (ps->len != 1)
      return 0;
    b = ps->items[0];
    i = b->nins;
  }
  return 0;
}

// ... or the release's own scope when it is a release atomic (OpenCL
// memory_order_release: its own fence), whichever is wider.
static int fence_before(Enc *e, const Instr *r) {
  int f = fence_before_plain(e, r);
  int own = (r->mem_order & ORDER_RELEASE) ? scope_level(r->scope) : 0;
  return own > f ? own : f;
}

// The constant `x == K` or `x != K` compares with, when `x` is compared
// with one.
static bool compared_with(Enc *e, const Instr *x, uint64_t *k) {
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *c = e->k->blocks[bi]->ins[i];
      if (c->kind != I_ICMP || (c->cmp != C_EQ && c->cmp != C_NE))
        continue;
      if ((c->a[0] == x && konst(e, c->a[1], k)) || (c->a[1] == x && konst(e, c->a[0], k)))
        return true;
    }
  return false;
}

// A lock built from exchanges alone (`while (atomicExch(&l, 1) != 0);` ...
// `atomicExch(&l, 0)`) has no CAS to tell its free value c. An atomic store
// stores c; otherwise c is the constant an exchange's result is compared
// with, when that differs from the value the exchange writes. A wrong guess
// costs nothing but the proof: the lock's candidate (only the holder
// releases) then fails and no access is excused by the lock.
static bool exchange_free_value(Enc *e, const Array *a, uint64_t *c) {
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      uint64_t v, k;
      if (in->array != a || !e->site_of[in->id] || in->kind != I_ATOMIC ||
          (in->atomic_op != A_EXCH && in->atomic_op != A_STORE) || !konst(e, in->a[0], &v) ||
          in->type.kind != T_INT)
        continue;
      v = trunc_to(v, in->type.bits);
      if (in->atomic_op == A_STORE) {
        *c = v;
        return true;
      }
      if (compared_with(e, in, &k) && trunc_to(k, in->type.bits) != v) {
        *c = trunc_to(k, in->type.bits);
        return true;
      }
    }
  return false;
}

static void analyse_one(Enc *e, const Array *a) {
  Sync *y = e->sync;
  const Kernel *k = e->k;
  bool have_c = false;
  uint64_t c = 0;
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      if (in->array != a || !e->site_of[in->id] || in->kind != I_ATOMIC || in->atomic_op != A_CAS)
        continue;
      uint64_t w;
      if (!konst(e, in->a[1], &w))
        return;
      w = trunc_to(w, in->type.bits);
      if (have_c && w != c)
        return;
      have_c = true, c = w;
    }
  if (!have_c)
    have_c = exchange_free_value(e, a, &c);
  if (!have_c)
    return;
  int acquires = 0, releases = 0, rel_fence = 3, rel_scope = 3;
  SrcLoc nofence = {0}, narrow = {0};
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      if (in->array != a || !e->site_of[in->id])
        continue;
      int op = lock_op(e, in, true, c);
      if (op == OP_BAD)
        return;
      if (in->kind == I_ATOMIC && in->scope == SCOPE_BLOCK && !narrow.line)
        narrow = in->loc;
      acquires += op == OP_ACQUIRE;
      if (op != OP_RELEASE)
        continue;
      releases++;
      int f = fence_before(e, in);
      if (f < rel_fence)
        rel_fence = f;
      if (f == 0 && !nofence.line)
        nofence = in->loc;
      if (f == 1 && !narrow.line)
        narrow = in->loc;
      if (scope_level(in->scope) < rel_scope)
        rel_scope = scope_level(in->scope);
    }
  if (!acquires || !releases)
    return;
  y->lock[a->id] = true;
  y->any_lock = true;
  y->unlocked[a->id] = c;
  y->rel_fence[a->id] = rel_fence;
  y->rel_scope[a->id] = rel_scope;
  y->rel_nofence[a->id] = nofence;
  y->narrow[a->id] = narrow;
}

void locks_analyse(Enc *e) {
  for (int i = 0; i < e->k->narrays; i++)
    if (race_tracked(e->k->arrays[i]) && e->array_used[i])
      analyse_one(e, e->k->arrays[i]);
}

void locks_declare(Enc *e) {
  Sync *y = e->sync;
  for (int i = 0; i < e->k->narrays; i++)
    if (y->lock[i]) {
      int n = e->ncandidates++;
      sb_printf(&e->decls, "const {:existential true} _b%d: bool;\n", n);
      y->lock_ok[i] = n;
    }
}

void locks_declare_locals(Enc *e) {
  Sync *y = e->sync;
  if (!y->any_lock)
    return;
  for (int t = 1; t <= 2; t++) {
    bpl_var(e, arena_printf(e->arena, "_H$%d", t), "bool");
    bpl_var(e, arena_printf(e->arena, "_HA$%d", t), "int");
    bpl_var(e, arena_printf(e->arena, "_HO$%d", t), "bv64");
    bpl_var(e, arena_printf(e->arena, "_HF$%d", t), "int");
    bpl_var(e, arena_printf(e->arena, "_HS$%d", t), "int");
  }
  for (int i = 0; i < e->k->narrays; i++) {
    if (!y->tagged[i])
      continue;
    bpl_var(e, arena_printf(e->arena, "_LKH_%d", i), "bool");
    bpl_var(e, arena_printf(e->arena, "_LKA_%d", i), "int");
    bpl_var(e, arena_printf(e->arena, "_LKO_%d", i), "bv64");
    bpl_var(e, arena_printf(e->arena, "_LKF_%d", i), "int");
    bpl_var(e, arena_printf(e->arena, "_LKS_%d", i), "int");
  }
}

void locks_init(Enc *e) {
  Sync *y = e->sync;
  if (!y->any_lock)
    return;
  bpl_line(e, "_H$1 := false; _H$2 := false; _HF$1 := 0; _HF$2 := 0;");
  for (int i = 0; i < e->k->narrays; i++)
    if (y->tagged[i])
      bpl_line(e, "_LKH_%d := false;", i);
}

void locks_on_log(Enc *e, const Array *a) {
  if (!e->sync->any_lock)
    return;
  int i = a->id;
  bpl_line(e, "_LKH_%d := (if _lg then _H$1 else _LKH_%d); _LKA_%d := (if _lg then _HA$1 else "
              "_LKA_%d); _LKO_%d := (if _lg then _HO$1 else _LKO_%d); _LKF_%d := (if _lg then "
              "_HF$1 else _LKF_%d); _LKS_%d := (if _lg then _HS$1 else _LKS_%d);",
           i, i, i, i, i, i, i, i, i, i);
}

void locks_fence(Enc *e, int level, const char *const pred[2]) {
  if (!e->sync->any_lock)
    return;
  for (int t = 1; t <= 2; t++)
    bpl_line(e, "_HF$%d := (if %s && _HF$%d < %d then %d else _HF$%d);", t, pred[t - 1], t, level,
             level, t);
}

static void hold(Enc *e, int t, const char *p, const char *held, int arr, const char *off,
                 const Instr *q) {
  bpl_line(e, "_H$%d := (if %s then %s else _H$%d); _HA$%d := (if %s then %d else _HA$%d); "
              "_HO$%d := (if %s then %s else _HO$%d); _HF$%d := (if %s then %d else _HF$%d); "
              "_HS$%d := (if %s then %d else _HS$%d);",
           t, p, held, t, t, p, arr, t, t, p, off, t, t, p,
           (q->mem_order & ORDER_ACQUIRE_SUCCESS) ? scope_level(q->scope) : acquire_level(q), t, t, p,
           scope_level(q->scope), t);
}

void locks_access(Enc *e, const Instr *in, const char *const pred[2]) {
  Sync *y = e->sync;
  int L = in->array->id;
  int op = lock_op(e, in, true, y->unlocked[L]);
  for (int t = 1; t <= 2; t++) {
    const char *p = pred[t - 1], *off = dual_value(e, in->offset, t);
    if (op == OP_ACQUIRE) {
      // A weak compare-exchange that read c may still have failed: it holds
      // the lock only where a spin loop's exit says it succeeded.
      const char *got = (in->mem_order & ORDER_WEAK)
                            ? "false"
                            : arena_printf(e->arena, "%s == %s", dual_value(e, in, t),
                                           bpl_const(e, y->unlocked[L], in->type.bits));
      hold(e, t, p, got, L, off, in);
    } else if (op == OP_RELEASE) {
      bpl_line(e, "assert _b%d ==> !(%s && !(_H$%d && _HA$%d == %d && _HO$%d == %s));",
               y->lock_ok[L], p, t, t, L, t, off);
      bpl_line(e, "_H$%d := _H$%d && !(%s);", t, t, p);
    }
  }
}

bool locks_spin_exit(Enc *e, const Instr *q, uint64_t k, const char *const ctx[2],
                     const char *const off[2]) {
  Sync *y = e->sync;
  int L = q->array->id;
  if (!locks_acquire_op(e, q) || trunc_to(k, q->type.bits) != y->unlocked[L])
    return false;
  for (int t = 1; t <= 2; t++)
    hold(e, t, ctx[t - 1], "true", L, off[t - 1], q);
  return true;
}

static const char *covers(Enc *e, const char *level) {
  return arena_printf(e->arena, "(%s >= 2 || (%s == 1 && %s))", level, level, SAME_GROUP);
}

// A per-lock-array constant, selected by the lock array id in `arr`.
static const char *by_lock(Enc *e, const char *arr, const int *vals) {
  const char *r = "0";
  for (int i = e->k->narrays - 1; i >= 0; i--)
    if (e->sync->lock[i])
      r = arena_printf(e->arena, "(if %s == %d then %d else %s)", arr, i, vals[i], r);
  return r;
}

void locks_conditions(Enc *e, const Array *a, const char **both, const char **fenced,
                      const char **scoped, const char **one) {
  Sync *y = e->sync;
  int i = a->id;
  const char *arr = arena_printf(e->arena, "_LKA_%d", i);
  StrBuf ok;
  sb_init(&ok);
  for (int L = 0; L < e->k->narrays; L++)
    if (y->lock[L])
      sb_printf(&ok, "%s(%s == %d && _b%d)", ok.len ? " || " : "", arr, L, y->lock_ok[L]);
  *both = arena_printf(e->arena,
                       "(_LKH_%d && _H$2 && _LKA_%d == _HA$2 && _LKO_%d == _HO$2 && (%s))", i, i,
                       i, ok.data);
  sb_free(&ok);
  const char *rf = by_lock(e, arr, y->rel_fence), *rs = by_lock(e, arr, y->rel_scope);
  *fenced = arena_printf(e->arena, "(_LKF_%d > 0 && _HF$2 > 0 && %s > 0)", i, rf);
  *scoped = arena_printf(e->arena, "(%s && %s && %s && %s && %s && %s)",
                         covers(e, arena_printf(e->arena, "_LKF_%d", i)), covers(e, "_HF$2"),
                         covers(e, arena_printf(e->arena, "_LKS_%d", i)), covers(e, "_HS$2"),
                         covers(e, rf), covers(e, rs));
  *one = arena_printf(e->arena, "(_LKH_%d != _H$2)", i);
}

static int first_lock(Enc *e) {
  for (int i = 0; i < e->k->narrays; i++)
    if (e->sync->lock[i])
      return i;
  return -1;
}

static int first_acquire_line(Enc *e, int L) {
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      if (in->array && in->array->id == L && e->site_of[in->id] && locks_acquire_op(e, in))
        return in->loc.line;
    }
  return 0;
}

static int first_block_fence_line(Enc *e) {
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      if (in->kind == I_FENCE && in->scope == SCOPE_BLOCK)
        return in->loc.line;
    }
  return 0;
}

const char *locks_note(Enc *e, int which) {
  Sync *y = e->sync;
  int L = first_lock(e);
  const char *name = e->k->arrays[L]->name;
  bool cl = e->k->lang == LANG_OPENCL;
  switch (which) {
  case 0:
    if (y->rel_nofence[L].line)
      return arena_printf(e->arena, "missing fence in lock: the release of lock '%s' at line %d "
                                    "has no fence before it",
                          name, y->rel_nofence[L].line);
    return arena_printf(e->arena, "missing fence in lock: no fence between the acquire of lock "
                                  "'%s' (line %d) and the critical section",
                        name, first_acquire_line(e, L));
  case 1: {
    // Every lock with a block-scoped operation: the pair's lock is one of
    // them (which one the counterexample does not say in this note).
    StrBuf sb;
    sb_init(&sb);
    for (int i = 0; i < e->k->narrays; i++)
      if (y->lock[i] && y->narrow[i].line)
        sb_printf(&sb, "%slock '%s' is %s-scoped (line %d)", sb.len ? "; " : "",
                  e->k->arrays[i]->name, cl ? "work-group" : "block", y->narrow[i].line);
    const char *r = NULL;
    int line = first_block_fence_line(e);
    if (sb.len)
      r = arena_printf(e->arena, "insufficient lock scope: %s", sb.data);
    else if (line)
      r = arena_printf(e->arena, "insufficient lock scope: lock '%s' is %s-scoped (line %d)", name,
                       cl ? "work-group" : "block", line);
    else
      r = arena_printf(e->arena, "insufficient lock scope: an operation of lock '%s' does "
                                 "not cover the other %s",
                       name, cl ? "work-item" : "thread");
    sb_free(&sb);
    return r;
  }
  default:
    return arena_printf(e->arena, "unprotected access: only one of the accesses holds lock '%s'",
                        name);
  }
}

// Loop heads forget the lock state copied into a log by an earlier
// iteration (the loop assigns it), so a critical section inside a loop
// (per-element locks `lock[e]` in `for (e = ...)`) would lose its lock. The
// shapes of a log made inside a critical section are proposed as Houdini
// candidates: the logged access held lock array L (`_LKA_a == L`), at the
// byte of the logged element (`_LKO_a == _W_a`, lock and data elements of
// one width), with a fence of at least scope k after the acquire and an
// acquire of at least scope k. Houdini keeps only those that hold on entry
// and are preserved by the body, so nothing is assumed that is not proven.
void locks_loop_candidates(Enc *e, const Loop *l) {
  Sync *y = e->sync;
  (void)l;
  if (!y || !y->any_lock)
    return;
  for (int i = 0; i < e->k->narrays; i++) {
    const Array *a = e->k->arrays[i];
    if (!y->tagged[i])
      continue;
    for (int kind = 0; kind < 3; kind++) {
      if (!race_logged(e, a, kind))
        continue;
      const char *f = race_flag(e, a, kind);
      invariants_candidate(e, arena_printf(e->arena, "%s ==> _LKH_%d", f, i));
      for (int L = 0; L < e->k->narrays; L++)
        if (y->lock[L]) {
          invariants_candidate(e, arena_printf(e->arena, "%s ==> _LKA_%d == %d", f, i, L));
          if (e->k->arrays[L]->elem_bytes == a->elem_bytes)
            invariants_candidate(e, arena_printf(e->arena, "%s ==> _LKO_%d == %s", f, i,
                                                 race_watched(e, a)));
        }
      for (int k = 1; k <= 3; k++) {
        invariants_candidate(e, arena_printf(e->arena, "%s ==> _LKF_%d >= %d", f, i, k));
        invariants_candidate(e, arena_printf(e->arena, "%s ==> _LKS_%d >= %d", f, i, k));
      }
    }
  }
}
