// dualise.c — the two-thread, predicated lowering of a kernel (GPUVerify's
// KernelDualiser and predication in one walk over the IR).
//
// Both threads run the same instruction sequence in lock-step. Every block
// has a predicate per thread ("this thread executes this block now"), shared
// with its control-equivalent representative (cfg.c) and kept once when it
// is uniform (uniformity.c). Blocks run in the topological order of their
// region; an edge a -> b adds "p_a && cond" to b's predicate; a loop runs
// while either thread is still in it, back edges feeding the header's
// predicate for the next iteration:
//
//     ctx := p_H                      (who entered the loop)
//   head:                             (Boogie's loop cut point)
//     assert invariants               (p_H ==> inv; tandem's own; candidates)
//     goto body, exit;
//   body:
//     assume p_H$1 || p_H$2;  pn_H := false; p_b := false (blocks of the loop)
//     ... blocks of the loop in topological order ...
//     p_H := pn_H; goto head;
//   exit:
//     assume !(p_H$1 || p_H$2);
//
// SSA values become Boogie variables (v<id>, or v<id>$1 and v<id>$2 when
// the threads may disagree); phis are assigned on the edges. Pure values
// are computed unconditionally (their inputs are frozen for a thread that
// is not running), everything else only under the thread's predicate.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"
#include "../invariants/invariants.h"

#include <stdio.h>
#include <string.h>

static bool is_pure(const Instr *in) {
  switch (in->kind) {
  case I_CONST: case I_PARAM: case I_TID: case I_BID: case I_BDIM: case I_GDIM:
  case I_BIN: case I_ICMP: case I_FBIN: case I_FCMP: case I_FUNC: case I_CAST: case I_SELECT:
    return true;
  default:
    return false;
  }
}

static bool has_result(const Instr *in) { return in->type.kind != T_VOID; }

// Lock-step warp semantics apply: --warp-sync, except in the inter-warp
// pass of the two-pass method, whose pairs are never in one warp.
static bool lockstep(const Enc *e) {
  return e->opt->warp_sync && e->warp_pass != WARP_PASS_INTER;
}

// Leaves are written in place wherever they are used; they have no variable.
static bool is_leaf(const Instr *in) {
  switch (in->kind) {
  case I_CONST: case I_PARAM: case I_TID: case I_BID: case I_BDIM: case I_GDIM:
    return true;
  default:
    return false;
  }
}

static const char *var_name(Enc *e, const Instr *v, int thread) {
  if (e->uniform_value[v->id])
    return arena_printf(e->arena, "v%d", v->id);
  return arena_printf(e->arena, "v%d$%d", v->id, thread);
}

static const char *pure_expr(Enc *e, const Instr *in, int t);
static bool modelled_map(Enc *e, const Instr *in);

// The expression for value v as thread `t` sees it.
const char *dual_value(Enc *e, const Instr *v, int t) {
  uint64_t c;
  if (fold_constant(e, v, &c))
    return bpl_const(e, c, v->type.bits);
  switch (v->kind) {
  case I_CONST:
    return bpl_const(e, v->imm, v->type.bits);
  case I_PARAM:
    return arena_printf(e->arena, "P%d", v->param);
  case I_TID:
    return geom_tid(v->dim, t);
  case I_BID:
    return geom_bid(v->dim, t);
  case I_BDIM:
    return geom_bdim(e, v->dim);
  case I_GDIM:
    return geom_gdim(e, v->dim);
  default:
    // Values the translator left outside any block are expanded in place.
    if (!v->block && is_pure(v))
      return pure_expr(e, v, t);
    return var_name(e, v, t);
  }
}

// ------------------------------------------------------------------ expressions
// An evaluator turns operands into expressions: normally their variables,
// but at a loop head the header's own computations are expanded (see
// invariant_expr).
//
// Expanded expressions are trees over a DAG of values: a value used twice
// is written out twice, so a chain of n such steps (x = x*x - y*y + cx;
// y = 2*x*y + cy, unrolled by early exits) doubles n times. The evaluator
// therefore memoises what it expanded (the DAG is walked once) and charges
// the text it produces to a budget; past the budget it gives up (overflow)
// and the caller drops the fact it was building or reports it. Dropping one
// of tandem's own loop facts only loses precision: each is an extra checked
// invariant, never an assumption.
typedef struct Eval Eval;
struct Eval {
  Enc *e;
  const Loop *loop;    // non-NULL: expanding the header chain of this loop
  const bool *chain;   // blocks between the header and the invariant
  const char **memo_value[2]; // per thread: expanded chain values by Instr id
  const char **memo_reach[2]; // per thread: reach conditions by Block id
  size_t spent;               // characters of expanded text produced
  bool overflow;              // spent passed EVAL_BUDGET: results are void
};

enum { EVAL_BUDGET = 1 << 18 };

static Eval chain_evaluator(Enc *e, const Loop *l) {
  Eval ev = {.e = e, .loop = l, .chain = l->head_blocks};
  for (int t = 0; t < 2; t++) {
    ev.memo_value[t] = NEW_ARRAY(e->arena, const char *, e->k->ninstrs);
    ev.memo_reach[t] = NEW_ARRAY(e->arena, const char *, e->k->nblocks);
  }
  return ev;
}

static const char *charge(Eval *ev, const char *text) {
  ev->spent += strlen(text);
  if (ev->spent > EVAL_BUDGET)
    ev->overflow = true;
  return text;
}

static const char *eval(Eval *ev, const Instr *v, int t);

static int bits_of(const Instr *v) { return v->type.bits; }

