// memory.c — arrays and pointers: every pointer SSA value becomes an
// (Array, i64 byte offset) pair; loads, stores, atomics become accesses
// of byte ranges. Also the debug-info reading that names arrays and
// element types for reports, and a small Itanium demangler.
#include "tx.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

bool mem_is_ptr(LLVMValueRef v) { return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind; }

// ------------------------------------------------------------------ demangling
// Only what names need: the last source-name component of an Itanium
// name (_Z6reducePfi -> reduce, _ZN2ns1kEv -> k, _ZZ1kPiiE4tile -> tile).
static const char *source_name(const char *p, int *len) {
  const char *last = NULL;
  bool nested = *p == 'N';
  if (nested) p++;
  while (*p == 'K' || *p == 'V' || *p == 'r' || *p == 'L') p++;
  while (isdigit((unsigned char)*p)) {
    char *end;
    long n = strtol(p, &end, 10);
    if (n <= 0 || (long)strlen(end) < n) break;
    last = end, *len = (int)n;
    p = end + n;
    if (!nested || *p == 'E' || *p == 'I') break;
  }
  return last;
}

static const char *local_name(const char *m, int *len) {
  size_t ml = strlen(m);
  for (size_t i = 0; i < ml; i++) {
    if (m[i] != 'E' || !isdigit((unsigned char)m[i + 1])) continue;
    char *end;
    long n = strtol(m + i + 1, &end, 10);
    size_t rest = strlen(end);
    if (n > 0 && (size_t)n <= rest && (end[n] == '\0' || end[n] == '_')) {
      *len = (int)n;
      return end;
    }
  }
  return NULL;
}

const char *demangle(Arena *a, const char *m) {
  if (strncmp(m, "_Z", 2)) return arena_strdup(a, m);
  int len = 0;
  const char *s = m[2] == 'Z' ? local_name(m, &len) : source_name(m + 2, &len);
  return s ? arena_strndup(a, s, (size_t)len) : arena_strdup(a, m);
}

const char *demangle_rest(const char *m) {
  if (strncmp(m, "_Z", 2) || !isdigit((unsigned char)m[2])) return "";
  char *end;
  long n = strtol(m + 2, &end, 10);
  return (long)strlen(end) >= n ? end + n : "";
}

// ------------------------------------------------------------------ debug info
// LLVM-C 14 has no getters for DI names or tags; operands are read through
// MetadataAsValue (LLVM 14 layouts: DIVariable: Scope, Name, File, Type;
// DIType: File, Scope, Name, BaseType, Elements).
static LLVMValueRef md_op(Tx *tx, LLVMMetadataRef md, unsigned idx) {
  if (!md) return NULL;
  LLVMValueRef v = LLVMMetadataAsValue(tx->ctx, md);
  if (!LLVMIsAMDNode(v)) return NULL;
  unsigned n = LLVMGetMDNodeNumOperands(v);
  if (idx >= n) return NULL;
  LLVMValueRef *ops = NEW_ARRAY(tx->arena, LLVMValueRef, n);
  LLVMGetMDNodeOperands(v, ops);
  return ops[idx];
}

static LLVMMetadataRef md_node_op(Tx *tx, LLVMMetadataRef md, unsigned idx) {
  LLVMValueRef v = md_op(tx, md, idx);
  return v && LLVMIsAMDNode(v) ? LLVMValueAsMetadata(v) : NULL;
}

static const char *md_str_op(Tx *tx, LLVMMetadataRef md, unsigned idx) {
  LLVMValueRef v = md_op(tx, md, idx);
  unsigned len = 0;
  const char *s = v && LLVMIsAMDString(v) ? LLVMGetMDString(v, &len) : NULL;
  return s && len ? arena_strndup(tx->arena, s, len) : NULL;
}

static bool is_di_type(LLVMMetadataRef md);

// Typedefs and qualifiers have size 0: the size is their base type's.
static uint64_t di_size(Tx *tx, LLVMMetadataRef t) {
  for (int guard = 0; guard < 64 && is_di_type(t); guard++) {
    uint64_t s = LLVMDITypeGetSizeInBits(t);
    if (s || LLVMGetMetadataKind(t) != LLVMDIDerivedTypeMetadataKind) return s;
    t = md_node_op(tx, t, 3);
  }
  return 0;
}

static bool is_di_type(LLVMMetadataRef md) {
  if (!md) return false;
  LLVMMetadataKind k = LLVMGetMetadataKind(md);
  return k == LLVMDIBasicTypeMetadataKind || k == LLVMDIDerivedTypeMetadataKind ||
         k == LLVMDICompositeTypeMetadataKind;
}

// Element type of a variable's DI type: strips qualifiers (unnamed,
// size-0 derived types), array types (unnamed composites with a base) and,
// when `ptrs` > 0, that many pointer levels (unnamed derived with a size).
static LLVMMetadataRef di_elem(Tx *tx, LLVMMetadataRef t, int ptrs) {
  for (int guard = 0; guard < 64 && is_di_type(t); guard++) {
    LLVMMetadataKind k = LLVMGetMetadataKind(t);
    size_t len = 0;
    LLVMDITypeGetName(t, &len);
    bool named = len > 0;
    if (k == LLVMDIDerivedTypeMetadataKind && !named) {
      if (LLVMDITypeGetSizeInBits(t)) {
        if (ptrs-- <= 0) return t;
      }
      t = md_node_op(tx, t, 3);
    } else if (k == LLVMDICompositeTypeMetadataKind && !named && md_node_op(tx, t, 3)) {
      t = md_node_op(tx, t, 3);
    } else {
      return ptrs > 0 ? NULL : t;
    }
  }
  return NULL;
}

// Follows typedefs and qualifiers to a struct, for its fields.
static LLVMMetadataRef di_struct(Tx *tx, LLVMMetadataRef t) {
  for (int guard = 0; guard < 64 && is_di_type(t); guard++) {
    LLVMMetadataKind k = LLVMGetMetadataKind(t);
    if (k == LLVMDICompositeTypeMetadataKind) return md_node_op(tx, t, 4) ? t : NULL;
    if (k != LLVMDIDerivedTypeMetadataKind) return NULL;
    t = md_node_op(tx, t, 3);
  }
  return NULL;
}

static const char *di_type_name(Tx *tx, LLVMMetadataRef t) {
  size_t len = 0;
  const char *n = LLVMDITypeGetName(t, &len);
  if (LLVMGetMetadataKind(t) == LLVMDICompositeTypeMetadataKind)
    return len ? arena_printf(tx->arena, "struct %.*s", (int)len, n) : "struct";
  return len ? arena_strndup(tx->arena, n, len) : NULL;
}

static void di_fields(Tx *tx, Array *arr, LLVMMetadataRef t) {
  LLVMMetadataRef st = di_struct(tx, t), elems = st ? md_node_op(tx, st, 4) : NULL;
  if (!elems) return;
  LLVMValueRef ev = LLVMMetadataAsValue(tx->ctx, elems);
  unsigned n = LLVMGetMDNodeNumOperands(ev);
  LLVMValueRef *ops = NEW_ARRAY(tx->arena, LLVMValueRef, n ? n : 1);
  LLVMGetMDNodeOperands(ev, ops);
  arr->fields = NEW_ARRAY(tx->arena, Field, n ? n : 1);
  for (unsigned i = 0; i < n; i++) {
    LLVMMetadataRef m = ops[i] && LLVMIsAMDNode(ops[i]) ? LLVMValueAsMetadata(ops[i]) : NULL;
    if (!m || LLVMGetMetadataKind(m) != LLVMDIDerivedTypeMetadataKind) continue;
    size_t len = 0;
    const char *name = LLVMDITypeGetName(m, &len);
    if (!len) continue;
    Field *f = &arr->fields[arr->nfields++];
    f->name = arena_strndup(tx->arena, name, len);
    f->offset = (int)(LLVMDITypeGetOffsetInBits(m) / 8);
    f->bytes = (int)(LLVMDITypeGetSizeInBits(m) / 8);
  }
}

