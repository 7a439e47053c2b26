// render.c — candidates as C, for --infer-info.
//
// Each candidate invariants/ proposes at a loop head is a Boogie formula
// over tandem's variables. Beside it, the family that made it keeps a C
// expression a user could write in the loop's condition as
// `__invariant(...)` (headers/tandem_annotations.h). This file turns IR
// values into such expressions and records candidates with their rendering.
//
// The rendering is a best effort: tandem checks a pasted `__invariant` like
// any other (asserted on entry, asserted after each iteration), so one that
// means something other than the candidate fails or proves less, but never
// makes a kernel pass that should not. What C cannot see from the IR is the
// signedness of a variable: operations whose meaning depends on it get a
// `u` constant or a cast that fixes it (`i % 8u`, `(int)threadIdx.x < n`).
#include "invariants.h"

#include <string.h>

enum { RENDER_DEPTH = 24, RENDER_BUDGET = 400 };

// A rendered expression; `uns`: its C type is unsigned for certain;
// `prec`: C's precedence of its operator (higher binds tighter; PREC_ATOM
// for names, literals and parenthesised forms).
typedef struct Src {
  const char *text;
  bool uns;
  int prec;
} Src;

enum { PREC_OR = 1, PREC_XOR, PREC_AND, PREC_SHIFT = 5, PREC_ADD, PREC_MUL, PREC_ATOM = 20 };

static Src none(void) { return (Src){NULL, false, 0}; }
static Src atom(const char *text, bool uns) { return (Src){text, uns, PREC_ATOM}; }

// A loop variable's phi is named after the variable by mem2reg ("j.0",
// sanitised to "j_0"): the name without that suffix. NULL for any other
// shape (a value inlined from a device function, an SROA piece).
static const char *phi_variable(Enc *e, const Instr *phi) {
  const char *n = phi->name;
  if (!n || strstr(n, "_sroa_"))
    return NULL;
  const char *us = strrchr(n, '_');
  if (!us || us == n || !us[1] || (n[0] >= '0' && n[0] <= '9'))
    return NULL;
  for (const char *p = us + 1; *p; p++)
    if (*p < '0' || *p > '9')
      return NULL;
  // marked for the runner, which checks the name against the source (LLVM
  // makes names unique with a number: the second loop's `j` is "j25")
  return arena_printf(e->arena, INVARIANTS_VAR_MARK "%.*s" INVARIANTS_VAR_MARK, (int)(us - n), n);
}

static const char *dim_name(int d) { return d == 0 ? "x" : d == 1 ? "y" : "z"; }

static Src builtin(Enc *e, const Instr *v) {
  bool cl = e->k->lang == LANG_OPENCL;
  const char *cuda = v->kind == I_TID ? "threadIdx" : v->kind == I_BID ? "blockIdx"
                     : v->kind == I_BDIM ? "blockDim" : "gridDim";
  const char *ocl = v->kind == I_TID ? "get_local_id" : v->kind == I_BID ? "get_group_id"
                    : v->kind == I_BDIM ? "get_local_size" : "get_num_groups";
  if (cl)
    return atom(arena_printf(e->arena, "%s(%d)", ocl, v->dim), true);
  return atom(arena_printf(e->arena, "%s.%s", cuda, dim_name(v->dim)), true);
}

// A constant in `bits` bits; `uns` asks for an unsigned literal.
static const char *literal(Enc *e, uint64_t c, int bits, bool uns) {
  if (bits == 1)
    return c & 1 ? "1" : "0";
  uint64_t mask = bits >= 64 ? ~0ULL : (1ULL << bits) - 1;
  c &= mask;
  const char *suffix = !uns ? "" : bits > 32 ? "ul" : "u";
  bool neg = !uns && bits > 1 && (c >> (bits - 1)) & 1;
  if (neg)
    return arena_printf(e->arena, "(-%llu)", (unsigned long long)((~c + 1) & mask));
  return arena_printf(e->arena, "%llu%s", (unsigned long long)c, suffix);
}

static const char *unsigned_type(int bits) { return bits > 32 ? "unsigned long" : "unsigned"; }
static const char *signed_type(int bits) { return bits > 32 ? "long" : "int"; }

static Src render(Enc *e, const Instr *v, int depth, size_t *spent);

// A value written as a literal: constants, not the builtins a launch fixes.
static bool is_lit(Enc *e, const Instr *v, uint64_t *c) {
  return v->kind != I_BDIM && v->kind != I_GDIM && fold_constant(e, v, c);
}

