// host.c — the launches a CUDA program performs, read from its host-side
// IR (clang --cuda-host-only). A launch `k<<<g, b, s>>>(args)` is a call
// of __cudaPushCallConfiguration(g.xy:i64, g.z:i32, b.xy:i64, b.z:i32,
// s:i64, stream) followed (in a later block, behind a branch on its result)
// by a call of k's host stub `__device_stub__k`. LLVM's own passes fold
// the sizes and arguments; whatever is then a constant is a fact of that
// launch, anything else a term over unknowns. The OpenCL section at the
// end reads clEnqueueNDRangeKernel calls of a C host file the same way.
#include "host.h"
#include "tx.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STUB "__device_stub__"

const char *host_stub_kernel(Arena *a, const char *stub) {
  const char *p = strstr(stub, STUB);
  if (!p)
    return NULL;
  if (p == stub) // extern "C": the stub is __device_stub__k, the kernel k
    return arena_strdup(a, p + strlen(STUB));
  // Itanium: <len><identifier> with the identifier __device_stub__k; the
  // kernel's is the same name without the prefix, its length 15 shorter.
  const char *d = p;
  while (d > stub && d[-1] >= '0' && d[-1] <= '9')
    d--;
  if (d == p)
    return NULL;
  long len = strtol(d, NULL, 10) - (long)strlen(STUB);
  if (len <= 0)
    return NULL;
  return arena_printf(a, "%.*s%ld%s", (int)(d - stub), stub, len, p + strlen(STUB));
}

const HostKernel *host_find(const HostInfo *h, const char *device_name) {
  for (int i = 0; h && device_name && i < h->nkernels; i++)
    if (!strcmp(h->kernels[i].device_name, device_name))
      return &h->kernels[i];
  return NULL;
}

static bool is_stub(LLVMValueRef fn) {
  size_t n;
  const char *name = LLVMGetValueName2(fn, &n);
  return strstr(name, STUB) != NULL;
}

static bool named(LLVMValueRef fn, const char *want) {
  size_t n;
  return fn && LLVMIsAFunction(fn) && !strcmp(LLVMGetValueName2(fn, &n), want);
}

static LLVMValueRef strip_casts(LLVMValueRef v) {
  while (v && LLVMIsAConstantExpr(v) &&
         (LLVMGetConstOpcode(v) == LLVMBitCast || LLVMGetConstOpcode(v) == LLVMAddrSpaceCast))
    v = LLVMGetOperand(v, 0);
  return v;
}

// ------------------------------------------------------------------ simplification

// The file is taken as the whole program when it defines main() (see
// docs/design.md): every other function and variable is then internal, so
// the inliner may fold helpers into main and drop their general copies,
// and constant globals never written become constants. Stubs stay external
// and are never inlined: their calls are the launches.
static void prepare(LLVMModuleRef m, LLVMContextRef ctx, bool whole_program) {
  unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
  unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f))
      continue;
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline);
    if (is_stub(f)) {
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                              LLVMCreateEnumAttribute(ctx, noinline, 0));
      continue;
    }
    if (whole_program && !named(f, "main"))
      LLVMSetLinkage(f, LLVMInternalLinkage);
  }
  if (whole_program)
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
      if (!LLVMIsDeclaration(g))
        LLVMSetLinkage(g, LLVMInternalLinkage);
}

static bool simplify(LLVMModuleRef m, char *err, size_t errlen) {
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(
      m,
      "globalopt,cgscc(inline),function(sroa,early-cse,instcombine,sccp,simplifycfg,"
      "instcombine),globalopt,globaldce",
      NULL, po);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    snprintf(err, errlen, "cannot simplify the host code: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return false;
  }
  return true;
}

// ------------------------------------------------------------------ launches

typedef struct Walk {
  Arena *a;
  LLVMTargetDataRef td;
  HostKernel *hk;
  LLVMValueRef stub;
  PtrVec launches; // HostLaunch*
} Walk;

// Where `in` is in the user's code: a call inlined from tandem's runtime
// header (the typed cudaLaunchKernel<T>, cudaMalloc<T>) is where the user
// called it (tx_user_location).
static SrcLoc loc_of(Arena *a, LLVMValueRef in) {
  SrcLoc l = {0};
  LLVMMetadataRef file = NULL, loc = tx_user_location(in, &file);
  unsigned n = 0;
  const char *f = loc ? LLVMDIFileGetFilename(file, &n) : LLVMGetDebugLocFilename(in, &n);
  if (f && n)
    l.file = arena_strndup(a, f, n);
  l.line = (int)(loc ? LLVMDILocationGetLine(loc) : LLVMGetDebugLocLine(in));
  l.col = (int)(loc ? LLVMDILocationGetColumn(loc) : LLVMGetDebugLocColumn(in));
  return l;
}

static bool const_int(LLVMValueRef v, uint64_t *out) {
  if (!v || !LLVMIsAConstantInt(v))
    return false;
  *out = LLVMConstIntGetZExtValue(v);
  return true;
}

// A dim3 passed as an i64 (x | y << 32) and an i32 (z).
static bool dim3_of(LLVMValueRef xy, LLVMValueRef z, unsigned out[3]) {
  uint64_t a, b;
  if (!const_int(xy, &a) || !const_int(z, &b))
    return false;
  out[0] = (unsigned)(a & 0xffffffffu);
  out[1] = (unsigned)(a >> 32);
  out[2] = (unsigned)b;
  return out[0] && out[1] && out[2];
}

static bool is_call(LLVMValueRef in) {
  return in && (LLVMIsACallInst(in) || LLVMIsAInvokeInst(in));
}

// The one block that branches to `bb`, or NULL.
static LLVMBasicBlockRef unique_pred(LLVMBasicBlockRef bb) {
  LLVMBasicBlockRef pred = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user))
      return NULL;
    LLVMBasicBlockRef p = LLVMGetInstructionParent(user);
    if (pred && p != pred)
      return NULL;
    pred = p;
  }
  return pred;
}

// The __cudaPushCallConfiguration call that configures the stub call `in`:
// the nearest one before it, through blocks with a single predecessor.
static LLVMValueRef push_before(LLVMValueRef in) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(in);
  LLVMValueRef cur = LLVMGetPreviousInstruction(in);
  for (int hops = 0; hops < 6;) {
    for (; cur; cur = LLVMGetPreviousInstruction(cur)) {
      if (!is_call(cur))
        continue;
      LLVMValueRef callee = LLVMGetCalledValue(cur);
      if (named(callee, "__cudaPushCallConfiguration"))
        return cur;
      if (callee && LLVMIsAFunction(callee) && is_stub(callee))
        return NULL; // another launch in between: not ours
    }
    bb = unique_pred(bb);
    if (!bb)
      return NULL;
    cur = LLVMGetLastInstruction(bb);
    hops++;
  }
  return NULL;
}

// ------------------------------------------------------------------ memory slots

// Host code keeps in memory what it hands to an API by address: the
// `size_t global[2]` of clEnqueueNDRangeKernel, the `&n` of clSetKernelArg,
// the `void *args[]` of cudaLaunchKernel. Such a local (an alloca) is read
// back only when every use of it is known: stores into it, loads, one
// memcpy from a constant, lifetime markers, and the API operands that only
// read through the pointer (reads_only). Any other use (a call that may
// write it, its address stored elsewhere) and nothing is read from it.
typedef struct SlotWrite {
  LLVMValueRef inst;  // the store or memcpy
  LLVMValueRef value; // the stored value, or the constant memcpy'd from
  long long off, bytes;
  bool copy;
} SlotWrite;

typedef struct Slot {
  Arena *a;
  LLVMTargetDataRef td;
  // An args array holding other slots' addresses: nothing may read it but
  // the launch (a loaded or copied address could be written through).
  bool launch_only;
  PtrVec writes; // SlotWrite*
} Slot;

static bool is_intrinsic(LLVMValueRef callee, const char *prefix);
static bool launch_api(LLVMValueRef callee);
static bool runs_before(LLVMValueRef in, LLVMValueRef launch);

// Whether operand `opno` of `call` is a pointer the callee only reads through.
static bool reads_only(LLVMValueRef call, unsigned opno) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (is_intrinsic(f, "llvm.lifetime."))
    return true;
  if (is_intrinsic(f, "llvm.memcpy."))
    return opno == 1;
  if (named(f, "clSetKernelArg"))
    return opno == 3;
  if (named(f, "clEnqueueNDRangeKernel"))
    return opno >= 3 && opno <= 5;
  return launch_api(f) && opno == 5;
}

// The byte offset a GEP with constant indices adds, or false.
static bool gep_offset(LLVMTargetDataRef td, LLVMValueRef gep, long long *off) {
  LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
  *off = 0;
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef ix = LLVMGetOperand(gep, i);
    if (!LLVMIsAConstantInt(ix))
      return false;
    long long k = LLVMConstIntGetSExtValue(ix);
    if (i == 1) {
      *off += k * (long long)LLVMABISizeOfType(td, t);
    } else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      *off += (long long)LLVMOffsetOfElement(td, t, (unsigned)k);
      t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
    } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
      t = LLVMGetElementType(t);
      *off += k * (long long)LLVMABISizeOfType(td, t);
    } else {
      return false;
    }
  }
  return true;
}

static bool slot_uses(Slot *s, LLVMValueRef p, long long off, int depth);

// A store of a slot's address into the argument array of a launch
// (`void *args[] = {&n}`): harmless when that array itself is only
// written by stores and read by the launch.
static bool into_args_array(Slot *s, LLVMValueRef ptr) {
  while (ptr && (LLVMIsAGetElementPtrInst(ptr) || LLVMIsABitCastInst(ptr)))
    ptr = LLVMGetOperand(ptr, 0);
  if (!ptr || !LLVMIsAAllocaInst(ptr))
    return false;
  Slot tmp = {.a = s->a, .td = s->td, .launch_only = true};
  return slot_uses(&tmp, ptr, 0, 0);
}

