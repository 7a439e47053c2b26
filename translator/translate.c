// translate.c — LLVM bitcode -> tandem IR: module loading, inlining,
// kernel discovery, control flow and scalar values. Memory (pointers,
// arrays, accesses) is in memory.c, calls and GPU builtins in builtins.c.
#include "tx.h"

#include <llvm-c/IRReader.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// ------------------------------------------------------------------ pointer map
static unsigned phash(const void *p, int cap) {
  uintptr_t x = (uintptr_t)p;
  x ^= x >> 17;
  x *= 0x9E3779B97F4A7C15ull;
  return (unsigned)(x >> 20) & (unsigned)(cap - 1);
}

void *pmap_get(const PMap *m, const void *key) {
  if (!m->cap) return NULL;
  for (unsigned i = phash(key, m->cap);; i = (i + 1) & (unsigned)(m->cap - 1)) {
    if (m->keys[i] == key) return m->vals[i];
    if (!m->keys[i]) return NULL;
  }
}

static void pmap_grow(Arena *a, PMap *m) {
  PMap n = {0};
  n.cap = m->cap ? m->cap * 2 : 64;
  n.keys = NEW_ARRAY(a, const void *, n.cap);
  n.vals = NEW_ARRAY(a, void *, n.cap);
  for (int i = 0; i < m->cap; i++)
    if (m->keys[i]) pmap_put(a, &n, m->keys[i], m->vals[i]);
  *m = n;
}

void pmap_put(Arena *a, PMap *m, const void *key, void *val) {
  if ((m->len + 1) * 2 > m->cap) pmap_grow(a, m);
  unsigned i = phash(key, m->cap);
  while (m->keys[i] && m->keys[i] != key) i = (i + 1) & (unsigned)(m->cap - 1);
  if (!m->keys[i]) m->len++;
  m->keys[i] = key;
  m->vals[i] = val;
}

// ------------------------------------------------------------------ errors, names, locations
// Unsupported constructs abort the lowering of the current kernel: the
// kernel keeps whatever was built and carries the message; nothing LLVM
// allocated is live across the longjmp (every LLVM string is copied first).
_Noreturn void tx_unsupported(Tx *tx, SrcLoc loc, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (!tx->k->unsupported) {
    tx->k->unsupported = arena_strdup(tx->arena, buf);
    tx->k->unsupported_loc = loc;
  }
  longjmp(tx->fail, 1);
}