static const char *func_expr(Enc *e, const Instr *in, const char **args) {
  // Uninterpreted: one Boogie function per name and signature.
  StrBuf sig;
  sb_init(&sig);
  for (int i = 0; i < in->nargs; i++)
    sb_printf(&sig, "%s%s", i ? ", " : "", bpl_type(in->a[i]->type));
  char fname[160];
  snprintf(fname, sizeof fname, "UF_%s_%d", in->func ? in->func : "f", in->type.bits);
  for (char *p = fname; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
      *p = '_';
  for (int i = 0; i < in->nargs; i++) {
    size_t n = strlen(fname);
    snprintf(fname + n, sizeof fname - n, "_%d", in->a[i]->type.bits);
  }
  bpl_fun(e, fname, "function %s(%s) : %s;", fname, sig.data, bpl_type(in->type));
  sb_free(&sig);
  StrBuf call;
  sb_init(&call);
  sb_printf(&call, "%s(", fname);
  for (int i = 0; i < in->nargs; i++)
    sb_printf(&call, "%s%s", i ? ", " : "", args[i]);
  sb_puts(&call, ")");
  const char *r = arena_strdup(e->arena, call.data);
  sb_free(&call);
  return r;
}

// The no-overflow re-check (Options.no_signed_wrap) leaves a signed
// product of two non-constant values uninterpreted, with the facts of
// exact products (boogie.c, bpl_product_facts; assume_exact_arithmetic): z3
// decides few questions about bit-blasted products of symbols (the
// injectivity of `i + nx * (j + ny * k)` runs past minutes), and with no
// overflow the facts are true of the real product, so a proof with them
// stands. A counterexample may not: the re-check's defects are not shown.
//
// A 64-bit product of two values sign-extended from 32 bits never
// overflows (|r| <= 2^62), so its facts hold in every run: the proof
// attempt after a time-out (Options.wide_products) leaves such products
// uninterpreted too (`(size_t)row * width`; ir_narrow_product).
static bool abstract_product(Enc *e, const Instr *in) {
  uint64_t c;
  if (in->kind != I_BIN || in->binop != B_MUL || fold_constant(e, in->a[0], &c) ||
      fold_constant(e, in->a[1], &c))
    return false;
  return (e->opt->no_signed_wrap && in->nsw && in->type.bits <= 32) ||
         (e->opt->wide_products && ir_narrow_product(in));
}

static const char *product_fun(Enc *e, int bits) {
  char fname[32];
  snprintf(fname, sizeof fname, "SMUL_EXACT%d", bits);
  Type t = {T_INT, bits};
  return bpl_fun(e, fname, "function %s(%s, %s) : %s;", fname, bpl_type(t), bpl_type(t),
                 bpl_type(t));
}

static const char *compute(Eval *ev, const Instr *in, int t) {
  Enc *e = ev->e;
  const char *gid = in->kind == I_BIN ? geom_global_id(e, in, t) : NULL;
  if (gid)
    return gid;
  const char *args[8] = {0};
  int n = in->nargs < 8 ? in->nargs : 8;
  for (int i = 0; i < n; i++)
    args[i] = eval(ev, in->a[i], t);
  if (abstract_product(e, in))
    return arena_printf(e->arena, "%s(%s, %s)", product_fun(e, in->type.bits), args[0], args[1]);
  switch (in->kind) {
  case I_BIN:
  case I_FBIN:
    return bpl_bin(e, in->binop, bits_of(in), args[0], args[1]);
  case I_ICMP:
  case I_FCMP:
    return bpl_cmp(e, in->cmp, bits_of(in->a[0]), args[0], args[1]);
  case I_CAST:
    return bpl_cast(e, in->cast, in->a[0]->type, in->type, args[0]);
  case I_SELECT:
    return arena_printf(e->arena, "(if %s then %s else %s)", args[0], args[1], args[2]);
  case I_FUNC:
    if (in->nargs > 8) {
      enc_error(e, in->loc, "call to '%s' with more than 8 arguments", in->func);
      return "false";
    }
    return func_expr(e, in, args);
  default:
    return dual_value(e, in, t);
  }
}

static const char *pure_expr(Enc *e, const Instr *in, int t) {
  Eval ev = {.e = e};
  return compute(&ev, in, t);
}

static const char *access_pred_expr(Eval *ev, const Instr *in) {
  Enc *e = ev->e;
  const Array *a = in->array;
  if (!race_tracked(a) || !e->array_used[a->id]) {
    // No logs exist for this array: nothing was ever accessed.
    switch (in->pred) {
    case AP_NO_READ: case AP_NO_WRITE: case AP_READ_IMPLIES: case AP_WRITE_IMPLIES:
      return "true";
    default:
      return bpl_const(e, 0, in->type.bits);
    }
  }
  AccessKind kind = in->pred == AP_NO_READ || in->pred == AP_READ_IMPLIES || in->pred == AP_READ_OFFSET
                        ? ACC_READ
                        : ACC_WRITE;
  // A log that is never set (no access of that kind) is empty; reads are
  // logged whenever an annotation asks about them (race_logged).
  bool logged = race_logged(e, a, kind);
  switch (in->pred) {
  case AP_NO_READ:
  case AP_NO_WRITE:
    return logged ? arena_printf(e->arena, "!%s", race_flag(e, a, kind)) : "true";
  case AP_READ_IMPLIES:
  case AP_WRITE_IMPLIES:
    // The implied fact is about thread $1, the one whose accesses are logged.
    return logged ? arena_printf(e->arena, "(%s ==> %s)", race_flag(e, a, kind), eval(ev, in->a[0], 1))
                  : "true";
  default: {
    Type t64 = {T_INT, 64};
    return bpl_cast(e, CAST_TRUNC, t64, in->type, race_watched(e, a));
  }
  }
}

static const char *reach_condition(Eval *ev, const Block *b, int t);

// A phi inside the header chain: which incoming value depends on which
// predecessor the thread came from.
static const char *chain_phi(Eval *ev, const Instr *phi, int t) {
  const char *r = NULL;
  for (int i = phi->nargs - 1; i >= 0; i--) {
    const Block *p = phi->phi_preds[i];
    if (!ev->chain[p->id])
      continue;
    const char *rc = reach_condition(ev, p, t);
    const char *cond = "true";
    if (p->term == TERM_CBR && p->succ[0] != p->succ[1]) {
      const char *c = eval(ev, p->cond, t);
      cond = p->succ[0] == phi->block ? c : arena_printf(ev->e->arena, "!%s", c);
    }
    const char *v = eval(ev, phi->a[i], t);
    r = r ? arena_printf(ev->e->arena, "(if %s && %s then %s else %s)", rc, cond, v, r) : v;
  }
  return r ? r : var_name(ev->e, phi, t);
}

static const char *reach_condition_uncached(Eval *ev, const Block *b, int t);

static const char *reach_condition(Eval *ev, const Block *b, int t) {
  if (b == ev->loop->header)
    return "true";
  if (ev->overflow)
    return "true";
  const char **memo = &ev->memo_reach[t - 1][b->id];
  if (!*memo)
    *memo = charge(ev, reach_condition_uncached(ev, b, t));
  return *memo;
}

static const char *reach_condition_uncached(Eval *ev, const Block *b, int t) {
  const char *r = NULL;
  PtrVec *ps = &ev->e->cfg.preds[b->id];
  for (int i = 0; i < ps->len; i++) {
    const Block *p = ps->items[i];
    if (!ev->chain[p->id])
      continue;
    const char *c = "true";
    if (p->term == TERM_CBR && p->succ[0] != p->succ[1]) {
      c = eval(ev, p->cond, t);
      if (p->succ[1] == b)
        c = arena_printf(ev->e->arena, "!%s", c);
    }
    const char *term = arena_printf(ev->e->arena, "(%s && %s)", reach_condition(ev, p, t), c);
    r = r ? arena_printf(ev->e->arena, "(%s || %s)", r, term) : term;
  }
  return r ? r : "false";
}

static const char *pred(Enc *e, const Block *b, int t);
static bool contents_load(Enc *e, const Instr *in);

// A load in the loop condition, as the invariant at the head sees it: the
// map's contents now (contents.c; thread 2 of another group: its group's).
static const char *chain_load(Eval *ev, const Instr *v, int t) {
  Enc *e = ev->e;
  const char *off = eval(ev, v->offset, t);
  const char *m = arena_printf(e->arena, "M_%d[%s]", v->array->id, off);
  if (t == 2 && contents_group_copy(e, v->array))
    m = arena_printf(e->arena, "(if %s then %s else MG_%d[%s])", SAME_GROUP, m, v->array->id, off);
  return m;
}

static const char *eval(Eval *ev, const Instr *v, int t) {
  uint64_t c;
  if (fold_constant(ev->e, v, &c))
    return bpl_const(ev->e, c, v->type.bits);
  if (v->kind == I_ACCESS_PRED)
    return access_pred_expr(ev, v);
  // Two-thread annotations (annotations.c): the other thread's view of a
  // value, and the thread's own predicate where the annotation stands.
  if (v->kind == I_OTHER)
    return eval(ev, v->a[0], 3 - t);
  if (v->kind == I_ENABLED)
    return pred(ev->e, v->block, t);
  bool in_chain = ev->loop && v->block && ev->chain[v->block->id];
  if (in_chain && contents_load(ev->e, v))
    return charge(ev, chain_load(ev, v, t));
  bool expand_phi = in_chain && v->kind == I_PHI && v->block != ev->loop->header;
  if (!expand_phi && !((in_chain || !v->block) && is_pure(v)))
    return dual_value(ev->e, v, t);
  if (!ev->loop)
    return compute(ev, v, t);
  if (ev->overflow)
    return "true";
  const char **memo = ev->memo_value[0] ? &ev->memo_value[t - 1][v->id] : NULL;
  if (memo && *memo)
    return *memo;
  const char *r = charge(ev, expand_phi ? chain_phi(ev, v, t) : compute(ev, v, t));
  if (memo)
    *memo = r;
  return r;
}

// ------------------------------------------------------------------ predicates
static const char *pred(Enc *e, const Block *b, int t) {
  int rep = e->cfg.rep[b->id];
  if (rep == 0)
    return "true";
  if (e->uniform_block[rep])
    return arena_printf(e->arena, "p%d", rep);
  return arena_printf(e->arena, "p%d$%d", rep, t);
}

static const char *pnext(Enc *e, const Block *h, int t) {
  if (e->uniform_block[h->id])
    return arena_printf(e->arena, "pn%d", h->id);
  return arena_printf(e->arena, "pn%d$%d", h->id, t);
}

static const char *and2(Enc *e, const char *a, const char *b) {
  if (strcmp(a, "true") == 0)
    return b;
  if (strcmp(b, "true") == 0)
    return a;
  return arena_printf(e->arena, "(%s && %s)", a, b);
}

static int nthreads_for(bool uniform) { return uniform ? 1 : 2; }

// The predicate of a memory access: its block's, and its guard's when the
// translator split an access through a pointer with several arrays.
static const char *mpred(Enc *e, const Instr *in, const Block *b, int t) {
  const char *p = pred(e, b, t);
  return in->guard ? and2(e, p, dual_value(e, in->guard, t)) : p;
}

// An OpenCL async work-group copy is made by the whole work-group: every
// work-item of the group must reach it, with the same arguments (OpenCL
// 1.2, 6.12.10: otherwise the behaviour is undefined). tandem models the
// copy as the group's (its ranges are logged like atomics, race.c), which
// is only right when that holds, so it is checked, like a barrier: reached
// by both threads of one group or by neither (on the write range: one check
// per copy), and with equal offsets, lengths and events when both reach it.
static void copy_uniformity(Enc *e, const Instr *in, const Block *b) {
  const char *p1 = pred(e, b, 1), *p2 = pred(e, b, 2);
  if (in->kind == I_WRITE_RANGE && !e->group_uniform_block[b->id]) {
    Check *c = bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
                          arena_printf(e->arena, "%s ==> (%s <==> %s)", SAME_GROUP, p1, p2));
    c->async_copy = true;
  }
  const Instr *args[3] = {in->offset, in->len, in->event};
  for (int i = 0; i < 3; i++) {
    if (!args[i] || e->group_uniform_value[args[i]->id])
      continue;
    Check *c = bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
                          arena_printf(e->arena, "(%s && %s && %s) ==> %s == %s", SAME_GROUP,
                                       mpred(e, in, b, 1), mpred(e, in, b, 2),
                                       dual_value(e, args[i], 1), dual_value(e, args[i], 2)));
    c->async_copy = true;
  }
}