static void add_write(Slot *s, LLVMValueRef inst, LLVMValueRef value, long long off,
                      long long bytes, bool copy) {
  SlotWrite *w = NEW(s->a, SlotWrite);
  *w = (SlotWrite){inst, value, off, bytes, copy};
  vec_push(s->a, &s->writes, w);
}

// A call using the slot pointer `p`: a memcpy into it from a constant
// global is a write, an operand the callee only reads is a read.
static bool slot_call(Slot *s, LLVMValueRef call, LLVMValueRef p, long long off) {
  unsigned n = LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < n; i++) {
    if (LLVMGetOperand(call, i) != p)
      continue;
    if (i == 0 && is_intrinsic(LLVMGetCalledValue(call), "llvm.memcpy.")) {
      LLVMValueRef src = strip_casts(LLVMGetOperand(call, 1));
      uint64_t len;
      if (!src || !LLVMIsAGlobalVariable(src) || !LLVMIsGlobalConstant(src) ||
          !LLVMGetInitializer(src) || !const_int(LLVMGetOperand(call, 2), &len))
        return false;
      add_write(s, call, LLVMGetInitializer(src), off, (long long)len, true);
    } else if (!reads_only(call, i) ||
               (s->launch_only && is_intrinsic(LLVMGetCalledValue(call), "llvm.memcpy."))) {
      return false;
    }
  }
  return true;
}

// Every use of pointer `p` (`off` bytes into the slot) is known: records
// the writes; false on any other use.
static bool slot_uses(Slot *s, LLVMValueRef p, long long off, int depth) {
  if (depth > 8)
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    long long d;
    bool ok;
    if (LLVMIsABitCastInst(user) || LLVMIsAAddrSpaceCastInst(user))
      ok = slot_uses(s, user, off, depth + 1);
    else if (LLVMIsAGetElementPtrInst(user))
      ok = LLVMGetOperand(user, 0) == p && gep_offset(s->td, user, &d) &&
           slot_uses(s, user, off + d, depth + 1);
    else if (LLVMIsALoadInst(user))
      ok = !s->launch_only;
    else if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != p) {
      LLVMValueRef v = LLVMGetOperand(user, 0);
      add_write(s, user, v, off, (long long)LLVMABISizeOfType(s->td, LLVMTypeOf(v)), false);
      ok = true;
    } else if (LLVMIsAStoreInst(user))
      ok = LLVMGetOperand(user, 1) != p && into_args_array(s, LLVMGetOperand(user, 1));
    else if (is_call(user))
      ok = slot_call(s, user, p, off);
    else
      ok = false;
    if (!ok)
      return false;
  }
  return true;
}

// An element of a constant aggregate: `bytes` wide at byte `off`.
static LLVMValueRef const_element(LLVMValueRef init, long long off, long long bytes) {
  if (LLVMIsAConstantAggregateZero(init))
    return LLVMConstNull(LLVMIntTypeInContext(LLVMGetTypeContext(LLVMTypeOf(init)),
                                              (unsigned)bytes * 8));
  if (!LLVMIsAConstantDataSequential(init) || bytes <= 0 || off % bytes)
    return NULL;
  LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(init));
  if (LLVMGetTypeKind(et) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(et) != bytes * 8)
    return NULL;
  unsigned idx = (unsigned)(off / bytes);
  if (idx >= LLVMGetArrayLength(LLVMTypeOf(init)))
    return NULL;
  return LLVMGetElementAsConstant(init, idx);
}

static LLVMValueRef pointer_base(LLVMTargetDataRef td, LLVMValueRef v, long long *off,
                                 bool *known);

// The value that the `bytes` at pointer `ptr` hold when `at` runs: the
// one write of those bytes, which runs before `at` on every path to it
// (then the memory still holds what it wrote, and by the argument of
// docs/design.md the stored SSA value is the one `at` would see), or NULL.
static LLVMValueRef slot_value(Arena *a, LLVMTargetDataRef td, LLVMValueRef ptr, long long off,
                               long long bytes, LLVMValueRef at) {
  long long d;
  bool known;
  ptr = td ? pointer_base(td, ptr, &d, &known) : NULL;
  if (!ptr || !known)
    return NULL;
  off += d;
  if (!LLVMIsAAllocaInst(ptr))
    return NULL;
  Slot s = {.a = a, .td = td};
  if (!slot_uses(&s, ptr, 0, 0))
    return NULL;
  SlotWrite *hit = NULL;
  for (int i = 0; i < s.writes.len; i++) {
    SlotWrite *w = s.writes.items[i];
    if (w->off + w->bytes <= off || off + bytes <= w->off)
      continue;
    if (hit)
      return NULL; // two writers: which one ran last is not followed
    hit = w;
  }
  if (!hit || !runs_before(hit->inst, at))
    return NULL;
  if (hit->copy)
    return off + bytes <= hit->off + hit->bytes ? const_element(hit->value, off - hit->off, bytes)
                                                : NULL;
  return hit->off == off && hit->bytes == bytes ? hit->value : NULL;
}

// ------------------------------------------------------------------ terms

// The terms of one launch: each LLVM value becomes one term (memoised, so
// one SSA value is one unknown wherever it appears: an SSA value holds one
// value at the launch; docs/design.md says why the facts stay true).
typedef struct Sym {
  Arena *a;
  LLVMTargetDataRef td; // for the offsets of memory slots (slot_value)
  PtrVec vals, exprs; // LLVMValueRef -> HostExpr*
  PtrVec vars;        // HostVar*
  PtrVec facts;       // HostFact*
} Sym;

enum { MAX_TERM_DEPTH = 24, MAX_FACTS = 24, MAX_DOM_BLOCKS = 1024 };

static HostExpr *hx_new(Sym *s, HostExprKind k, int bits) {
  HostExpr *x = NEW(s->a, HostExpr);
  x->kind = k;
  x->bits = bits;
  return x;
}

static HostExpr *hx_const(Sym *s, uint64_t v, int bits) {
  HostExpr *x = hx_new(s, HX_CONST, bits);
  x->v = bits < 64 ? v & ((1ULL << bits) - 1) : v;
  return x;
}

static HostExpr *hx_op(Sym *s, HostExprKind k, int op, int bits, HostExpr *a, HostExpr *b,
                       HostExpr *c) {
  HostExpr *x = hx_new(s, k, bits);
  x->op = op;
  x->a = a;
  x->b = b;
  x->c = c;
  return x;
}

bool hx_mentions(const HostExpr *x, int var) {
  if (!x)
    return false;
  if (x->kind == HX_VAR)
    return x->var == var;
  return hx_mentions(x->a, var) || hx_mentions(x->b, var) || hx_mentions(x->c, var);
}

static int int_bits(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
    return 0;
  int b = (int)LLVMGetIntTypeWidth(t);
  return b <= 64 ? b : 0;
}

static const char *var_what(Sym *s, LLVMValueRef v) {
  size_t n;
  if (LLVMIsAArgument(v)) {
    const char *name = LLVMGetValueName2(v, &n);
    return n ? arena_strndup(s->a, name, n) : "a parameter";
  }
  if (LLVMIsACallInst(v) || LLVMIsAInvokeInst(v)) {
    LLVMValueRef f = LLVMGetCalledValue(v);
    if (f && LLVMIsAFunction(f))
      return arena_printf(s->a, "%s()", LLVMGetValueName2(f, &n));
    return "a call's result";
  }
  if (LLVMIsAPHINode(v))
    return "a value that depends on the path taken";
  if (LLVMIsALoadInst(v))
    return "a value read from memory";
  return "a value tandem does not follow";
}

// `add nsw` / `add nuw`: the C API of LLVM 14 has no getter for the flags.
// (Here, not in translate.c, as the runner's tests link host.c alone.)
bool tx_has_flag(LLVMValueRef in, const char *flag) {
  char *t = LLVMPrintValueToString(in);
  bool yes = strstr(t, flag) != NULL;
  LLVMDisposeMessage(t);
  return yes;
}

static void add_fact(Sym *s, HostExpr *e, SrcLoc loc) {
  HostFact *f = NEW(s->a, HostFact);
  f->e = e;
  f->loc = loc;
  vec_push(s->a, &s->facts, f);
}

static HostExpr *sym(Sym *s, LLVMValueRef v, int depth);

// A loop variable `i = phi [c0, entry], [i + c, latch]` whose step cannot
// wrap (nsw/nuw: wrapping would be undefined behaviour) never goes below
// its start (above it, for a negative step).
static void induction_fact(Sym *s, LLVMValueRef phi, HostExpr *var) {
  if (LLVMCountIncoming(phi) != 2)
    return;
  for (unsigned i = 0; i < 2; i++) {
    LLVMValueRef init = LLVMGetIncomingValue(phi, i), step = LLVMGetIncomingValue(phi, 1 - i);
    if (!LLVMIsAConstantInt(init) || !LLVMIsAInstruction(step) ||
        LLVMGetInstructionOpcode(step) != LLVMAdd || LLVMGetOperand(step, 0) != phi ||
        !LLVMIsAConstantInt(LLVMGetOperand(step, 1)))
      continue;
    long long c = LLVMConstIntGetSExtValue(LLVMGetOperand(step, 1));
    int op;
    if (tx_has_flag(step, " nsw "))
      op = c >= 0 ? LLVMIntSGE : LLVMIntSLE;
    else if (tx_has_flag(step, " nuw ") && c >= 0)
      op = LLVMIntUGE;
    else
      return;
    HostExpr *start = hx_const(s, LLVMConstIntGetZExtValue(init), var->bits);
    add_fact(s, hx_op(s, HX_CMP, op, 1, var, start, NULL), loc_of(s->a, step));
    ((HostVar *)s->vars.items[var->var])->what = "a loop variable";
    return;
  }
}