// Operand i of v (rendered as `s`), as unsigned (for / % >> and unsigned
// comparisons) when `want_uns`, as signed when `want_sgn`, else as it comes.
// `prec`: the parent operator's; the right operand of a left-associative
// operator of the same precedence needs parentheses too.
static const char *operand(Enc *e, const Instr *v, int i, Src s, int bits, bool want_uns,
                           bool want_sgn, int prec) {
  uint64_t c;
  if (want_uns && is_lit(e, v->a[i], &c))
    return literal(e, c, bits, true);
  // a cast binds tighter than any binary operator
  bool cast = (want_uns && !s.uns) || (want_sgn && s.uns);
  bool paren = s.prec < prec || (i == 1 && s.prec == prec) || (cast && s.prec < PREC_ATOM);
  const char *t = paren ? arena_printf(e->arena, "(%s)", s.text) : s.text;
  if (!cast)
    return t;
  return arena_printf(e->arena, "(%s)%s", want_uns ? unsigned_type(bits) : signed_type(bits), t);
}

static int binop_prec(BinOp op) {
  switch (op) {
  case B_ADD: case B_SUB: return PREC_ADD;
  case B_MUL: case B_UDIV: case B_SDIV: case B_UREM: case B_SREM: return PREC_MUL;
  case B_SHL: case B_LSHR: case B_ASHR: return PREC_SHIFT;
  case B_AND: return PREC_AND;
  case B_XOR: return PREC_XOR;
  default: return PREC_OR;
  }
}

static const char *binop_c(BinOp op) {
  switch (op) {
  case B_ADD: return "+";
  case B_SUB: return "-";
  case B_MUL: return "*";
  case B_UDIV: case B_SDIV: return "/";
  case B_UREM: case B_SREM: return "%";
  case B_SHL: return "<<";
  case B_LSHR: case B_ASHR: return ">>";
  case B_AND: return "&";
  case B_OR: return "|";
  case B_XOR: return "^";
  default: return NULL;
  }
}

static const char *cmp_c(CmpOp op) {
  switch (op) {
  case C_EQ: return "==";
  case C_NE: return "!=";
  case C_ULT: case C_SLT: return "<";
  case C_ULE: case C_SLE: return "<=";
  case C_UGT: case C_SGT: return ">";
  case C_UGE: case C_SGE: return ">=";
  default: return NULL;
  }
}

static bool cmp_unsigned(CmpOp op) {
  return op == C_ULT || op == C_ULE || op == C_UGT || op == C_UGE;
}

static bool cmp_signed(CmpOp op) {
  return op == C_SLT || op == C_SLE || op == C_SGT || op == C_SGE;
}

// Both operands of v rendered once; false when either has no rendering.
static bool render_two(Enc *e, const Instr *v, int depth, size_t *spent, Src x[2]) {
  x[0] = render(e, v->a[0], depth + 1, spent);
  x[1] = x[0].text ? render(e, v->a[1], depth + 1, spent) : none();
  return x[0].text && x[1].text;
}

static Src render_bin(Enc *e, const Instr *v, int depth, size_t *spent) {
  const char *op = binop_c(v->binop);
  Src x[2];
  if (!op || v->nargs != 2 || !render_two(e, v, depth, spent, x))
    return none();
  int bits = v->type.bits;
  bool uns_op = v->binop == B_UDIV || v->binop == B_UREM || v->binop == B_LSHR;
  bool sgn_op = v->binop == B_SDIV || v->binop == B_SREM || v->binop == B_ASHR;
  // one unsigned operand is enough for C's usual conversions; a constant
  // can be that one (`i % 8u`). A shift has the type of its left operand:
  // only that one decides, and the amount is left as it is.
  bool shift = v->binop == B_SHL || v->binop == B_LSHR || v->binop == B_ASHR;
  bool have_uns = shift ? x[0].uns : x[0].uns || x[1].uns;
  uint64_t c;
  bool k1 = !shift && is_lit(e, v->a[1], &c);
  int prec = binop_prec(v->binop);
  const char *a = operand(e, v, 0, x[0], bits, uns_op && !have_uns && !k1, sgn_op, prec);
  const char *b = operand(e, v, 1, x[1], bits, uns_op && !have_uns && k1, sgn_op && !shift, prec);
  bool uns = uns_op || (!sgn_op && have_uns);
  return (Src){arena_printf(e->arena, "%s %s %s", a, op, b), uns, prec};
}

static Src render_cmp(Enc *e, const Instr *v, int depth, size_t *spent) {
  const char *op = cmp_c(v->cmp);
  Src x[2];
  if (!op || v->nargs != 2 || !render_two(e, v, depth, spent, x))
    return none();
  int bits = v->a[0]->type.bits;
  bool u = cmp_unsigned(v->cmp), s = cmp_signed(v->cmp);
  bool have_uns = u && (x[0].uns || x[1].uns);
  uint64_t c;
  bool k1 = is_lit(e, v->a[1], &c);
  // relational and equality operators: below the shifts, above &
  const char *a = operand(e, v, 0, x[0], bits, u && !have_uns && !k1, s, PREC_SHIFT);
  const char *b = operand(e, v, 1, x[1], bits, u && !have_uns && k1, s, PREC_SHIFT);
  return (Src){arena_printf(e->arena, "%s %s %s", a, op, b), false, PREC_AND + 1};
}