// Declares a per-block predicate variable (one or two) once.
static void declare_pred(Enc *e, const char *base, bool uniform) {
  if (uniform)
    bpl_var(e, base, "bool");
  else {
    bpl_var(e, arena_printf(e->arena, "%s$1", base), "bool");
    bpl_var(e, arena_printf(e->arena, "%s$2", base), "bool");
  }
}

static void set_pred_false(Enc *e, const Block *b) {
  for (int t = 1; t <= nthreads_for(e->uniform_block[b->id]); t++)
    bpl_line(e, "%s := false;", pred(e, b, t));
}

// ------------------------------------------------------------------ memory values
static const char *map_name(Enc *e, const Array *a, int t) {
  if (a->space == MS_PRIVATE)
    return arena_printf(e->arena, "M_%d$%d", a->id, t);
  return arena_printf(e->arena, "M_%d", a->id);
}

// Can loads of this width be answered from the array's map?
static bool modelled_map(Enc *e, const Instr *in) {
  const Array *a = in->array;
  bool has_map = a->space == MS_PRIVATE ? e->array_width[a->id] > 0 : e->array_equality[a->id];
  // the value read, or the value a store writes
  Type t = in->kind == I_STORE ? in->a[0]->type : in->type;
  bool width = e->array_bytes[a->id] ? in->bytes <= 8 : e->array_width[a->id] == in->bytes;
  return has_map && width && t.kind != T_VOID && t.bits == in->bytes * 8;
}

// Offset + i, in the map's index type (bv64).
static const char *offset_plus(Enc *e, const Instr *in, int t, int i) {
  const char *off = dual_value(e, in->offset, t);
  return i ? bpl_bin(e, B_ADD, 64, off, bpl_const(e, (uint64_t)i, 64)) : off;
}

// The value an access reads from map m: the element at its offset, or for
// a byte map (encode.c) its bytes, the lowest at the offset (little endian).
static const char *map_read(Enc *e, const Instr *in, const char *m, int t) {
  if (!e->array_bytes[in->array->id])
    return arena_printf(e->arena, "%s[%s]", m, dual_value(e, in->offset, t));
  const char *v = NULL;
  for (int i = 0; i < in->bytes; i++) {
    const char *b = arena_printf(e->arena, "%s[%s]", m, offset_plus(e, in, t, i));
    v = v ? arena_printf(e->arena, "%s ++ %s", b, v) : b;
  }
  return in->bytes > 1 ? arena_printf(e->arena, "(%s)", v) : v;
}

// Map m after a store of value x (of the store's width) at its offset.
static const char *map_write(Enc *e, const Instr *in, const char *m, const char *x, int t) {
  if (!e->array_bytes[in->array->id])
    return arena_printf(e->arena, "%s[%s := %s]", m, dual_value(e, in->offset, t), x);
  const char *upd = m;
  for (int i = 0; i < in->bytes; i++) {
    const char *b = in->bytes == 1 ? x : arena_printf(e->arena, "%s[%d:%d]", x, 8 * i + 8, 8 * i);
    upd = arena_printf(e->arena, "%s[%s := %s]", upd, offset_plus(e, in, t, i), b);
  }
  return upd;
}

// `v := x` for the running thread only (non-pure results).
static void assign_predicated(Enc *e, const char *var, const char *p, const char *x) {
  if (strcmp(p, "true") == 0)
    bpl_line(e, "%s := %s;", var, x);
  else
    bpl_line(e, "%s := (if %s then %s else %s);", var, p, x, var);
}

static void havoc_predicated(Enc *e, const Instr *in, const char *p, int t) {
  const char *v = var_name(e, in, t);
  if (strcmp(p, "true") == 0) {
    bpl_line(e, "havoc %s;", v);
    return;
  }
  const char *h = arena_printf(e->arena, "h%d$%d", in->id, t);
  bpl_var(e, h, bpl_type(in->type));
  bpl_line(e, "havoc %s;", h);
  assign_predicated(e, v, p, h);
}

static const char *value64(Enc *e, const Instr *v, int t) {
  if (v->type.bits > 64)
    return NULL;
  return bpl_to_bv(e, dual_value(e, v, t), v->type, 64);
}

// The bytes a memset writes, as the 64-bit value benign-write tolerance
// compares (race.c compares value, start and length together). For a known
// length n <= 8 it is the value a store of those n bytes would have (n
// copies of the byte, zero-extended), so a memset and a store of the same
// bytes are both benign. Otherwise it is 8 copies: no store is longer than
// 8 bytes, and a length that turns out <= 8 at run time gives a value with
// non-zero high bytes, which no store of that length has, unless the byte
// is 0, when the contents are equal anyway.
static const char *memset_value(Enc *e, const Instr *in, int t) {
  if (in->kind != I_WRITE_RANGE || in->nargs != 1 || !in->a[0] ||
      in->a[0]->type.kind != T_INT || in->a[0]->type.bits != 8)
    return NULL;
  const char *byte = dual_value(e, in->a[0], t);
  uint64_t n = 8;
  if (!fold_constant(e, in->len, &n) || n > 8)
    n = 8;
  if (n == 0)
    return NULL;
  const char *v = byte;
  for (uint64_t i = 1; i < n; i++)
    v = arena_printf(e->arena, "%s ++ %s", v, byte);
  return n == 8 ? arena_printf(e->arena, "(%s)", v)
                : arena_printf(e->arena, "(0bv%d ++ %s)", (int)(64 - 8 * n), v);
}

// A --no-inline call's write (anywhere, contents arbitrary): the array's
// value map, which such writes do not take away (encode.c), forgets what
// it held: per thread for a private array, for either thread's call for
// a shared map (--equality-abstraction).
static void footprint_havoc(Enc *e, const Instr *in, const Block *b) {
  const Array *a = in->array;
  bool priv = a->space == MS_PRIVATE;
  int w = e->array_width[a->id];
  if (in->kind != I_WRITE_RANGE || !in->footprint || (priv ? w == 0 : !e->array_equality[a->id]))
    return;
  const char *ty = arena_printf(e->arena, "[bv64]bv%d", w * 8);
  for (int t = 1; t <= (priv ? 2 : 1); t++) {
    const char *h = arena_printf(e->arena, "_FH%d_%d", in->id, t);
    bpl_var(e, h, ty);
    bpl_line(e, "havoc %s;", h);
    const char *p = priv ? mpred(e, in, b, t)
                         : arena_printf(e->arena, "(%s || %s)", mpred(e, in, b, 1), mpred(e, in, b, 2));
    const char *m = map_name(e, a, t);
    bpl_line(e, "%s := (if %s then %s else %s);", m, p, h, m);
  }
}

static void emit_access(Enc *e, const Instr *in, const Block *b) {
  RaceOperands ops = {0};
  for (int t = 1; t <= 2; t++) {
    ops.pred[t - 1] = mpred(e, in, b, t);
    ops.off[t - 1] = dual_value(e, in->offset, t);
    ops.len[t - 1] = in->len ? dual_value(e, in->len, t) : bpl_const(e, (uint64_t)in->bytes, 64);
    if (in->kind == I_STORE)
      ops.val[t - 1] = value64(e, in->a[0], t);
    else
      ops.val[t - 1] = memset_value(e, in, t);
  }
  align_check(e, in, ops.pred, ops.off);
  bounds_check(e, in, ops.pred, ops.off, ops.len);
  race_constant_write(e, in, ops.pred[0]);
  race_access(e, in, &ops);
  footprint_havoc(e, in, b);
  invariants_record_access(e, in);
  if (lockstep(e))
    warp_resync(e, in, ops.pred[0], ops.pred[1]);
}

// A struct passed by value to the kernel: each thread has its own copy,
// but every copy starts with the same bytes (kernel arguments are the same
// for every thread, fields included).
static bool is_kernel_arg_copy(const Array *a) {
  return a->space == MS_PRIVATE && a->param_index >= 0;
}

// Global or constant memory that the kernel never writes (no store, atomic,
// copy or call that may write it): its contents are the same for the whole
// launch and for every thread, since distinct arrays are assumed not to
// alias (README, "Pointer parameters are assumed not to alias").
// (GPUVerify shares a map between the threads only for arrays that may
// affect control flow.) Volatile loads are left arbitrary: something
// outside the kernel may change the memory they read. Only for arrays whose
// values reach a branch, an address or an annotation (array_value_used):
// values that are only copied elsewhere gain nothing but function terms in
// every benign-write comparison, which cost z3 dearly (a coalesced
// transpose: 1.8 s to 7.3 s).
static bool read_only_global(Enc *e, const Instr *in) {
  const Array *a = in->array;
  return (a->space == MS_GLOBAL || a->space == MS_CONSTANT) && !in->is_volatile &&
         e->array_value_used && e->array_value_used[a->id] &&
         !(e->array_kinds[a->id] & ((1 << ACC_WRITE) | (1 << ACC_ATOMIC)));
}