// dbg.value/dbg.declare records: argument or alloca -> DILocalVariable.
// Records from the kernel's own scope win over inlined callees' ones.
void mem_collect_dbg(Tx *tx) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(tx->fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i)) continue;
      LLVMValueRef callee = LLVMGetCalledValue(i);
      size_t len = 0;
      const char *nm = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
      if (strcmp(nm, "llvm.dbg.value") && strcmp(nm, "llvm.dbg.declare")) continue;
      LLVMValueRef a0 = LLVMGetOperand(i, 0), a1 = LLVMGetOperand(i, 1);
      if (!a0 || !a1 || LLVMGetMDNodeNumOperands(a0) != 1 || !LLVMIsAMDNode(a1)) continue;
      LLVMValueRef v;
      LLVMGetMDNodeOperands(a0, &v);
      if (!v || !(LLVMIsAArgument(v) || LLVMIsAAllocaInst(v))) continue;
      LLVMMetadataRef var = LLVMValueAsMetadata(a1);
      bool own = tx->sp && LLVMDIVariableGetScope(var) == tx->sp;
      if (own || !pmap_get(&tx->dbgvar, v)) pmap_put(tx->arena, &tx->dbgvar, v, var);
    }
}

// ------------------------------------------------------------------ arrays
static const char *llvm_type_name(Tx *tx, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(t)) {
    case 1: return "bool";
    case 8: return "char";
    case 16: return "short";
    case 32: return "int";
    case 64: return "long";
    default: return arena_printf(tx->arena, "i%u", LLVMGetIntTypeWidth(t));
    }
  case LLVMHalfTypeKind: return "half";
  case LLVMFloatTypeKind: return "float";
  case LLVMDoubleTypeKind: return "double";
  case LLVMPointerTypeKind: return "pointer";
  case LLVMVectorTypeKind:
    return arena_printf(tx->arena, "%s%u", llvm_type_name(tx, LLVMGetElementType(t)),
                        LLVMGetVectorSize(t));
  case LLVMStructTypeKind: {
    const char *n = LLVMGetStructName(t);
    if (!n) return "struct";
    const char *dot = strchr(n, '.');
    return arena_printf(tx->arena, "struct %s", dot ? dot + 1 : n);
  }
  default: return "unknown";
  }
}

static LLVMTypeRef strip_arrays(LLVMTypeRef t) {
  while (LLVMGetTypeKind(t) == LLVMArrayTypeKind) t = LLVMGetElementType(t);
  return t;
}

static void llvm_fields(Tx *tx, Array *arr, LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind) return;
  unsigned n = LLVMCountStructElementTypes(t);
  arr->fields = NEW_ARRAY(tx->arena, Field, n ? n : 1);
  for (unsigned i = 0; i < n; i++) {
    Field *f = &arr->fields[arr->nfields++];
    f->name = arena_printf(tx->arena, "field%u", i);
    f->offset = (int)LLVMOffsetOfElement(tx->td, t, i);
    f->bytes = (int)LLVMStoreSizeOfType(tx->td, LLVMStructGetTypeAtIndex(t, i));
  }
}

// Element type for reports: debug info when it agrees in size with the
// LLVM element type, else names derived from the LLVM type.
static void set_elem(Tx *tx, Array *arr, LLVMTypeRef elem, LLVMMetadataRef di) {
  elem = strip_arrays(elem);
  bool sized = LLVMTypeIsSized(elem) && LLVMGetTypeKind(elem) != LLVMFunctionTypeKind;
  arr->elem_bytes = sized ? (int)LLVMABISizeOfType(tx->td, elem) : 1;
  if (arr->elem_bytes < 1) arr->elem_bytes = 1;
  arr->elem_type = llvm_type_name(tx, elem);
  if (di && (int)(di_size(tx, di) / 8) == arr->elem_bytes) {
    const char *n = di_type_name(tx, di);
    if (n) arr->elem_type = n;
    di_fields(tx, arr, di);
  }
  if (!arr->nfields) llvm_fields(tx, arr, elem);
}

static Array *new_array(Tx *tx, const void *key, const char *name, MemSpace sp, SrcLoc decl) {
  Array *a = NEW(tx->arena, Array);
  a->id = tx->arrlist.len;
  a->name = name ? name : arena_printf(tx->arena, "array%d", a->id);
  a->space = sp;
  a->param_index = -1;
  a->size_bytes = -1;
  a->decl = decl;
  vec_push(tx->arena, &tx->arrlist, a);
  tx->k->arrays = (Array **)tx->arrlist.items;
  tx->k->narrays = tx->arrlist.len;
  pmap_put(tx->arena, &tx->arrays, key, a);
  return a;
}

static MemSpace space_of(Tx *tx, unsigned as, bool is_param) {
  if (tx->nvptx) {
    switch (as) {
    case 3: return MS_SHARED;
    case 4: return MS_CONSTANT;
    case 5: return MS_PRIVATE;
    default: return MS_GLOBAL; // generic (0) and global (1)
    }
  }
  switch (as) { // SPIR: 0 private, 1 global, 2 constant, 3 local, 4 generic
  case 0: return is_param ? MS_GLOBAL : MS_PRIVATE;
  case 2: return MS_CONSTANT;
  case 3: return MS_SHARED;
  default: return MS_GLOBAL;
  }
}

// `extern __shared__ T x[];` (a declaration, or an array of no elements):
// dynamic shared memory, sized at launch.
static bool is_dynamic_shared(Tx *tx, LLVMValueRef g, LLVMTypeRef vt) {
  return LLVMIsDeclaration(g) || !LLVMTypeIsSized(vt) || LLVMABISizeOfType(tx->td, vt) == 0;
}

// Every `extern __shared__` array of a kernel starts at the same address,
// the start of the block's dynamic shared memory: they are one Array, so
// `a[t] = ...; ... = b[t ^ 1];` is a race between the two names. Its name
// lists them ("bufA/bufB"); with different element types its elements are
// bytes. Each global keeps its own key in tx->arrays, mapped to the one
// Array, which sits under the key of the kernel function itself.
static Array *dynamic_shared(Tx *tx, LLVMValueRef g, const char *name, SrcLoc decl,
                             LLVMTypeRef vt, LLVMMetadataRef var) {
  Array *a = pmap_get(&tx->arrays, tx->fn);
  if (!a) {
    a = new_array(tx, tx->fn, name, MS_SHARED, decl);
    set_elem(tx, a, vt, di_elem(tx, md_node_op(tx, var, 3), 0));
  } else {
    a->name = arena_printf(tx->arena, "%s/%s", a->name, name);
    Array probe = {0};
    set_elem(tx, &probe, vt, di_elem(tx, md_node_op(tx, var, 3), 0));
    if (probe.elem_bytes != a->elem_bytes || strcmp(probe.elem_type, a->elem_type)) {
      a->elem_bytes = 1;
      a->elem_type = "char";
      a->fields = NULL;
      a->nfields = 0;
    }
  }
  pmap_put(tx->arena, &tx->arrays, g, a);
  return a;
}

static Array *global_array(Tx *tx, LLVMValueRef g) {
  Array *a = pmap_get(&tx->arrays, g);
  if (a) return a;
  LLVMMetadataRef var = NULL;
  size_t nmd = 0;
  LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(g, &nmd);
  unsigned dbg = LLVMGetMDKindIDInContext(tx->ctx, "dbg", 3);
  for (size_t i = 0; i < nmd && !var; i++)
    if (LLVMValueMetadataEntriesGetKind(md, (unsigned)i) == dbg)
      var = LLVMDIGlobalVariableExpressionGetVariable(LLVMValueMetadataEntriesGetMetadata(md, (unsigned)i));
  if (md) LLVMDisposeValueMetadataEntries(md);
  const char *name = md_str_op(tx, var, 1);
  size_t len = 0;
  const char *ll = LLVMGetValueName2(g, &len);
  if (!name) name = demangle(tx->arena, arena_strndup(tx->arena, ll, len));
  SrcLoc decl = var ? tx_loc_of(tx, g) : (SrcLoc){0};
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
  LLVMTypeRef vt = LLVMGlobalGetValueType(g);
  if (space_of(tx, as, false) == MS_SHARED && is_dynamic_shared(tx, g, vt))
    return dynamic_shared(tx, g, name, decl, vt, var);
  a = new_array(tx, g, name, space_of(tx, as, false), decl);
  if (LLVMIsGlobalConstant(g) && a->space == MS_GLOBAL) a->space = MS_CONSTANT;
  a->size_bytes = LLVMIsDeclaration(g) || !LLVMTypeIsSized(vt) ? -1 : (int64_t)LLVMABISizeOfType(tx->td, vt);
  if (a->size_bytes == 0) a->size_bytes = -1; // extern __shared__ T x[];
  set_elem(tx, a, vt, di_elem(tx, md_node_op(tx, var, 3), 0));
  return a;
}