static HostExpr *unknown(Sym *s, LLVMValueRef v, int bits) {
  HostVar *hv = NEW(s->a, HostVar);
  hv->bits = bits;
  hv->what = var_what(s, v);
  if (LLVMIsAInstruction(v))
    hv->loc = loc_of(s->a, v);
  HostExpr *x = hx_new(s, HX_VAR, bits);
  x->var = s->vars.len;
  vec_push(s->a, &s->vars, hv);
  // memoise before looking at the phi's step, which mentions the phi
  vec_push(s->a, &s->vals, v);
  vec_push(s->a, &s->exprs, x);
  if (LLVMIsAPHINode(v))
    induction_fact(s, v, x);
  return x;
}

static bool is_intrinsic(LLVMValueRef callee, const char *prefix) {
  size_t n;
  return callee && LLVMIsAFunction(callee) &&
         !strncmp(LLVMGetValueName2(callee, &n), prefix, strlen(prefix));
}

// llvm.{s,u}{min,max}(a, b) as a selection over a comparison.
static HostExpr *min_max(Sym *s, LLVMValueRef call, int bits, int depth) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  static const struct {
    const char *name;
    LLVMIntPredicate p;
  } mm[] = {{"llvm.smax.", LLVMIntSGT},
            {"llvm.smin.", LLVMIntSLT},
            {"llvm.umax.", LLVMIntUGT},
            {"llvm.umin.", LLVMIntULT}};
  for (size_t i = 0; i < sizeof mm / sizeof *mm; i++) {
    if (!is_intrinsic(callee, mm[i].name) || LLVMGetNumArgOperands(call) != 2)
      continue;
    HostExpr *a = sym(s, LLVMGetOperand(call, 0), depth + 1);
    HostExpr *b = sym(s, LLVMGetOperand(call, 1), depth + 1);
    if (!a || !b || a->bits != bits || b->bits != bits)
      return NULL;
    HostExpr *c = hx_op(s, HX_CMP, (int)mm[i].p, 1, a, b, NULL);
    return hx_op(s, HX_SELECT, 0, bits, c, a, b);
  }
  return NULL;
}

// The one successor of `b`, when `b` ends in a plain branch and `from` is
// its only predecessor: a diamond's or a triangle's arm. NULL otherwise.
static LLVMBasicBlockRef arm_target(LLVMBasicBlockRef b, LLVMBasicBlockRef from) {
  LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
  if (!t || !LLVMIsABranchInst(t) || LLVMGetNumSuccessors(t) != 1 || unique_pred(b) != from)
    return NULL;
  return LLVMGetSuccessor(t, 0);
}

// A two-way phi after an if (a triangle `D: br c, T, B; T: br B` or a
// diamond `D: br c, T, F; T: br B; F: br B`) is a selection on c: how a
// value set in one branch reaches a launch (bfs: the block count is 1, or
// the quotient when there are more nodes than one block holds). The phi
// and the branch belong to the same pass through D, so the select's
// condition and arms are the values of that pass.
static HostExpr *phi_select(Sym *s, LLVMValueRef phi, int bits, int depth) {
  if (LLVMCountIncoming(phi) != 2)
    return NULL;
  LLVMBasicBlockRef b = LLVMGetInstructionParent(phi);
  for (unsigned t = 0; t < 2; t++) {
    LLVMBasicBlockRef bt = LLVMGetIncomingBlock(phi, t), bo = LLVMGetIncomingBlock(phi, 1 - t);
    LLVMBasicBlockRef d = unique_pred(bt);
    if (!d || d == b || bt == b || arm_target(bt, d) != b)
      continue;
    // bo is D itself (triangle) or D's other arm (diamond)
    if (bo != d && !(unique_pred(bo) == d && arm_target(bo, d) == b))
      continue;
    LLVMValueRef br = LLVMGetBasicBlockTerminator(d);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || LLVMGetSuccessor(br, 0) ==
                                                                       LLVMGetSuccessor(br, 1))
      continue;
    bool on_true = LLVMGetSuccessor(br, 0) == bt;
    if (!on_true && LLVMGetSuccessor(br, 1) != bt)
      continue;
    HostExpr *c = sym(s, LLVMGetCondition(br), depth + 1);
    HostExpr *x = sym(s, LLVMGetIncomingValue(phi, t), depth + 1);
    HostExpr *y = sym(s, LLVMGetIncomingValue(phi, 1 - t), depth + 1);
    if (!c || !x || !y || c->bits != 1 || x->bits != bits || y->bits != bits)
      return NULL;
    return on_true ? hx_op(s, HX_SELECT, 0, bits, c, x, y) : hx_op(s, HX_SELECT, 0, bits, c, y, x);
  }
  return NULL;
}

// (int)ceil(n / (double)C), how Rodinia sizes grids (bfs; n * 2^-k when C
// is a power of two): with n an integer of at most 32 bits and C a whole
// constant in [1, 2^31], it is exactly n / C rounded towards +infinity. n converts exactly; a quotient
// that is not whole lies at least 1/C from every whole number, and the
// division's rounding error, below |n / C| * 2^-52 <= 2^-21 / C, cannot
// carry it there. So: the truncating quotient, plus one when the remainder
// is positive. (Not for float: n above 2^24 does not convert exactly.)
static HostExpr *ceil_of_quotient(Sym *s, LLVMValueRef v, int bits, int depth) {
  LLVMValueRef call = LLVMGetOperand(v, 0);
  if (!LLVMIsACallInst(call) || LLVMGetNumArgOperands(call) != 1 ||
      !(is_intrinsic(LLVMGetCalledValue(call), "llvm.ceil.f64") ||
        named(LLVMGetCalledValue(call), "ceil")))
    return NULL;
  LLVMValueRef q = LLVMGetOperand(call, 0);
  if (!LLVMIsAInstruction(q) || LLVMGetTypeKind(LLVMTypeOf(q)) != LLVMDoubleTypeKind)
    return NULL;
  LLVMOpcode qop = LLVMGetInstructionOpcode(q);
  LLVMValueRef conv = LLVMGetOperand(q, 0), c = LLVMGetOperand(q, 1);
  if (qop == LLVMFMul && LLVMIsAConstantFP(conv)) {
    LLVMValueRef t = conv;
    conv = c;
    c = t;
  }
  if ((qop != LLVMFDiv && qop != LLVMFMul) || !LLVMIsAInstruction(conv) || !LLVMIsAConstantFP(c))
    return NULL;
  LLVMOpcode from = LLVMGetInstructionOpcode(conv), to = LLVMGetInstructionOpcode(v);
  LLVMValueRef n = LLVMGetOperand(conv, 0);
  int nbits = int_bits(n);
  bool is_signed = from == LLVMSIToFP;
  // the result's conversion must hold every value the quotient can take
  bool fits = (is_signed && to == LLVMFPToSI && bits >= nbits) ||
              (from == LLVMUIToFP && to == LLVMFPToUI && bits >= nbits) ||
              (from == LLVMUIToFP && to == LLVMFPToSI && bits > nbits);
  LLVMBool loses;
  double d = LLVMConstRealGetDouble(c, &loses);
  // instcombine writes n / 2^k as n * 2^-k, which is exact
  if (qop == LLVMFMul) {
    long long inv = d > 0 && d <= 1 ? (long long)(1.0 / d) : 0;
    if (inv <= 0 || (inv & (inv - 1)) != 0 || 1.0 / (double)inv != d)
      return NULL;
    d = (double)inv;
  }
  if (!fits || nbits < 1 || nbits > 32 || loses || !(d >= 1 && d <= 2147483648.0) ||
      d != (double)(long long)d)
    return NULL;
  HostExpr *a = sym(s, n, depth + 1);
  if (!a || a->bits != nbits)
    return NULL;
  HostExpr *wide = hx_op(s, is_signed ? HX_SEXT : HX_ZEXT, 0, 64, a, NULL, NULL);
  HostExpr *div = hx_const(s, (uint64_t)(long long)d, 64);
  HostExpr *quot = hx_op(s, HX_BIN, is_signed ? LLVMSDiv : LLVMUDiv, 64, wide, div, NULL);
  HostExpr *rem = hx_op(s, HX_BIN, is_signed ? LLVMSRem : LLVMURem, 64, wide, div, NULL);
  HostExpr *zero = hx_const(s, 0, 64);
  HostExpr *up = hx_op(s, HX_CMP, is_signed ? LLVMIntSGT : LLVMIntUGT, 1, rem, zero, NULL);
  HostExpr *one = hx_op(s, HX_SELECT, 0, 64, up, hx_const(s, 1, 64), zero);
  HostExpr *r = hx_op(s, HX_BIN, LLVMAdd, 64, quot, one, NULL);
  return bits == 64 ? r : hx_op(s, HX_EXTRACT, 0, bits, r, NULL, NULL);
}

