// initial.c — loads from constant globals read their initializer.
//
// A global that LLVM marks `constant` (OpenCL's program-scope `__constant`
// arrays, C `const` tables) can never change: its initializer is its
// contents for the whole launch (LLVM LangRef: "the contents of the
// variable will never be modified"). A CUDA `__constant__` variable is not
// such a global (the host may copy into it, so it is "externally
// initialized" or not `constant`), and neither is one whose definition may
// be replaced at link time. For the others, a load's value is the bytes of
// the initializer at its offset: for a variable offset, a choice among the
// table's elements (GPUVerify keeps these values as preconditions too).
// An offset outside the table, or bytes that are undef, give an arbitrary
// value, so the model only drops behaviours no execution has.
#include "tx.h"

#include <string.h>

enum { TABLE_MAX_BYTES = 1 << 16, TABLE_MAX_CHOICES = 256 };

typedef struct Table {
  uint8_t *bytes;
  bool *known;
  int64_t size;
  bool ok; // every constant in it understood
} Table;

static void put(Table *t, int64_t at, uint64_t v, int n) {
  for (int i = 0; i < n && at + i < t->size; i++) {
    t->bytes[at + i] = (uint8_t)(v >> (8 * i)); // little endian (spir, nvptx)
    t->known[at + i] = true;
  }
}

static void fill(Tx *tx, Table *t, LLVMValueRef c, int64_t at, int depth) {
  if (!t->ok || depth > 16 || at >= t->size) return;
  LLVMTypeRef ty = LLVMTypeOf(c);
  int64_t n = (int64_t)LLVMStoreSizeOfType(tx->td, ty);
  if (LLVMIsAConstantAggregateZero(c) || LLVMIsAConstantPointerNull(c)) {
    for (int64_t i = 0; i < n && at + i < t->size; i++) t->known[at + i] = true; // zeros
    return;
  }
  if (LLVMIsAUndefValue(c)) return; // unknown bytes
  if (LLVMIsAConstantInt(c)) {
    if (LLVMGetIntTypeWidth(ty) > 64 || LLVMGetIntTypeWidth(ty) % 8) { t->ok = false; return; }
    put(t, at, LLVMConstIntGetZExtValue(c), (int)n);
    return;
  }
  if (LLVMIsAConstantFP(c)) {
    LLVMBool loses = 0;
    double d = LLVMConstRealGetDouble(c, &loses);
    if (LLVMGetTypeKind(ty) == LLVMDoubleTypeKind) {
      uint64_t u;
      memcpy(&u, &d, 8);
      put(t, at, u, 8);
    } else if (LLVMGetTypeKind(ty) == LLVMFloatTypeKind) {
      float f = (float)d;
      uint32_t u;
      memcpy(&u, &f, 4);
      put(t, at, u, 4);
    } // other widths: unknown bytes
    return;
  }
  LLVMTypeKind k = LLVMGetTypeKind(ty);
  unsigned cnt = LLVMIsAConstantDataSequential(c) ? (k == LLVMVectorTypeKind ? LLVMGetVectorSize(ty)
                                                                             : LLVMGetArrayLength(ty))
                                                  : (unsigned)LLVMGetNumOperands(c);
  if (!(LLVMIsAConstantDataSequential(c) || LLVMIsAConstantArray(c) || LLVMIsAConstantVector(c) ||
        LLVMIsAConstantStruct(c))) {
    t->ok = false; // constant expressions (addresses): not followed
    return;
  }
  for (unsigned i = 0; i < cnt && t->ok; i++) {
    LLVMValueRef e = LLVMIsAConstantDataSequential(c) ? LLVMGetElementAsConstant(c, i) : LLVMGetOperand(c, i);
    int64_t off = k == LLVMStructTypeKind
                      ? (int64_t)LLVMOffsetOfElement(tx->td, ty, i)
                      : (int64_t)i * (int64_t)LLVMABISizeOfType(tx->td, LLVMTypeOf(e));
    fill(tx, t, e, at + off, depth + 1);
  }
}

static LLVMValueRef global_of(Tx *tx, const Array *a) {
  for (int i = 0; i < tx->arrays.cap; i++)
    if (tx->arrays.keys[i] && tx->arrays.vals[i] == a && LLVMIsAGlobalVariable((LLVMValueRef)tx->arrays.keys[i]))
      return (LLVMValueRef)tx->arrays.keys[i];
  return NULL;
}

static bool immutable(LLVMValueRef g) {
  if (!g || !LLVMIsGlobalConstant(g) || LLVMIsExternallyInitialized(g) || LLVMIsDeclaration(g))
    return false;
  LLVMLinkage l = LLVMGetLinkage(g);
  return l == LLVMExternalLinkage || l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
}

static Table *table_of(Tx *tx, const Array *a) {
  LLVMValueRef g = global_of(tx, a);
  if (!immutable(g) || !LLVMGetInitializer(g)) return NULL;
  Table *t = pmap_get(&tx->tables, g);
  if (t) return t->ok ? t : NULL;
  t = NEW(tx->arena, Table);
  pmap_put(tx->arena, &tx->tables, g, t);
  LLVMTypeRef vt = LLVMGlobalGetValueType(g);
  t->size = LLVMTypeIsSized(vt) ? (int64_t)LLVMStoreSizeOfType(tx->td, vt) : 0;
  if (t->size <= 0 || t->size > TABLE_MAX_BYTES) return NULL;
  t->bytes = NEW_ARRAY(tx->arena, uint8_t, t->size);
  t->known = NEW_ARRAY(tx->arena, bool, t->size);
  t->ok = true;
  fill(tx, t, LLVMGetInitializer(g), 0, 0);
  return t->ok ? t : NULL;
}

// The value of `bytes` bytes at byte `at` of the table, or NULL if any is unknown.
static Instr *value_at(Tx *tx, const Table *t, int64_t at, int bytes, Type ty) {
  if (at < 0 || at + bytes > t->size) return NULL;
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; i--) {
    if (!t->known[at + i]) return NULL;
    v = v << 8 | t->bytes[at + i];
  }
  return tx_const(tx, ty, v);
}

// The value a load of `bytes` bytes (type ty) at `offset` of array a reads,
// when a is an immutable global with a known initializer; else NULL.
Instr *init_load(Tx *tx, const Array *a, Instr *offset, int bytes, Type ty) {
  if (a->space == MS_PRIVATE || a->space == MS_SHARED || ty.bits != 8 * bytes || bytes > 8) return NULL;
  const Table *t = table_of(tx, a);
  if (!t) return NULL;
  if (offset->kind == I_CONST) return value_at(tx, t, (int64_t)offset->imm, bytes, ty);
  int64_t n = t->size / bytes;
  if (n > TABLE_MAX_CHOICES) return NULL;
  // A variable offset: the element it names (an offset not on an element
  // boundary, or outside, reads an arbitrary value).
  Instr *r = tx_havoc(tx, ty);
  for (int64_t i = n - 1; i >= 0; i--) {
    Instr *v = value_at(tx, t, i * bytes, bytes, ty);
    if (!v) v = tx_havoc(tx, ty);
    r = tx_select(tx, tx_icmp(tx, C_EQ, offset, tx_const(tx, offset->type, (uint64_t)(i * bytes))), v, r);
  }
  return r;
}
