// boogie.c — the Boogie printer: expression builders for bit-vector and
// float operations (declaring each Boogie function once), statements,
// assertions with their line numbers, and the final program text.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void enc_error(Enc *e, SrcLoc loc, const char *fmt, ...) {
  if (e->failed)
    return; // the first problem is the one worth reporting
  e->failed = true;
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  e->err_loc = loc;
  snprintf(e->err, e->errlen, "%s", msg);
}

void bpl_line(Enc *e, const char *fmt, ...) {
  sb_puts(&e->body, "  ");
  size_t start = e->body.len;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&e->body, fmt, ap);
  va_end(ap);
  // The vacuity probe asks only whether the kernel's end is reachable
  // (dualise.c, vacuity_assert): every check, candidate included, is
  // assumed instead.
  if (e->opt->vacuity_probe && !strncmp(e->body.data + start, "assert ", 7))
    memcpy(e->body.data + start, "assume", 6);
  constdiv_line(e, &e->body, start);
  sb_putc(&e->body, '\n');
  e->body_lines++;
}

void bpl_label(Enc *e, const char *label) {
  sb_printf(&e->body, "%s:\n", label);
  e->body_lines++;
}

void bpl_var(Enc *e, const char *name, const char *type) {
  // Unwound loops (--loop-unwind) emit their body several times, and with
  // it the declarations some instructions make as they are emitted.
  if (enc_copies_bodies(e)) {
    const char *decl = arena_printf(e->arena, "  var %s: ", name);
    if (e->locals.data && strstr(e->locals.data, decl))
      return;
  }
  sb_printf(&e->locals, "  var %s: %s;\n", name, type);
}

Check *bpl_assert(Enc *e, CheckKind kind, SrcLoc loc, const char *expr) {
  Check *c = NEW(e->arena, Check);
  c->id = e->checks.len;
  c->kind = kind;
  c->loc = loc;
  c->bpl_line = e->body_lines + 1; // body-relative until bpl_assemble
  c->unwind_iter = e->unwind_iter;
  vec_push(e->arena, &e->checks, c);
  bpl_line(e, "assert %s;", expr);
  return c;
}

// Declares a Boogie function the first time its name is used.
const char *bpl_fun(Enc *e, const char *name, const char *decl_fmt, ...) {
  for (int i = 0; i < e->fun_decls.len; i += 2)
    if (strcmp(e->fun_decls.items[i], name) == 0)
      return e->fun_decls.items[i];
  char decl[512];
  va_list ap;
  va_start(ap, decl_fmt);
  vsnprintf(decl, sizeof decl, decl_fmt, ap);
  va_end(ap);
  char *n = arena_strdup(e->arena, name);
  vec_push(e->arena, &e->fun_decls, n);
  vec_push(e->arena, &e->fun_decls, arena_strdup(e->arena, decl));
  return n;
}

// Every integer width up to 64 is a bit-vector of that width (_BitInt(24),
// bit-field and packed-struct i24/i48 included); wider ones are rejected
// by the translator.
const char *bpl_type(Type t) {
  static const char *const bv[65] = {
      "bv0", "bv1", "bv2", "bv3", "bv4", "bv5", "bv6", "bv7", "bv8", "bv9", "bv10", "bv11",
      "bv12", "bv13", "bv14", "bv15", "bv16", "bv17", "bv18", "bv19", "bv20", "bv21", "bv22",
      "bv23", "bv24", "bv25", "bv26", "bv27", "bv28", "bv29", "bv30", "bv31", "bv32", "bv33",
      "bv34", "bv35", "bv36", "bv37", "bv38", "bv39", "bv40", "bv41", "bv42", "bv43", "bv44",
      "bv45", "bv46", "bv47", "bv48", "bv49", "bv50", "bv51", "bv52", "bv53", "bv54", "bv55",
      "bv56", "bv57", "bv58", "bv59", "bv60", "bv61", "bv62", "bv63", "bv64"};
  if (t.kind == T_INT && t.bits == 1)
    return "bool";
  return t.bits > 0 && t.bits <= 64 ? bv[t.bits] : "bv64";
}

static const char *bvt(Enc *e, int bits) { return arena_printf(e->arena, "bv%d", bits); }

const char *bpl_const(Enc *e, uint64_t v, int bits) {
  if (bits == 1)
    return (v & 1) ? "true" : "false";
  if (bits < 64)
    v &= (UINT64_C(1) << bits) - 1;
  return arena_printf(e->arena, "%llubv%d", (unsigned long long)v, bits);
}