// A read of an argument copy no thread writes, or of a read-only global
// array: a function of the offset, the same for both threads (a map would
// need one access width; a function per width only forgets how values of
// different widths overlap, which adds behaviours).
static const char *arg_read(Enc *e, const Instr *in, int t) {
  const Array *a = in->array;
  bool copy = is_kernel_arg_copy(a) && !(e->array_kinds[a->id] & ((1 << ACC_WRITE) | (1 << ACC_ATOMIC)));
  if (in->type.kind == T_VOID || !(copy || read_only_global(e, in)))
    return NULL;
  const char *ty = bpl_type(in->type);
  const char *f = arena_printf(e->arena, "ARG_%d_%s", a->id, ty);
  bpl_fun(e, f, "function %s(bv64) : %s; // contents of %s '%s'", f, ty,
          copy ? "by-value argument" : "read-only array", a->name);
  return arena_printf(e->arena, "%s(%s)", f, dual_value(e, in->offset, t));
}

static void emit_load(Enc *e, const Instr *in, const Block *b) {
  // A binary barrier invariant's read is made at the barrier, not by the
  // thread: contents.c checks instead that no third thread wrote it.
  if (!e->bi_ghost || !e->bi_ghost[in->id])
    emit_access(e, in, b);
  const Array *a = in->array;
  bool uniform = e->uniform_value[in->id];
  for (int t = 1; t <= nthreads_for(uniform); t++) {
    const char *p = uniform ? "true" : mpred(e, in, b, t);
    if (!modelled_map(e, in)) {
      const char *arg = arg_read(e, in, t);
      if (arg)
        assign_predicated(e, var_name(e, in, t), p, arg);
      else
        havoc_predicated(e, in, p, t);
      continue;
    }
    const char *read = map_read(e, in, map_name(e, a, t), t);
    // A thread of another group sees another copy of __shared__ memory:
    // its own map when its contents are modelled (contents.c), else arbitrary.
    if (t == 2 && contents_group_copy(e, a))
      read = arena_printf(e->arena, "(if %s then %s else MG_%d[%s])", SAME_GROUP, read, a->id,
                          dual_value(e, in->offset, t));
    else if (t == 2 && a->space == MS_SHARED && !e->opt->only_intra_group) {
      havoc_predicated(e, in, p, t);
      read = arena_printf(e->arena, "(if %s then %s else %s)", SAME_GROUP, read,
                          var_name(e, in, t));
    }
    assign_predicated(e, var_name(e, in, t), p, read);
  }
}

static void emit_store(Enc *e, const Instr *in, const Block *b) {
  emit_access(e, in, b);
  const Array *a = in->array;
  if (!modelled_map(e, in))
    return;
  for (int t = 1; t <= 2; t++) {
    const char *m = map_name(e, a, t);
    const char *p = mpred(e, in, b, t);
    if (t == 2 && (a->space == MS_SHARED || contents_group_copy(e, a)) && !e->opt->only_intra_group)
      p = and2(e, p, SAME_GROUP);
    const char *upd = map_write(e, in, m, dual_value(e, in->a[0], t), t);
    assign_predicated(e, m, p, upd);
    if (t == 2 && contents_group_copy(e, a))
      assign_predicated(e, arena_printf(e->arena, "MG_%d", a->id),
                        arena_printf(e->arena, "(%s && !%s)", mpred(e, in, b, t), SAME_GROUP),
                        arena_printf(e->arena, "MG_%d[%s := %s]", a->id, dual_value(e, in->offset, t),
                                     dual_value(e, in->a[0], t)));
  }
  // Lock-step warps: the warp's other threads stored in the same step, so
  // the contents both threads see afterwards are arbitrary (the paper's
  // §3.3 example: A[tid] = 0 by a whole warp must not leave A[1] == 1).
  if (lockstep(e) && a->space != MS_PRIVATE)
    contents_havoc_map(e, a->id);
}

// ------------------------------------------------------------------ instructions
static void emit_refined_atomic(Enc *e, const Instr *in, const Block *b) {
  const char *p[2], *off[2], *res[2];
  for (int t = 1; t <= 2; t++) {
    p[t - 1] = mpred(e, in, b, t);
    off[t - 1] = dual_value(e, in->offset, t);
    res[t - 1] = dual_value(e, in, t);
  }
  atomics_emit(e, in, p, off, res);
}

// Whether a pure value is computed only from blockIdx and values the
// threads share (one copy in the Boogie: constants, parameters, sizes,
// uniform values), through arithmetic, comparisons, casts and selects. Pure
// values are assigned whatever the predicates (emit_pure), so two threads
// of one group hold equal copies of such a value at every point: equal
// leaves, the same operations. Not calls (I_FUNC: some builtins are
// per-thread results) nor phis, loads or anything predicated.
static bool group_only(Enc *e, const Instr *v, int depth) {
  if (!v || depth > 64)
    return false;
  if (e->uniform_value[v->id] || v->kind == I_BID)
    return true;
  if (!e->group_only)
    e->group_only = NEW_ARRAY(e->arena, signed char, e->k->ninstrs);
  if (e->group_only[v->id])
    return e->group_only[v->id] > 0;
  bool yes = v->kind == I_BIN || v->kind == I_ICMP || v->kind == I_FBIN || v->kind == I_FCMP ||
             v->kind == I_CAST || v->kind == I_SELECT;
  for (int i = 0; yes && i < v->nargs; i++)
    yes = group_only(e, v->a[i], depth + 1);
  e->group_only[v->id] = yes ? 1 : -1;
  return yes;
}

static void emit_pure(Enc *e, const Instr *in) {
  uint64_t c;
  if (fold_constant(e, in, &c))
    return; // written as a literal wherever it is used
  bool uniform = e->uniform_value[in->id];
  for (int t = 1; t <= nthreads_for(uniform); t++) {
    // A value computed only from blockIdx (`n * 32 * blockIdx.y`) is the
    // same for two threads of one group, and thread $2's copy says so by
    // construction: the same formula as before, but z3 no longer has to
    // prove two bit-blasted products of equal operands equal whenever a
    // candidate `_same_group ==> v$1 == v$2` or a barrier's uniformity
    // needs it (UnifiedMemoryPerf's matrixMultiplyKernel: Houdini's first
    // query 40 s, time-out, against 10 s; docs/encodings.md §1). Not for
    // comparisons: branch conditions written so made e2e
    // 1118_global_id_wide_ok's direct query run past 100 s (from 3 s).
    if (t == 2 && in->kind != I_ICMP && in->kind != I_FCMP && group_only(e, in, 0))
      bpl_line(e, "%s := (if %s then %s else %s);", var_name(e, in, 2), SAME_GROUP,
               var_name(e, in, 1), pure_expr(e, in, 2));
    else
      bpl_line(e, "%s := %s;", var_name(e, in, t), pure_expr(e, in, t));
  }
}

static bool mentions_logs_in(Enc *e, const Instr *v);

static void emit_spec(Enc *e, const Instr *in, const Block *b) {
  Eval ev = {.e = e};
  const char *c1 = eval(&ev, in->a[0], 1), *c2 = eval(&ev, in->a[0], 2);
  const char *p1 = pred(e, b, 1), *p2 = pred(e, b, 2);
  if (in->imm) // __global_*: for both threads, whether they execute it or not
    p1 = p2 = "true";
  const char *both = arena_printf(e->arena, "(%s ==> %s) && (%s ==> %s)", p1, c1, p2, c2);
  // Only thread 1's accesses are logged: a fact over the logs is about
  // thread 1 (an arbitrary thread of the pair), as in GPUVerify.
  if (mentions_logs_in(e, in->a[0]))
    both = arena_printf(e->arena, "%s ==> %s", p1, c1);
  switch (in->kind) {
  case I_ASSERT:
    bpl_assert(e, in->null_check ? CK_NULL_DEREF : CK_ASSERT, in->loc, both)->note = in->deref_what;
    break;
  case I_ASSUME:
  case I_REQUIRES:
    // At the top of a kernel the predicates are `true` and this is the plain
    // precondition; written anywhere else it only constrains the threads
    // that get there.
    bpl_line(e, "assume %s;", both);
    e->user_assumptions = true;
    break;
  default:
    break;
  }
}

