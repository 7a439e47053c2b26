// fold.c — integer constant folding at encoding time.
//
// With a fixed launch, `blockDim.x * gridDim.x` is a number. Written as a
// literal, `i % stride` is a remainder by a constant power of two, which z3
// turns into a bit extraction; written as a variable assigned that number,
// z3 bit-blasts a general 32-bit divider into every query. So values that
// depend on constants only are printed as literals.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

static uint64_t mask(int bits) { return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1; }

static int64_t sign_extend(uint64_t v, int bits) {
  if (bits >= 64)
    return (int64_t)v;
  uint64_t sign = UINT64_C(1) << (bits - 1);
  return (int64_t)((v ^ sign) - sign);
}

static bool fold_bin(BinOp op, int bits, uint64_t a, uint64_t b, uint64_t *r) {
  int64_t sa = sign_extend(a, bits), sb = sign_extend(b, bits);
  switch (op) {
  case B_ADD: *r = a + b; break;
  case B_SUB: *r = a - b; break;
  case B_MUL: *r = a * b; break;
  case B_UDIV: if (!b) return false; *r = a / b; break;
  case B_UREM: if (!b) return false; *r = a % b; break;
  case B_SDIV: if (!sb || (sb == -1 && sa == INT64_MIN)) return false; *r = (uint64_t)(sa / sb); break;
  case B_SREM: if (!sb || (sb == -1 && sa == INT64_MIN)) return false; *r = (uint64_t)(sa % sb); break;
  case B_SHL: if (b >= (uint64_t)bits) return false; *r = a << b; break;
  case B_LSHR: if (b >= (uint64_t)bits) return false; *r = a >> b; break;
  case B_ASHR: if (b >= (uint64_t)bits) return false; *r = (uint64_t)(sa >> b); break;
  case B_AND: *r = a & b; break;
  case B_OR: *r = a | b; break;
  case B_XOR: *r = a ^ b; break;
  default: return false; // floats stay uninterpreted
  }
  *r &= mask(bits);
  return true;
}

static bool fold_cmp(CmpOp op, int bits, uint64_t a, uint64_t b, uint64_t *r) {
  int64_t sa = sign_extend(a, bits), sb = sign_extend(b, bits);
  bool v;
  switch (op) {
  case C_EQ: v = a == b; break;
  case C_NE: v = a != b; break;
  case C_ULT: v = a < b; break;
  case C_ULE: v = a <= b; break;
  case C_UGT: v = a > b; break;
  case C_UGE: v = a >= b; break;
  case C_SLT: v = sa < sb; break;
  case C_SLE: v = sa <= sb; break;
  case C_SGT: v = sa > sb; break;
  case C_SGE: v = sa >= sb; break;
  default: return false;
  }
  *r = v;
  return true;
}

static bool fold_cast(CastOp op, int from, int to, uint64_t a, uint64_t *r) {
  switch (op) {
  case CAST_ZEXT: *r = a; break;
  case CAST_SEXT: *r = (uint64_t)sign_extend(a, from); break;
  case CAST_TRUNC: *r = a; break;
  default: return false;
  }
  *r &= mask(to);
  return true;
}

static bool geometry_size(const Enc *e, const Instr *in, uint64_t *r) {
  const Options *o = e->opt;
  bool block = in->kind == I_BDIM;
  if (block ? !o->block_dims_given : !o->grid_dims_given)
    return false;
  unsigned v = block ? o->block_dim[in->dim] : o->grid_dim[in->dim];
  *r = v ? v : 1;
  return true;
}

static bool fold_uncached(Enc *e, const Instr *in, uint64_t *r) {
  uint64_t a = 0, b = 0, c = 0;
  if (in->type.kind != T_INT)
    return false;
  switch (in->kind) {
  case I_CONST:
    *r = in->imm & mask(in->type.bits);
    return true;
  case I_BDIM:
  case I_GDIM:
    return geometry_size(e, in, r);
  case I_BIN:
    return fold_constant(e, in->a[0], &a) && fold_constant(e, in->a[1], &b) &&
           fold_bin(in->binop, in->type.bits, a, b, r);
  case I_ICMP:
    return in->a[0]->type.kind == T_INT && fold_constant(e, in->a[0], &a) &&
           fold_constant(e, in->a[1], &b) && fold_cmp(in->cmp, in->a[0]->type.bits, a, b, r);
  case I_CAST:
    return in->a[0]->type.kind == T_INT && fold_constant(e, in->a[0], &a) &&
           fold_cast(in->cast, in->a[0]->type.bits, in->type.bits, a, r);
  case I_SELECT:
    if (!fold_constant(e, in->a[0], &c))
      return false;
    return fold_constant(e, in->a[c ? 1 : 2], r);
  default:
    return false;
  }
}