static Array *alloca_array(Tx *tx, LLVMValueRef al) {
  Array *a = pmap_get(&tx->arrays, al);
  if (a) return a;
  LLVMMetadataRef var = pmap_get(&tx->dbgvar, al);
  const char *name = var ? md_str_op(tx, var, 1) : NULL;
  if (!name) name = tx_name(tx, al);
  a = new_array(tx, al, name, MS_PRIVATE, tx_loc_of(tx, al));
  LLVMTypeRef t = LLVMGetAllocatedType(al);
  LLVMValueRef cnt = LLVMGetOperand(al, 0);
  if (LLVMIsAConstantInt(cnt) && LLVMTypeIsSized(t))
    a->size_bytes = (int64_t)(LLVMABISizeOfType(tx->td, t) * LLVMConstIntGetZExtValue(cnt));
  set_elem(tx, a, t, var ? di_elem(tx, md_node_op(tx, var, 3), 0) : NULL);
  return a;
}

// Whether `bb` lies on a cycle of its function's CFG: reachable again
// from its own successors (a depth-first walk; blocks seen once).
static bool block_in_cycle(Tx *tx, LLVMBasicBlockRef bb) {
  PMap seen = {0};
  PtrVec stack = {0};
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  for (unsigned i = 0; term && i < LLVMGetNumSuccessors(term); i++)
    vec_push(tx->arena, &stack, LLVMGetSuccessor(term, i));
  while (stack.len) {
    LLVMBasicBlockRef b = stack.items[--stack.len];
    if (b == bb) return true;
    if (pmap_get(&seen, b)) continue;
    pmap_put(tx->arena, &seen, b, b);
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    for (unsigned i = 0; t && i < LLVMGetNumSuccessors(t); i++)
      vec_push(tx->arena, &stack, LLVMGetSuccessor(t, i));
  }
  return false;
}

// Device-side malloc / operator new: a fresh array of the calling thread,
// disjoint from every other array, so private to it (a pointer to it
// cannot reach another thread: storing pointers to memory is refused).
// One Array per call site stands for the one allocation that site makes
// per thread; a site on a CFG cycle could make several, live at once,
// that one Array would merge, so it is refused.
static Array *fresh_array(Tx *tx, LLVMValueRef call) {
  Array *a = pmap_get(&tx->arrays, call);
  if (a) return a;
  if (block_in_cycle(tx, LLVMGetInstructionParent(call)))
    tx_unsupported(tx, tx_loc_of(tx, call), "device-side allocation ('malloc') inside a loop");
  SrcLoc at = tx_loc_of(tx, call);
  a = new_array(tx, call, arena_printf(tx->arena, "malloc@%d", at.line), MS_PRIVATE, at);
  LLVMValueRef n = LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, 0) : NULL;
  if (n && LLVMIsAConstantInt(n) && LLVMConstIntGetZExtValue(n) > 0)
    a->size_bytes = (int64_t)LLVMConstIntGetZExtValue(n);
  set_elem(tx, a, LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(call))), NULL);
  return a;
}

// A call of the device allocator (builtins.c lowers it with mem_fresh_alloc).
static bool is_alloc_call(LLVMValueRef v) {
  if (!LLVMIsACallInst(v)) return false;
  LLVMValueRef f = LLVMGetCalledValue(v);
  size_t len = 0;
  const char *n = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : NULL;
  return n && len == 6 && !memcmp(n, "malloc", 6);
}

// The alignment a pointer parameter's type promises (1 for void *).
uint64_t mem_param_align(Tx *tx, LLVMValueRef arg) {
  LLVMTypeRef e = LLVMGetElementType(LLVMTypeOf(arg));
  if (!LLVMTypeIsSized(e)) return 1;
  uint64_t al = LLVMABIAlignmentOfType(tx->td, e);
  return al && !(al & (al - 1)) && al <= 16 ? al : 1;
}

// The variable a pointer argument points into, through GEPs and casts.
static LLVMValueRef strip_ptr(LLVMValueRef v) {
  for (int n = 0; n < 64 && v; n++) {
    if (LLVMIsAGetElementPtrInst(v) || LLVMIsABitCastInst(v) || LLVMIsAAddrSpaceCastInst(v))
      v = LLVMGetOperand(v, 0);
    else if (LLVMIsAConstantExpr(v) && (LLVMGetConstOpcode(v) == LLVMGetElementPtr ||
                                         LLVMGetConstOpcode(v) == LLVMBitCast ||
                                         LLVMGetConstOpcode(v) == LLVMAddrSpaceCast))
      v = LLVMGetOperand(v, 0);
    else
      break;
  }
  return v;
}

// --no-inline: whether every call of the function being checked passes,
// for parameter i, a pointer into a private variable of the caller (CUDA's
// generic pointers do not say). Then the parameter's array is private in
// the function's own check: two threads' copies never race. A call from
// anywhere else (another function's parameter, an array) keeps it global,
// which checks a superset of pairs.
static bool private_everywhere(Tx *tx, unsigned i) {
  int calls = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(tx->mod); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
        if (!LLVMIsACallInst(in) || LLVMGetCalledValue(in) != tx->fn) continue;
        if (i >= LLVMGetNumArgOperands(in) || !LLVMIsAAllocaInst(strip_ptr(LLVMGetOperand(in, i))))
          return false;
        calls++;
      }
  return calls > 0;
}

static void param_array(Tx *tx, Param *p, LLVMValueRef arg, int idx, LLVMMetadataRef var) {
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  bool is_byval = LLVMGetEnumAttributeAtIndex(tx->fn, (unsigned)idx + 1, byval) != NULL;
  LLVMTypeRef pt = LLVMTypeOf(arg);
  MemSpace sp = is_byval ? MS_PRIVATE : space_of(tx, LLVMGetPointerAddressSpace(pt), true);
  if (tx->k->is_proc && sp != MS_PRIVATE && private_everywhere(tx, (unsigned)idx)) sp = MS_PRIVATE;
  Array *a = new_array(tx, arg, p->name, sp, tx->k->loc);
  a->param_index = idx;
  LLVMTypeRef elem = LLVMGetElementType(pt);
  // A by-value struct parameter is the thread's own copy of the argument.
  if (is_byval && LLVMTypeIsSized(elem)) a->size_bytes = (int64_t)LLVMABISizeOfType(tx->td, elem);
  set_elem(tx, a, elem, var ? di_elem(tx, md_node_op(tx, var, 3), is_byval ? 0 : 1) : NULL);
  p->array = a;
  PtrVal *pv = NEW(tx->arena, PtrVal);
  pv->array = a;
  pv->offset = tx_const(tx, ty_int(64), 0);
  // A --no-inline function is called with pointers anywhere into its
  // callers' arrays: each thread's starts at its own arbitrary offset
  // (__ptr_offset_bytes(p), which its __requires may constrain).
  // Aligned for its element type: every call checks that its argument is
  // (builtins.c, bi_proc_call).
  if (tx->k->is_proc && !is_byval) {
    Instr *h = tx_havoc(tx, ty_int(64));
    h->name = arena_printf(tx->arena, "%s_offset", p->name);
    uint64_t al = mem_param_align(tx, arg);
    pv->offset = al > 1 ? tx_bin(tx, B_AND, h, tx_const(tx, ty_int(64), ~(al - 1))) : h;
  }
  pmap_put(tx->arena, &tx->ptrs, arg, pv);
}

static bool is_fn_ptr_type(LLVMTypeRef t);
static PtrVal fn_choice(Tx *tx);