// The runner's no-overflow re-check (Options.no_signed_wrap): a signed
// +, - or * of C overflows only in a run with undefined behaviour, so each
// thread that executes one is assumed to get the exact result. Pure values
// are computed whether the thread runs or not (from frozen inputs): the
// assumption holds under the block's predicate only.
//
// The facts of a product left uninterpreted (abstract_product) are stated
// here too, in both kinds of run.
static void assume_exact_arithmetic(Enc *e, const Instr *in, const Block *b) {
  uint64_t c;
  bool product = abstract_product(e, in);
  if (!product && (!e->opt->no_signed_wrap || in->kind != I_BIN || !in->nsw))
    return;
  if (fold_constant(e, in, &c))
    return;
  bool uniform = e->uniform_value[in->id], narrow = product && ir_narrow_product(in);
  int bits = in->type.bits;
  const char *x[3], *y[3], *r[3];
  for (int t = 1; t <= nthreads_for(uniform); t++) {
    x[t] = dual_value(e, in->a[0], t);
    y[t] = dual_value(e, in->a[1], t);
    r[t] = var_name(e, in, t);
    const char *p = uniform ? arena_printf(e->arena, "(%s || %s)", pred(e, b, 1), pred(e, b, 2))
                            : pred(e, b, t);
    bpl_line(e, "assume %s ==> %s;", p,
             product ? bpl_product_facts(e, bits, narrow, x[t], y[t], r[t])
                     : bpl_no_signed_wrap(e, in->binop, bits, x[t], y[t], r[t]));
  }
  if (product && !uniform) {
    const char *both = arena_printf(e->arena, "%s && %s", pred(e, b, 1), pred(e, b, 2));
    bpl_line(e, "assume %s ==> %s && %s;", both,
             bpl_product_pair_lemma(e, bits, x[1], x[2], y[1], y[2], r[1], r[2]),
             bpl_product_pair_lemma(e, bits, y[1], y[2], x[1], x[2], r[1], r[2]));
  }
}

static void emit_instr(Enc *e, const Instr *in, const Block *b) {
  const char *preds[2] = {pred(e, b, 1), pred(e, b, 2)};
  if (is_pure(in)) {
    if (has_result(in) && !is_leaf(in)) {
      emit_pure(e, in);
      assume_exact_arithmetic(e, in, b);
    }
    return;
  }
  switch (in->kind) {
  case I_PHI:
  case I_INVARIANT:
    return; // phis on edges, invariants at loop heads
  case I_UNDEF:
  case I_HAVOC:
  case I_ATOMIC:
    if (in->kind == I_ATOMIC)
      emit_access(e, in, b);
    for (int t = 1; t <= nthreads_for(e->uniform_value[in->id]); t++)
      havoc_predicated(e, in, mpred(e, in, b, t), t);
    if (atomics_refined(e, in))
      emit_refined_atomic(e, in, b);
    if (in->kind == I_ATOMIC)
      sync_access(e, in, preds);
    return;
  case I_LOAD:
    emit_load(e, in, b);
    sync_access(e, in, preds);
    return;
  case I_STORE:
    emit_store(e, in, b);
    sync_access(e, in, preds);
    return;
  case I_READ_RANGE:
  case I_WRITE_RANGE:
    if (in->collective)
      copy_uniformity(e, in, b);
    emit_access(e, in, b);
    sync_access(e, in, preds);
    return;
  case I_BARRIER:
    // The divergence check is about threads of one group: predicates
    // that are equal within a group need none (uniformity.c).
    barrier_emit(e, in, pred(e, b, 1), pred(e, b, 2), e->group_uniform_block[b->id],
                 e->uniform_block[b->id]);
    // A barrier is also a block-scoped fence of the spaces it fences.
    sync_fence(e, scope_level(SCOPE_BLOCK), in->fence_flags, preds[0], preds[1]);
    contents_barrier(e, in, preds[0], preds[1]);
    return;
  case I_BARRIER_INV:
    contents_assert(e, in, preds[0], preds[1]);
    return;
  case I_SNAPSHOT:
    contents_snapshot(e, in, b, preds[0]);
    return;
  case I_SYNCWARP:
    syncwarp_emit(e, in, pred(e, b, 1), pred(e, b, 2), dual_value(e, in->a[0], 1),
                  dual_value(e, in->a[0], 2));
    return;
  case I_FENCE:
    // A fence synchronises no pair of threads by itself, so it empties no
    // log; it orders flag and lock hand-offs (fences.c). An LLVM `fence`
    // instruction fences every space.
    sync_fence(e, scope_level(in->scope), in->fence_flags ? in->fence_flags : FENCE_SHARED | FENCE_GLOBAL,
               preds[0], preds[1]);
    return;
  case I_ASSERT:
  case I_ASSUME:
  case I_REQUIRES:
    emit_spec(e, in, b);
    return;
  case I_ACCESS_PRED: {
    Eval ev = {.e = e};
    for (int t = 1; t <= nthreads_for(e->uniform_value[in->id]); t++)
      bpl_line(e, "%s := %s;", var_name(e, in, t), access_pred_expr(&ev, in));
    return;
  }
  case I_OTHER:
  case I_ENABLED: {
    Eval ev = {.e = e};
    for (int t = 1; t <= nthreads_for(e->uniform_value[in->id]); t++)
      bpl_line(e, "%s := %s;", var_name(e, in, t), eval(&ev, in, t));
    return;
  }
  default:
    enc_error(e, in->loc, "tandem cannot encode a '%s' instruction", ir_kind_name(in->kind));
  }
}

// ------------------------------------------------------------------ edges
static const char *edge_cond(Enc *e, const Block *a, int succ, int t) {
  if (a->term != TERM_CBR || a->succ[0] == a->succ[1])
    return "true";
  const char *c = dual_value(e, a->cond, t);
  return succ == 0 ? c : arena_printf(e->arena, "!%s", c);
}

static bool phi_reads_phi_of(const Block *target, const Block *from) {
  for (int i = 0; i < target->nins; i++) {
    const Instr *phi = target->ins[i];
    if (phi->kind != I_PHI)
      break;
    for (int j = 0; j < phi->nargs; j++)
      if (phi->phi_preds[j] == from && phi->a[j]->kind == I_PHI && phi->a[j]->block == target)
        return true;
  }
  return false;
}

static bool block_has_phi_swap(const Block *b) {
  for (int i = 0; i < b->nins && b->ins[i]->kind == I_PHI; i++)
    for (int j = 0; j < b->ins[i]->nargs; j++)
      if (b->ins[i]->a[j]->kind == I_PHI && b->ins[i]->a[j]->block == b)
        return true;
  return false;
}

// Phi assignments of edge from -> target, one phase, for thread t under
// edge predicate ep. Phase 0 copies incoming values to temporaries, phase 1
// assigns the phis (from the temporaries when `two_phase`).
static void emit_phi_phase(Enc *e, const Block *from, const Block *target, int t,
                           const char *ep, int phase, bool two_phase) {
  for (int i = 0; i < target->nins; i++) {
    const Instr *phi = target->ins[i];
    if (phi->kind != I_PHI)
      break;
    if (e->uniform_value[phi->id] && t == 2)
      continue;
    for (int j = 0; j < phi->nargs; j++) {
      if (phi->phi_preds[j] != from)
        continue;
      const char *tmp = arena_printf(e->arena, "t%d$%d", phi->id, t);
      if (phase == 0)
        bpl_line(e, "%s := %s;", tmp, dual_value(e, phi->a[j], t));
      else
        assign_predicated(e, var_name(e, phi, t), ep, two_phase ? tmp : dual_value(e, phi->a[j], t));
      break;
    }
  }
}

static void emit_pred_edge(Enc *e, const Block *b, int s, int t, const char *ep) {
  const Block *target = b->succ[s];
  Loop *tl = e->cfg.loop_of[target->id];
  bool back_edge = tl && tl->header == target && loop_contains(tl, b);
  bool owns_pred = e->cfg.rep[target->id] == target->id && target->id != 0;
  if (!owns_pred || (e->uniform_block[target->id] && t == 2))
    return;
  const char *dst = back_edge ? pnext(e, target, t) : pred(e, target, t);
  bpl_line(e, "%s := %s || %s;", dst, dst, ep);
}

// Phis at a block entry are assigned in parallel: every phi reads the value
// of the incoming edge before any is written, for both threads. When one
// phi reads another of the same block (`prev = cur; cur = x;` in a loop),
// all incoming values of both threads are copied to temporaries first: a
// uniform phi is one variable shared by the threads, so even thread $2's
// copies must read it before thread $1's assignment.
static void emit_edges(Enc *e, const Block *b) {
  for (int s = 0; s < b->nsucc; s++) {
    const Block *target = b->succ[s];
    if (s == 1 && b->succ[0] == b->succ[1])
      break;
    bool two_phase = phi_reads_phi_of(target, b);
    const char *ep[3];
    for (int t = 1; t <= 2; t++)
      ep[t] = and2(e, pred(e, b, t), edge_cond(e, b, s, t));
    if (two_phase)
      for (int t = 1; t <= 2; t++)
        emit_phi_phase(e, b, target, t, ep[t], 0, true);
    for (int t = 1; t <= 2; t++) {
      emit_phi_phase(e, b, target, t, ep[t], 1, two_phase);
      emit_pred_edge(e, b, s, t, ep[t]);
    }
  }
}