static char *sanitize(Arena *a, const char *s, size_t n) {
  if (!s || !n) return NULL;
  char *r = arena_strndup(a, s, n);
  for (char *p = r; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
      *p = '_';
  return r;
}

const char *tx_name(Tx *tx, LLVMValueRef v) {
  size_t n = 0;
  const char *s = LLVMGetValueName2(v, &n);
  return sanitize(tx->arena, s, n);
}

const char *tx_intern_file(Tx *tx, const char *s, size_t n) {
  if (!s || !n) return NULL;
  for (int i = 0; i < tx->files.len; i++) {
    const char *f = tx->files.items[i];
    if (strlen(f) == n && !memcmp(f, s, n)) return f;
  }
  char *f = arena_strndup(tx->arena, s, n);
  vec_push(tx->arena, &tx->files, f);
  return f;
}

// clang names a file outside its working directory relative to the
// longest directory the two share (DIFile directory "/work", name
// "wt/x/k.cu" for /work/wt/x/k.cu compiled from /work/tmp): from tandem's
// working directory (clang's) that name leads nowhere, so reports could
// neither name the file as the user did nor quote its lines. Such a name
// is joined to its directory; names that resolve as they are stay as they
// are.
static const char *tx_file_path(Tx *tx, const char *d, unsigned dlen, const char *f,
                                unsigned len) {
  if (!f || !len || f[0] == '/' || !d || !dlen)
    return tx_intern_file(tx, f, len);
  char *rel = arena_strndup(tx->arena, f, len);
  if (access(rel, F_OK) == 0)
    return tx_intern_file(tx, f, len);
  char *joined = arena_printf(tx->arena, "%.*s/%s", (int)dlen, d, rel);
  if (access(joined, F_OK) != 0)
    return tx_intern_file(tx, f, len);
  return tx_intern_file(tx, joined, strlen(joined));
}

static bool user_loc_of(Tx *tx, LLVMValueRef inst, SrcLoc *out) {
  LLVMMetadataRef file = NULL, loc = tx_user_location(inst, &file);
  if (!loc)
    return false;
  unsigned len = 0, dlen = 0;
  const char *f = LLVMDIFileGetFilename(file, &len);
  const char *d = LLVMDIFileGetDirectory(file, &dlen);
  out->file = tx_file_path(tx, d, dlen, f, len);
  out->line = (int)LLVMDILocationGetLine(loc);
  out->col = (int)LLVMDILocationGetColumn(loc);
  return true;
}

// Instructions, globals and functions only (LLVM asserts otherwise).
SrcLoc tx_loc_of(Tx *tx, LLVMValueRef v) {
  SrcLoc l = {0};
  if (LLVMIsAInstruction(v) && user_loc_of(tx, v, &l))
    return l;
  unsigned len = 0;
  const char *f = LLVMGetDebugLocFilename(v, &len);
  unsigned dlen = 0;
  const char *d = f ? LLVMGetDebugLocDirectory(v, &dlen) : NULL;
  l.file = tx_file_path(tx, d, dlen, f, len);
  l.line = (int)LLVMGetDebugLocLine(v);
  if (LLVMIsAInstruction(v)) l.col = (int)LLVMGetDebugLocColumn(v);
  return l;
}

// ------------------------------------------------------------------ emitting
Instr *tx_emit(Tx *tx, InstrKind kind, Type t) {
  Instr *in = NEW(tx->arena, Instr);
  in->kind = kind;
  in->type = t;
  in->loc = tx->loc;
  in->block = tx->cur;
  in->dim = -1;
  in->param = -1;
  vec_push(tx->arena, &tx->cur_ins, in);
  return in;
}

static uint64_t mask_bits(uint64_t v, int bits) {
  return bits >= 64 ? v : v & ((1ull << bits) - 1);
}

Instr *tx_const(Tx *tx, Type t, uint64_t v) {
  v = mask_bits(v, t.bits);
  for (int i = 0; i < tx->constlist.len; i++) {
    Instr *c = tx->constlist.items[i];
    if (c->kind == I_CONST && c->type.kind == t.kind && c->type.bits == t.bits && c->imm == v)
      return c;
  }
  Instr *c = NEW(tx->arena, Instr);
  c->kind = I_CONST;
  c->type = t;
  c->imm = v;
  c->loc = tx->k->loc;
  vec_push(tx->arena, &tx->constlist, c);
  return c;
}

Instr *tx_undef(Tx *tx, Type t) {
  Instr *c = NEW(tx->arena, Instr);
  c->kind = I_UNDEF;
  c->type = t;
  c->loc = tx->k->loc;
  vec_push(tx->arena, &tx->constlist, c);
  return c;
}

Instr *tx_havoc(Tx *tx, Type t) { return tx_emit(tx, I_HAVOC, t); }

// Whether a condition mentions the other thread (__other_*, __uniform_*,
// __same_group...) or the access logs; shapes too deep to look at count as
// yes. (--no-inline: such a __requires is not assumed in the function's own
// check, builtins.c and annotations.c.)
bool tx_two_thread(const Instr *x, int depth) {
  if (!x) return false;
  if (depth > 24 || x->kind == I_OTHER || x->kind == I_ACCESS_PRED) return true;
  for (int i = 0; i < x->nargs; i++)
    if (tx_two_thread(x->a[i], depth + 1)) return true;
  return false;
}

static Instr **args(Tx *tx, Instr *in, int n) {
  in->a = NEW_ARRAY(tx->arena, Instr *, n);
  in->nargs = n;
  return in->a;
}

static bool is_const(const Instr *i) { return i->kind == I_CONST && i->type.kind == T_INT; }

static int64_t sval(const Instr *c) {
  int b = c->type.bits;
  if (b >= 64) return (int64_t)c->imm;
  uint64_t m = 1ull << (b - 1);
  return (int64_t)((c->imm ^ m) - m);
}

// Constant folding only for what offset arithmetic produces, so that
// constant GEPs give constant offsets.
Instr *tx_bin(Tx *tx, BinOp op, Instr *a, Instr *b) {
  if (is_const(a) && is_const(b)) {
    uint64_t x = a->imm, y = b->imm;
    switch (op) {
    case B_ADD: return tx_const(tx, a->type, x + y);
    case B_SUB: return tx_const(tx, a->type, x - y);
    case B_MUL: return tx_const(tx, a->type, x * y);
    default: break;
    }
  }
  // `!(x == y)` (i1 xor true: C's `!` on a comparison or on a bool result
  // such as atomic_compare_exchange's) is `x != y`: spin loops (fences.c)
  // then see the atomic's result compared with its constant directly.
  if (op == B_XOR && a->type.bits == 1 && is_const(b) && b->imm == 1 && a->kind == I_ICMP &&
      (a->cmp == C_EQ || a->cmp == C_NE))
    return tx_icmp(tx, a->cmp == C_EQ ? C_NE : C_EQ, a->a[0], a->a[1]);
  if ((op == B_ADD || op == B_SUB) && is_const(b) && b->imm == 0) return a;
  if (op == B_ADD && is_const(a) && a->imm == 0) return b;
  if (op == B_MUL && is_const(b) && b->imm == 1) return a;
  Instr *in = tx_emit(tx, I_BIN, a->type);
  in->binop = op;
  Instr **x = args(tx, in, 2);
  x[0] = a;
  x[1] = b;
  return in;
}

Instr *tx_icmp(Tx *tx, CmpOp op, Instr *a, Instr *b) {
  Instr *in = tx_emit(tx, I_ICMP, ty_int(1));
  in->cmp = op;
  Instr **x = args(tx, in, 2);
  x[0] = a;
  x[1] = b;
  return in;
}

Instr *tx_select(Tx *tx, Instr *c, Instr *a, Instr *b) {
  if (a == b) return a;
  Instr *in = tx_emit(tx, I_SELECT, a->type);
  Instr **x = args(tx, in, 3);
  x[0] = c;
  x[1] = a;
  x[2] = b;
  return in;
}

Instr *tx_cast_to(Tx *tx, Instr *v, Type t, bool is_signed) {
  if (v->type.bits == t.bits && v->type.kind == t.kind) return v;
  if (is_const(v) && t.kind == T_INT)
    return tx_const(tx, t, is_signed ? (uint64_t)sval(v) : v->imm);
  Instr *in = tx_emit(tx, I_CAST, t);
  in->cast = v->type.bits < t.bits ? (is_signed ? CAST_SEXT : CAST_ZEXT) : CAST_TRUNC;
  args(tx, in, 1)[0] = v;
  return in;
}

bool tx_scalar_type(Tx *tx, LLVMTypeRef ty, Type *out) {
  switch (LLVMGetTypeKind(ty)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(ty);
    if (w > 64) tx_unsupported(tx, tx->loc, "integer type i%u wider than 64 bits", w);
    *out = ty_int((int)w);
    return true;
  }
  case LLVMHalfTypeKind: case LLVMBFloatTypeKind: *out = (Type){T_FLOAT, 16}; return true;
  case LLVMFloatTypeKind: *out = (Type){T_FLOAT, 32}; return true;
  case LLVMDoubleTypeKind: *out = (Type){T_FLOAT, 64}; return true;
  default: return false;
  }
}

// ------------------------------------------------------------------ values
static Instr *const_fp(Tx *tx, LLVMValueRef v, Type t) {
  LLVMBool loses = 0;
  double d = LLVMConstRealGetDouble(v, &loses);
  if (t.bits == 64) {
    uint64_t u;
    memcpy(&u, &d, 8);
    return tx_const(tx, t, u);
  }
  if (t.bits == 32) {
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, 4);
    return tx_const(tx, t, u);
  }
  return tx_undef(tx, t); // half: an arbitrary value is a sound stand-in
}

static Instr *const_val(Tx *tx, LLVMValueRef v, Type t) {
  switch (LLVMGetValueKind(v)) {
  case LLVMConstantIntValueKind: return tx_const(tx, t, LLVMConstIntGetZExtValue(v));
  case LLVMConstantFPValueKind: return const_fp(tx, v, t);
  case LLVMUndefValueValueKind:
  case LLVMPoisonValueValueKind: return tx_undef(tx, t);
  case LLVMConstantAggregateZeroValueKind: return tx_const(tx, t, 0);
  default: break;
  }
  char *s = LLVMPrintValueToString(v);
  char buf[160];
  snprintf(buf, sizeof buf, "%s", s);
  LLVMDisposeMessage(s);
  tx_unsupported(tx, tx->loc, "constant expression '%s'", buf);
}

Instr *tx_val(Tx *tx, LLVMValueRef v) {
  Instr *in = pmap_get(&tx->vals, v);
  if (in) return in;
  Type t;
  if (!tx_scalar_type(tx, LLVMTypeOf(v), &t)) {
    if (mem_is_ptr(v)) tx_unsupported(tx, tx->loc, "pointer used as a value");
    tx_unsupported(tx, tx->loc, "vector or aggregate value used as a scalar");
  }
  if (LLVMIsAConstant(v)) return const_val(tx, v, t);
  tx_unsupported(tx, tx->loc, "value used before it is defined");
}

Instr *tx_i1(Tx *tx, LLVMValueRef v) {
  Instr *x = tx_val(tx, v);
  if (x->type.kind == T_INT && x->type.bits == 1) return x;
  if (x->type.kind != T_INT) tx_unsupported(tx, tx->loc, "non-integer condition");
  return tx_icmp(tx, C_NE, x, tx_const(tx, x->type, 0));
}