bool fold_constant(Enc *e, const Instr *in, uint64_t *value) {
  if (!in || in->id < 0 || in->id >= e->k->ninstrs)
    return false;
  signed char *state = &e->folded[in->id];
  if (*state == 0) {
    *state = -1; // guards against cycles through phis (never folded anyway)
    uint64_t v;
    if (fold_uncached(e, in, &v)) {
      e->folded_value[in->id] = v;
      *state = 1;
    }
  }
  if (*state == 1)
    *value = e->folded_value[in->id];
  return *state == 1;
}

// ------------------------------------------------------------------ counted loops

// `in`'s value when the loop phi `var` holds `value` and everything else it
// depends on folds to a constant (an exit test `i * 2 < 64`, a step `i >> 1`).
static bool fold_with(Enc *e, const Instr *in, const Instr *var, uint64_t value, int depth,
                      uint64_t *r) {
  uint64_t a, b, c;
  if (in == var) {
    *r = value;
    return true;
  }
  if (depth > 8 || in->type.kind != T_INT)
    return false;
  switch (in->kind) {
  case I_BIN:
    return fold_with(e, in->a[0], var, value, depth + 1, &a) &&
           fold_with(e, in->a[1], var, value, depth + 1, &b) &&
           fold_bin(in->binop, in->type.bits, a, b, r);
  case I_ICMP:
    return in->a[0]->type.kind == T_INT && fold_with(e, in->a[0], var, value, depth + 1, &a) &&
           fold_with(e, in->a[1], var, value, depth + 1, &b) &&
           fold_cmp(in->cmp, in->a[0]->type.bits, a, b, r);
  case I_CAST:
    return in->a[0]->type.kind == T_INT && fold_with(e, in->a[0], var, value, depth + 1, &a) &&
           fold_cast(in->cast, in->a[0]->type.bits, in->type.bits, a, r);
  case I_SELECT:
    return fold_with(e, in->a[0], var, value, depth + 1, &c) &&
           fold_with(e, in->a[c ? 1 : 2], var, value, depth + 1, r);
  default:
    return fold_constant(e, in, r);
  }
}

// The loop's only latch (the one block that jumps back to the header), or NULL.
static const Block *only_latch(const Enc *e, const Loop *l) {
  const Block *latch = NULL;
  for (int i = 0; i < e->k->nblocks; i++) {
    const Block *b = e->k->blocks[i];
    if (!l->body[b->id])
      continue;
    for (int s = 0; s < b->nsucc; s++)
      if (b->succ[s] == l->header) {
        if (latch && latch != b)
          return NULL;
        latch = b;
      }
  }
  return latch;
}

// Runs the loop's counter `phi` from its folded start until exiting block
// b's test leaves the loop: the header visits, or 0 past `max`.
static unsigned run_counter(Enc *e, const Loop *l, const Instr *phi, const Block *b,
                            unsigned max) {
  if (!b || b->term != TERM_CBR || !b->cond)
    return 0;
  bool out0 = !l->body[b->succ[0]->id], out1 = !l->body[b->succ[1]->id];
  if (out0 == out1)
    return 0;
  const Instr *init = NULL, *next = NULL;
  for (int i = 0; i < phi->nargs; i++)
    if (l->body[phi->phi_preds[i]->id])
      next = phi->a[i];
    else
      init = phi->a[i];
  uint64_t v, test;
  if (phi->nargs != 2 || !init || !next || !fold_constant(e, init, &v))
    return 0;
  for (unsigned k = 0; k + 1 <= max; k++) {
    if (!fold_with(e, b->cond, phi, v, 0, &test))
      return 0;
    if ((test != 0) == out0)
      return k + 1; // leaves in iteration k: the header was reached k + 1 times
    if (!fold_with(e, next, phi, v, 0, &v))
      return 0;
  }
  return 0;
}

// A loop whose exit test, at its header or at its only latch, depends on one
// counter that starts at a constant and steps by constants (`for (i = 0; i <
// 16; i++)`, `for (s = 16; s > 0; s >>= 1)`, a bound from the launch
// geometry or a template parameter) is reached a known number of times. Any
// other exit only ends it sooner, so this is an upper bound on every
// thread's visits; the bounded search (driver.c) unwinds that many copies.
unsigned fold_loop_visits(Enc *e, const Loop *l, unsigned max) {
  const Block *h = l->header, *latch = only_latch(e, l);
  unsigned best = 0;
  for (int i = 0; i < h->nins && h->ins[i]->kind == I_PHI; i++) {
    const Instr *phi = h->ins[i];
    if (phi->type.kind != T_INT)
      continue;
    for (int t = 0; t < 2; t++) {
      unsigned n = run_counter(e, l, phi, t ? latch : h, max);
      if (n && (!best || n < best))
        best = n;
    }
  }
  return best;
}