static void emit_block(Enc *e, const Block *b) {
  sb_printf(&e->body, "  // block %s%s\n", b->name ? b->name : "", e->uniform_block[b->id] ? " (uniform)" : "");
  e->body_lines++;
  if (lockstep(e) && b->id != 0 && b->nins > 0)
    warp_reconverge(e, pred(e, b, 1), pred(e, b, 2));
  for (int i = 0; i < b->nins && !e->failed; i++)
    emit_instr(e, b->ins[i], b);
  emit_edges(e, b);
  if (b->term == TERM_UNREACHABLE)
    bpl_line(e, "assume !%s && !%s;", pred(e, b, 1), pred(e, b, 2));
}

// ------------------------------------------------------------------ loops
static void emit_region(Enc *e, const Region *r);

// Through phis too: GPUVerify's __implies and && / || are branches at -O0.
static bool mentions_logs_walk(const Instr *v, bool *seen, int depth) {
  if (!v || depth > 200 || seen[v->id])
    return false;
  seen[v->id] = true;
  if (v->kind == I_ACCESS_PRED)
    return true;
  if (!is_pure(v) && v->kind != I_PHI && v->kind != I_OTHER)
    return false;
  for (int i = 0; i < v->nargs; i++)
    if (mentions_logs_walk(v->a[i], seen, depth + 1))
      return true;
  return false;
}

static bool mentions_logs_in(Enc *e, const Instr *v) {
  return mentions_logs_walk(v, NEW_ARRAY(e->arena, bool, e->k->ninstrs), 0);
}

static const char *ctx_name(Enc *e, const Loop *l, int t) {
  if (e->uniform_block[l->header->id])
    return arena_printf(e->arena, "pc%d", l->id);
  return arena_printf(e->arena, "pc%d$%d", l->id, t);
}

// Where a loop's invariants must hold. Normally for the threads at the
// header (p_H). But when every exit leaves from the side-effect-free blocks
// that begin an iteration (a for or while loop without break), a thread that
// has left is frozen in the state its last header visit had, so the
// invariants hold for every thread that entered the loop (ctx): after the
// loop they are still known.
const char *dual_loop_guard(Enc *e, const Loop *l, int t) {
  return l->exits_at_head ? ctx_name(e, l, t) : pred(e, l->header, t);
}

// A load of an array whose contents are modelled (contents.c) may start an
// iteration too: an invariant reads it from the map (eval).
static bool contents_load(Enc *e, const Instr *in) {
  return in->kind == I_LOAD && !in->guard && e->array_contents[in->array->id] &&
         modelled_map(e, in);
}

static bool block_is_pure(Enc *e, const Block *b, bool *loads) {
  for (int i = 0; i < b->nins; i++) {
    InstrKind k = b->ins[i]->kind;
    if (contents_load(e, b->ins[i])) {
      *loads = true;
      continue;
    }
    // Any other load in the condition (`j < n && (c || a[j] != x)`): its
    // value is the variable the thread last loaded into (a predicated
    // assignment, so frozen once the thread has left), which is what the
    // chain evaluates it to (eval: dual_value), not memory as it is now.
    if (k == I_LOAD && !e->uniform_value[b->ins[i]->id])
      continue;
    if (!is_pure(b->ins[i]) && k != I_PHI && k != I_INVARIANT && k != I_ACCESS_PRED &&
        k != I_OTHER && k != I_ENABLED)
      return false;
  }
  return true;
}

static bool loop_havocs_maps(Enc *e, const Loop *l) {
  if (e->opt->warp_sync)
    return true;
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; l->body[bi] && i < e->k->blocks[bi]->nins; i++) {
      InstrKind k = e->k->blocks[bi]->ins[i]->kind;
      if (k == I_BARRIER || k == I_SYNCWARP)
        return true;
    }
  return false;
}

static void find_head_exits(Enc *e, Loop *l) {
  int n = e->k->nblocks;
  bool *pure_prefix = NEW_ARRAY(e->arena, bool, n);
  const Region *r = l->region;
  bool loads = false;
  // region order is topological: one pass suffices
  for (int i = 0; i < r->nnodes; i++) {
    const Block *b = r->nodes[i].block;
    if (!b || !block_is_pure(e, b, &loads))
      continue;
    // Every way into b from inside the loop must come through the prefix:
    // a join after a block with a load (`i < n && (c || a[i] != x)`) is
    // not in it, or the chain's reach condition for the join would leave
    // out the path through the load, and the exit fact would claim that a
    // thread that left did so by the other paths only.
    bool reached = b == l->header;
    if (!reached) {
      PtrVec *ps = &e->cfg.preds[b->id];
      bool all = true;
      for (int p = 0; p < ps->len; p++) {
        const Block *pb = ps->items[p];
        if (!loop_contains(l, pb))
          continue;
        reached |= pure_prefix[pb->id];
        all &= pure_prefix[pb->id];
      }
      reached &= all;
    }
    pure_prefix[b->id] = reached;
  }
  l->head_blocks = pure_prefix;
  // A thread that left is frozen, but memory is not: with loads in the
  // condition its invariants still hold only while the maps it read change
  // by the two threads' stores alone (another thread's store to what it read
  // races with that read), not by a barrier's or warp's havoc in the loop.
  l->exits_at_head = !loads || !loop_havocs_maps(e, l);
  for (int bi = 0; bi < n; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int s = 0; s < b->nsucc; s++)
      if (!loop_contains(l, b->succ[s]) && !pure_prefix[bi])
        l->exits_at_head = false;
  }
}

static void emit_user_invariant(Enc *e, const Loop *l, const Instr *inv) {
  // The invariant is evaluated at the loop head: it must sit in the
  // side-effect-free code that starts an iteration (the loop condition).
  if (!l->head_blocks[inv->block->id]) {
    enc_error(e, inv->loc, "__invariant must be in the loop condition, before any side effect "
                           "of the loop");
    return;
  }
  Eval ev = chain_evaluator(e, l);
  const Block *h = l->header;
  const char *p1 = dual_loop_guard(e, l, 1), *p2 = dual_loop_guard(e, l, 2);
  if (inv->imm) // __global_invariant: for both threads, in the loop or not
    p1 = p2 = "true";
  const char *expr;
  if (mentions_logs_in(e, inv->a[0]))
    expr = strcmp(p1, p2) == 0
               ? arena_printf(e->arena, "%s ==> %s", p1, eval(&ev, inv->a[0], 1))
               : arena_printf(e->arena, "(%s || %s) ==> %s", p1, p2, eval(&ev, inv->a[0], 1));
  else if (e->uniform_block[h->id] && e->uniform_value[inv->a[0]->id])
    expr = arena_printf(e->arena, "%s ==> %s", p1, eval(&ev, inv->a[0], 1));
  else
    expr = arena_printf(e->arena, "(%s ==> %s) && (%s ==> %s)", p1, eval(&ev, inv->a[0], 1), p2,
                        eval(&ev, inv->a[0], 2));
  if (ev.overflow) {
    enc_error(e, inv->loc, "__invariant: the loop condition code it depends on is too large to "
                           "expand at the loop head; move the invariant to the start of the condition");
    return;
  }
  // --invariants-as-candidates: Houdini keeps it if it holds, else drops it
  if (e->opt->invariants_as_candidates && !e->opt->loop_unwind)
    invariants_candidate(e, expr);
  else
    bpl_assert(e, CK_INVARIANT, inv->loc, expr);
}

static const char *snapshot_name(Enc *e, const Loop *l, const Block *x, int t) {
  if (e->uniform_block[x->id])
    return arena_printf(e->arena, "ps%d_%d", l->id, x->id);
  return arena_printf(e->arena, "ps%d_%d$%d", l->id, x->id, t);
}

static bool owns_pred(Enc *e, const Block *b) {
  return e->cfg.rep[b->id] == b->id && b->id != 0;
}

// tandem's own loop facts: a thread in the loop entered it, and a block the
// loop exits to is reached only by threads that were there before or that
// entered the loop. Boogie checks them like any invariant.
// For a loop that exits at its head: a thread that entered and is no longer
// at the header left because its exit condition, evaluated on its (frozen)
// state, holds. After the loop this gives `!(i < n)`.
static void emit_exit_fact(Enc *e, const Loop *l) {
  Eval ev = chain_evaluator(e, l);
  const Block *h = l->header;
  int nt = nthreads_for(e->uniform_block[h->id]);
  for (int t = 1; t <= nt; t++) {
    const char *any = NULL;
    for (int bi = 0; bi < e->k->nblocks; bi++) {
      if (!l->head_blocks[bi])
        continue;
      const Block *b = e->k->blocks[bi];
      for (int s = 0; s < b->nsucc; s++) {
        if (loop_contains(l, b->succ[s]) || (s == 1 && b->succ[0] == b->succ[1]))
          continue;
        const char *c = "true";
        if (b->term == TERM_CBR && b->succ[0] != b->succ[1]) {
          c = eval(&ev, b->cond, t);
          if (s == 1)
            c = arena_printf(e->arena, "!%s", c);
        }
        const char *term = and2(e, reach_condition(&ev, b, t), c);
        any = any ? arena_printf(e->arena, "%s || %s", any, term) : term;
      }
    }
    if (!any || ev.overflow)
      continue; // no fact: a loss of precision only (see Eval)
    bpl_assert(e, CK_INTERNAL_INVARIANT, h->loc,
               arena_printf(e->arena, "%s && !%s ==> (%s)", ctx_name(e, l, t), pred(e, h, t), any));
  }
}