// Parameters: pointers get an Array, scalars an I_PARAM in the entry
// block. By-value vectors/aggregates get neither (T_VOID, no array).
void mem_params(Tx *tx) {
  Kernel *k = tx->k;
  k->nparams = (int)LLVMCountParams(tx->fn);
  k->params = NEW_ARRAY(tx->arena, Param, k->nparams ? k->nparams : 1);
  for (int i = 0; i < k->nparams; i++) {
    LLVMValueRef arg = LLVMGetParam(tx->fn, (unsigned)i);
    LLVMMetadataRef var = pmap_get(&tx->dbgvar, arg);
    Param *p = &k->params[i];
    p->name = tx_name(tx, arg);
    if (!p->name && var) p->name = md_str_op(tx, var, 1);
    if (!p->name) p->name = arena_printf(tx->arena, "p%d", i);
    if (mem_is_ptr(arg) && is_fn_ptr_type(LLVMTypeOf(arg))) {
      PtrVal *pv = NEW(tx->arena, PtrVal);
      *pv = fn_choice(tx);
      pmap_put(tx->arena, &tx->ptrs, arg, pv);
      continue;
    }
    if (mem_is_ptr(arg)) {
      param_array(tx, p, arg, i, var);
      continue;
    }
    if (!tx_scalar_type(tx, LLVMTypeOf(arg), &p->type)) continue;
    // A --no-inline function's arguments differ from thread to thread and
    // call to call: arbitrary per thread, as far as its __requires allow.
    Instr *in = tx_emit(tx, tx->k->is_proc ? I_HAVOC : I_PARAM, p->type);
    in->param = i;
    in->name = p->name;
    pmap_put(tx->arena, &tx->vals, arg, in);
  }
}

// ------------------------------------------------------------------ pointer resolution
static PtrVal *ptr_entry(Tx *tx, LLVMValueRef v) { return pmap_get(&tx->ptrs, v); }

static Instr *i64(Tx *tx, int64_t v) { return tx_const(tx, ty_int(64), (uint64_t)v); }

// GEP indices are sign-extended (or truncated) to the index width, 64 here.
static Instr *gep_index(Tx *tx, LLVMValueRef idx) {
  if (LLVMGetTypeKind(LLVMTypeOf(idx)) == LLVMVectorTypeKind)
    tx_unsupported(tx, tx->loc, "vector of pointers");
  return tx_cast_to(tx, tx_val(tx, idx), ty_int(64), true);
}

static Instr *gep_offset(Tx *tx, LLVMValueRef gep, Instr *off) {
  LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i);
    if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      unsigned f = (unsigned)LLVMConstIntGetZExtValue(idx);
      off = tx_bin(tx, B_ADD, off, i64(tx, (int64_t)LLVMOffsetOfElement(tx->td, t, f)));
      t = LLVMStructGetTypeAtIndex(t, f);
      continue;
    }
    if (i > 1) t = LLVMGetElementType(t); // array or vector
    Instr *x = gep_index(tx, idx);
    Instr *scaled = tx_bin(tx, B_MUL, x, i64(tx, (int64_t)LLVMABISizeOfType(tx->td, t)));
    off = tx_bin(tx, B_ADD, off, scaled);
  }
  return off;
}

// The null pointer: base -1, no array.
static PtrVal null_ptr(Tx *tx) {
  PtrVal p = {NULL, i64(tx, 0), tx_const(tx, ty_int(32), 0xffffffffu), NULL, 1};
  p.alts = NEW_ARRAY(tx->arena, Array *, 1);
  return p;
}

Instr *mem_base_code(Tx *tx, PtrVal p) {
  return p.base ? p.base : tx_const(tx, ty_int(32), (uint64_t)(uint32_t)p.array->id);
}

static void add_alt(Tx *tx, PtrVec *v, Array *a) {
  for (int i = 0; i < v->len; i++)
    if (v->items[i] == (void *)a) return;
  vec_push(tx->arena, v, a);
}

static void add_alts(Tx *tx, PtrVec *v, PtrVal p) {
  if (!p.base) add_alt(tx, v, p.array);
  for (int i = 0; p.base && i < p.nalts; i++) add_alt(tx, v, p.alts[i]);
}

// A pointer naming one of the arrays in `v` (NULL: the null pointer):
// the plain form when that is one array.
static PtrVal from_alts(Tx *tx, PtrVec *v, Instr *base, Instr *off) {
  // (unknown memory keeps the base form: its dereference is checked)
  if (v->len == 1 && v->items[0] && !((Array *)v->items[0])->unknown)
    return (PtrVal){v->items[0], off, NULL, NULL, 0};
  PtrVal p = {NULL, off, base, NEW_ARRAY(tx->arena, Array *, v->len), v->len};
  for (int i = 0; i < v->len; i++) p.alts[i] = v->items[i];
  return p;
}

PtrVal mem_join(Tx *tx, PtrVal a, PtrVal b, Instr *base, Instr *off) {
  PtrVec v = {0};
  add_alts(tx, &v, a);
  add_alts(tx, &v, b);
  return from_alts(tx, &v, base, off);
}

// ------------------------------------------------------------------ function pointers
// A function whose address is taken is a pseudo-array with no accesses, so
// that a function pointer is a PtrVal like any other: comparisons with
// functions (funcptr.c's dispatchers) compare bases.
static Array *fn_array(Tx *tx, LLVMValueRef f) {
  Array *a = pmap_get(&tx->arrays, f);
  if (a) return a;
  size_t len = 0;
  const char *n = LLVMGetValueName2(f, &len);
  a = new_array(tx, f, demangle(tx->arena, arena_strndup(tx->arena, n, len)), MS_GLOBAL, (SrcLoc){0});
  a->elem_type = "function";
  a->elem_bytes = 1;
  return a;
}

static bool is_fn_ptr_type(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind &&
         LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMFunctionTypeKind;
}

// A function pointer that comes from outside the kernel (a parameter, a
// field of a by-value parameter): one of the functions whose address the
// module takes, or null, chosen arbitrarily (constrained by __requires).
// When no function's address is taken it can only be null (or invalid):
// a call through it is the defect funcptr.c's dispatcher reports.
static PtrVal fn_choice(Tx *tx) {
  PtrVec v = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(tx->mod); f; f = LLVMGetNextFunction(f))
    if (fp_address_taken(f) && strncmp(LLVMGetValueName(f), "__tandem_dispatch", 17)) add_alt(tx, &v, fn_array(tx, f));
  vec_push(tx->arena, &v, NULL);
  Instr *base = tx_havoc(tx, ty_int(32));
  return from_alts(tx, &v, base, i64(tx, 0));
}

// A pointer tandem cannot follow to an array: an undefined one (LLVM's
// undef or poison: uninitialised, or moved by clang's SROA past the
// variable it pointed into, which is undefined behaviour), or the result of
// a device function without a body. Its base is arbitrary (so a comparison
// with any other pointer, null included, may go either way) and its only
// alternative is a pseudo-array `what` that no access reaches: a
// dereference is checked to go to one of the pointer's real arrays
// (null_check), which for this pointer alone always fails where it is
// reached. `at_entry`: the arbitrary values are placed with the constants
// (a phi's operand), not at the current position.
PtrVal mem_unknown_ptr(Tx *tx, const void *key, const char *what, bool at_entry) {
  Array *a = pmap_get(&tx->arrays, key);
  if (!a) {
    a = new_array(tx, key, arena_printf(tx->arena, "(%s)", what), MS_GLOBAL, (SrcLoc){0});
    a->elem_type = "unknown";
    a->elem_bytes = 1;
    a->unknown = what;
  }
  PtrVal p = {NULL, at_entry ? tx_undef(tx, ty_int(64)) : tx_havoc(tx, ty_int(64)),
              at_entry ? tx_undef(tx, ty_int(32)) : tx_havoc(tx, ty_int(32)),
              NEW_ARRAY(tx->arena, Array *, 1), 1};
  p.alts[0] = a;
  return p;
}