// A builtin bit-vector function BV<bits>_<NAME> mapped to an SMT-LIB operator.
static const char *bv_fun(Enc *e, const char *name, const char *smt, int bits, int arity,
                          const char *result) {
  char fname[64];
  snprintf(fname, sizeof fname, "BV%d_%s", bits, name);
  const char *t = bvt(e, bits);
  if (arity == 1)
    return bpl_fun(e, fname, "function {:bvbuiltin \"%s\"} %s(%s) : %s;", smt, fname, t,
                   result ? result : t);
  return bpl_fun(e, fname, "function {:bvbuiltin \"%s\"} %s(%s, %s) : %s;", smt, fname, t, t,
                 result ? result : t);
}

// Uninterpreted float operation: floats are bit patterns whose arithmetic
// the race analysis does not need to understand.
static const char *float_fun(Enc *e, const char *name, int bits, int arity, const char *result) {
  char fname[64];
  snprintf(fname, sizeof fname, "F%d_%s", bits, name);
  const char *t = bvt(e, bits);
  if (arity == 1)
    return bpl_fun(e, fname, "function %s(%s) : %s;", fname, t, result ? result : t);
  return bpl_fun(e, fname, "function %s(%s, %s) : %s;", fname, t, t, result ? result : t);
}

static const char *bool_to_bv1(Enc *e, const char *a) {
  return arena_printf(e->arena, "(if %s then 1bv1 else 0bv1)", a);
}

// The value of a literal `123bv32`, if s is one.
bool bpl_literal_value(const char *s, uint64_t *v) {
  char *end;
  if (*s < '0' || *s > '9')
    return false;
  unsigned long long x = strtoull(s, &end, 10);
  if (strncmp(end, "bv", 2) != 0)
    return false;
  for (end += 2; *end; end++)
    if (*end < '0' || *end > '9')
      return false;
  *v = x;
  return true;
}

// Multiplication, division and remainder by a power of two as bit
// operations: z3 (as Boogie configures it) bit-blasts bvudiv/bvurem by a
// constant into a full divider, which made some proofs 5x slower.
static const char *power_of_two_op(Enc *e, BinOp op, int bits, const char *a, const char *b) {
  uint64_t v;
  if (bits < 2 || !bpl_literal_value(b, &v))
    return NULL;
  int k = log2_exact(v);
  if (k <= 0 || k >= bits)
    return NULL;
  switch (op) {
  case B_MUL:
    return arena_printf(e->arena, "(%s[%d:0] ++ 0bv%d)", a, bits - k, k);
  case B_UDIV:
    return arena_printf(e->arena, "(0bv%d ++ %s[%d:%d])", k, a, bits, k);
  case B_UREM:
    return arena_printf(e->arena, "(0bv%d ++ %s[%d:0])", bits - k, a, k);
  default:
    return NULL;
  }
}

const char *bpl_bin(Enc *e, BinOp op, int bits, const char *a, const char *b) {
  static const char *names[] = {"ADD", "SUB", "MUL", "UDIV", "SDIV", "UREM", "SREM",
                                "SHL", "LSHR", "ASHR", "AND", "OR", "XOR"};
  static const char *smt[] = {"bvadd", "bvsub", "bvmul", "bvudiv", "bvsdiv", "bvurem", "bvsrem",
                              "bvshl", "bvlshr", "bvashr", "bvand", "bvor", "bvxor"};
  static const char *fnames[] = {"ADD", "SUB", "MUL", "DIV", "REM"};
  if (op >= B_FADD)
    return arena_printf(e->arena, "%s(%s, %s)", float_fun(e, fnames[op - B_FADD], bits, 2, NULL),
                        a, b);
  if (bits == 1) {
    switch (op) {
    case B_AND:
    case B_MUL:
      return arena_printf(e->arena, "(%s && %s)", a, b);
    case B_OR:
      return arena_printf(e->arena, "(%s || %s)", a, b);
    case B_XOR:
    case B_ADD:
    case B_SUB:
      return arena_printf(e->arena, "(%s != %s)", a, b);
    default: {
      const char *f = bv_fun(e, names[op], smt[op], 1, 2, NULL);
      return arena_printf(e->arena, "(%s(%s, %s) == 1bv1)", f, bool_to_bv1(e, a),
                          bool_to_bv1(e, b));
    }
    }
  }
  const char *fast = power_of_two_op(e, op, bits, a, b);
  if (!fast && op == B_MUL)
    fast = power_of_two_op(e, op, bits, b, a);
  if (!fast)
    fast = constdiv_op(e, op, bits, a, b);
  if (fast)
    return fast;
  const char *f = bv_fun(e, names[op], smt[op], bits, 2, NULL);
  return arena_printf(e->arena, "%s(%s, %s)", f, a, b);
}