static void emit_loop_facts(Enc *e, const Loop *l) {
  const Block *h = l->header;
  race_loop_facts(e, l, h->loc);
  atomics_loop_facts(e, l, h->loc);
  if (l->exits_at_head && !e->failed)
    emit_exit_fact(e, l);
  for (int t = 1; t <= nthreads_for(e->uniform_block[h->id]); t++)
    bpl_assert(e, CK_INTERNAL_INVARIANT, h->loc,
               arena_printf(e->arena, "%s ==> %s", pred(e, h, t), ctx_name(e, l, t)));
  for (int i = 0; i < l->exit_targets.len; i++) {
    const Block *x = l->exit_targets.items[i];
    if (!owns_pred(e, x))
      continue;
    for (int t = 1; t <= nthreads_for(e->uniform_block[x->id]); t++)
      bpl_assert(e, CK_INTERNAL_INVARIANT, h->loc,
                 arena_printf(e->arena, "%s ==> %s || %s", pred(e, x, t),
                              snapshot_name(e, l, x, t), ctx_name(e, l, t)));
  }
}

// One pass through a loop's body: each thread's "next iteration" predicate
// starts false, the body's own predicates are cleared, the body is emitted
// (its back edges set the next-iteration predicates), and the header's
// predicates become those.
static void emit_iteration(Enc *e, const Loop *l, int nt) {
  const Block *h = l->header;
  for (int t = 1; t <= nt; t++)
    bpl_line(e, "%s := false;", pnext(e, h, t));
  const Region *r = l->region;
  for (int i = 1; i < r->nnodes; i++) {
    const Block *b = r->nodes[i].block ? r->nodes[i].block : r->nodes[i].loop->header;
    if (owns_pred(e, b))
      set_pred_false(e, b);
  }
  emit_region(e, r);
  for (int t = 1; t <= nt; t++)
    bpl_line(e, "%s := %s;", pred(e, h, t), pnext(e, h, t));
}

// A loop no thread enters is jumped over: otherwise Boogie's havoc of
// everything the loop modifies would forget the state of the skipped code
// (an inner loop in the last, inactive iteration of an outer one).
// --loop-unwind=N: the body N times in sequence, then no thread may be in
// the loop any more (executions that run longer are cut off, not havocked).
// No invariants, so no reported defect comes from a weak invariant (the
// other abstractions stay); nested loops are unwound too, inside each copy.
// Where a loop is in the source: its header's first located instruction.
static SrcLoc loop_loc(const Loop *l) {
  const Block *h = l->header;
  for (int i = 0; h->loc.line <= 0 && i < h->nins; i++)
    if (h->ins[i]->loc.line > 0)
      return h->ins[i]->loc;
  return h->loc;
}

// How many copies of the loop's body: --loop-unwind's number, or for the
// bounded search (Options.unwind_counted) all the visits of a counted loop,
// so that the code after it is reached (a tile loop of 16, a shuffle
// reduction's 5 steps), while the copies of nested loops multiplied stay
// within UNWIND_COPIES_MAX.
enum { UNWIND_COPIES_MAX = 128, UNWIND_COUNTED_MAX = 33 };

// The counts are those of the encoding with unwind_counted, even without
// it (counted_enclosing is that encoding's product of enclosing copies):
// the runner decides from them whether that encoding is worth a run.
static unsigned unwound_copies(Enc *e, const Loop *l, unsigned *counted_copies) {
  unsigned copies = e->opt->loop_unwind;
  unsigned enclosing = e->counted_enclosing ? e->counted_enclosing : 1;
  unsigned visits = fold_loop_visits(e, l, UNWIND_COUNTED_MAX);
  unsigned most = e->opt->unwind_copies_max ? e->opt->unwind_copies_max : UNWIND_COPIES_MAX;
  bool fully = visits > copies && enclosing * visits <= most;
  e->counted_loops += fully;
  e->counted_capped += visits > copies && !fully;
  *counted_copies = fully ? visits : copies;
  return fully && e->opt->unwind_counted ? visits : copies;
}

// Options.unroll_counted: a counted loop is unrolled in the proof when every
// loop nested in it is too, within UNWIND_COPIES_MAX nested copies (an
// uncounted loop inside would be emitted once per copy, with its labels),
// it has no __invariant of the user's to check, and the kernel has no
// flags or locks (whose spin loops keep state across the loop cut, fences.c).
static bool unrollable(Enc *e, const Loop *l, unsigned enclosing) {
  if (e->sync || l->invariants.len)
    return false;
  unsigned visits = fold_loop_visits(e, l, UNWIND_COUNTED_MAX);
  unsigned most = e->opt->unwind_copies_max ? e->opt->unwind_copies_max : UNWIND_COPIES_MAX;
  if (!visits || enclosing * visits > most)
    return false;
  const Region *r = l->region;
  for (int i = 0; i < r->nnodes; i++)
    if (r->nodes[i].loop && !unrollable(e, r->nodes[i].loop, enclosing * visits))
      return false;
  return true;
}

static unsigned enclosing_copies(const Enc *e) { return e->unwind_copies ? e->unwind_copies : 1; }

// The most copies of one body that unrolling the nest at `l` makes (the
// product of the visits along its deepest path).
static unsigned nest_copies(Enc *e, const Loop *l) {
  unsigned inner = 1;
  const Region *r = l->region;
  for (int i = 0; i < r->nnodes; i++)
    if (r->nodes[i].loop) {
      unsigned c = nest_copies(e, r->nodes[i].loop);
      inner = c > inner ? c : inner;
    }
  return fold_loop_visits(e, l, UNWIND_COUNTED_MAX) * inner;
}

// The copies of an unrolled loop (Options.unroll_counted): all its visits,
// an upper bound on every thread's (fold.c), so after the last copy no
// thread is in the loop. That is asserted, not assumed: were the count
// wrong, the proof fails as tandem's own invariant would.
static unsigned unrolled_copies(Enc *e, const Loop *l) {
  e->unrolled_loops += !e->unwind_copies; // nests, counted once
  return fold_loop_visits(e, l, UNWIND_COUNTED_MAX);
}

static void emit_unwound_loop(Enc *e, const Loop *l) {
  const Block *h = l->header;
  int nt = nthreads_for(e->uniform_block[h->id]);
  const char *active = nt == 1 ? pred(e, h, 1)
                               : arena_printf(e->arena, "%s || %s", pred(e, h, 1), pred(e, h, 2));
  bool proof = !e->opt->loop_unwind;
  e->unwound_loops += !proof;
  int outer = e->unwind_iter;
  SrcLoc at = loop_loc(l);
  unsigned counted_copies = 0, counted_enclosing = e->counted_enclosing;
  unsigned copies = proof ? unrolled_copies(e, l) : unwound_copies(e, l, &counted_copies);
  unsigned enclosing = e->unwind_copies;
  e->unwind_copies = (enclosing ? enclosing : 1) * copies;
  e->counted_enclosing = (counted_enclosing ? counted_enclosing : 1) * counted_copies;
  for (unsigned k = 0; k < copies && !e->failed; k++) {
    bpl_line(e, "// loop %d: unwound iteration %u", l->id, k + 1);
    // Which copy this is, for reports: checks remember it, and the logs
    // record the copy of the access they keep (race.c, _LI_).
    const char *text = arena_printf(e->arena, "%s%siteration %u of the loop at line %d",
                                    outer ? (const char *)e->unwind_iters.items[outer - 1] : "",
                                    outer ? ", " : "", k + 1, at.line);
    vec_push(e->arena, &e->unwind_iters, (void *)text);
    e->unwind_iter = e->unwind_iters.len;
    emit_iteration(e, l, nt);
  }
  e->unwind_iter = outer;
  e->unwind_copies = enclosing;
  e->counted_enclosing = counted_enclosing;
  if (proof)
    bpl_assert(e, CK_INTERNAL_INVARIANT, at, arena_printf(e->arena, "!(%s)", active));
  else
    bpl_line(e, "assume !(%s); // no longer executions: bounded check", active);
}