// ------------------------------------------------------------------ scalar instructions
static void bind(Tx *tx, LLVMValueRef v, Instr *in) {
  if (!in->name) in->name = tx_name(tx, v);
  pmap_put(tx->arena, &tx->vals, v, in);
}

static const BinOp int_binops[] = {
    [LLVMAdd] = B_ADD, [LLVMSub] = B_SUB, [LLVMMul] = B_MUL, [LLVMUDiv] = B_UDIV,
    [LLVMSDiv] = B_SDIV, [LLVMURem] = B_UREM, [LLVMSRem] = B_SREM, [LLVMShl] = B_SHL,
    [LLVMLShr] = B_LSHR, [LLVMAShr] = B_ASHR, [LLVMAnd] = B_AND, [LLVMOr] = B_OR,
    [LLVMXor] = B_XOR, [LLVMFAdd] = B_FADD, [LLVMFSub] = B_FSUB, [LLVMFMul] = B_FMUL,
    [LLVMFDiv] = B_FDIV, [LLVMFRem] = B_FREM,
};

BinOp ir_binop_of_llvm(int opcode) {
  return opcode >= 0 && opcode < (int)(sizeof int_binops / sizeof int_binops[0]) ? int_binops[opcode]
                                                                                  : B_XOR;
}

static void lower_binop(Tx *tx, LLVMValueRef v, LLVMOpcode op, Type t) {
  bool fl = op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul || op == LLVMFDiv || op == LLVMFRem;
  if (op == LLVMXor && t.kind == T_INT && t.bits == 1) { // tx_bin: `!(x == y)` is `x != y`
    bind(tx, v, tx_bin(tx, B_XOR, tx_val(tx, LLVMGetOperand(v, 0)), tx_val(tx, LLVMGetOperand(v, 1))));
    return;
  }
  Instr *in = tx_emit(tx, fl ? I_FBIN : I_BIN, t);
  in->binop = int_binops[op];
  Instr **a = args(tx, in, 2);
  a[0] = tx_val(tx, LLVMGetOperand(v, 0));
  a[1] = tx_val(tx, LLVMGetOperand(v, 1));
  // clang marks C's signed +, - and * `nsw`: their overflow is undefined
  // behaviour (the runner's no-overflow re-check, encodings/dualise.c).
  if ((op == LLVMAdd || op == LLVMSub || op == LLVMMul) && t.bits > 1)
    in->nsw = tx_has_flag(v, " nsw ");
  bind(tx, v, in);
}

static void lower_fneg(Tx *tx, LLVMValueRef v, Type t) {
  Instr *in = tx_emit(tx, I_FBIN, t);
  in->binop = B_FSUB;
  Instr **a = args(tx, in, 2);
  a[0] = tx_const(tx, t, 1ull << (t.bits - 1)); // -0.0
  a[1] = tx_val(tx, LLVMGetOperand(v, 0));
  bind(tx, v, in);
}

// LLVM's integer predicates and opcodes in IR terms; also used for the
// host code's launch terms (encodings/launch.c).
CmpOp ir_cmp_of_llvm(int predicate) {
  switch ((LLVMIntPredicate)predicate) {
  case LLVMIntEQ: return C_EQ;
  case LLVMIntNE: return C_NE;
  case LLVMIntUGT: return C_UGT;
  case LLVMIntUGE: return C_UGE;
  case LLVMIntULT: return C_ULT;
  case LLVMIntULE: return C_ULE;
  case LLVMIntSGT: return C_SGT;
  case LLVMIntSGE: return C_SGE;
  case LLVMIntSLT: return C_SLT;
  default: return C_SLE;
  }
}

// `p > NULL` and the other unsigned orderings with a literal null: every
// object lies above address 0, so p > NULL is p != NULL, p >= NULL holds,
// p < NULL fails and p <= NULL is p == NULL (mirrored for NULL on the left).
static bool null_order(Tx *tx, LLVMValueRef v, LLVMValueRef l, LLVMValueRef r, CmpOp op, PtrVal a,
                       PtrVal b) {
  bool lnull = LLVMIsAConstant(l) && LLVMIsNull(l), rnull = LLVMIsAConstant(r) && LLVMIsNull(r);
  if (lnull == rnull || op < C_ULT || op > C_UGE) return false;
  if (lnull) { // mirror: NULL op p is p op' NULL
    static const CmpOp mirror[] = {[C_ULT] = C_UGT, [C_ULE] = C_UGE, [C_UGT] = C_ULT, [C_UGE] = C_ULE};
    op = mirror[op];
    a = b;
  }
  Instr *is_null = tx_icmp(tx, C_EQ, mem_base_code(tx, a), tx_const(tx, ty_int(32), 0xffffffffu));
  Instr *t = tx_const(tx, ty_int(1), 1), *f = tx_const(tx, ty_int(1), 0);
  Instr *res = op == C_UGE ? t : op == C_ULT ? f : op == C_ULE ? is_null : tx_icmp(tx, C_EQ, is_null, f);
  bind(tx, v, res);
  return true;
}

// Pointer comparisons are offset comparisons within one array.
static void lower_icmp(Tx *tx, LLVMValueRef v) {
  LLVMValueRef l = LLVMGetOperand(v, 0), r = LLVMGetOperand(v, 1);
  CmpOp op = ir_cmp_of_llvm(LLVMGetICmpPredicate(v));
  if (mem_is_ptr(l)) {
    // An uninitialised pointer (undef) compares arbitrarily: LLVM's undef
    // may be any value, so each outcome is a possible execution.
    if (LLVMIsUndef(l) || LLVMIsUndef(r)) {
      bind(tx, v, tx_havoc(tx, ty_int(1)));
      return;
    }
    PtrVal a = mem_ptr_any(tx, l), b = mem_ptr_any(tx, r);
    if (!a.base && !b.base && a.array == b.array) {
      bind(tx, v, tx_icmp(tx, op, a.offset, b.offset));
      return;
    }
    // Two pointer parameters (or pointer fields of by-value parameters)
    // are distinct arrays only by tandem's assumption that they do not
    // alias: a comparison between them (__requires(p == q)) would make
    // that assumption false, and everything after it vacuously proved.
    if (!a.base && !b.base && mem_may_alias(tx, a.array) && mem_may_alias(tx, b.array))
      tx_unsupported(tx, tx->loc, "comparison of pointers to different parameters, which tandem "
                                  "assumes do not alias");
    // Different objects (or null): equal only with the same base and
    // offset. An ordering between different objects is undefined in C; in
    // practice it compares addresses tandem does not know: an arbitrary
    // outcome (per evaluation, which includes any fixed order of the
    // objects), and the offsets' order within one object.
    if (op != C_EQ && op != C_NE && null_order(tx, v, l, r, op, a, b)) return;
    Instr *same = tx_icmp(tx, C_EQ, mem_base_code(tx, a), mem_base_code(tx, b));
    if (op != C_EQ && op != C_NE) {
      bind(tx, v, tx_select(tx, same, tx_icmp(tx, op, a.offset, b.offset), tx_havoc(tx, ty_int(1))));
      return;
    }
    Instr *eq = tx_select(tx, same, tx_icmp(tx, C_EQ, a.offset, b.offset),
                          tx_const(tx, ty_int(1), 0));
    bind(tx, v, op == C_EQ ? eq : tx_icmp(tx, C_EQ, eq, tx_const(tx, ty_int(1), 0)));
    return;
  }
  bind(tx, v, tx_icmp(tx, op, tx_val(tx, l), tx_val(tx, r)));
}