// C's implicit conversions are what the IR's integer casts came from, so
// they are not written; float conversions have no candidate use.
static Src render(Enc *e, const Instr *v, int depth, size_t *spent) {
  uint64_t c;
  if (!v || depth > RENDER_DEPTH || *spent > RENDER_BUDGET || v->type.kind != T_INT)
    return none();
  // the builtins by name, even where the launch fixes their value
  if (is_lit(e, v, &c))
    return atom(literal(e, c, v->type.bits, false), false);
  Src r = none();
  switch (v->kind) {
  case I_PARAM: r = atom(e->k->params[v->param].name, false); break;
  case I_TID: case I_BID: case I_BDIM: case I_GDIM: r = builtin(e, v); break;
  case I_PHI: r = atom(phi_variable(e, v), false); break;
  case I_BIN: r = render_bin(e, v, depth, spent); break;
  case I_ICMP: r = render_cmp(e, v, depth, spent); break;
  case I_CAST:
    if (v->cast == CAST_ZEXT || v->cast == CAST_SEXT || v->cast == CAST_TRUNC) {
      r = render(e, v->a[0], depth + 1, spent);
      r.uns = r.uns && v->cast == CAST_ZEXT;
    }
    break;
  case I_SELECT: {
    Src a = render(e, v->a[0], depth + 1, spent), b = render(e, v->a[1], depth + 1, spent),
        d = render(e, v->a[2], depth + 1, spent);
    if (a.text && b.text && d.text)
      r = atom(arena_printf(e->arena, "(%s ? %s : %s)", a.text, b.text, d.text), b.uns && d.uns);
    break;
  }
  default: break;
  }
  if (r.text)
    *spent += strlen(r.text);
  return r;
}

const char *invariants_src(Enc *e, const Instr *v) {
  size_t spent = 0;
  return render(e, v, 0, &spent).text;
}

bool invariants_src_unsigned(Enc *e, const Instr *v) {
  size_t spent = 0;
  Src s = render(e, v, 0, &spent);
  return s.text && s.uns;
}

const char *invariants_src_atom(Enc *e, const Instr *v) {
  size_t spent = 0;
  Src s = render(e, v, 0, &spent);
  if (!s.text || s.prec == PREC_ATOM)
    return s.text;
  return arena_printf(e->arena, "(%s)", s.text);
}

const char *invariants_src_lit(Enc *e, uint64_t c, int bits, bool uns) {
  return literal(e, c, bits, uns);
}

// "a <op> b" of two IR values under the comparison's signedness, NULL when
// either has no rendering. Trivially true comparisons (`i >= 0u`) are NULL
// too: they say nothing a user would write.
const char *invariants_src_cmp(Enc *e, CmpOp op, const Instr *a, const Instr *b) {
  uint64_t c;
  int bits = a->type.bits;
  if (fold_constant(e, b, &c) && ((op == C_UGE && c == 0) ||
                                  (op == C_ULE && c == (bits >= 64 ? ~0ULL : (1ULL << bits) - 1))))
    return NULL;
  Instr fake = {.kind = I_ICMP, .cmp = op, .nargs = 2, .type = {T_INT, 1}};
  Instr *args[2] = {(Instr *)a, (Instr *)b};
  fake.a = args;
  size_t spent = 0;
  return render_cmp(e, &fake, 0, &spent).text;
}

// Where the loop is: its header's branch (the `for` or `while` line), or
// the first located instruction of the header.
SrcLoc invariants_loop_loc(const Loop *l) {
  const Block *h = l->header;
  for (int i = 0; h->loc.line <= 0 && i < h->nins; i++)
    if (h->ins[i]->loc.line > 0)
      return h->ins[i]->loc;
  return h->loc;
}

// Thread 1's local and global id along x, as the kernel's language spells them.
const char *invariants_src_tid(Enc *e) {
  return e->k->lang == LANG_OPENCL ? "get_local_id(0)" : "threadIdx.x";
}

const char *invariants_src_gid(Enc *e) {
  return e->k->lang == LANG_OPENCL ? "(get_group_id(0) * get_local_size(0) + get_local_id(0))"
                                   : "(blockIdx.x * blockDim.x + threadIdx.x)";
}

// `x % 2^m` as an unsigned remainder (the low bits, whatever x's type).
const char *invariants_src_mod(Enc *e, const char *x, bool x_uns, int bits, uint64_t size) {
  return arena_printf(e->arena, "%s %% %s", x, literal(e, size, bits, !x_uns));
}