static HostExpr *operation(Sym *s, LLVMValueRef v, int bits, int depth) {
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
  case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
  case LLVMXor: case LLVMICmp: {
    HostExpr *a = sym(s, LLVMGetOperand(v, 0), depth + 1);
    HostExpr *b = sym(s, LLVMGetOperand(v, 1), depth + 1);
    if (!a || !b || a->bits != b->bits)
      return NULL;
    if (op == LLVMICmp)
      return hx_op(s, HX_CMP, (int)LLVMGetICmpPredicate(v), 1, a, b, NULL);
    return hx_op(s, HX_BIN, (int)op, bits, a, b, NULL);
  }
  case LLVMZExt: case LLVMSExt: case LLVMTrunc: {
    HostExpr *a = sym(s, LLVMGetOperand(v, 0), depth + 1);
    if (!a)
      return NULL;
    return hx_op(s, op == LLVMZExt ? HX_ZEXT : op == LLVMSExt ? HX_SEXT : HX_EXTRACT, 0, bits,
                 a, NULL, NULL);
  }
  case LLVMSelect: {
    HostExpr *c = sym(s, LLVMGetOperand(v, 0), depth + 1);
    HostExpr *a = sym(s, LLVMGetOperand(v, 1), depth + 1);
    HostExpr *b = sym(s, LLVMGetOperand(v, 2), depth + 1);
    if (!c || !a || !b || c->bits != 1 || a->bits != bits || b->bits != bits)
      return NULL;
    return hx_op(s, HX_SELECT, 0, bits, c, a, b);
  }
  case LLVMFreeze:
    return sym(s, LLVMGetOperand(v, 0), depth + 1);
  case LLVMLoad: { // from a local written once before it (slot_value)
    LLVMValueRef w = slot_value(s->a, s->td, LLVMGetOperand(v, 0), 0, (bits + 7) / 8, v);
    return w && int_bits(w) == bits ? sym(s, w, depth + 1) : NULL;
  }
  case LLVMCall:
    return min_max(s, v, bits, depth);
  case LLVMFPToSI: case LLVMFPToUI:
    return ceil_of_quotient(s, v, bits, depth);
  case LLVMPHI:
    return phi_select(s, v, bits, depth);
  default:
    return NULL;
  }
}

// The term of integer value `v`, or NULL when `v` is no integer of at
// most 64 bits (what the caller builds is then left unknown).
static HostExpr *sym(Sym *s, LLVMValueRef v, int depth) {
  int bits = int_bits(v);
  if (!bits)
    return NULL;
  for (int i = 0; i < s->vals.len; i++)
    if (s->vals.items[i] == v)
      return s->exprs.items[i];
  HostExpr *x = NULL;
  if (LLVMIsAConstantInt(v))
    x = hx_const(s, LLVMConstIntGetZExtValue(v), bits);
  else if (LLVMIsAInstruction(v) && depth < MAX_TERM_DEPTH)
    x = operation(s, v, bits, depth);
  if (!x)
    return unknown(s, v, bits);
  vec_push(s->a, &s->vals, v);
  vec_push(s->a, &s->exprs, x);
  return x;
}

// Bits [lo, lo + 32) of a 64-bit dim3 half, simplified through the
// zext/shl/or that pack two components: (x | y << 32) gives x and y.
static HostExpr *extract32(Sym *s, HostExpr *e, int lo) {
  if (e->kind == HX_CONST)
    return hx_const(s, e->v >> lo, 32);
  if (e->kind == HX_ZEXT && e->a->bits <= 32) {
    if (lo >= e->a->bits)
      return hx_const(s, 0, 32);
    return e->a->bits == 32 ? e->a : hx_op(s, HX_ZEXT, 0, 32, e->a, NULL, NULL);
  }
  if (e->kind == HX_BIN && e->op == LLVMShl && e->b->kind == HX_CONST && e->b->v == 32)
    return lo == 32 ? extract32(s, e->a, 0) : hx_const(s, 0, 32);
  // (x & 0xffffffff) packs a 64-bit x's low half: its high half is 0.
  if (e->kind == HX_BIN && e->op == LLVMAnd && e->b->kind == HX_CONST) {
    uint64_t mask = (e->b->v >> lo) & 0xffffffffu;
    if (mask == 0)
      return hx_const(s, 0, 32);
    if (mask == 0xffffffffu)
      return extract32(s, e->a, lo);
  }
  if (e->kind == HX_BIN && e->op == LLVMOr) {
    HostExpr *a = extract32(s, e->a, lo), *b = extract32(s, e->b, lo);
    if (a->kind == HX_CONST && a->v == 0)
      return b;
    if (b->kind == HX_CONST && b->v == 0)
      return a;
    return hx_op(s, HX_BIN, LLVMOr, 32, a, b, NULL);
  }
  if (e->kind == HX_SELECT) { // a dim3 chosen by a branch (phi_select)
    HostExpr *a = extract32(s, e->b, lo), *b = extract32(s, e->c, lo);
    if (a->kind == HX_CONST && b->kind == HX_CONST && a->v == b->v)
      return a;
    return hx_op(s, HX_SELECT, 0, 32, e->a, a, b);
  }
  HostExpr *x = hx_op(s, HX_EXTRACT, 0, 32, e, NULL, NULL);
  x->lo = lo;
  return x;
}

static void dim3_terms(Sym *s, LLVMValueRef xy, LLVMValueRef z, HostExpr *out[3]) {
  HostExpr *p = sym(s, xy, 0), *q = sym(s, z, 0);
  if (!p || !q || p->bits != 64 || q->bits != 32)
    return;
  out[0] = extract32(s, p, 0);
  out[1] = extract32(s, p, 32);
  out[2] = q;
}

// ------------------------------------------------------------------ path facts

typedef struct Dom {
  int n, words;
  LLVMBasicBlockRef *bb;
  uint64_t *set; // n rows of `words`: the blocks that dominate each block
} Dom;

static int block_index(const Dom *d, LLVMBasicBlockRef b) {
  for (int i = 0; i < d->n; i++)
    if (d->bb[i] == b)
      return i;
  return -1;
}

static bool dom_has(const Dom *d, int b, int x) {
  return (d->set[(size_t)b * d->words + x / 64] >> (x % 64)) & 1;
}

// Meet over the predecessors of block b, plus b itself, into `tmp`.
static void dom_meet(const Dom *d, int b, uint64_t *tmp) {
  bool any = false;
  for (int w = 0; w < d->words; w++)
    tmp[w] = ~0ULL;
  for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(d->bb[b])); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    int p = LLVMIsATerminatorInst(user) ? block_index(d, LLVMGetInstructionParent(user)) : -1;
    if (p < 0)
      continue;
    any = true;
    for (int w = 0; w < d->words; w++)
      tmp[w] &= d->set[(size_t)p * d->words + w];
  }
  if (!any)
    memset(tmp, 0, sizeof *tmp * (size_t)d->words);
  tmp[b / 64] |= 1ULL << (b % 64);
}

// Dominator sets by the classic iteration (main() is small); false when
// the function is too large to bother.
static bool dominators(Arena *a, LLVMValueRef fn, Dom *d) {
  d->n = (int)LLVMCountBasicBlocks(fn);
  if (d->n < 1 || d->n > MAX_DOM_BLOCKS)
    return false;
  d->bb = NEW_ARRAY(a, LLVMBasicBlockRef, d->n);
  LLVMGetBasicBlocks(fn, d->bb);
  d->words = (d->n + 63) / 64;
  d->set = NEW_ARRAY(a, uint64_t, (size_t)d->n * d->words);
  for (size_t i = 0; i < (size_t)d->n * d->words; i++)
    d->set[i] = i < (size_t)d->words ? 0 : ~0ULL;
  d->set[0] = 1; // the entry block dominates itself only
  uint64_t *tmp = NEW_ARRAY(a, uint64_t, d->words);
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 1; b < d->n; b++) {
      dom_meet(d, b, tmp);
      uint64_t *row = &d->set[(size_t)b * d->words];
      if (memcmp(row, tmp, sizeof *tmp * (size_t)d->words)) {
        memcpy(row, tmp, sizeof *tmp * (size_t)d->words);
        changed = true;
      }
    }
  }
  return true;
}

// The fact `x == v` of a switch's case block T that dominates the launch
// (T reached from the switch only, by that one case): the template
// instance a switch on the block size launches in each case (the samples'
// threadFenceReduction: `switch (threads) { case 128: k<128><<<g, threads>>>`).
static void switch_facts(Sym *s, const Dom *d, int l, LLVMValueRef sw) {
  unsigned nops = (unsigned)LLVMGetNumOperands(sw);
  for (unsigned i = 2; i + 1 < nops; i += 2) {
    LLVMBasicBlockRef t = LLVMValueAsBasicBlock(LLVMGetOperand(sw, i + 1));
    int ti = block_index(d, t);
    if (ti < 0 || !dom_has(d, l, ti) || unique_pred(t) != LLVMGetInstructionParent(sw) ||
        t == LLVMGetSwitchDefaultDest(sw))
      continue;
    bool once = true;
    for (unsigned j = 2; j + 1 < nops; j += 2)
      once &= j == i || LLVMValueAsBasicBlock(LLVMGetOperand(sw, j + 1)) != t;
    HostExpr *x = sym(s, LLVMGetOperand(sw, 0), 0);
    HostExpr *v = sym(s, LLVMGetOperand(sw, i), 0);
    if (once && x && v && x->bits == v->bits)
      add_fact(s, hx_op(s, HX_CMP, LLVMIntEQ, 1, x, v, NULL), loc_of(s->a, sw));
  }
}

// Conditions of the branches that every path to `launch` takes the same
// way: a block D that dominates the launch ends in `br c, T, F`, and T
// (reached only from D) dominates the launch, so c held when D last
// branched, over the values the launch sees (docs/design.md). An assert
// and an early return are such branches, and so is a loop's test.
static void path_facts(Sym *s, LLVMValueRef launch) {
  LLVMBasicBlockRef lb = LLVMGetInstructionParent(launch);
  Dom d;
  if (!dominators(s->a, LLVMGetBasicBlockParent(lb), &d))
    return;
  int l = block_index(&d, lb);
  for (int b = 0; b < d.n && l >= 0; b++) {
    LLVMValueRef br = LLVMGetBasicBlockTerminator(d.bb[b]);
    if (b != l && dom_has(&d, l, b) && br && LLVMIsASwitchInst(br))
      switch_facts(s, &d, l, br);
    if (b == l || !dom_has(&d, l, b) || !br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br))
      continue;
    for (unsigned k = 0; k < 2; k++) {
      LLVMBasicBlockRef t = LLVMGetSuccessor(br, k);
      int ti = block_index(&d, t);
      if (ti < 0 || t == LLVMGetSuccessor(br, 1 - k) || !dom_has(&d, l, ti) ||
          unique_pred(t) != d.bb[b])
        continue;
      HostExpr *c = sym(s, LLVMGetCondition(br), 0);
      if (!c || c->bits != 1)
        continue;
      if (k == 1) // the false edge
        c = hx_op(s, HX_BIN, LLVMXor, 1, c, hx_const(s, 1, 1), NULL);
      add_fact(s, c, loc_of(s->a, br));
    }
  }
}