static PtrVal const_ptr(Tx *tx, LLVMValueRef c) {
  if (LLVMIsAGlobalVariable(c)) return (PtrVal){.array = global_array(tx, c), .offset = i64(tx, 0)};
  if (LLVMIsAConstantExpr(c)) {
    LLVMOpcode op = LLVMGetConstOpcode(c);
    if (op == LLVMBitCast || op == LLVMAddrSpaceCast) return const_ptr(tx, LLVMGetOperand(c, 0));
    if (op == LLVMGetElementPtr) {
      PtrVal b = const_ptr(tx, LLVMGetOperand(c, 0));
      b.offset = gep_offset(tx, c, b.offset);
      return b;
    }
    if (op == LLVMIntToPtr && LLVMIsAConstantExpr(LLVMGetOperand(c, 0)) &&
        LLVMGetConstOpcode(LLVMGetOperand(c, 0)) == LLVMPtrToInt)
      return const_ptr(tx, LLVMGetOperand(LLVMGetOperand(c, 0), 0));
  }
  if (LLVMIsAFunction(c)) return (PtrVal){.array = fn_array(tx, c), .offset = i64(tx, 0)};
  if (LLVMIsNull(c)) return null_ptr(tx);
  if (LLVMIsUndef(c))
    return mem_unknown_ptr(tx, c,
                           "an undefined pointer (uninitialised, or moved past the variable it "
                           "pointed into)",
                           true);
  tx_unsupported(tx, tx->loc, "unsupported pointer constant");
}

PtrVal mem_ptr_any(Tx *tx, LLVMValueRef p) {
  PtrVal *e = ptr_entry(tx, p);
  if (e) return *e;
  if (LLVMIsAConstant(p)) return const_ptr(tx, p);
  if (LLVMIsAAllocaInst(p)) return (PtrVal){alloca_array(tx, p), i64(tx, 0), NULL, NULL, 0};
  if (is_alloc_call(p)) return (PtrVal){fresh_array(tx, p), i64(tx, 0), NULL, NULL, 0};
  tx_unsupported(tx, tx->loc, "pointer value that tandem cannot follow");
}

// Where one array must be known (builtins, ranges): a pointer with several
// possible arrays, or null, is refused there.
PtrVal mem_ptr(Tx *tx, LLVMValueRef p) {
  PtrVal v = mem_ptr_any(tx, p);
  if (v.base)
    tx_unsupported(tx, tx->loc, "pointer that may be null or point to different arrays, used "
                                "where one array is needed");
  return v;
}

// The arrays a pointer may name, through phis and selects whose operands
// are not lowered yet (a phi's incoming values may come later).
static void base_rec(Tx *tx, LLVMValueRef v, PMap *seen, PtrVec *acc) {
  if (pmap_get(seen, v)) return;
  pmap_put(tx->arena, seen, v, v);
  PtrVal *e = ptr_entry(tx, v);
  if (e) add_alts(tx, acc, *e);
  else if (LLVMIsAConstant(v)) add_alts(tx, acc, const_ptr(tx, v));
  else if (LLVMIsAAllocaInst(v)) add_alt(tx, acc, alloca_array(tx, v));
  else if (is_alloc_call(v)) add_alt(tx, acc, fresh_array(tx, v));
  else if (LLVMIsAPHINode(v)) {
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      base_rec(tx, LLVMGetIncomingValue(v, i), seen, acc);
  } else if (LLVMIsASelectInst(v)) {
    base_rec(tx, LLVMGetOperand(v, 1), seen, acc);
    base_rec(tx, LLVMGetOperand(v, 2), seen, acc);
  } else if (LLVMIsAGetElementPtrInst(v) || LLVMIsABitCastInst(v) || LLVMIsAAddrSpaceCastInst(v) ||
             LLVMIsAFreezeInst(v)) {
    base_rec(tx, LLVMGetOperand(v, 0), seen, acc);
  } else if (LLVMIsAIntToPtrInst(v) && LLVMIsAPtrToIntInst(LLVMGetOperand(v, 0))) {
    base_rec(tx, LLVMGetOperand(LLVMGetOperand(v, 0), 0), seen, acc);
  } else {
    tx_unsupported(tx, tx->loc, "pointer value that tandem cannot follow");
  }
}

PtrVal mem_alts_of(Tx *tx, LLVMValueRef p) {
  PMap seen = {0};
  PtrVec v = {0};
  base_rec(tx, p, &seen, &v);
  if (!v.len) tx_unsupported(tx, tx->loc, "pointer value that tandem cannot follow");
  return from_alts(tx, &v, NULL, NULL);
}

Array *mem_base(Tx *tx, LLVMValueRef p) {
  PtrVal v = mem_alts_of(tx, p);
  if (!v.array)
    tx_unsupported(tx, tx->loc, "pointer may be null or point to different arrays");
  return v.array;
}

static void bind_ptr(Tx *tx, LLVMValueRef v, PtrVal p) {
  PtrVal *e = NEW(tx->arena, PtrVal);
  *e = p;
  if (!p.offset->name && p.offset->kind != I_CONST) p.offset->name = tx_name(tx, v);
  pmap_put(tx->arena, &tx->ptrs, v, e);
}

void mem_bind_unknown(Tx *tx, LLVMValueRef v, const char *what) {
  bind_ptr(tx, v, mem_unknown_ptr(tx, v, what, false));
}

void mem_fresh_alloc(Tx *tx, LLVMValueRef call) {
  bind_ptr(tx, call, (PtrVal){.array = fresh_array(tx, call), .offset = i64(tx, 0)});
}

// ------------------------------------------------------------------ accesses
// The alignment an access claims: LLVM's `align` on loads, stores and
// atomics (1 for a packed struct's field); builtins without an instruction
// (__ldg, vload, atomic calls) require natural alignment.
static int access_align(LLVMValueRef in, int bytes) {
  if (in && (LLVMIsALoadInst(in) || LLVMIsAStoreInst(in) || LLVMIsAAtomicRMWInst(in) ||
             LLVMIsAAtomicCmpXchgInst(in))) {
    unsigned a = LLVMGetAlignment(in);
    return a ? (int)a : 1;
  }
  return bytes;
}

void mem_access(Tx *tx, InstrKind kind, PtrVal p, int bytes, Instr *val, LLVMValueRef in) {
  Instr *x = tx_emit(tx, kind, kind == I_LOAD && val ? val->type : (Type){T_VOID, 0});
  x->array = p.array;
  x->offset = p.offset;
  x->bytes = bytes;
  x->align = access_align(in, bytes);
  x->is_volatile = in && (LLVMIsALoadInst(in) || LLVMIsAStoreInst(in)) && LLVMGetVolatile(in);
  // A volatile access is a strong operation of system scope (PTX: ld/st.volatile
  // behave as relaxed.sys): fences.c uses the scope when it orders them.
  if (x->is_volatile)
    x->scope = SCOPE_SYSTEM;
  if (kind == I_STORE) {
    x->a = NEW_ARRAY(tx->arena, Instr *, 1);
    x->a[0] = val, x->nargs = 1;
  }
}

// The alignment of a piece at byte `off` of an access aligned to A: A
// only as far as `off` is (the lowest set bit of off bounds it).
static void piece_align(Tx *tx, int off) {
  Instr *x = tx->cur_ins.items[tx->cur_ins.len - 1];
  if (off && (off & -off) < x->align)
    x->align = off & -off;
}

// A vector of whole-byte scalars is accessed one lane at a time (lane i at
// byte i * size), with the lanes' values (vector.c): a stored lane is the
// value's lane, a loaded one is returned in `out` (when not NULL).
static bool lane_access(Tx *tx, bool store, PtrVal p, LLVMValueRef in, Instr **out) {
  LLVMValueRef val = store ? LLVMGetOperand(in, 0) : in;
  Type et;
  int n;
  if (!vec_layout(tx, LLVMTypeOf(val), &et, &n)) return false;
  int size = et.bits / 8;
  for (int i = 0; i < n; i++) {
    PtrVal q = {.array = p.array, .offset = tx_bin(tx, B_ADD, p.offset, i64(tx, i * size))};
    Instr proto = {.type = et};
    mem_access(tx, store ? I_STORE : I_LOAD, q, size, store ? vec_lane(tx, val, i) : &proto, in);
    piece_align(tx, i * size);
    if (out) {
      Instr *known = init_load(tx, q.array, q.offset, size, et);
      out[i] = known ? known : tx->cur_ins.items[tx->cur_ins.len - 1];
    }
  }
  return true;
}