// That the signed `r = a op b` (op +, - or *, `bits` wide) did not
// overflow. A sum overflows when a and b have one sign and r the other,
// a difference when a and b differ in sign and r differs from a; z3's
// bvsmul_noovfl / bvsmul_noudfl say it for a product without the 2n-bit
// product.
const char *bpl_no_signed_wrap(Enc *e, BinOp op, int bits, const char *a, const char *b,
                               const char *r) {
  if (op == B_MUL)
    return arena_printf(e->arena, "(%s(%s, %s) && %s(%s, %s))",
                        bv_fun(e, "SMUL_NOOVFL", "bvsmul_noovfl", bits, 2, "bool"), a, b,
                        bv_fun(e, "SMUL_NOUDFL", "bvsmul_noudfl", bits, 2, "bool"), a, b);
  const char *xor = bv_fun(e, "XOR", "bvxor", bits, 2, NULL);
  const char *and = bv_fun(e, "AND", "bvand", bits, 2, NULL);
  const char *slt = bv_fun(e, "SLT", "bvslt", bits, 2, "bool");
  const char *x = op == B_ADD ? arena_printf(e->arena, "%s(%s, %s)", xor, a, r)
                              : arena_printf(e->arena, "%s(%s, %s)", xor, a, b);
  const char *y = op == B_ADD ? arena_printf(e->arena, "%s(%s, %s)", xor, b, r)
                              : arena_printf(e->arena, "%s(%s, %s)", xor, a, r);
  return arena_printf(e->arena, "!%s(%s(%s, %s), %s)", slt, and, x, y, bpl_const(e, 0, bits));
}

// What tandem knows of a product x * y = r it leaves uninterpreted
// (dualise.c, abstract_product): facts of exact integer products. A
// product is zero only with a zero factor, has the factors' combined sign,
// and is at least as large in magnitude as each factor when the other is
// not zero; a factor 1 gives the other factor. Magnitudes are compared in
// twice the width (|INT_MIN| has a value there), or, for 64-bit products
// of sign-extended 32-bit values (`narrow`), in 64 bits, where every such
// value and product fits: |r| <= 2^31 * (2^31 - 1) = 2^62 - 2^31 unless
// both factors are -2^31, which the fact says too (without it, an offset
// 4 * (r + i) could wrap past 2^64 in the solver's model and meet another).
static int magnitude_bits(int bits, bool narrow) { return narrow ? bits : 2 * bits; }

static const char *wide(Enc *e, int bits, bool narrow, const char *a) {
  Type from = {T_INT, bits}, to = {T_INT, magnitude_bits(bits, narrow)};
  return narrow ? a : bpl_cast(e, CAST_SEXT, from, to, a);
}

static const char *wide_abs(Enc *e, int bits, bool narrow, const char *a) {
  int w_bits = magnitude_bits(bits, narrow);
  const char *w = wide(e, bits, narrow, a);
  return arena_printf(e->arena, "(if %s then %s else %s)",
                      bpl_cmp(e, C_SLT, w_bits, w, bpl_const(e, 0, w_bits)),
                      bpl_bin(e, B_SUB, w_bits, bpl_const(e, 0, w_bits), w), w);
}