static LLVMValueRef strip_inst_casts(LLVMValueRef v) {
  while (v && (LLVMIsABitCastInst(v) || LLVMIsAAddrSpaceCastInst(v)))
    v = LLVMGetOperand(v, 0);
  return strip_casts(v);
}

// Whether the call `in` runs before `launch` on every path to it.
static bool runs_before(LLVMValueRef in, LLVMValueRef launch) {
  LLVMBasicBlockRef ib = LLVMGetInstructionParent(in), lb = LLVMGetInstructionParent(launch);
  if (ib == lb) {
    for (LLVMValueRef c = LLVMGetPreviousInstruction(launch); c; c = LLVMGetPreviousInstruction(c))
      if (c == in)
        return true;
    return false;
  }
  Arena tmp = {0};
  Dom d;
  bool yes = false;
  if (dominators(&tmp, LLVMGetBasicBlockParent(lb), &d)) {
    int l = block_index(&d, lb), i = block_index(&d, ib);
    yes = l >= 0 && i >= 0 && dom_has(&d, l, i);
  }
  arena_free(&tmp);
  return yes;
}

// The cudaMalloc that gives a pointer argument its value: the argument is
// a load of a local `p` whose only writer is one cudaMalloc(&p, size) that
// runs before the launch (any other store or escape of &p: NULL).
static LLVMValueRef only_malloc(Arena *a, LLVMValueRef arg, LLVMValueRef launch) {
  if (!LLVMIsALoadInst(arg))
    return NULL;
  LLVMValueRef slot = strip_inst_casts(LLVMGetOperand(arg, 0));
  if (!slot || !LLVMIsAAllocaInst(slot))
    return NULL;
  PtrVec users = {0};
  vec_push(a, &users, slot);
  LLVMValueRef malloc_call = NULL;
  for (int k = 0; k < users.len; k++)
    for (LLVMUseRef u = LLVMGetFirstUse(users.items[k]); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (LLVMIsABitCastInst(user) || LLVMIsAAddrSpaceCastInst(user)) {
        vec_push(a, &users, user);
      } else if (LLVMIsALoadInst(user)) {
        continue;
      } else if (is_call(user) && is_intrinsic(LLVMGetCalledValue(user), "llvm.lifetime.")) {
        continue;
      } else if (is_call(user) && named(LLVMGetCalledValue(user), "cudaMalloc") && !malloc_call &&
                 LLVMGetOperand(user, 0) == users.items[k]) {
        malloc_call = user;
      } else {
        return NULL;
      }
    }
  return malloc_call && runs_before(malloc_call, launch) ? malloc_call : NULL;
}

// The size a pointer argument was allocated with (only_malloc).
static void buffer_size(Sym *s, HostLaunch *l, int i, LLVMValueRef arg, LLVMValueRef launch) {
  LLVMValueRef malloc_call = only_malloc(s->a, arg, launch);
  if (!malloc_call)
    return;
  l->bufbytes[i] = sym(s, LLVMGetOperand(malloc_call, 1), 0);
  l->bufloc[i] = loc_of(s->a, malloc_call);
}

// Keeps the facts that say something about the launch: those that share
// an unknown with its terms, or with a fact kept already.
static void relevant_facts(Sym *s, HostLaunch *l) {
  bool *rel = NEW_ARRAY(s->a, bool, s->vars.len + 1);
  bool *kept = NEW_ARRAY(s->a, bool, s->facts.len + 1);
  for (int v = 0; v < s->vars.len; v++) {
    for (int d = 0; d < 3; d++)
      rel[v] |= hx_mentions(l->gridx[d], v) || hx_mentions(l->blockx[d], v);
    for (int i = 0; i < l->nargs; i++)
      rel[v] |= hx_mentions(l->argx[i], v);
  }
  PtrVec out = {0};
  for (bool changed = true; changed;) {
    changed = false;
    for (int f = 0; f < s->facts.len && out.len < MAX_FACTS; f++) {
      HostFact *hf = s->facts.items[f];
      bool hit = false;
      for (int v = 0; v < s->vars.len && !kept[f] && !hit; v++)
        hit = rel[v] && hx_mentions(hf->e, v);
      if (!hit)
        continue;
      kept[f] = changed = true;
      vec_push(s->a, &out, hf);
      for (int v = 0; v < s->vars.len; v++)
        rel[v] |= hx_mentions(hf->e, v);
    }
  }
  l->nfacts = out.len;
  l->facts = NEW_ARRAY(s->a, HostFact, out.len + 1);
  for (int i = 0; i < out.len; i++)
    l->facts[i] = *(HostFact *)out.items[i];
  l->nvars = s->vars.len;
  l->vars = NEW_ARRAY(s->a, HostVar, s->vars.len + 1);
  for (int i = 0; i < s->vars.len; i++)
    l->vars[i] = *(HostVar *)s->vars.items[i];
}

static void alloc_args(Arena *a, HostLaunch *l, int n) {
  l->nargs = n;
  l->args = NEW_ARRAY(a, HostArg, n + 1);
  l->argx = NEW_ARRAY(a, HostExpr *, n + 1);
  l->bufbytes = NEW_ARRAY(a, HostExpr *, n + 1);
  l->bufloc = NEW_ARRAY(a, SrcLoc, n + 1);
  l->buffer = NEW_ARRAY(a, int, n + 1);
  l->ptr_off = NEW_ARRAY(a, long long, n + 1);
  l->off_known = NEW_ARRAY(a, bool, n + 1);
  for (int i = 0; i < n; i++)
    l->buffer[i] = -1;
}

// ------------------------------------------------------------------ aliased pointer arguments

// `v` without its casts and address arithmetic: *off gets the bytes the
// arithmetic adds, and *known whether they are a constant.
static LLVMValueRef pointer_base(LLVMTargetDataRef td, LLVMValueRef v, long long *off,
                                 bool *known) {
  *off = 0;
  *known = true;
  for (int depth = 0; v && depth < 32; depth++) {
    v = strip_inst_casts(v);
    bool gep = LLVMIsAGetElementPtrInst(v) ||
               (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr);
    if (!gep)
      return v;
    long long o;
    if (LLVMIsAGetElementPtrInst(v) && gep_offset(td, v, &o))
      *off += o;
    else
      *known = false;
    v = LLVMGetOperand(v, 0);
  }
  return v;
}

// Whether nothing between `from` and `to` (in one block, `from` first)
// may write memory: no store and no call but to an intrinsic.
static bool nothing_written_between(LLVMValueRef from, LLVMValueRef to) {
  for (LLVMValueRef c = LLVMGetNextInstruction(from); c; c = LLVMGetNextInstruction(c)) {
    if (c == to)
      return true;
    if (LLVMIsAStoreInst(c) || LLVMIsAAtomicRMWInst(c) || LLVMIsAAtomicCmpXchgInst(c) ||
        LLVMIsAMemIntrinsic(c) || (is_call(c) && !is_intrinsic(LLVMGetCalledValue(c), "llvm.")))
      return false;
  }
  return false;
}

// Whether two pointer values are certainly equal at the launch: one
// value; two loads of one local whose only writer is one cudaMalloc that
// runs before both (only_malloc: they read what it wrote); or two loads of
// one variable with nothing that may write memory between them. A wrong
// "equal" would only make two arrays one (false alarms, never a missed
// race: docs/encodings.md §16); a miss leaves the no-alias assumption.
static bool same_value(Arena *ar, LLVMValueRef a, LLVMValueRef b, LLVMValueRef launch) {
  if (a == b)
    return true;
  if (!a || !b || !LLVMIsALoadInst(a) || !LLVMIsALoadInst(b) || LLVMGetVolatile(a) ||
      LLVMGetVolatile(b))
    return false;
  if (strip_inst_casts(LLVMGetOperand(a, 0)) != strip_inst_casts(LLVMGetOperand(b, 0)))
    return false;
  LLVMValueRef m = only_malloc(ar, a, launch);
  if (m && runs_before(m, a) && runs_before(m, b))
    return true;
  return LLVMGetInstructionParent(a) == LLVMGetInstructionParent(b) &&
         (nothing_written_between(a, b) || nothing_written_between(b, a));
}

// buffer, ptr_off and off_known of the launch's pointer arguments `ptr`
// (NULL for the others): which arguments are known to name one buffer.
static void pointer_aliases(Arena *ar, LLVMTargetDataRef td, HostLaunch *l, LLVMValueRef *ptr,
                            LLVMValueRef launch) {
  LLVMValueRef *base = NEW_ARRAY(ar, LLVMValueRef, l->nargs + 1);
  for (int j = 0; j < l->nargs; j++) {
    if (!ptr[j])
      continue;
    base[j] = pointer_base(td, ptr[j], &l->ptr_off[j], &l->off_known[j]);
    l->buffer[j] = j;
    for (int i = 0; i < j && l->buffer[j] == j; i++)
      if (base[i] && same_value(ar, base[i], base[j], launch))
        l->buffer[j] = l->buffer[i];
  }
}

// An integer argument whose value is `v` (NULL: not followed).
static void int_arg(Sym *s, HostLaunch *l, int i, LLVMValueRef v) {
  int bits = v ? int_bits(v) : 0;
  if (!bits)
    return;
  l->args[i].bits = bits;
  l->args[i].known = const_int(v, &l->args[i].v);
  l->argx[i] = sym(s, v, 0);
}