static void emit_loop(Enc *e, const Loop *l) {
  const Block *h = l->header;
  bool unroll = unrollable(e, l, enclosing_copies(e));
  if (e->opt->loop_unwind || (unroll && e->opt->unroll_counted)) {
    emit_unwound_loop(e, l);
    return;
  }
  e->unrollable_loops += unroll;
  if (unroll) {
    unsigned c = nest_copies(e, l);
    e->unroll_copies_least = !e->unroll_copies_least || c < e->unroll_copies_least
                                 ? c : e->unroll_copies_least;
  }
  e->kept_loops++;
  bool uh = e->uniform_block[h->id];
  int nt = nthreads_for(uh);
  for (int t = 1; t <= nt; t++)
    bpl_line(e, "%s := %s;", ctx_name(e, l, t), pred(e, h, t));
  const char *entered = nt == 1 ? ctx_name(e, l, 1)
                                : arena_printf(e->arena, "%s || %s", ctx_name(e, l, 1),
                                               ctx_name(e, l, 2));
  // The copy of the sync state is taken on both paths: L<l>_done restores
  // it for a thread that did not enter, the skip path included (a copy made
  // only in L<l>_enter was stale there, and per-element locks in a loop
  // lost their state on the iteration that skips the spin).
  sync_loop_enter(e, l);
  bpl_line(e, "goto L%d_enter, L%d_skip;", l->id, l->id);
  bpl_label(e, arena_printf(e->arena, "L%d_skip", l->id));
  bpl_line(e, "assume !(%s);", entered);
  bpl_line(e, "goto L%d_done;", l->id);
  bpl_label(e, arena_printf(e->arena, "L%d_enter", l->id));
  bpl_line(e, "assume %s;", entered);
  race_loop_entry(e, l);
  for (int i = 0; i < l->exit_targets.len; i++) {
    const Block *x = l->exit_targets.items[i];
    if (owns_pred(e, x))
      for (int t = 1; t <= nthreads_for(e->uniform_block[x->id]); t++)
        bpl_line(e, "%s := %s;", snapshot_name(e, l, x, t), pred(e, x, t));
  }
  bpl_line(e, "goto L%d_head;", l->id);
  bpl_label(e, arena_printf(e->arena, "L%d_head", l->id));
  emit_loop_facts(e, l);
  for (int i = 0; i < l->invariants.len && !e->failed; i++)
    emit_user_invariant(e, l, l->invariants.items[i]);
  invariants_emit_candidates(e, l);
  bpl_line(e, "goto L%d_body, L%d_exit;", l->id, l->id);

  bpl_label(e, arena_printf(e->arena, "L%d_body", l->id));
  const char *active = nt == 1 ? pred(e, h, 1)
                               : arena_printf(e->arena, "%s || %s", pred(e, h, 1), pred(e, h, 2));
  bpl_line(e, "assume %s;", active);
  emit_iteration(e, l, nt);
  bpl_line(e, "goto L%d_head;", l->id);

  bpl_label(e, arena_printf(e->arena, "L%d_exit", l->id));
  bpl_line(e, "assume !(%s);", active);
  bpl_line(e, "goto L%d_done;", l->id);
  bpl_label(e, arena_printf(e->arena, "L%d_done", l->id));
  const char *ctx[2] = {ctx_name(e, l, 1), ctx_name(e, l, 2)};
  sync_loop_exit(e, l, ctx);
}

static void emit_region(Enc *e, const Region *r) {
  for (int i = 0; i < r->nnodes && !e->failed; i++) {
    if (r->nodes[i].block)
      emit_block(e, r->nodes[i].block);
    else
      emit_loop(e, r->nodes[i].loop);
  }
}

// ------------------------------------------------------------------ declarations
static void declare_values(Enc *e) {
  const Kernel *k = e->k;
  for (int bi = 0; bi < k->nblocks; bi++) {
    const Block *b = k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      if (!has_result(in) || is_leaf(in))
        continue;
      bool u = e->uniform_value[in->id];
      for (int t = 1; t <= nthreads_for(u); t++)
        bpl_var(e, var_name(e, in, t), bpl_type(in->type));
      if (in->kind == I_PHI && block_has_phi_swap(b))
        for (int t = 1; t <= 2; t++)
          bpl_var(e, arena_printf(e->arena, "t%d$%d", in->id, t), bpl_type(in->type));
    }
  }
}

static void declare_preds(Enc *e) {
  const Kernel *k = e->k;
  for (int bi = 1; bi < k->nblocks; bi++) {
    const Block *b = k->blocks[bi];
    if (e->cfg.rpo_index[bi] < 0 || !owns_pred(e, b))
      continue;
    declare_pred(e, arena_printf(e->arena, "p%d", bi), e->uniform_block[bi]);
  }
  for (int i = 0; i < e->cfg.nloops; i++) {
    const Loop *l = e->cfg.loops[i];
    bool uh = e->uniform_block[l->header->id];
    declare_pred(e, arena_printf(e->arena, "pn%d", l->header->id), uh);
    declare_pred(e, arena_printf(e->arena, "pc%d", l->id), uh);
    for (int x = 0; x < l->exit_targets.len; x++) {
      const Block *xb = l->exit_targets.items[x];
      if (owns_pred(e, xb))
        declare_pred(e, arena_printf(e->arena, "ps%d_%d", l->id, xb->id),
                     e->uniform_block[xb->id]);
    }
  }
}

static void declare_maps(Enc *e) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    int w = e->array_width[i];
    if (a->space == MS_PRIVATE && w > 0) {
      for (int t = 1; t <= 2; t++)
        bpl_var(e, arena_printf(e->arena, "M_%d$%d", i, t), arena_printf(e->arena, "[bv64]bv%d", w * 8));
    } else if (e->array_equality[i]) {
      bpl_var(e, arena_printf(e->arena, "M_%d", i), arena_printf(e->arena, "[bv64]bv%d", w * 8));
      if (contents_group_copy(e, a))
        bpl_var(e, arena_printf(e->arena, "MG_%d", i), arena_printf(e->arena, "[bv64]bv%d", w * 8));
    }
  }
}

static void attach_invariants(Enc *e) {
  const Kernel *k = e->k;
  for (int bi = 0; bi < k->nblocks; bi++) {
    const Block *b = k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      Instr *in = b->ins[i];
      if (in->kind != I_INVARIANT)
        continue;
      Loop *l = e->cfg.loop_of[bi];
      if (!l) {
        enc_error(e, in->loc, "__invariant outside a loop");
        return;
      }
      vec_push(e->arena, &l->invariants, in);
    }
  }
  for (int i = 0; i < e->cfg.nloops; i++)
    find_head_exits(e, e->cfg.loops[i]);
}

// The two-pass warp method (Bardsley & Donaldson §3.2) verifies two
// procedures: one for pairs in different warps (ordinary checks, no warp
// synchronisation) and one for pairs in one warp (lock-step: the re-sync
// encoding restricted to such pairs, which also finds porting races in
// divergent code; the paper's log-free per-write check would miss them).
static void assume_warp_pass(Enc *e) {
  if (e->warp_pass == WARP_PASS_INTER)
    bpl_line(e, "assume !(%s);", same_warp(e));
  else if (e->warp_pass == WARP_PASS_INTRA)
    bpl_line(e, "assume %s;", same_warp(e));
}

// The runner's vacuity probe (driver.c, check_vacuity): every assertion
// of the program has become an assumption (bpl_line), so the end of the
// kernel is reachable exactly when some run of the pair satisfies all the
// assumptions and passes every check. `assert false` there fails then; a
// proof of it means the assumptions contradict each other.
static void vacuity_assert(Enc *e) {
  Check *c = NEW(e->arena, Check);
  c->id = e->checks.len;
  c->kind = CK_ASSERT;
  c->loc = e->k->loc;
  c->bpl_line = e->body_lines + 1;
  vec_push(e->arena, &e->checks, c);
  sb_puts(&e->body, "  assert false; // vacuity probe\n");
  e->body_lines++;
}

void dualise_kernel(Enc *e) {
  race_declare_locals(e);
  atomics_declare_locals(e);
  sync_declare_locals(e);
  declare_values(e);
  declare_preds(e);
  declare_maps(e);
  invariants_declare_ghosts(e);
  if (!e->invariants_attached)
    attach_invariants(e);
  e->invariants_attached = true;
  if (e->failed)
    return;
  assume_warp_pass(e);
  for (int i = 0; i < e->k->narrays; i++)
    if (is_kernel_arg_copy(e->k->arrays[i]) && e->array_width[i] > 0)
      bpl_line(e, "assume M_%d$1 == M_%d$2; // one argument value for every thread", i, i);
  race_init(e);
  atomics_init(e);
  sync_init(e);
  for (int bi = 1; bi < e->k->nblocks; bi++)
    if (e->cfg.rpo_index[bi] >= 0 && owns_pred(e, e->k->blocks[bi]))
      set_pred_false(e, e->k->blocks[bi]);
  emit_region(e, e->cfg.top);
  if (e->opt->vacuity_probe)
    vacuity_assert(e);
  bpl_line(e, "return;");
}