static void lower_fcmp(Tx *tx, LLVMValueRef v) {
  LLVMRealPredicate p = LLVMGetFCmpPredicate(v);
  if (p == LLVMRealPredicateFalse || p == LLVMRealPredicateTrue) {
    bind(tx, v, tx_const(tx, ty_int(1), p == LLVMRealPredicateTrue));
    return;
  }
  static const CmpOp map[] = {
      [LLVMRealOEQ] = C_FEQ, [LLVMRealOGT] = C_FGT, [LLVMRealOGE] = C_FGE, [LLVMRealOLT] = C_FLT,
      [LLVMRealOLE] = C_FLE, [LLVMRealONE] = C_FNE, [LLVMRealORD] = C_FORD, [LLVMRealUNO] = C_FUNO,
      [LLVMRealUEQ] = C_FEQ, [LLVMRealUGT] = C_FGT, [LLVMRealUGE] = C_FGE, [LLVMRealULT] = C_FLT,
      [LLVMRealULE] = C_FLE, [LLVMRealUNE] = C_FNE,
  };
  Instr *in = tx_emit(tx, I_FCMP, ty_int(1));
  in->cmp = map[p];
  Instr **a = args(tx, in, 2);
  a[0] = tx_val(tx, LLVMGetOperand(v, 0));
  a[1] = tx_val(tx, LLVMGetOperand(v, 1));
  bind(tx, v, in);
}

static void lower_cast(Tx *tx, LLVMValueRef v, LLVMOpcode op, Type t) {
  LLVMValueRef src = LLVMGetOperand(v, 0);
  Type st;
  if (!tx_scalar_type(tx, LLVMTypeOf(src), &st)) { // vector -> scalar bitcast
    bind(tx, v, tx_havoc(tx, t));
    return;
  }
  CastOp c;
  switch (op) {
  case LLVMZExt: c = CAST_ZEXT; break;
  case LLVMSExt: c = CAST_SEXT; break;
  case LLVMTrunc: c = CAST_TRUNC; break;
  case LLVMFPToSI: c = CAST_FPTOSI; break;
  case LLVMFPToUI: c = CAST_FPTOUI; break;
  case LLVMSIToFP: c = CAST_SITOFP; break;
  case LLVMUIToFP: c = CAST_UITOFP; break;
  case LLVMFPExt: c = CAST_FPEXT; break;
  case LLVMFPTrunc: c = CAST_FPTRUNC; break;
  default: c = CAST_BITCAST; break;
  }
  Instr *in = tx_emit(tx, I_CAST, t);
  in->cast = c;
  args(tx, in, 1)[0] = tx_val(tx, src);
  bind(tx, v, in);
}

static void lower_select(Tx *tx, LLVMValueRef v) {
  LLVMValueRef c = LLVMGetOperand(v, 0);
  if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind) return; // vector result
  Instr *cond = tx_val(tx, c);
  Instr *in = tx_emit(tx, I_SELECT, cond->type);
  Instr **a = args(tx, in, 3);
  a[0] = cond;
  a[1] = tx_val(tx, LLVMGetOperand(v, 1));
  a[2] = tx_val(tx, LLVMGetOperand(v, 2));
  in->type = a[1]->type;
  bind(tx, v, in);
}

static void lower_extractvalue(Tx *tx, LLVMValueRef v, Type t) {
  LLVMValueRef agg = LLVMGetOperand(v, 0);
  const unsigned *idx = LLVMGetIndices(v);
  // cmpxchg yields {old, success}: the I_ATOMIC is bound to the cmpxchg itself.
  if (LLVMGetInstructionOpcode(agg) == LLVMAtomicCmpXchg && LLVMGetNumIndices(v) == 1 &&
      LLVMIsAInstruction(agg)) {
    Instr *old = pmap_get(&tx->vals, agg);
    if (!old) tx_unsupported(tx, tx->loc, "cmpxchg result");
    if (idx[0] == 0) { pmap_put(tx->arena, &tx->vals, v, old); return; }
    bind(tx, v, tx_icmp(tx, C_EQ, old, old->a[1]));
    return;
  }
  // Aggregates are not modelled field by field: any field is arbitrary.
  bind(tx, v, tx_havoc(tx, t));
}

// Phis get their operands once every block has been lowered.
static void lower_phi(Tx *tx, LLVMValueRef v) {
  Type t;
  bool ev = mem_is_event(LLVMTypeOf(v)), ptr = mem_is_ptr(v) && !ev; // events are numbers
  if (!ptr && !ev && !tx_scalar_type(tx, LLVMTypeOf(v), &t)) return; // vector phi
  if (ev) {
    bind(tx, v, tx_emit(tx, I_PHI, ty_int(64)));
  } else if (ptr) {
    PtrVal *pv = NEW(tx->arena, PtrVal);
    *pv = mem_alts_of(tx, v);
    Instr *in = tx_emit(tx, I_PHI, ty_int(64));
    in->name = tx_name(tx, v);
    pv->offset = in;
    // several arrays (or null): the base is a phi as well, filled alike
    if (!pv->array) pv->base = tx_emit(tx, I_PHI, ty_int(32));
    pmap_put(tx->arena, &tx->ptrs, v, pv);
  } else {
    bind(tx, v, tx_emit(tx, I_PHI, t));
  }
  vec_push(tx->arena, &tx->pending_phis, v);
}

static bool is_aggregate(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMVectorTypeKind || k == LLVMStructTypeKind || k == LLVMArrayTypeKind;
}

static void unsupported_instr(Tx *tx, LLVMValueRef v) {
  char *s = LLVMPrintValueToString(v);
  char buf[160];
  snprintf(buf, sizeof buf, "%s", s);
  LLVMDisposeMessage(s);
  char *p = buf;
  while (*p == ' ') p++;
  tx_unsupported(tx, tx->loc, "instruction '%s'", p);
}