static HostLaunch *new_launch(Walk *w, LLVMValueRef in) {
  HostLaunch *l = NEW(w->a, HostLaunch);
  l->loc = loc_of(w->a, in);
  vec_push(w->a, &w->launches, l);
  return l;
}

static void chevron_launch(Walk *w, LLVMValueRef call) {
  HostLaunch *l = new_launch(w, call);
  LLVMValueRef push = push_before(call);
  if (push && LLVMGetNumArgOperands(push) >= 5) {
    l->grid_known = dim3_of(LLVMGetOperand(push, 0), LLVMGetOperand(push, 1), l->grid);
    l->block_known = dim3_of(LLVMGetOperand(push, 2), LLVMGetOperand(push, 3), l->block);
    l->smem_known = const_int(LLVMGetOperand(push, 4), &l->smem);
  }
  alloc_args(w->a, l, (int)LLVMGetNumArgOperands(call));
  Sym s = {.a = w->a, .td = w->td};
  LLVMValueRef *ptr = NEW_ARRAY(w->a, LLVMValueRef, l->nargs + 1);
  for (int i = 0; i < l->nargs; i++) {
    LLVMValueRef v = LLVMGetOperand(call, (unsigned)i);
    HostArg *a = &l->args[i];
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind) {
      a->bits = (int)LLVMGetIntTypeWidth(LLVMTypeOf(v));
      a->known = a->bits <= 64 && const_int(v, &a->v);
      l->argx[i] = sym(&s, v, 0);
    } else if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind) {
      buffer_size(&s, l, i, v, call);
      ptr[i] = v;
    }
  }
  pointer_aliases(w->a, w->td, l, ptr, call);
  if (push && LLVMGetNumArgOperands(push) >= 5) {
    dim3_terms(&s, LLVMGetOperand(push, 0), LLVMGetOperand(push, 1), l->gridx);
    dim3_terms(&s, LLVMGetOperand(push, 2), LLVMGetOperand(push, 3), l->blockx);
    l->smemx = sym(&s, LLVMGetOperand(push, 4), 0);
  }
  path_facts(&s, call);
  relevant_facts(&s, l);
}

// cudaLaunchKernel's `void *args[]`: element i points at the i-th
// argument (the stub's parameter types give the widths); an integer
// argument is read back when both the array and the argument's local are
// slots tandem can follow (slot_value).
static void api_args(Walk *w, Sym *s, HostLaunch *l, LLVMValueRef call) {
  unsigned n = LLVMCountParams(w->stub);
  alloc_args(w->a, l, (int)n);
  LLVMValueRef arr = LLVMGetOperand(call, 5);
  long long psize = (long long)LLVMABISizeOfType(w->td, LLVMTypeOf(arr));
  LLVMValueRef *ptr = NEW_ARRAY(w->a, LLVMValueRef, n + 1);
  for (unsigned i = 0; i < n; i++) {
    int bits = int_bits(LLVMGetParam(w->stub, i));
    if (!bits && LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(w->stub, i))) == LLVMPointerTypeKind) {
      // The argument's value, or else the local that holds it: the launch
      // reads its arguments at once, so one local is one value.
      LLVMValueRef p = slot_value(w->a, w->td, arr, (long long)i * psize, psize, call);
      if (p && LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind) {
        ptr[i] = slot_value(w->a, w->td, p, 0, psize, call);
        if (!ptr[i] && LLVMIsAAllocaInst(strip_inst_casts(p)))
          ptr[i] = strip_inst_casts(p);
      }
      continue;
    }
    if (!bits)
      continue;
    LLVMValueRef p = slot_value(w->a, w->td, arr, (long long)i * psize, psize, call);
    if (p && LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind) {
      LLVMValueRef v = slot_value(w->a, w->td, p, 0, (bits + 7) / 8, call);
      int_arg(s, l, (int)i, v && int_bits(v) == bits ? v : NULL);
    }
  }
  pointer_aliases(w->a, w->td, l, ptr, call);
}

// cudaLaunchKernel(f, grid.xy, grid.z, block.xy, block.z, args, smem, stream):
// the geometry, and the integer arguments that api_args can read back.
static void api_launch(Walk *w, LLVMValueRef call) {
  HostLaunch *l = new_launch(w, call);
  l->via_api = true;
  l->grid_known = dim3_of(LLVMGetOperand(call, 1), LLVMGetOperand(call, 2), l->grid);
  l->block_known = dim3_of(LLVMGetOperand(call, 3), LLVMGetOperand(call, 4), l->block);
  l->smem_known = const_int(LLVMGetOperand(call, 6), &l->smem);
  Sym s = {.a = w->a, .td = w->td};
  dim3_terms(&s, LLVMGetOperand(call, 1), LLVMGetOperand(call, 2), l->gridx);
  dim3_terms(&s, LLVMGetOperand(call, 3), LLVMGetOperand(call, 4), l->blockx);
  api_args(w, &s, l, call);
  path_facts(&s, call);
  relevant_facts(&s, l);
}

static bool launch_api(LLVMValueRef callee) {
  return named(callee, "cudaLaunchKernel") || named(callee, "cudaLaunchCooperativeKernel");
}

static void escape(Walk *w, LLVMValueRef user) {
  if (w->hk->unfollowable)
    return;
  SrcLoc l = LLVMIsAInstruction(user) ? loc_of(w->a, user) : (SrcLoc){0};
  w->hk->unfollowable =
      l.line ? arena_printf(w->a, "its address is used at line %d other than to launch it", l.line)
             : "its address is used other than to launch it";
}

// Every use of the stub (through constant casts): a launch, the stub's
// own launch of itself, or an escape.
static void walk_uses(Walk *w, LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAConstantExpr(user) && strip_casts(user) != user) {
      walk_uses(w, user);
      continue;
    }
    if (!is_call(user)) {
      escape(w, user);
      continue;
    }
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
    if (fn == w->stub)
      continue; // the stub's cudaLaunchKernel(stub, ...): the launch itself
    LLVMValueRef callee = LLVMGetCalledValue(user);
    unsigned nargs = LLVMGetNumArgOperands(user);
    bool in_args = false;
    for (unsigned i = 0; i < nargs; i++)
      in_args |= strip_casts(LLVMGetOperand(user, i)) == w->stub &&
                 !(i == 0 && launch_api(callee));
    if (callee == w->stub && !in_args)
      chevron_launch(w, user);
    else if (launch_api(callee) && !in_args && nargs >= 8)
      api_launch(w, user);
    else
      escape(w, user);
  }
}

// An implicit instance of a kernel template (its stub is linkonce_odr)
// whose template is defined in this file, not in a header it includes.
// C++ requires a template to be defined in every file that instantiates it
// implicitly ([temp.pre]; ill-formed, no diagnostic required, otherwise), so
// another file can launch this instance only by #including this one. An
// explicit instantiation (weak_odr) may be launched from any file through
// `extern template`: it does not qualify.
static bool local_template_instance(LLVMModuleRef m, LLVMValueRef stub) {
  if (LLVMGetLinkage(stub) != LLVMLinkOnceODRLinkage)
    return false;
  LLVMMetadataRef sp = LLVMGetSubprogram(stub);
  LLVMMetadataRef file = sp ? LLVMDIScopeGetFile(sp) : NULL;
  unsigned len = 0;
  const char *defined_in = file ? LLVMDIFileGetFilename(file, &len) : NULL;
  size_t main_len = 0;
  const char *main_file = LLVMGetSourceFileName(m, &main_len);
  return defined_in && main_file && len == main_len && !memcmp(defined_in, main_file, len);
}

static bool before(const HostLaunch *x, const HostLaunch *y) {
  return x->loc.line < y->loc.line || (x->loc.line == y->loc.line && x->loc.col < y->loc.col);
}

static void collect(LLVMModuleRef m, Arena *a, HostInfo *out) {
  PtrVec ks = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (named(f, "main") && !LLVMIsDeclaration(f))
      out->has_main = true;
    size_t n;
    const char *name = LLVMGetValueName2(f, &n);
    const char *dev = is_stub(f) ? host_stub_kernel(a, name) : NULL;
    if (!dev)
      continue;
    HostKernel *hk = NEW(a, HostKernel);
    hk->device_name = dev;
    // prepare() leaves stubs' linkage as the source gave it: a static
    // kernel's stub is internal, and only this file can call it.
    LLVMLinkage link = LLVMGetLinkage(f);
    hk->internal = link == LLVMInternalLinkage || link == LLVMPrivateLinkage;
    hk->local_instance = local_template_instance(m, f);
    Walk w = {.a = a, .td = LLVMGetModuleDataLayout(m), .hk = hk, .stub = f};
    walk_uses(&w, f);
    // Uses come newest first: report launches in source order.
    for (int i = 1; i < w.launches.len; i++)
      for (int j = i; j > 0 && before(w.launches.items[j], w.launches.items[j - 1]); j--) {
        void *t = w.launches.items[j];
        w.launches.items[j] = w.launches.items[j - 1];
        w.launches.items[j - 1] = t;
      }
    hk->nlaunches = w.launches.len;
    hk->launches = NEW_ARRAY(a, HostLaunch, w.launches.len + 1);
    for (int i = 0; i < w.launches.len; i++)
      hk->launches[i] = *(HostLaunch *)w.launches.items[i];
    vec_push(a, &ks, hk);
  }
  out->nkernels = ks.len;
  out->kernels = NEW_ARRAY(a, HostKernel, ks.len + 1);
  for (int i = 0; i < ks.len; i++)
    out->kernels[i] = *(HostKernel *)ks.items[i];
}

static bool defines_main(LLVMModuleRef m) {
  LLVMValueRef f = LLVMGetNamedFunction(m, "main");
  return f && !LLVMIsDeclaration(f);
}

// ------------------------------------------------------------------ OpenCL

