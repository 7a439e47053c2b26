// vector.c — vector values, lane by lane.
//
// LLVM's scalarizer pass (run in translate.c's prepare) splits every vector
// operation (arithmetic, comparisons, selects, casts, phis, shuffles) into
// one scalar operation per lane. What it leaves as vectors are the values at
// its boundaries: loads, stores, call arguments and results, each built or
// taken apart with insertelement/extractelement. This file gives those
// values their lanes:
//
//   - a vector load reads its lanes one element at a time (memory.c), and
//     the lanes are bound to the load here (`vec_bind`);
//   - a lane of a value is found through insertelement chains, shuffles,
//     constants and the bound lanes (`vec_lane`);
//   - extractelement takes a lane (a chain of selects for a variable index).
//
// A lane tandem cannot follow is an arbitrary value: that only adds
// behaviours, so it is sound (it can cost a proof, never hide a defect).
#include "tx.h"

#include <string.h>

// The element type and lane count of vector type `ty`, when its elements
// are scalars of whole bytes laid out one after another (lane i at byte
// i * size: true of every vector of ints and floats wider than i1).
bool vec_layout(Tx *tx, LLVMTypeRef ty, Type *elem, int *n) {
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind) return false;
  LLVMTypeRef et = LLVMGetElementType(ty);
  if (LLVMGetTypeKind(et) == LLVMPointerTypeKind) return false;
  if (!tx_scalar_type(tx, et, elem) || elem->bits % 8) return false;
  if ((int)LLVMStoreSizeOfType(tx->td, et) * 8 != elem->bits) return false;
  *n = (int)LLVMGetVectorSize(ty);
  return *n > 0 && *n <= 64;
}

void vec_bind(Tx *tx, LLVMValueRef v, Instr **lanes) { pmap_put(tx->arena, &tx->lanes, v, lanes); }

static Instr *const_lane(Tx *tx, LLVMValueRef c, int i, Type t) {
  if (LLVMIsAConstantDataVector(c)) return tx_val(tx, LLVMGetElementAsConstant(c, (unsigned)i));
  if (LLVMIsAConstantVector(c)) return tx_val(tx, LLVMGetOperand(c, (unsigned)i));
  if (LLVMIsAConstantAggregateZero(c)) return tx_const(tx, t, 0);
  if (LLVMIsAUndefValue(c) || LLVMIsAPoisonValue(c)) return tx_havoc(tx, t);
  return NULL;
}

// Lane i of vector value v, or NULL when v is none of the forms followed.
// Emits code only for a variable insertelement index (a select).
static Instr *lane(Tx *tx, LLVMValueRef v, int i, Type t, int depth) {
  if (depth > 256) return NULL;
  Instr **bound = pmap_get(&tx->lanes, v);
  if (bound) return bound[i];
  if (LLVMIsAConstant(v)) {
    Instr *c = const_lane(tx, v, i, t);
    if (c && c->type.kind == t.kind && c->type.bits == t.bits) return c;
    return NULL;
  }
  if (LLVMIsAInsertElementInst(v)) {
    LLVMValueRef idx = LLVMGetOperand(v, 2);
    LLVMValueRef base = LLVMGetOperand(v, 0);
    if (LLVMIsAConstantInt(idx)) {
      if (LLVMConstIntGetZExtValue(idx) == (uint64_t)i) return tx_val(tx, LLVMGetOperand(v, 1));
      return lane(tx, base, i, t, depth + 1);
    }
    Instr *old = lane(tx, base, i, t, depth + 1);
    if (!old) return NULL;
    Instr *x = tx_val(tx, idx);
    Instr *hit = tx_icmp(tx, C_EQ, x, tx_const(tx, x->type, (uint64_t)i));
    return tx_select(tx, hit, tx_val(tx, LLVMGetOperand(v, 1)), old);
  }
  if (LLVMIsAShuffleVectorInst(v)) {
    int m = LLVMGetMaskValue(v, (unsigned)i);
    if (m == LLVMGetUndefMaskElem()) return tx_havoc(tx, t);
    LLVMValueRef a = LLVMGetOperand(v, 0);
    int na = (int)LLVMGetVectorSize(LLVMTypeOf(a));
    return m < na ? lane(tx, a, m, t, depth + 1) : lane(tx, LLVMGetOperand(v, 1), m - na, t, depth + 1);
  }
  return NULL;
}

Instr *vec_lane(Tx *tx, LLVMValueRef v, int i) {
  Type t;
  int n;
  if (!vec_layout(tx, LLVMTypeOf(v), &t, &n) || i < 0 || i >= n) {
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(v));
    if (!tx_scalar_type(tx, et, &t)) t = ty_int(32);
    return tx_havoc(tx, t);
  }
  Instr *x = lane(tx, v, i, t, 0);
  return x ? x : tx_havoc(tx, t);
}

// extractelement: the lane; with a variable index, a chain of selects over
// the lanes (an index past the end gives an arbitrary value, as LLVM's
// poison).
void vec_lower_extract(Tx *tx, LLVMValueRef v, Type t) {
  LLVMValueRef vec = LLVMGetOperand(v, 0), idx = LLVMGetOperand(v, 1);
  Instr *r;
  Type et;
  int n;
  if (!vec_layout(tx, LLVMTypeOf(vec), &et, &n) || et.kind != t.kind || et.bits != t.bits) {
    r = tx_havoc(tx, t);
  } else if (LLVMIsAConstantInt(idx)) {
    uint64_t k = LLVMConstIntGetZExtValue(idx);
    r = k < (uint64_t)n ? vec_lane(tx, vec, (int)k) : tx_havoc(tx, t);
  } else {
    Instr *x = tx_val(tx, idx);
    r = tx_havoc(tx, t);
    for (int i = n - 1; i >= 0; i--)
      r = tx_select(tx, tx_icmp(tx, C_EQ, x, tx_const(tx, x->type, (uint64_t)i)), vec_lane(tx, vec, i), r);
  }
  if (!r->name) r->name = tx_name(tx, v);
  pmap_put(tx->arena, &tx->vals, v, r);
}
