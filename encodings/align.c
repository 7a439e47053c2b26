// align.c — which accesses are known aligned to their width, and the
// misaligned-access checks for the ones whose claimed alignment is not
// provable.
//
// The race encoding watches only the first byte of each element, and
// covers an access by `_W_ == off`, when every access to an array has one
// power-of-two width w and is aligned to it (race.c). That is true of most
// CUDA and OpenCL code, but not of a packed struct's fields (a 4-byte
// `val` at byte 5k+1, `align 1` in LLVM) nor of a cast to a wider type at
// an odd byte. So the shortcut needs a reason per access:
//
//  - the offset is provably a multiple of w (trailing-zero analysis below:
//    `index * 4 + 8` is a multiple of 4), or
//  - LLVM's `align A` on the access says so (A >= w). A misaligned access
//    with such a claim is undefined behaviour (a misaligned-address fault on
//    a GPU): where the offset is not provably a multiple of A the program
//    asserts it is, and a failure is reported as a "misaligned access"
//    defect. Later code may then rely on the claim.
//
// Offsets are relative to the array's start: that every array starts at an
// address aligned to the largest alignment its accesses claim is an
// assumption (README limitations).
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <string.h>

static int min2(int a, int b) { return a < b ? a : b; }
static int max2(int a, int b) { return a > b ? a : b; }

static int ctz_bits(uint64_t v, int bits) {
  if (bits < 64)
    v &= (UINT64_C(1) << bits) - 1;
  if (!v)
    return bits;
  int n = 0;
  while (!(v & 1))
    v >>= 1, n++;
  return n;
}

// Trailing zeros every value of `in` has, given the current estimates of
// its operands (a value that is zero has `bits`).
static int tz_of(Enc *e, const Instr *in) {
  int bits = in->type.bits;
  uint64_t c;
  if (fold_constant(e, in, &c))
    return ctz_bits(c, bits);
  const unsigned char *tz = e->offset_tz;
  switch (in->kind) {
  case I_BIN: {
    int a = tz[in->a[0]->id], b = tz[in->a[1]->id];
    uint64_t k;
    switch (in->binop) {
    case B_ADD: case B_SUB: case B_OR: case B_XOR:
      return min2(a, b);
    case B_MUL:
      return min2(bits, a + b);
    case B_AND:
      return max2(a, b);
    case B_SHL:
      return fold_constant(e, in->a[1], &k) && k < (uint64_t)bits ? min2(bits, a + (int)k) : a;
    default:
      return 0;
    }
  }
  case I_CAST: {
    const Instr *x = in->a[0];
    if (x->type.kind != T_INT)
      return 0;
    int a = tz[x->id];
    if (in->cast == CAST_TRUNC)
      return min2(a, bits);
    if (in->cast == CAST_ZEXT || in->cast == CAST_SEXT)
      return a >= x->type.bits ? bits : a; // zero stays zero
    return 0;
  }
  case I_SELECT:
    return min2(tz[in->a[1]->id], tz[in->a[2]->id]);
  case I_PHI: {
    int m = bits;
    for (int i = 0; i < in->nargs; i++)
      m = min2(m, tz[in->a[i]->id]);
    return m;
  }
  default:
    return 0;
  }
}

// A greatest fixpoint from "every value is zero" downwards: each round
// can only lower an estimate, and the result is an inductive fact (every
// instruction keeps it given its operands do), so it holds in every run,
// loop counters `i += 4` included.
void align_analyse(Enc *e) {
  const Kernel *k = e->k;
  e->offset_tz = NEW_ARRAY(e->arena, unsigned char, k->ninstrs + 1);
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      e->offset_tz[in->id] = in->type.kind == T_INT ? (unsigned char)in->type.bits : 0;
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (int bi = 0; bi < k->nblocks; bi++)
      for (int i = 0; i < k->blocks[bi]->nins; i++) {
        const Instr *in = k->blocks[bi]->ins[i];
        if (in->type.kind != T_INT)
          continue;
        int t = tz_of(e, in);
        if (t < e->offset_tz[in->id])
          e->offset_tz[in->id] = (unsigned char)t, changed = true;
      }
  }
}

static int claimed(const Instr *in) { return in->align ? in->align : in->bytes; }

static int log2_of(int v) { return log2_exact((uint64_t)v); }

// The alignment (a power of two, in bytes) that needs a check: the claim,
// when the offset is not provably a multiple of it; 0 when none is needed.
static int unproved_claim(const Enc *e, const Instr *in) {
  if (in->kind != I_LOAD && in->kind != I_STORE && in->kind != I_ATOMIC)
    return 0;
  int a = claimed(in);
  int lg = log2_of(a);
  if (a <= 1 || lg < 0)
    return 0;
  return e->offset_tz[in->offset->id] >= lg ? 0 : a;
}

bool align_known(const Enc *e, const Instr *in) {
  if (in->kind != I_LOAD && in->kind != I_STORE && in->kind != I_ATOMIC)
    return false;
  int lg = log2_of(in->bytes);
  if (lg < 0)
    return false;
  return e->offset_tz[in->offset->id] >= lg || claimed(in) >= in->bytes;
}

// The width the race check may treat an access as, when every access to its
// array has that width (race.c, race_width): a load's, store's or atomic's
// width when its offset is known aligned to it; a copy's constant
// power-of-two length when its offset is provably a multiple of it. A
// struct assignment (`out[i] = v` of a uint4) is such a copy: 16 bytes at
// 16 * i. Two such copies overlap only if they start at the same byte,
// exactly as two aligned 16-byte stores. 0 for anything else.
int align_cover_width(Enc *e, const Instr *in) {
  if (in->kind != I_READ_RANGE && in->kind != I_WRITE_RANGE)
    return align_known(e, in) ? in->bytes : 0;
  uint64_t len;
  if (in->footprint || in->collective || !fold_constant(e, in->len, &len) || len > 4096)
    return 0;
  int lg = log2_exact(len);
  return lg > 0 && e->offset_tz[in->offset->id] >= lg ? (int)len : 0;
}

void align_check(Enc *e, const Instr *in, const char *const pred[2], const char *const off[2]) {
  int a = unproved_claim(e, in);
  if (!a)
    return;
  int lg = log2_of(a);
  uint64_t cv;
  // a constant offset is decided here: the check only says whether the access runs
  bool constant = fold_constant(e, in->offset, &cv);
  const char *expr = NULL;
  // a uniform offset under one predicate needs one term
  int nt = strcmp(off[0], off[1]) == 0 && strcmp(pred[0], pred[1]) == 0 ? 1 : 2;
  for (int t = 0; t < nt; t++) {
    const char *low = constant ? "false"
                               : arena_printf(e->arena, "(%s)[%d:0] == 0bv%d", off[t], lg, lg);
    const char *one = strcmp(pred[t], "true") == 0
                          ? low
                          : arena_printf(e->arena, "(%s ==> %s)", pred[t], low);
    expr = expr ? arena_printf(e->arena, "%s && %s", expr, one) : one;
  }
  // one check for both threads: one defect per access
  Check *c = bpl_assert(e, CK_MISALIGNED, in->loc, expr);
  c->array = in->array;
  c->align = a;
}