// The host side of an OpenCL program (`--host=FILE.c`): a kernel object
// comes from clCreateKernel(prog, "name", &err), its arguments from
// clSetKernelArg(k, i, size, &value), a launch is clEnqueueNDRangeKernel(q,
// k, work_dim, offset, global, local, ...) or clEnqueueTask(q, k, ...).
// The rules that keep this sound are the CUDA ones (docs/design.md):
// every enqueue of a kernel must be found and traced to its clCreateKernel.
typedef struct OclWalk {
  Arena *a;
  LLVMTargetDataRef td;
  bool uniform;
  HostInfo *out;
  PtrVec kernels; // HostKernel*
  PtrVec creates; // LLVMValueRef: clCreateKernel calls
  PtrVec setters; // LLVMValueRef: clSetKernelArg calls
} OclWalk;

static const char *line_text(Arena *a, LLVMValueRef in) {
  SrcLoc l = LLVMIsAInstruction(in) ? loc_of(a, in) : (SrcLoc){0};
  return l.line ? arena_printf(a, " at line %d", l.line) : "";
}

// The string a clCreateKernel call names, or NULL when not a constant.
static const char *kernel_name_of(Arena *a, LLVMValueRef create) {
  LLVMValueRef v = LLVMGetOperand(create, 1);
  while (v && LLVMIsAConstantExpr(v) && (LLVMGetConstOpcode(v) == LLVMGetElementPtr ||
                                          LLVMGetConstOpcode(v) == LLVMBitCast))
    v = LLVMGetOperand(v, 0);
  LLVMValueRef init = v && LLVMIsAGlobalVariable(v) && LLVMIsGlobalConstant(v)
                          ? LLVMGetInitializer(v)
                          : NULL;
  if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
    return NULL;
  size_t n;
  const char *s = LLVMGetAsString(init, &n);
  return arena_strndup(a, s, strnlen(s, n));
}

static HostKernel *ocl_kernel(OclWalk *w, const char *name) {
  for (int i = 0; i < w->kernels.len; i++)
    if (!strcmp(((HostKernel *)w->kernels.items[i])->device_name, name))
      return w->kernels.items[i];
  HostKernel *hk = NEW(w->a, HostKernel);
  hk->device_name = name;
  vec_push(w->a, &w->kernels, hk);
  return hk;
}

static bool is_create(LLVMValueRef v) {
  return is_call(v) && named(LLVMGetCalledValue(v), "clCreateKernel");
}

// A kernel object kept in a variable of the program (`static cl_kernel
// k;`): the kernel's name when the variable is internal (the whole-program
// rule) and its only uses are loads and stores of clCreateKernel results
// of that one name; NULL otherwise.
static const char *kernel_global(Arena *a, LLVMValueRef g) {
  if (!g || !LLVMIsAGlobalVariable(g) || (LLVMGetLinkage(g) != LLVMInternalLinkage &&
                                          LLVMGetLinkage(g) != LLVMPrivateLinkage))
    return NULL;
  const char *name = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user))
      continue;
    if (!LLVMIsAStoreInst(user) || LLVMGetOperand(user, 1) != g ||
        !is_create(LLVMGetOperand(user, 0)))
      return NULL;
    const char *n = kernel_name_of(a, LLVMGetOperand(user, 0));
    if (!n || (name && strcmp(n, name)))
      return NULL;
    name = n;
  }
  return name;
}

// The kernel a kernel object is an object of: a clCreateKernel result, or
// a load of a variable kernel_global accepts.
static HostKernel *kernel_of(OclWalk *w, LLVMValueRef kobj) {
  const char *name = is_create(kobj)        ? kernel_name_of(w->a, kobj)
                     : LLVMIsALoadInst(kobj) ? kernel_global(w->a, LLVMGetOperand(kobj, 0))
                                            : NULL;
  return name ? ocl_kernel(w, name) : NULL;
}

static void no_kernel_facts(OclWalk *w, const char *why) {
  if (!w->out->all_unfollowable)
    w->out->all_unfollowable = why;
}

static void unfollowable(HostKernel *hk, const char *why) {
  if (!hk->unfollowable)
    hk->unfollowable = why;
}

static bool harmless_kernel_use(Arena *a, LLVMValueRef user, LLVMValueRef kobj, int depth);

// A store of a kernel object into a variable that kernel_global accepts:
// harmless when every load of it is used harmlessly.
static bool harmless_store(Arena *a, LLVMValueRef store, LLVMValueRef kobj, int depth) {
  LLVMValueRef g = LLVMGetOperand(store, 1);
  if (LLVMGetOperand(store, 0) != kobj || !kernel_global(a, g) || depth > 2)
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef ld = LLVMGetUser(u);
    if (!LLVMIsALoadInst(ld))
      continue;
    for (LLVMUseRef v = LLVMGetFirstUse(ld); v; v = LLVMGetNextUse(v))
      if (!harmless_kernel_use(a, LLVMGetUser(v), ld, depth + 1))
        return false;
  }
  return true;
}

// The uses of a kernel object that cannot launch it behind tandem's back.
static bool harmless_kernel_use(Arena *a, LLVMValueRef user, LLVMValueRef kobj, int depth) {
  if (LLVMIsAStoreInst(user))
    return harmless_store(a, user, kobj, depth);
  if (!is_call(user))
    return false;
  LLVMValueRef f = LLVMGetCalledValue(user);
  unsigned n = LLVMGetNumArgOperands(user);
  for (unsigned i = 0; i < n; i++) {
    if (LLVMGetOperand(user, i) != kobj)
      continue;
    bool first = i == 0 && (named(f, "clSetKernelArg") || named(f, "clReleaseKernel") ||
                            named(f, "clRetainKernel") || named(f, "clGetKernelInfo") ||
                            named(f, "clGetKernelArgInfo") || named(f, "clGetKernelWorkGroupInfo"));
    bool second = i == 1 && (named(f, "clEnqueueNDRangeKernel") || named(f, "clEnqueueTask"));
    if (!first && !second)
      return false;
  }
  return true;
}

// Each clCreateKernel: its name, and whether its object only goes to the
// calls harmless_kernel_use allows (stored, passed to a function tandem
// did not inline, merged in a phi: its enqueues cannot all be seen).
static void ocl_creates(OclWalk *w, LLVMValueRef create) {
  const char *name = kernel_name_of(w->a, create);
  if (!name) {
    no_kernel_facts(w, arena_printf(w->a, "a kernel is created%s by a name tandem cannot read",
                                    line_text(w->a, create)));
    return;
  }
  HostKernel *hk = ocl_kernel(w, name);
  vec_push(w->a, &w->creates, create);
  for (LLVMUseRef u = LLVMGetFirstUse(create); u; u = LLVMGetNextUse(u))
    if (!harmless_kernel_use(w->a, LLVMGetUser(u), create, 0))
      unfollowable(hk, arena_printf(w->a, "its kernel object is used%s other than to set its "
                                          "arguments or enqueue it",
                                    line_text(w->a, LLVMGetUser(u))));
}

// One global or local size component: `at` reads it from `arr[d]`.
static LLVMValueRef size_component(OclWalk *w, LLVMValueRef arr, int d, LLVMValueRef at) {
  long long bytes = (long long)LLVMABISizeOfType(w->td, LLVMGetElementType(LLVMTypeOf(arr)));
  LLVMValueRef v = slot_value(w->a, w->td, arr, d * bytes, bytes, at);
  return v && int_bits(v) == bytes * 8 ? v : NULL;
}

// An unknown that stands for no LLVM value (each call a new one).
static HostExpr *fresh_var(Sym *s, int bits, const char *what, SrcLoc loc) {
  HostVar *hv = NEW(s->a, HostVar);
  hv->bits = bits;
  hv->what = what;
  hv->loc = loc;
  HostExpr *x = hx_new(s, HX_VAR, bits);
  x->var = s->vars.len;
  vec_push(s->a, &s->vars, hv);
  return x;
}

static HostExpr *to32(Sym *s, HostExpr *x) {
  if (x->kind == HX_CONST)
    return hx_const(s, x->v, 32);
  if (x->bits == 32)
    return x;
  HostExpr *e = hx_op(s, HX_EXTRACT, 0, 32, x, NULL, NULL);
  e->lo = 0;
  return e;
}

// grid = global / local, block = local, in each of the work_dim
// dimensions (1 beyond them). A constant global size that the local size
// does not divide (non-uniform work-groups, which tandem does not model)
// makes the kernel fall back; a computed one gets the fact that the local
// size divides it, true of every enqueue that runs under OpenCL 1.x.
static void ocl_geometry(OclWalk *w, Sym *s, HostKernel *hk, HostLaunch *l, LLVMValueRef call) {
  uint64_t dims;
  if (!const_int(LLVMGetOperand(call, 2), &dims) || dims < 1 || dims > 3)
    return;
  LLVMValueRef gs = LLVMGetOperand(call, 4), ls = LLVMGetOperand(call, 5);
  bool no_local = LLVMIsAConstantPointerNull(ls);
  for (int d = 0; d < 3; d++) {
    LLVMValueRef g = d < (int)dims ? size_component(w, gs, d, call) : NULL;
    LLVMValueRef b = d < (int)dims && !no_local ? size_component(w, ls, d, call) : NULL;
    HostExpr *gx = d >= (int)dims ? hx_const(s, 1, 64) : g ? sym(s, g, 0) : NULL;
    HostExpr *bx = d >= (int)dims ? hx_const(s, 1, 64) : b ? sym(s, b, 0) : NULL;
    // A NULL local size: the implementation picks one that divides the
    // global size (OpenCL 1.x): an unknown, with that fact below.
    if (d < (int)dims && no_local && w->uniform && gx)
      bx = fresh_var(s, 64, "the local size the implementation picks", loc_of(w->a, call));
    l->globalx[d] = gx ? to32(s, gx) : NULL;
    if (!gx || !bx)
      continue;
    l->blockx[d] = to32(s, bx);
    if (gx->kind == HX_CONST && bx->kind == HX_CONST) {
      if (!bx->v || gx->v % bx->v) {
        unfollowable(hk, arena_printf(w->a, "the enqueue%s has a global size (%llu) that is not "
                                            "a multiple of its local size (%llu): non-uniform "
                                            "work-groups are not supported",
                                      line_text(w->a, call), (unsigned long long)gx->v,
                                      (unsigned long long)bx->v));
        return;
      }
      l->gridx[d] = hx_const(s, gx->v / bx->v, 32);
      continue;
    }
    if (!w->uniform)
      continue; // OpenCL 2.x may run a last, smaller work-group: not followed
    l->gridx[d] = to32(s, hx_op(s, HX_BIN, LLVMUDiv, 64, gx, bx, NULL));
    HostExpr *rem = hx_op(s, HX_BIN, LLVMURem, 64, gx, bx, NULL);
    add_fact(s, hx_op(s, HX_CMP, LLVMIntEQ, 1, rem, hx_const(s, 0, 64), NULL), loc_of(w->a, call));
  }
  l->grid_known = l->block_known = l->global_known = true;
  for (int d = 0; d < 3; d++) {
    HostExpr *g = l->gridx[d], *b = l->blockx[d], *gl = l->globalx[d];
    l->grid_known &= g && g->kind == HX_CONST && g->v;
    l->block_known &= b && b->kind == HX_CONST && b->v;
    l->global_known &= gl && gl->kind == HX_CONST;
    l->grid[d] = g && g->kind == HX_CONST ? (unsigned)g->v : 0;
    l->block[d] = b && b->kind == HX_CONST ? (unsigned)b->v : 0;
    l->global[d] = gl && gl->kind == HX_CONST ? (unsigned)gl->v : 0;
  }
}

