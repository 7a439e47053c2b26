// bounds.c — --check-array-bounds: every access to an array whose size is
// known statically (__shared__, __constant__ and __device__ variables,
// private arrays, by-value struct arguments) stays inside it.
//
// The check is one assertion per access over both threads. An access of
// n bytes at byte offset o is inside an array of S bytes iff o <= S - n
// (unsigned: a negative index is a huge offset, outside). A range of
// symbolic length L (memcpy, memset) is inside iff L == 0 or (o <= S and
// L <= S - o), written so that nothing overflows.
//
// So that the report can name the offending index, the assertion is
//     (p && o == _OOB_c) ==> inside(o)
// for a model constant _OOB_c no axiom mentions. Boogie proves an
// assertion for every value of the constants, so this holds iff
// p ==> inside(o) (take _OOB_c = o), and a counterexample must choose
// _OOB_c equal to the offending offset, which the runner reads back.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <string.h>

static bool checked(const Array *a) { return a->size_bytes >= 0; }

static const char *inside(Enc *e, const Instr *in, const char *off, const char *len) {
  int64_t size = in->array->size_bytes;
  const char *s = bpl_const(e, (uint64_t)size, 64);
  if (!in->len) {
    if (in->bytes > size)
      return "false";
    return bpl_cmp(e, C_ULE, 64, off, bpl_const(e, (uint64_t)(size - in->bytes), 64));
  }
  return arena_printf(e->arena, "(%s == 0bv64 || (%s && %s))", len, bpl_cmp(e, C_ULE, 64, off, s),
                      bpl_cmp(e, C_ULE, 64, len, bpl_bin(e, B_SUB, 64, s, off)));
}

void bounds_check(Enc *e, const Instr *in, const char *const pred[2], const char *const off[2],
                  const char *const len[2]) {
  if (!e->opt->check_array_bounds || !checked(in->array))
    return;
  const char *c = arena_printf(e->arena, "_OOB_%d", e->checks.len);
  sb_printf(&e->decls, "const %s: bv64; // offending byte offset into '%s'\n", c, in->array->name);
  // a uniform offset under one predicate needs one term
  int nt = strcmp(off[0], off[1]) == 0 && strcmp(pred[0], pred[1]) == 0 &&
                   strcmp(len[0], len[1]) == 0
               ? 1
               : 2;
  const char *expr = NULL;
  for (int t = 0; t < nt; t++) {
    const char *one = arena_printf(e->arena, "((%s && %s == %s) ==> %s)", pred[t], off[t], c,
                                   inside(e, in, off[t], len[t]));
    expr = expr ? arena_printf(e->arena, "%s && %s", expr, one) : one;
  }
  Check *ck = bpl_assert(e, CK_OUT_OF_BOUNDS, in->loc, expr);
  ck->array = in->array;
  ck->logged = in->kind == I_LOAD || in->kind == I_READ_RANGE ? ACC_READ
               : in->kind == I_ATOMIC                         ? ACC_ATOMIC
                                                              : ACC_WRITE;
}