const char *bpl_product_facts(Enc *e, int bits, bool narrow, const char *x, const char *y,
                              const char *r) {
  int w_bits = magnitude_bits(bits, narrow);
  const char *zero = bpl_const(e, 0, bits), *one = bpl_const(e, 1, bits);
  const char *xpos = bpl_cmp(e, C_SGT, bits, x, zero), *xneg = bpl_cmp(e, C_SLT, bits, x, zero);
  const char *ypos = bpl_cmp(e, C_SGT, bits, y, zero), *yneg = bpl_cmp(e, C_SLT, bits, y, zero);
  const char *rpos = bpl_cmp(e, C_SGT, bits, r, zero), *rneg = bpl_cmp(e, C_SLT, bits, r, zero);
  const char *ge = arena_printf(
      e->arena, "(%s != %s ==> %s) && (%s != %s ==> %s)", x, zero,
      bpl_cmp(e, C_SGE, w_bits, wide_abs(e, bits, narrow, r), wide_abs(e, bits, narrow, y)), y,
      zero, bpl_cmp(e, C_SGE, w_bits, wide_abs(e, bits, narrow, r), wide_abs(e, bits, narrow, x)));
  if (narrow) {
    const char *most = bpl_const(e, (1ull << 62) - (1ull << 31), bits);
    const char *min32 = bpl_const(e, (uint64_t)-(1ll << 31), bits);
    const char *least = bpl_const(e, (uint64_t) - ((1ll << 62) - (1ll << 31)), bits);
    ge = arena_printf(e->arena, "%s && ((%s == %s && %s == %s) || (%s && %s))", ge, x, min32, y,
                      min32, bpl_cmp(e, C_SLE, bits, r, most), bpl_cmp(e, C_SGE, bits, r, least));
  }
  return arena_printf(e->arena,
                      "((%s == %s) <==> (%s == %s || %s == %s)) && (%s == %s ==> %s == %s) && "
                      "(%s == %s ==> %s == %s) && ((%s && %s) || (%s && %s) ==> %s) && "
                      "((%s && %s) || (%s && %s) ==> %s) && %s",
                      r, zero, x, zero, y, zero, x, one, r, y, y, one, r, x, xpos, ypos, xneg,
                      yneg, rpos, xpos, yneg, xneg, ypos, rneg, ge);
}

// Two threads' products r1 = x * y1 and r2 = x * y2 with the same factor x:
// with y1 > y2 and x > 0, r1 - r2 = x * (y1 - y2) >= x, so r1 >= r2 + x
// (and the other three cases alike). This is the step from `i1 + nx * a1
// == i2 + nx * a2` with 0 <= i < nx to a1 == a2 that a row-major index's
// injectivity needs, and which z3 does not find in bit-blasted products.
// r2 + x lies between r2 and r1, so it does not wrap in `bits` bits: the
// fact says so too (r2 + x > r2), or a wrapped sum would satisfy it.
static const char *at_least_past(Enc *e, int bits, const char *hi, const char *lo,
                                 const char *x, BinOp op) {
  const char *step = bpl_bin(e, op, bits, lo, x);
  return arena_printf(e->arena, "%s && %s", bpl_cmp(e, C_SGE, bits, hi, step),
                      bpl_cmp(e, C_SGT, bits, step, lo));
}

const char *bpl_product_pair_lemma(Enc *e, int bits, const char *x1, const char *x2,
                                   const char *y1, const char *y2, const char *r1,
                                   const char *r2) {
  const char *zero = bpl_const(e, 0, bits);
  const char *xpos = bpl_cmp(e, C_SGT, bits, x1, zero), *xneg = bpl_cmp(e, C_SLT, bits, x1, zero);
  const char *up = bpl_cmp(e, C_SGT, bits, y1, y2), *down = bpl_cmp(e, C_SLT, bits, y1, y2);
  return arena_printf(
      e->arena, "(%s == %s ==> (%s && %s ==> %s) && (%s && %s ==> %s) && (%s && %s ==> %s) && "
                "(%s && %s ==> %s))",
      x1, x2, xpos, up, at_least_past(e, bits, r1, r2, x1, B_ADD), xpos, down,
      at_least_past(e, bits, r2, r1, x1, B_ADD), xneg, up, at_least_past(e, bits, r2, r1, x1, B_SUB),
      xneg, down, at_least_past(e, bits, r1, r2, x1, B_SUB));
}

const char *bpl_cmp(Enc *e, CmpOp op, int bits, const char *a, const char *b) {
  static const char *names[] = {"EQ", "NE", "ULT", "ULE", "UGT", "UGE", "SLT", "SLE", "SGT", "SGE"};
  static const char *smt[] = {"=", "distinct", "bvult", "bvule", "bvugt",
                              "bvuge", "bvslt", "bvsle", "bvsgt", "bvsge"};
  static const char *fnames[] = {"EQ", "NE", "LT", "LE", "GT", "GE", "ORD", "UNO"};
  if (op >= C_FEQ)
    return arena_printf(e->arena, "%s(%s, %s)",
                        float_fun(e, fnames[op - C_FEQ], bits, 2, "bool"), a, b);
  if (op == C_EQ)
    return arena_printf(e->arena, "(%s == %s)", a, b);
  if (op == C_NE)
    return arena_printf(e->arena, "(%s != %s)", a, b);
  if (bits == 1) {
    a = bool_to_bv1(e, a);
    b = bool_to_bv1(e, b);
  }
  const char *f = bv_fun(e, names[op], smt[op], bits, 2, "bool");
  return arena_printf(e->arena, "%s(%s, %s)", f, a, b);
}