// The value clSetKernelArg(k, i, size, &v) gives argument i at `launch`:
// the one setter of i on objects of this kernel, when it runs before the
// launch (a launch runs only with every argument set, so a setter exists);
// or the constant that every setter of i gives. NULL: not followed.
static LLVMValueRef ocl_arg(OclWalk *w, HostKernel *hk, unsigned i, LLVMValueRef launch,
                            bool *buffer) {
  LLVMValueRef one = NULL, val = NULL;
  int n = 0;
  bool same_const = true;
  for (int k = 0; k < w->setters.len; k++) {
    LLVMValueRef set = w->setters.items[k];
    uint64_t idx, size;
    if (kernel_of(w, LLVMGetOperand(set, 0)) != hk || !const_int(LLVMGetOperand(set, 1), &idx) ||
        idx != i)
      continue;
    n++;
    one = set;
    LLVMValueRef v = const_int(LLVMGetOperand(set, 2), &size) && size && size <= 8
                         ? slot_value(w->a, w->td, LLVMGetOperand(set, 3), 0, (long long)size, set)
                         : NULL;
    if (!v || !LLVMIsAConstantInt(v) || (val && LLVMConstIntGetZExtValue(v) !=
                                                    LLVMConstIntGetZExtValue(val)))
      same_const = false;
    val = v;
  }
  if (n == 1 && runs_before(one, launch)) {
    *buffer = val && is_call(val) && named(LLVMGetCalledValue(val), "clCreateBuffer");
    return val;
  }
  return n > 1 && same_const ? val : NULL;
}

// A setter with an index that is not a constant may set any argument.
static int ocl_nargs(OclWalk *w, HostKernel *hk) {
  int n = 0;
  for (int k = 0; k < w->setters.len; k++) {
    LLVMValueRef set = w->setters.items[k];
    uint64_t idx;
    if (kernel_of(w, LLVMGetOperand(set, 0)) != hk)
      continue;
    if (!const_int(LLVMGetOperand(set, 1), &idx) || idx > 255)
      return -1;
    if ((int)idx + 1 > n)
      n = (int)idx + 1;
  }
  return n;
}

static void ocl_args(OclWalk *w, Sym *s, HostKernel *hk, HostLaunch *l, LLVMValueRef call) {
  int n = ocl_nargs(w, hk);
  if (n < 0)
    return;
  alloc_args(w->a, l, n);
  LLVMValueRef *ptr = NEW_ARRAY(w->a, LLVMValueRef, n + 1);
  for (int i = 0; i < n; i++) {
    bool buffer = false;
    LLVMValueRef v = ocl_arg(w, hk, (unsigned)i, call, &buffer);
    if (buffer) {
      l->bufbytes[i] = sym(s, LLVMGetOperand(v, 2), 0);
      l->bufloc[i] = loc_of(w->a, v);
      ptr[i] = v; // one clCreateBuffer is one buffer
    } else if (v && int_bits(v)) {
      int_arg(s, l, i, v);
    }
  }
  pointer_aliases(w->a, w->td, l, ptr, call);
}

static void ocl_enqueue(OclWalk *w, LLVMValueRef call, bool task) {
  HostKernel *hk = kernel_of(w, LLVMGetOperand(call, 1));
  if (!hk) {
    no_kernel_facts(w, arena_printf(w->a, "the kernel enqueued%s is not one tandem can trace to "
                                          "its clCreateKernel",
                                    line_text(w->a, call)));
    return;
  }
  HostLaunch *l = NEW(w->a, HostLaunch);
  l->loc = loc_of(w->a, call);
  l->opencl = true;
  Sym s = {.a = w->a, .td = w->td};
  if (task) { // clEnqueueTask: one work-group of one work-item
    for (int d = 0; d < 3; d++) {
      l->grid[d] = l->block[d] = l->global[d] = 1;
      l->gridx[d] = l->blockx[d] = l->globalx[d] = hx_const(&s, 1, 32);
    }
    l->grid_known = l->block_known = l->global_known = true;
  } else if (!LLVMIsAConstantPointerNull(LLVMGetOperand(call, 3))) {
    unfollowable(hk, arena_printf(w->a, "the enqueue%s has a global work offset",
                                  line_text(w->a, call)));
  } else {
    ocl_geometry(w, &s, hk, l, call);
  }
  ocl_args(w, &s, hk, l, call);
  path_facts(&s, call);
  relevant_facts(&s, l);
  HostLaunch *all = NEW_ARRAY(w->a, HostLaunch, hk->nlaunches + 1);
  if (hk->nlaunches)
    memcpy(all, hk->launches, sizeof *all * (size_t)hk->nlaunches);
  all[hk->nlaunches++] = *l;
  hk->launches = all;
}

static void ocl_calls(OclWalk *w, LLVMModuleRef m, const char *fn, int what) {
  LLVMValueRef f = LLVMGetNamedFunction(m, fn);
  for (LLVMUseRef u = f ? LLVMGetFirstUse(f) : NULL; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!is_call(user) || LLVMGetCalledValue(user) != f) {
      no_kernel_facts(w, arena_printf(w->a, "%s is used%s other than by a call", fn,
                                      line_text(w->a, user)));
      continue;
    }
    if (what == 0)
      ocl_creates(w, user);
    else if (what == 1)
      vec_push(w->a, &w->setters, user);
    else if (what == 2)
      no_kernel_facts(w, arena_printf(w->a, "%s is called%s", fn, line_text(w->a, user)));
    else
      ocl_enqueue(w, user, what == 4);
  }
}

static void collect_opencl(LLVMModuleRef m, Arena *a, bool uniform, HostInfo *out) {
  OclWalk w = {.a = a, .td = LLVMGetModuleDataLayout(m), .uniform = uniform, .out = out};
  out->has_main = defines_main(m);
  ocl_calls(&w, m, "clCreateKernel", 0);
  ocl_calls(&w, m, "clSetKernelArg", 1);
  ocl_calls(&w, m, "clCreateKernelsInProgram", 2);
  ocl_calls(&w, m, "clCloneKernel", 2);
  ocl_calls(&w, m, "clEnqueueNDRangeKernel", 3);
  ocl_calls(&w, m, "clEnqueueTask", 4);
  out->nkernels = w.kernels.len;
  out->kernels = NEW_ARRAY(a, HostKernel, w.kernels.len + 1);
  for (int i = 0; i < w.kernels.len; i++) {
    HostKernel *hk = w.kernels.items[i];
    // Uses come newest first: report launches in source order.
    for (int x = 1; x < hk->nlaunches; x++)
      for (int j = x; j > 0 && before(&hk->launches[j], &hk->launches[j - 1]); j--) {
        HostLaunch t = hk->launches[j];
        hk->launches[j] = hk->launches[j - 1];
        hk->launches[j - 1] = t;
      }
    out->kernels[i] = *hk;
  }
}

static int analyse(const char *host_bc, bool opencl, bool uniform, Arena *a, HostInfo *out,
                   char *err, size_t errlen) {
  memset(out, 0, sizeof *out);
  LLVMMemoryBufferRef buf;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(host_bc, &buf, &msg)) {
    snprintf(err, errlen, "cannot read host bitcode: %s", msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return -1;
  }
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m;
  int rc = -1;
  if (LLVMParseBitcodeInContext2(ctx, buf, &m)) {
    snprintf(err, errlen, "cannot parse host bitcode");
  } else {
    prepare(m, ctx, defines_main(m));
    if (simplify(m, err, errlen)) {
      if (opencl)
        collect_opencl(m, a, uniform, out);
      else
        collect(m, a, out);
      rc = 0;
    }
    LLVMDisposeModule(m);
  }
  LLVMDisposeMemoryBuffer(buf);
  LLVMContextDispose(ctx);
  return rc;
}

int host_analyse(const char *host_bc, Arena *a, HostInfo *out, char *err, size_t errlen) {
  return analyse(host_bc, false, false, a, out, err, errlen);
}

int host_analyse_opencl(const char *host_bc, bool uniform_groups, Arena *a, HostInfo *out,
                        char *err, size_t errlen) {
  return analyse(host_bc, true, uniform_groups, a, out, err, errlen);
}