// Other aggregate values are not modelled: an access of up to 64 bits is
// one access of an integer of that width; a wider one becomes 32-bit
// pieces (the widest scalar the encoding handles uniformly), each a havoc
// value when stored. The race check sees every byte either way.
static void wide_access(Tx *tx, bool store, PtrVal p, int bytes, LLVMValueRef in) {
  if (lane_access(tx, store, p, in, NULL)) return;
  int step = bytes <= 8 ? bytes : 4;
  for (int off = 0; off < bytes; off += step) {
    int n = bytes - off < step ? bytes - off : step;
    PtrVal q = {.array = p.array, .offset = tx_bin(tx, B_ADD, p.offset, i64(tx, off))};
    Instr proto = {.type = ty_int(8 * n)};
    mem_access(tx, store ? I_STORE : I_LOAD, q, n, store ? tx_havoc(tx, ty_int(8 * n)) : &proto, in);
    piece_align(tx, off);
  }
}

static Instr *atomic(Tx *tx, AtomicOp op, PtrVal p, Type t, int bytes, LLVMValueRef in) {
  Instr *x = tx_emit(tx, I_ATOMIC, t);
  x->atomic_op = op;
  x->array = p.array;
  x->offset = p.offset;
  x->bytes = bytes;
  x->align = access_align(in, bytes);
  x->scope = SCOPE_DEVICE;
  return x;
}

// Emits the accesses of LLVM instruction `in` through pointer p (one
// array); returns the loaded value, if any.
typedef Instr *(*AccessFn)(Tx *tx, PtrVal p, LLVMValueRef in);

static bool is_access(const Instr *x) {
  return x->kind == I_LOAD || x->kind == I_STORE || x->kind == I_ATOMIC ||
         x->kind == I_READ_RANGE || x->kind == I_WRITE_RANGE;
}

// A dereference of a pointer that may be null: checked (a failure is the
// defect "null pointer dereference" at the access).
static void unknown_check(Tx *tx, PtrVal p, const char *what) {
  Instr *ok = tx_const(tx, ty_int(1), 0);
  for (int i = 0; i < p.nalts; i++)
    if (p.alts[i] && !p.alts[i]->unknown)
      ok = tx_bin(tx, B_OR, ok,
                  tx_icmp(tx, C_EQ, p.base, tx_const(tx, ty_int(32), (uint64_t)(uint32_t)p.alts[i]->id)));
  Instr *x = tx_emit(tx, I_ASSERT, (Type){T_VOID, 0});
  x->a = NEW_ARRAY(tx->arena, Instr *, 1);
  x->a[0] = ok;
  x->nargs = 1;
  x->null_check = true;
  x->deref_what = what;
}

static void null_check(Tx *tx, PtrVal p) {
  // Unknown memory among the alternatives: the base must be one of the
  // real arrays (it may be any value, null and every array included).
  for (int i = 0; i < p.nalts; i++)
    if (p.alts[i] && p.alts[i]->unknown) {
      unknown_check(tx, p, p.alts[i]->unknown);
      return;
    }
  for (int i = 0; i < p.nalts; i++)
    if (!p.alts[i]) {
      Instr *ok = tx_icmp(tx, C_NE, p.base, tx_const(tx, ty_int(32), 0xffffffffu));
      Instr *x = tx_emit(tx, I_ASSERT, (Type){T_VOID, 0});
      x->a = NEW_ARRAY(tx->arena, Instr *, 1);
      x->a[0] = ok;
      x->nargs = 1;
      x->null_check = true;
      return;
    }
}

// A pointer with several possible arrays: the access is made once for each,
// guarded by `base == that array's id` (exactly one guard holds in a run,
// or none when the pointer is null, after the null check). The loaded
// value is the one of the array the guard picks. So each array's race
// logs see exactly the accesses made to it.
void mem_null_check(Tx *tx, PtrVal p) { null_check(tx, p); }

bool mem_has_entry(Tx *tx, LLVMValueRef p) { return ptr_entry(tx, p) != NULL; }

void mem_rebind(Tx *tx, LLVMValueRef v, PtrVal p) { *ptr_entry(tx, v) = p; }

// Puts guard g on the accesses emitted since instruction `first` of the
// current block.
void mem_guard_accesses(Tx *tx, int first, Instr *g) {
  for (int j = first; j < tx->cur_ins.len; j++) {
    Instr *x = tx->cur_ins.items[j];
    if (is_access(x)) x->guard = x->guard ? tx_bin(tx, B_AND, x->guard, g) : g;
  }
}

static Instr *each_base(Tx *tx, PtrVal p, LLVMValueRef in, AccessFn fn) {
  if (!p.base) return fn(tx, p, in);
  null_check(tx, p);
  Instr *res = NULL;
  for (int i = 0; i < p.nalts; i++) {
    Array *a = p.alts[i];
    if (!a || a->unknown) continue;
    Instr *g = tx_icmp(tx, C_EQ, p.base, tx_const(tx, ty_int(32), (uint64_t)(uint32_t)a->id));
    int first = tx->cur_ins.len;
    Instr *r = fn(tx, (PtrVal){a, p.offset, NULL, NULL, 0}, in);
    for (int j = first; j < tx->cur_ins.len; j++) {
      Instr *x = tx->cur_ins.items[j];
      if (is_access(x)) x->guard = g;
    }
    res = !r ? res : res ? tx_select(tx, g, r, res) : r;
  }
  return res;
}

static Instr *load_one(Tx *tx, PtrVal p, LLVMValueRef v) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  int bytes = (int)LLVMStoreSizeOfType(tx->td, ty);
  Type t;
  if (!tx_scalar_type(tx, ty, &t)) {
    wide_access(tx, false, p, bytes, v);
    return NULL;
  }
  Instr *x;
  if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic) {
    x = atomic(tx, A_LOAD, p, t, bytes, v);
  } else {
    Instr proto = {.type = t};
    mem_access(tx, I_LOAD, p, bytes, &proto, v);
    x = tx->cur_ins.items[tx->cur_ins.len - 1];
    // a constant global's contents are its initializer (initial.c)
    Instr *known = init_load(tx, p.array, p.offset, bytes, t);
    if (known) return known;
  }
  x->name = tx_name(tx, v);
  return x;
}

// OpenCL's event_t (a pointer to the opaque struct opencl.event_t): an
// event is a 64-bit number (0: no event) that async copies return
// (builtins.c) and wait_group_events reads; in memory, a number of the
// pointer's width.
bool mem_is_event(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMPointerTypeKind) return false;
  LLVMTypeRef e = LLVMGetElementType(t);
  const char *n = LLVMGetTypeKind(e) == LLVMStructTypeKind ? LLVMGetStructName(e) : NULL;
  return n && !strcmp(n, "opencl.event_t");
}
#define is_event mem_is_event

// The event value v (i64): a copy's result, a loaded event, null (0), a
// select of events; anything else an arbitrary value, per work-item (the
// uniformity checks then report it where it matters).
Instr *mem_event_value(Tx *tx, LLVMValueRef v) {
  Instr *x = pmap_get(&tx->vals, v);
  if (x) return x;
  if (LLVMIsAConstant(v) && LLVMIsNull(v)) return tx_const(tx, ty_int(64), 0);
  if (LLVMIsASelectInst(v))
    x = tx_select(tx, tx_i1(tx, LLVMGetOperand(v, 0)), mem_event_value(tx, LLVMGetOperand(v, 1)),
                  mem_event_value(tx, LLVMGetOperand(v, 2)));
  else
    x = tx_havoc(tx, ty_int(64));
  pmap_put(tx->arena, &tx->vals, v, x);
  return x;
}

static Instr *load_bits(Tx *tx, PtrVal p, LLVMValueRef v);

// An event is loaded as the bits it is stored as.
static Instr *load_event(Tx *tx, PtrVal p, LLVMValueRef v) { return load_bits(tx, p, v); }

static Instr *store_event(Tx *tx, PtrVal p, LLVMValueRef v) {
  LLVMValueRef val = LLVMGetOperand(v, 0);
  int bytes = (int)LLVMStoreSizeOfType(tx->td, LLVMTypeOf(val));
  mem_access(tx, I_STORE, p, bytes, tx_cast_to(tx, mem_event_value(tx, val), ty_int(8 * bytes), false), v);
  return NULL;
}