static void lower_instr(Tx *tx, LLVMValueRef v) {
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  LLVMTypeRef ty = LLVMTypeOf(v);
  Type t = {T_VOID, 0};
  switch (op) {
  case LLVMAlloca: case LLVMLoad: case LLVMStore: case LLVMGetElementPtr:
  case LLVMAtomicRMW: case LLVMAtomicCmpXchg: case LLVMPtrToInt: case LLVMIntToPtr:
  case LLVMFence:
    mem_lower(tx, v, op);
    return;
  case LLVMCall: bi_call(tx, v); return;
  case LLVMPHI: lower_phi(tx, v); return;
  default: break;
  }
  if (mem_is_ptr(v) || (op == LLVMICmp && mem_is_ptr(LLVMGetOperand(v, 0)))) {
    if (op == LLVMICmp) { lower_icmp(tx, v); return; }
    mem_lower(tx, v, op); // bitcast, addrspacecast, select, freeze of pointers
    return;
  }
  if (op == LLVMExtractElement || op == LLVMExtractValue) {
    if (is_aggregate(ty)) return;
    tx_scalar_type(tx, ty, &t);
    if (op == LLVMExtractValue) lower_extractvalue(tx, v, t);
    else vec_lower_extract(tx, v, t);
    return;
  }
  if (is_aggregate(ty)) {
    if (op == LLVMInsertElement || op == LLVMShuffleVector || op == LLVMInsertValue ||
        (op >= LLVMAdd && op <= LLVMXor) || op == LLVMFNeg || op == LLVMSelect ||
        (op >= LLVMTrunc && op <= LLVMAddrSpaceCast) || op == LLVMICmp || op == LLVMFCmp ||
        op == LLVMFreeze)
      return; // vector values are not modelled; their uses become havoc
    unsupported_instr(tx, v);
  }
  if (!tx_scalar_type(tx, ty, &t) && op != LLVMFence) unsupported_instr(tx, v);
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
  case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
  case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
    lower_binop(tx, v, op, t);
    return;
  case LLVMFNeg: lower_fneg(tx, v, t); return;
  case LLVMICmp: lower_icmp(tx, v); return;
  case LLVMFCmp: lower_fcmp(tx, v); return;
  case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMFPToSI: case LLVMFPToUI:
  case LLVMSIToFP: case LLVMUIToFP: case LLVMFPExt: case LLVMFPTrunc: case LLVMBitCast:
    lower_cast(tx, v, op, t);
    return;
  case LLVMSelect: lower_select(tx, v); return;
  case LLVMFreeze: pmap_put(tx->arena, &tx->vals, v, tx_val(tx, LLVMGetOperand(v, 0))); return;
  default: unsupported_instr(tx, v);
  }
}

// ------------------------------------------------------------------ control flow
static BlockInfo *binfo(Tx *tx, LLVMBasicBlockRef bb) { return pmap_get(&tx->binfo, bb); }

static Block *new_block(Tx *tx, const char *name) {
  Block *b = NEW(tx->arena, Block);
  b->name = name;
  return b;
}

static void add_exit(Tx *tx, BlockInfo *bi, Block *b) {
  Block **e = NEW_ARRAY(tx->arena, Block *, bi->nexits + 1);
  if (bi->nexits) memcpy(e, bi->exits, sizeof(Block *) * (size_t)bi->nexits);
  e[bi->nexits++] = b;
  bi->exits = e;
}

static Block *succ_block(Tx *tx, LLVMBasicBlockRef bb) { return binfo(tx, bb)->first; }

// switch -> chain of blocks: cur: if (x == c1) goto d1 else sw1; sw1: ...
// The comparisons are all computed in the switch's own block.
static void lower_switch(Tx *tx, LLVMValueRef sw, BlockInfo *bi) {
  Instr *x = tx_val(tx, LLVMGetOperand(sw, 0));
  LLVMBasicBlockRef dflt = LLVMGetSwitchDefaultDest(sw);
  int ncases = (int)LLVMGetNumOperands(sw) / 2 - 1;
  Block *b = tx->cur;
  if (ncases == 0) {
    b->term = TERM_BR, b->succ[0] = succ_block(tx, dflt), b->nsucc = 1;
    add_exit(tx, bi, b);
    return;
  }
  for (int i = 1; i <= ncases; i++) {
    Instr *c = tx_icmp(tx, C_EQ, x, tx_val(tx, LLVMGetOperand(sw, (unsigned)(2 * i))));
    Block *next = i < ncases ? new_block(tx, arena_printf(tx->arena, "%s_sw%d",
                                                            b->name ? b->name : "b", i))
                             : succ_block(tx, dflt);
    Block *cb = i == 1 ? b : (Block *)tx->blocks.items[tx->blocks.len - 1];
    cb->term = TERM_CBR, cb->cond = c, cb->nsucc = 2, cb->loc = tx->loc;
    cb->succ[0] = succ_block(tx, LLVMValueAsBasicBlock(LLVMGetOperand(sw, (unsigned)(2 * i + 1))));
    cb->succ[1] = next;
    add_exit(tx, bi, cb);
    if (i < ncases) vec_push(tx->arena, &tx->blocks, next);
  }
}

static void lower_term(Tx *tx, LLVMValueRef t, BlockInfo *bi) {
  Block *b = tx->cur;
  b->loc = tx->loc;
  switch (LLVMGetInstructionOpcode(t)) {
  case LLVMBr:
    if (LLVMIsConditional(t)) {
      b->term = TERM_CBR, b->nsucc = 2;
      b->cond = tx_i1(tx, LLVMGetCondition(t));
      b->succ[0] = succ_block(tx, LLVMGetSuccessor(t, 0));
      b->succ[1] = succ_block(tx, LLVMGetSuccessor(t, 1));
    } else {
      b->term = TERM_BR, b->nsucc = 1;
      b->succ[0] = succ_block(tx, LLVMGetSuccessor(t, 0));
    }
    break;
  case LLVMSwitch: lower_switch(tx, t, bi); return;
  case LLVMRet: b->term = TERM_RET; break;
  case LLVMUnreachable: b->term = TERM_UNREACHABLE; break;
  default: unsupported_instr(tx, t);
  }
  add_exit(tx, bi, b);
}

// Reverse post-order of the reachable blocks: definitions come before
// uses (except phi operands, filled in afterwards).
static LLVMBasicBlockRef *rpo(Tx *tx, int *n_out) {
  int n = (int)LLVMCountBasicBlocks(tx->fn), top = 0, np = 0;
  LLVMBasicBlockRef *post = NEW_ARRAY(tx->arena, LLVMBasicBlockRef, n);
  LLVMBasicBlockRef *stack = NEW_ARRAY(tx->arena, LLVMBasicBlockRef, n + 1);
  unsigned *next = NEW_ARRAY(tx->arena, unsigned, n + 1);
  PMap seen = {0};
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(tx->fn);
  stack[top] = entry, next[top++] = 0;
  pmap_put(tx->arena, &seen, entry, entry);
  while (top) {
    LLVMBasicBlockRef bb = stack[top - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    if (next[top - 1] < ns) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, next[top - 1]++);
      if (!pmap_get(&seen, s)) {
        pmap_put(tx->arena, &seen, s, s);
        stack[top] = s, next[top++] = 0;
      }
    } else {
      post[np++] = bb;
      top--;
    }
  }
  for (int i = 0; i < np / 2; i++) {
    LLVMBasicBlockRef x = post[i];
    post[i] = post[np - 1 - i], post[np - 1 - i] = x;
  }
  *n_out = np;
  return post;
}