static const char *zext(Enc *e, const char *a, int from, int to) {
  if (from == 1)
    return arena_printf(e->arena, "(if %s then %s else %s)", a, bpl_const(e, 1, to),
                        bpl_const(e, 0, to));
  if (from == to)
    return a;
  if (from > to)
    return arena_printf(e->arena, "%s[%d:0]", a, to);
  return arena_printf(e->arena, "(0bv%d ++ %s)", to - from, a);
}

static const char *sext(Enc *e, const char *a, int from, int to) {
  if (from == 1)
    return arena_printf(e->arena, "(if %s then %s else %s)", a, bpl_const(e, UINT64_MAX, to),
                        bpl_const(e, 0, to));
  if (from >= to)
    return zext(e, a, from, to);
  char fname[64], smt[64];
  snprintf(fname, sizeof fname, "SEXT%d_%d", from, to);
  snprintf(smt, sizeof smt, "sign_extend %d", to - from);
  bpl_fun(e, fname, "function {:bvbuiltin \"%s\"} %s(bv%d) : bv%d;", smt, fname, from, to);
  return arena_printf(e->arena, "%s(%s)", fname, a);
}

const char *bpl_to_bv(Enc *e, const char *a, Type from, int bits) {
  return zext(e, a, from.bits, bits);
}

const char *bpl_cast(Enc *e, CastOp op, Type from, Type to, const char *a) {
  static const char *names[] = {"ZEXT", "SEXT", "TRUNC", "BITCAST", "FPTOSI",
                                "FPTOUI", "SITOFP", "UITOFP", "FPEXT", "FPTRUNC"};
  switch (op) {
  case CAST_ZEXT:
    return zext(e, a, from.bits, to.bits);
  case CAST_SEXT:
    return sext(e, a, from.bits, to.bits);
  case CAST_TRUNC:
    if (to.bits == 1)
      return arena_printf(e->arena, "(%s[1:0] == 1bv1)", a);
    return zext(e, a, from.bits, to.bits);
  case CAST_BITCAST:
    if (from.bits == to.bits)
      return a;
    return zext(e, a, from.bits, to.bits);
  default: {
    // Conversions that involve floats: uninterpreted, per pair of widths.
    char fname[64];
    snprintf(fname, sizeof fname, "%s_%d_%d", names[op], from.bits, to.bits);
    bpl_fun(e, fname, "function %s(%s) : %s;", fname, bpl_type(from), bpl_type(to));
    return arena_printf(e->arena, "%s(%s)", fname, a);
  }
  }
}

static int count_lines(const char *s) {
  int n = 0;
  for (; *s; s++)
    n += *s == '\n';
  return n;
}

// Ends the procedure being written: its locals and body move to `procs`,
// and its checks' lines become relative to the start of `procs`.
void bpl_end_procedure(Enc *e, const char *proc_name) {
  sb_printf(&e->procs, "\nprocedure %s()\n{\n", proc_name);
  sb_puts(&e->procs, e->locals.data ? e->locals.data : "");
  int prefix = count_lines(e->procs.data);
  for (int i = e->proc_first_check; i < e->checks.len; i++) {
    Check *c = e->checks.items[i];
    c->bpl_line += prefix;
    c->warp_pass = e->warp_pass;
  }
  sb_puts(&e->procs, e->body.data ? e->body.data : "");
  sb_puts(&e->procs, "}\n");
  e->proc_first_check = e->checks.len;
  e->locals.len = 0;
  e->locals.data[0] = '\0';
  e->body.len = 0;
  e->body.data[0] = '\0';
  e->body_lines = 0;
}

char *bpl_assemble(Enc *e) {
  StrBuf out;
  sb_init(&out);
  sb_printf(&out, "// Generated by tandem %s: two-thread race-checking program for kernel '%s'.\n",
            TANDEM_VERSION, e->k->name);
  StrBuf decls; // first: their definitions can declare functions
  sb_init(&decls);
  constdiv_decls(e, e->decls.data ? e->decls.data : "", &decls);
  for (int i = 1; i < e->fun_decls.len; i += 2)
    sb_printf(&out, "%s\n", (char *)e->fun_decls.items[i]);
  sb_puts(&out, decls.data ? decls.data : "");
  sb_free(&decls);
  int prefix = count_lines(out.data);
  for (int i = 0; i < e->checks.len; i++)
    ((Check *)e->checks.items[i])->bpl_line += prefix;
  sb_puts(&out, e->procs.data ? e->procs.data : "");
  return out.data;
}