// Event i of wait_group_events's list `list` (an event_t *), as an i64.
Instr *mem_load_event_at(Tx *tx, LLVMValueRef list, int i) {
  PtrVal p = mem_ptr_any(tx, list);
  int bytes = (int)LLVMStoreSizeOfType(tx->td, LLVMGetElementType(LLVMTypeOf(list)));
  p.offset = tx_bin(tx, B_ADD, p.offset, tx_const(tx, ty_int(64), (uint64_t)(i * bytes)));
  Instr *x = each_base(tx, p, list, load_event);
  return x ? tx_cast_to(tx, x, ty_int(64), false) : tx_havoc(tx, ty_int(64));
}

// ------------------------------------------------------------------ pointers in memory
// A pointer held in memory is followed in two cases only (anything else is
// refused, so every dereferenced pointer still names arrays tandem knows):
//  - a pointer field of a by-value struct parameter that the kernel never
//    writes: it names an array of its own, like a pointer parameter
//    (pointer parameters are assumed not to alias; so are these);
//  - a pointer only copied from memory to memory (or loaded and not used),
//    never dereferenced: its bits are an integer of the pointer's width.
// Only the second kind, and stores of pointers the kernel computed, write
// pointers to memory; a store's bits are the pointer's array id times 2^48
// plus its offset, which is one value per (array, offset) for any offset
// that stays within 2^48 bytes of its array, so equal bits (a benign write)
// mean equal pointers.

static bool is_intrinsic_call(LLVMValueRef u, const char *prefix) {
  if (!LLVMIsACallInst(u)) return false;
  LLVMValueRef c = LLVMGetCalledValue(u);
  size_t n = 0;
  const char *nm = c && LLVMIsAFunction(c) ? LLVMGetValueName2(c, &n) : "";
  return !strncmp(nm, prefix, strlen(prefix));
}

// Whether the memory `v` points to is only read through v: loads, address
// arithmetic and casts, debug and lifetime markers.
static bool only_read(LLVMValueRef v, int depth) {
  if (depth > 16) return false;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (LLVMIsALoadInst(w) || is_intrinsic_call(w, "llvm.dbg.") || is_intrinsic_call(w, "llvm.lifetime."))
      continue;
    if ((LLVMIsAGetElementPtrInst(w) || LLVMIsABitCastInst(w) || LLVMIsAAddrSpaceCastInst(w) ||
         (LLVMIsAConstantExpr(w) && (LLVMGetConstOpcode(w) == LLVMGetElementPtr ||
                                     LLVMGetConstOpcode(w) == LLVMBitCast))) &&
        LLVMGetOperand(w, 0) == v && only_read(w, depth + 1))
      continue;
    return false;
  }
  return true;
}

// "q.p", "q.p[3]" or "q+16": the field of `param` at byte `off`.
static const char *field_name(Tx *tx, Array *param, int64_t off) {
  for (int i = 0; i < param->nfields; i++) {
    Field *f = &param->fields[i];
    if (off < f->offset || off >= f->offset + f->bytes) continue;
    if (off == f->offset && f->bytes <= 8) return arena_printf(tx->arena, "%s.%s", param->name, f->name);
    return arena_printf(tx->arena, "%s.%s[%lld]", param->name, f->name, (long long)((off - f->offset) / 8));
  }
  return arena_printf(tx->arena, "%s+%lld", param->name, (long long)off);
}

// Whether p is a constant offset into a by-value parameter that the
// kernel only reads.
static bool field_array_ok(Tx *tx, PtrVal p) {
  Array *pa = p.array;
  if (p.base || !pa || pa->param_index < 0 || pa->space != MS_PRIVATE || p.offset->kind != I_CONST)
    return false;
  return only_read(LLVMGetParam(tx->fn, (unsigned)pa->param_index), 0);
}

// The array named by the pointer loaded by `v` from p, when p is a constant
// offset into a by-value parameter that the kernel only reads; else NULL.
static Array *field_array(Tx *tx, PtrVal p, LLVMValueRef v) {
  if (!field_array_ok(tx, p)) return NULL;
  Array *pa = p.array;
  int64_t off = (int64_t)p.offset->imm;
  for (int i = 0; i < tx->fieldptrs.len; i++) {
    FieldPtr *f = tx->fieldptrs.items[i];
    if (f->param == pa && f->offset == off) return f->array;
  }
  LLVMTypeRef pt = LLVMTypeOf(v);
  FieldPtr *f = NEW(tx->arena, FieldPtr);
  f->param = pa, f->offset = off;
  f->array = new_array(tx, f, field_name(tx, pa, off), space_of(tx, LLVMGetPointerAddressSpace(pt), false),
                       pa->decl);
  if (f->array->space == MS_PRIVATE) f->array->space = MS_GLOBAL; // a kernel argument's memory
  set_elem(tx, f->array, LLVMGetElementType(pt), NULL);
  vec_push(tx->arena, &tx->fieldptrs, f);
  return f->array;
}

// Arrays that tandem assumes distinct though the memory behind them may be
// one: pointer parameters and pointer fields of by-value parameters.
bool mem_may_alias(Tx *tx, const Array *a) {
  if (!a || a->space == MS_PRIVATE) return false;
  if (a->param_index >= 0) return true;
  for (int i = 0; i < tx->fieldptrs.len; i++)
    if (((FieldPtr *)tx->fieldptrs.items[i])->array == a) return true;
  return false;
}

// Whether every use of the loaded pointer `v` stores it (as the value);
// a pointer loaded and never used is only a read.
static bool only_stored(LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (!LLVMIsAStoreInst(w) || LLVMGetOperand(w, 0) != v || LLVMGetOperand(w, 1) == v) return false;
  }
  return true;
}

static Instr *load_bits(Tx *tx, PtrVal p, LLVMValueRef v) {
  int bytes = (int)LLVMStoreSizeOfType(tx->td, LLVMTypeOf(v));
  Instr proto = {.type = ty_int(8 * bytes)};
  mem_access(tx, I_LOAD, p, bytes, &proto, v);
  return tx->cur_ins.items[tx->cur_ins.len - 1];
}

static void lower_ptr_load(Tx *tx, LLVMValueRef v) {
  PtrVal p = mem_ptr_any(tx, LLVMGetOperand(v, 0));
  if (is_fn_ptr_type(LLVMTypeOf(v)) && field_array_ok(tx, p)) {
    bind_ptr(tx, v, fn_choice(tx));
    return;
  }
  Array *fa = field_array(tx, p, v);
  if (fa) {
    bind_ptr(tx, v, (PtrVal){fa, i64(tx, 0), NULL, NULL, 0});
    return;
  }
  if (!only_stored(v)) tx_unsupported(tx, tx->loc, "pointer loaded from memory");
  Instr *x = each_base(tx, p, v, load_bits);
  if (x) pmap_put(tx->arena, &tx->vals, v, x);
}

// The bits stored for pointer `val` (see above).
static Instr *ptr_bits(Tx *tx, LLVMValueRef val, int bytes) {
  Instr *copied = pmap_get(&tx->vals, val);
  if (copied) return copied;
  PtrVal p = mem_ptr_any(tx, val);
  Type t = ty_int(8 * bytes);
  // 32-bit pointers: too few bits to keep offsets apart; an arbitrary value
  // can only add races (a write of an equal pointer is then not benign)
  if (bytes < 8) return tx_havoc(tx, t);
  Instr *base = tx_cast_to(tx, mem_base_code(tx, p), t, false);
  Instr *off = tx_cast_to(tx, p.offset, t, true);
  return tx_bin(tx, B_ADD, tx_bin(tx, B_SHL, base, tx_const(tx, t, 48)), off);
}

static Instr *store_bits(Tx *tx, PtrVal p, LLVMValueRef v) {
  LLVMValueRef val = LLVMGetOperand(v, 0);
  int bytes = (int)LLVMStoreSizeOfType(tx->td, LLVMTypeOf(val));
  mem_access(tx, I_STORE, p, bytes, ptr_bits(tx, val, bytes), v);
  return NULL;
}