static SrcLoc first_loc(Tx *tx, LLVMBasicBlockRef bb) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
    if (LLVMGetDebugLocLine(i)) return tx_loc_of(tx, i);
  return tx->k->loc;
}

static void lower_block(Tx *tx, LLVMBasicBlockRef bb) {
  BlockInfo *bi = binfo(tx, bb);
  tx->cur = bi->first;
  vec_push(tx->arena, &tx->blocks, bi->first);
  tx->cur_ins = (PtrVec){0};
  tx->loc = first_loc(tx, bb);
  if (bb == LLVMGetEntryBasicBlock(tx->fn)) {
    tx->loc = tx->k->loc;
    mem_params(tx);
    tx->loc = first_loc(tx, bb);
  }
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
    if (LLVMGetDebugLocLine(i)) tx->loc = tx_loc_of(tx, i);
    if (LLVMIsATerminatorInst(i)) lower_term(tx, i, bi);
    else lower_instr(tx, i);
  }
  bi->first->ins = (Instr **)tx->cur_ins.items;
  bi->first->nins = tx->cur_ins.len;
}

static void phi_add(Tx *tx, Instr *phi, Instr *v, Block *pred) {
  for (int i = 0; i < phi->nargs; i++)
    if (phi->phi_preds[i] == pred) return;
  Instr **a = NEW_ARRAY(tx->arena, Instr *, phi->nargs + 1);
  Block **p = NEW_ARRAY(tx->arena, Block *, phi->nargs + 1);
  if (phi->nargs) {
    memcpy(a, phi->a, sizeof(Instr *) * (size_t)phi->nargs);
    memcpy(p, phi->phi_preds, sizeof(Block *) * (size_t)phi->nargs);
  }
  a[phi->nargs] = v, p[phi->nargs] = pred;
  phi->a = a, phi->phi_preds = p, phi->nargs++;
}

// Operands of one phi: one per IR predecessor block (after switch lowering
// an LLVM edge may come from any block of the chain).
static void fill_phi(Tx *tx, LLVMValueRef v) {
  bool ev = mem_is_event(LLVMTypeOf(v)), ptr = mem_is_ptr(v) && !ev;
  Instr *phi = ptr ? ((PtrVal *)pmap_get(&tx->ptrs, v))->offset : pmap_get(&tx->vals, v);
  Instr *bphi = ptr ? ((PtrVal *)pmap_get(&tx->ptrs, v))->base : NULL;
  Block *me = binfo(tx, LLVMGetInstructionParent(v))->first;
  tx->cur = me;
  tx->loc = phi->loc;
  unsigned n = LLVMCountIncoming(v);
  for (unsigned i = 0; i < n; i++) {
    BlockInfo *pi = binfo(tx, LLVMGetIncomingBlock(v, i));
    if (!pi || !pi->reachable) continue;
    LLVMValueRef iv = LLVMGetIncomingValue(v, i);
    Instr *x;
    Instr *xb = NULL;
    if (ptr) {
      PtrVal p = mem_ptr_any(tx, iv);
      x = p.offset;
      if (bphi) xb = mem_base_code(tx, p);
    } else {
      x = ev ? mem_event_value(tx, iv) : tx_val(tx, iv);
    }
    for (int e = 0; e < pi->nexits; e++)
      for (int s = 0; s < pi->exits[e]->nsucc; s++)
        if (pi->exits[e]->succ[s] == me) {
          phi_add(tx, phi, x, pi->exits[e]);
          if (xb) phi_add(tx, bphi, xb, pi->exits[e]);
        }
  }
}

// ------------------------------------------------------------------ kernel driver
static void finalize(Tx *tx) {
  Kernel *k = tx->k;
  k->nblocks = tx->blocks.len;
  k->blocks = (Block **)tx->blocks.items;
  if (k->nblocks) { // constants go first in the entry block
    Block *e = k->blocks[0];
    int n = tx->constlist.len + e->nins;
    Instr **ins = NEW_ARRAY(tx->arena, Instr *, n);
    if (tx->constlist.len) memcpy(ins, tx->constlist.items, sizeof(Instr *) * (size_t)tx->constlist.len);
    if (e->nins) memcpy(ins + tx->constlist.len, e->ins, sizeof(Instr *) * (size_t)e->nins);
    e->ins = ins, e->nins = n;
  }
  int id = 0;
  for (int b = 0; b < k->nblocks; b++) {
    k->blocks[b]->id = b;
    for (int i = 0; i < k->blocks[b]->nins; i++) {
      k->blocks[b]->ins[i]->id = id++;
      k->blocks[b]->ins[i]->block = k->blocks[b];
    }
  }
  k->ninstrs = id;
}

static void lower_kernel_body(Tx *tx) {
  int n;
  LLVMBasicBlockRef *order = rpo(tx, &n);
  for (int i = 0; i < n; i++) {
    BlockInfo *bi = NEW(tx->arena, BlockInfo);
    size_t len = 0;
    const char *nm = LLVMGetBasicBlockName(order[i]);
    len = nm ? strlen(nm) : 0;
    bi->first = new_block(tx, sanitize(tx->arena, nm, len));
    bi->reachable = true;
    pmap_put(tx->arena, &tx->binfo, order[i], bi);
  }
  mem_collect_dbg(tx);
  for (int i = 0; i < n; i++) lower_block(tx, order[i]);
  for (int i = 0; i < tx->pending_phis.len; i++) fill_phi(tx, tx->pending_phis.items[i]);
}

// setjmp lives in this small function so no local of the caller is
// modified between setjmp and longjmp.
static void lower_kernel(Tx *tx) {
  if (!setjmp(tx->fail)) lower_kernel_body(tx);
  if (tx->k->unsupported && tx->cur && tx->blocks.len &&
      tx->cur->ins == NULL && tx->cur_ins.len) {
    tx->cur->ins = (Instr **)tx->cur_ins.items;
    tx->cur->nins = tx->cur_ins.len;
  }
  finalize(tx);
}

// DISubprogram operand 2 is the name (LLVM 14 layout: File, Scope, Name, ...).
static const char *md_string_op(Tx *tx, LLVMMetadataRef md, unsigned idx) {
  if (!md) return NULL;
  LLVMValueRef v = LLVMMetadataAsValue(tx->ctx, md);
  unsigned n = LLVMGetMDNodeNumOperands(v);
  if (idx >= n || n > 64) return NULL;
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(v, ops);
  if (!ops[idx] || !LLVMIsAMDString(ops[idx])) return NULL;
  unsigned len = 0;
  const char *s = LLVMGetMDString(ops[idx], &len);
  return s && len ? arena_strndup(tx->arena, s, len) : NULL;
}

static const char *kernel_source_name(Tx *tx, LLVMValueRef fn) {
  const char *n = md_string_op(tx, LLVMGetSubprogram(fn), 2);
  if (n) return n;
  size_t len = 0;
  const char *m = LLVMGetValueName2(fn, &len);
  return demangle(tx->arena, arena_strndup(tx->arena, m, len));
}


