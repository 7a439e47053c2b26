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