static void lower_load(Tx *tx, LLVMValueRef v) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  if (is_event(ty)) {
    Instr *x = each_base(tx, mem_ptr_any(tx, LLVMGetOperand(v, 0)), v, load_event);
    if (x) pmap_put(tx->arena, &tx->vals, v, tx_cast_to(tx, x, ty_int(64), false));
    return;
  }
  if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
    lower_ptr_load(tx, v);
    return;
  }
  PtrVal p = mem_ptr_any(tx, LLVMGetOperand(v, 0));
  Type t;
  int n;
  // A vector load through a pointer to one array: its lanes are the loaded
  // elements. (Through a pointer with several arrays, each array's access
  // is made, and the lanes stay arbitrary.)
  if (!p.base && LLVMGetOrdering(v) == LLVMAtomicOrderingNotAtomic && vec_layout(tx, ty, &t, &n)) {
    Instr **lanes = NEW_ARRAY(tx->arena, Instr *, n);
    lane_access(tx, false, p, v, lanes);
    vec_bind(tx, v, lanes);
    return;
  }
  Instr *x = each_base(tx, p, v, load_one);
  // A load through a pointer that can only be null reads nothing: the null
  // check reports it, and the value (never produced) is arbitrary.
  if (!x && tx_scalar_type(tx, ty, &t)) x = tx_havoc(tx, t);
  if (x) pmap_put(tx->arena, &tx->vals, v, x);
}

static Instr *store_one(Tx *tx, PtrVal p, LLVMValueRef v) {
  LLVMValueRef val = LLVMGetOperand(v, 0);
  LLVMTypeRef ty = LLVMTypeOf(val);
  int bytes = (int)LLVMStoreSizeOfType(tx->td, ty);
  Type t;
  if (!tx_scalar_type(tx, ty, &t)) {
    wide_access(tx, true, p, bytes, v);
    return NULL;
  }
  Instr *x = tx_val(tx, val);
  if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic) {
    Instr *a = atomic(tx, A_STORE, p, (Type){T_VOID, 0}, bytes, v);
    a->a = NEW_ARRAY(tx->arena, Instr *, 1);
    a->a[0] = x, a->nargs = 1;
    return NULL;
  }
  mem_access(tx, I_STORE, p, bytes, x, v);
  return NULL;
}

static void lower_store(Tx *tx, LLVMValueRef v) {
  LLVMValueRef val = LLVMGetOperand(v, 0);
  if (is_event(LLVMTypeOf(val))) {
    each_base(tx, mem_ptr_any(tx, LLVMGetOperand(v, 1)), v, store_event);
    return;
  }
  if (LLVMGetTypeKind(LLVMTypeOf(val)) == LLVMPointerTypeKind) {
    each_base(tx, mem_ptr_any(tx, LLVMGetOperand(v, 1)), v, store_bits);
    return;
  }
  each_base(tx, mem_ptr_any(tx, LLVMGetOperand(v, 1)), v, store_one);
}

static AtomicOp rmw_op(Tx *tx, LLVMAtomicRMWBinOp op) {
  switch (op) {
  case LLVMAtomicRMWBinOpXchg: return A_EXCH;
  case LLVMAtomicRMWBinOpAdd: return A_ADD;
  case LLVMAtomicRMWBinOpSub: return A_SUB;
  case LLVMAtomicRMWBinOpAnd: return A_AND;
  case LLVMAtomicRMWBinOpOr: return A_OR;
  case LLVMAtomicRMWBinOpXor: return A_XOR;
  case LLVMAtomicRMWBinOpMax: return A_MAX;
  case LLVMAtomicRMWBinOpMin: return A_MIN;
  case LLVMAtomicRMWBinOpUMax: return A_UMAX;
  case LLVMAtomicRMWBinOpUMin: return A_UMIN;
  case LLVMAtomicRMWBinOpFAdd: return A_FADD;
  default: tx_unsupported(tx, tx->loc, "atomic operation (nand/fsub)");
  }
}

static Instr *rmw_one(Tx *tx, PtrVal p, LLVMValueRef v) {
  bool cas = LLVMIsAAtomicCmpXchgInst(v);
  LLVMValueRef val = LLVMGetOperand(v, cas ? 2 : 1);
  Type t;
  if (!tx_scalar_type(tx, LLVMTypeOf(val), &t)) tx_unsupported(tx, tx->loc, "atomic on a pointer");
  Instr *x = atomic(tx, cas ? A_CAS : rmw_op(tx, LLVMGetAtomicRMWBinOp(v)), p, t,
                    (int)LLVMStoreSizeOfType(tx->td, LLVMTypeOf(val)), v);
  if (LLVMIsAtomicSingleThread(v)) x->scope = SCOPE_BLOCK;
  x->is_volatile = LLVMGetVolatile(v);
  x->a = NEW_ARRAY(tx->arena, Instr *, 2);
  x->a[0] = tx_val(tx, val);
  if (cas) x->a[1] = tx_val(tx, LLVMGetOperand(v, 1));
  x->nargs = cas ? 2 : 1;
  x->name = tx_name(tx, v);
  return x;
}

static void lower_rmw(Tx *tx, LLVMValueRef v, bool cas) {
  (void)cas;
  Instr *x = each_base(tx, mem_ptr_any(tx, LLVMGetOperand(v, 0)), v, rmw_one);
  // cmpxchg's {old, ok} result is read through extractvalue (translate.c).
  pmap_put(tx->arena, &tx->vals, v, x);
}

static void lower_gep(Tx *tx, LLVMValueRef v) {
  if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind)
    tx_unsupported(tx, tx->loc, "vector of pointers");
  PtrVal b = mem_ptr_any(tx, LLVMGetOperand(v, 0));
  b.offset = gep_offset(tx, v, b.offset);
  bind_ptr(tx, v, b);
}

// ptrtoint is accepted only when every use turns it straight back into a
// pointer (inttoptr resolves through it).
static void lower_ptrtoint(Tx *tx, LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    if (!LLVMIsAIntToPtrInst(LLVMGetUser(u)))
      tx_unsupported(tx, tx->loc, "pointer converted to an integer");
}

// `c ? A : B`: the base is chosen like the offset.
static void lower_ptr_select(Tx *tx, LLVMValueRef v) {
  if (is_event(LLVMTypeOf(v))) { // a number: mem_event_value makes and binds the select
    mem_event_value(tx, v);
    return;
  }
  PtrVal a = mem_ptr_any(tx, LLVMGetOperand(v, 1)), b = mem_ptr_any(tx, LLVMGetOperand(v, 2));
  Instr *c = tx_val(tx, LLVMGetOperand(v, 0));
  Instr *off = tx_select(tx, c, a.offset, b.offset);
  if (!a.base && !b.base && a.array == b.array) {
    bind_ptr(tx, v, (PtrVal){a.array, off, NULL, NULL, 0});
    return;
  }
  Instr *base = tx_select(tx, c, mem_base_code(tx, a), mem_base_code(tx, b));
  bind_ptr(tx, v, mem_join(tx, a, b, base, off));
}

void mem_lower(Tx *tx, LLVMValueRef v, LLVMOpcode op) {
  switch (op) {
  case LLVMAlloca: bind_ptr(tx, v, (PtrVal){.array = alloca_array(tx, v), .offset = i64(tx, 0)}); return;
  case LLVMLoad: lower_load(tx, v); return;
  case LLVMStore: lower_store(tx, v); return;
  case LLVMGetElementPtr: lower_gep(tx, v); return;
  case LLVMAtomicRMW: lower_rmw(tx, v, false); return;
  case LLVMAtomicCmpXchg: lower_rmw(tx, v, true); return;
  case LLVMPtrToInt: lower_ptrtoint(tx, v); return;
  case LLVMFence: {
    Instr *f = tx_emit(tx, I_FENCE, (Type){T_VOID, 0});
    f->scope = LLVMIsAtomicSingleThread(v) ? SCOPE_BLOCK : SCOPE_DEVICE;
    return;
  }
  case LLVMIntToPtr:
    if (!LLVMIsAPtrToIntInst(LLVMGetOperand(v, 0)))
      tx_unsupported(tx, tx->loc, "integer converted to a pointer");
    bind_ptr(tx, v, mem_ptr_any(tx, LLVMGetOperand(LLVMGetOperand(v, 0), 0)));
    return;
  case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMFreeze:
    bind_ptr(tx, v, mem_ptr_any(tx, LLVMGetOperand(v, 0)));
    return;
  case LLVMSelect: lower_ptr_select(tx, v); return;
  default: break;
  }
  tx_unsupported(tx, tx->loc, "pointer-valued instruction (opcode %d)", (int)op);
}