// ------------------------------------------------------------------ --no-inline
// The functions checked on their own that `f` calls, directly or through
// others, callees first (post-order). A function on a call cycle is
// listed once; its calls inside the cycle are lowered without its
// footprint (builtins.c, bi_proc_call).
static void proc_order(Tx *tx, LLVMValueRef f, PMap *seen, PtrVec *out) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      LLVMValueRef c = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
      if (!c || !LLVMIsAFunction(c) || !ann_is_modular(c) || pmap_get(seen, c)) continue;
      pmap_put(tx->arena, seen, c, (void *)1);
      proc_order(tx, c, seen, out);
      vec_push(tx->arena, out, c);
    }
}

static void access_rw(const Instr *in, bool *r, bool *w) {
  switch (in->kind) {
  case I_LOAD: case I_READ_RANGE: *r = true; break;
  case I_STORE: case I_WRITE_RANGE: *w = true; break;
  case I_ATOMIC: *r = true, *w |= in->atomic_op != A_LOAD; break;
  default: break;
  }
}

static bool is_field_key(Tx *tx, const void *key) {
  for (int i = 0; i < tx->fieldptrs.len; i++)
    if (tx->fieldptrs.items[i] == key) return true;
  return false;
}

// Which callers' memory the array under `key` is: a pointer parameter's
// (its index), a global variable (-2), or the function's own (-1: a local
// array, a by-value copy, an allocation). Anything else (a pointer field
// of a by-value struct) has no counterpart at the call: refused.
static int key_param(Tx *tx, Proc *p, const void *key, SrcLoc at) {
  if (is_field_key(tx, key))
    tx_unsupported(tx, at, "--no-inline: '%s' accesses memory through a pointer field of a "
                           "by-value parameter, which its callers' model cannot name", p->k->name);
  LLVMValueRef v = (LLVMValueRef)key;
  if (LLVMIsAGlobalVariable(v)) return -2;
  if (!LLVMIsAArgument(v)) return -1;
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  for (unsigned i = 0; i < LLVMCountParams(p->fn); i++)
    if (LLVMGetParam(p->fn, i) == v)
      return LLVMGetEnumAttributeAtIndex(p->fn, i + 1, byval) ? -1 : (int)i;
  return -1;
}

// What every call of the function may read and write: each array its own
// check accessed, as the caller's array behind it.
static void proc_footprint(Tx *tx, Proc *p) {
  PtrVec uses = {0};
  for (int i = 0; i < tx->arrays.cap; i++) {
    const void *key = tx->arrays.keys[i];
    Array *a = key ? tx->arrays.vals[i] : NULL;
    bool r = false, w = false;
    SrcLoc at = {0};
    for (int b = 0; a && b < p->k->nblocks; b++)
      for (int j = 0; j < p->k->blocks[b]->nins; j++) {
        const Instr *in = p->k->blocks[b]->ins[j];
        if (in->array != a || in->kind == I_ACCESS_PRED) continue;
        bool r0 = r, w0 = w;
        access_rw(in, &r, &w);
        if ((r != r0 || w != w0) && !at.line) at = in->loc;
      }
    if (!r && !w) continue;
    int param = key_param(tx, p, key, at);
    if (param == -1) continue;
    ProcUse *u = NEW(tx->arena, ProcUse);
    u->param = param;
    u->global = param == -2 ? (LLVMValueRef)key : NULL;
    u->read = r, u->write = w;
    u->tag = ++tx->nfoot_tags;
    vec_push(tx->arena, &uses, u);
  }
  p->uses = NEW_ARRAY(tx->arena, ProcUse, uses.len + 1);
  for (int i = 0; i < uses.len; i++) p->uses[i] = *(ProcUse *)uses.items[i];
  p->nuses = uses.len;
}

// A barrier inside synchronises with the callers' threads, which the
// function's own check does not have: refused (and so are its callers).
static void proc_no_barrier(Proc *p) {
  Kernel *k = p->k;
  for (int b = 0; b < k->nblocks && !k->unsupported; b++)
    for (int j = 0; j < k->blocks[b]->nins && !k->unsupported; j++) {
      const Instr *in = k->blocks[b]->ins[j];
      if (in->kind != I_BARRIER && in->kind != I_SYNCWARP) continue;
      k->unsupported_loc = in->loc;
      k->unsupported = in->kind == I_BARRIER
                           ? "--no-inline: a barrier inside a function checked on its own "
                             "(it would synchronise with its callers' threads, which that check "
                             "does not see); drop --no-inline or the function's contract"
                           : "--no-inline: a warp synchronisation inside a function checked on "
                             "its own; drop --no-inline or the function's contract";
    }
}

static void proc_finish(Tx *tx, Proc *p) {
  proc_no_barrier(p);
  if (p->k->unsupported) return;
  if (!setjmp(tx->fail)) proc_footprint(tx, p);
}

// The same footprint, in any order (the array map's order may change).
static bool same_uses(const ProcUse *a, int na, const ProcUse *b, int nb) {
  if (na != nb) return false;
  for (int i = 0; i < na; i++) {
    bool found = false;
    for (int j = 0; j < nb && !found; j++)
      found = a[i].param == b[j].param && a[i].global == b[j].global &&
              a[i].read == b[j].read && a[i].write == b[j].write;
    if (!found) return false;
  }
  return true;
}

static bool calls_itself(LLVMValueRef f) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (LLVMIsACallInst(in) && LLVMGetCalledValue(in) == f) return true;
  return false;
}

static Kernel *translate_kernel(Tx *tx, LLVMValueRef fn, Lang lang, bool proc);

// A function calling itself: its recursive calls read and write what the
// function does (builtins.c, bi_proc_call), which is known only once it is
// translated: translated again until that footprint no longer changes
// (it only grows, over finitely many parameters and globals).
static void translate_proc(Tx *tx, Proc *p, Lang lang) {
  bool rec = calls_itself(p->fn);
  p->busy = true;
  for (int it = 0;; it++) {
    const ProcUse *old = p->uses;
    int nold = p->nuses;
    bool had = p->have_uses;
    p->k = translate_kernel(tx, p->fn, lang, true);
    proc_finish(tx, p);
    p->have_uses = true;
    if (!rec || p->k->unsupported || (had && same_uses(old, nold, p->uses, p->nuses))) break;
    if (it == 16) {
      p->k->unsupported = "--no-inline: the footprint of this recursive function did not settle";
      break;
    }
  }
  p->busy = false;
}

static Kernel *translate_kernel(Tx *tx, LLVMValueRef fn, Lang lang, bool proc) {
  Kernel *k = NEW(tx->arena, Kernel);
  k->is_proc = proc;
  size_t len = 0;
  const char *m = LLVMGetValueName2(fn, &len);
  k->llvm_name = arena_strndup(tx->arena, m, len);
  k->name = kernel_source_name(tx, fn);
  k->lang = lang;
  tx->k = k;
  k->loc = tx_loc_of(tx, fn);
  tx->fn = fn;
  tx->sp = LLVMGetSubprogram(fn);
  tx->vals = tx->ptrs = tx->arrays = tx->binfo = tx->dbgvar = (PMap){0};
  tx->constlist = tx->blocks = tx->pending_phis = tx->arrlist = (PtrVec){0};
  tx->cur = NULL;
  tx->cur_ins = (PtrVec){0};
  tx->loc = k->loc;
  lower_kernel(tx);
  return k;
}

// ------------------------------------------------------------------ module
static bool is_kernel_nvvm(LLVMModuleRef mod, LLVMValueRef fn) {
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, "nvvm.annotations");
  if (!n) return false;
  LLVMValueRef *nodes = xmalloc(sizeof(LLVMValueRef) * n);
  LLVMGetNamedMetadataOperands(mod, "nvvm.annotations", nodes);
  bool found = false;
  for (unsigned i = 0; i < n && !found; i++) {
    unsigned no = LLVMGetMDNodeNumOperands(nodes[i]);
    if (no < 3 || no > 64) continue;
    LLVMValueRef ops[64];
    LLVMGetMDNodeOperands(nodes[i], ops);
    for (unsigned j = 1; j + 1 < no; j += 2) {
      unsigned len = 0;
      const char *s = ops[j] && LLVMIsAMDString(ops[j]) ? LLVMGetMDString(ops[j], &len) : NULL;
      if (ops[0] == fn && s && len == 6 && !memcmp(s, "kernel", 6) && ops[j + 1] &&
          LLVMIsAConstantInt(ops[j + 1]) && LLVMConstIntGetZExtValue(ops[j + 1]) == 1)
        found = true;
    }
  }
  free(nodes);
  return found;
}

static bool is_kernel(LLVMModuleRef mod, LLVMValueRef fn) {
  if (LLVMIsDeclaration(fn)) return false;
  return LLVMGetFunctionCallConv(fn) == LLVMSPIRKERNELCallConv || is_kernel_nvvm(mod, fn);
}

// Inline everything into kernels: strip the -O0 attributes, mark every
// defined function alwaysinline, then SROA/mem2reg turn scalar allocas
// into SSA values. Calls left to defined functions afterwards are recursion.
static int prepare(LLVMModuleRef mod, LLVMContextRef ctx, bool no_inline, char *err, size_t errlen) {
  unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
  unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
  unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline);
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, always, 0));
  }
  if (ann_prepare(mod, is_kernel, no_inline, err, errlen)) return -1;
  fp_resolve(mod);
  ocl_lower_cmpxchg(mod);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(mod, "always-inline,function(sroa,mem2reg,scalarizer)", NULL, po);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *m = LLVMGetErrorMessage(e);
    snprintf(err, errlen, "LLVM passes failed: %s", m);
    LLVMDisposeErrorMessage(m);
    return -1;
  }
  return 0;
}

static int load_module(const char *path, LLVMContextRef ctx, LLVMModuleRef *mod, char *err,
                       size_t errlen) {
  LLVMMemoryBufferRef buf;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    snprintf(err, errlen, "cannot read %s: %s", path, msg ? msg : "error");
    LLVMDisposeMessage(msg);
    return -1;
  }
  if (LLVMParseIRInContext(ctx, buf, mod, &msg)) { // takes ownership of buf
    snprintf(err, errlen, "cannot parse LLVM IR in %s: %s", path, msg ? msg : "error");
    LLVMDisposeMessage(msg);
    return -1;
  }
  return 0;
}

static int select_kernels(Tx *tx, PtrVec *fns, char *err, size_t errlen) {
  const char *want = tx->opt ? tx->opt->kernel_name : NULL;
  PtrVec all = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(tx->mod); f; f = LLVMGetNextFunction(f)) {
    if (!is_kernel(tx->mod, f)) continue;
    vec_push(tx->arena, &all, f);
    const char *src = kernel_source_name(tx, f);
    size_t len = 0;
    const char *ll = LLVMGetValueName2(f, &len);
    // Plain, qualified, full signature or mangled name (common/demangle.c).
    KernelNames kn;
    demangle_kernel(tx->arena, arena_strndup(tx->arena, ll, len), &kn);
    if (!want || !strcmp(want, src) || kernel_name_matches(&kn, want))
      vec_push(tx->arena, fns, f);
  }
  if (!want || fns->len) return 0;
  StrBuf names;
  sb_init(&names);
  for (int i = 0; i < all.len; i++)
    sb_printf(&names, "%s%s", i ? ", " : "", kernel_source_name(tx, all.items[i]));
  snprintf(err, errlen, "no kernel named '%s' (kernels: %s)", want,
           names.len ? names.data : "none");
  sb_free(&names);
  return -1;
}

int translate_file(const char *path, Lang lang, const Options *opt, Arena *arena, Module *out,
                   char *err, size_t errlen) {
  memset(out, 0, sizeof *out);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = NULL;
  int rc = load_module(path, ctx, &mod, err, errlen);
  if (!rc && lang == LANG_CUDA && opt && opt->non_uniform_groups) {
    // A CUDA grid is made of whole blocks: no launch leaves threads out.
    snprintf(err, errlen, "--non-uniform-work-groups is for OpenCL kernels (a CUDA grid has whole blocks)");
    rc = -1;
  }
  if (!rc) rc = prepare(mod, ctx, opt && opt->no_inline, err, errlen);
  Tx *tx = NULL;
  PtrVec fns = {0};
  if (!rc) {
    tx = xmalloc(sizeof *tx);
    memset(tx, 0, sizeof *tx);
    tx->arena = arena, tx->opt = opt, tx->mod = mod, tx->ctx = ctx;
    tx->td = LLVMGetModuleDataLayout(mod);
    tx->nvptx = !strncmp(LLVMGetTarget(mod), "nvptx", 5);
    rc = select_kernels(tx, &fns, err, errlen);
  }
  if (!rc) {
    // --no-inline: the functions checked on their own first, callees before
    // callers, so that each call knows its callee's footprint; reported
    // after the kernels.
    PtrVec order = {0};
    PMap seen = {0};
    for (int i = 0; i < fns.len; i++) proc_order(tx, fns.items[i], &seen, &order);
    out->kernels = NEW_ARRAY(arena, Kernel *, fns.len + order.len);
    for (int i = 0; i < order.len; i++) {
      Proc *p = NEW(arena, Proc);
      p->fn = order.items[i];
      vec_push(arena, &tx->procs, p);
      translate_proc(tx, p, lang);
    }
    for (int i = 0; i < fns.len; i++) out->kernels[out->nkernels++] = translate_kernel(tx, fns.items[i], lang, false);
    for (int i = 0; i < order.len; i++) out->kernels[out->nkernels++] = ((Proc *)tx->procs.items[i])->k;
  }
  free(tx);
  if (mod) LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return rc;
}
