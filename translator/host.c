// host.c — the launches a CUDA program performs, read from its host-side
// IR (clang --cuda-host-only). A launch `k<<<g, b, s>>>(args)` is a call
// of __cudaPushCallConfiguration(g.xy:i64, g.z:i32, b.xy:i64, b.z:i32,
// s:i64, stream) followed (in a later block, behind a branch on its result)
// by a call of k's host stub `__device_stub__k`. LLVM's own passes fold
// the sizes and arguments; whatever is then a constant is a fact of that
// launch, anything else stays unknown (symbolic).
#include "host.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Error.h>
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
  HostKernel *hk;
  LLVMValueRef stub;
  PtrVec launches; // HostLaunch*
} Walk;

static SrcLoc loc_of(Arena *a, LLVMValueRef in) {
  SrcLoc l = {0};
  unsigned n = 0;
  const char *f = LLVMGetDebugLocFilename(in, &n);
  if (f && n)
    l.file = arena_strndup(a, f, n);
  l.line = (int)LLVMGetDebugLocLine(in);
  l.col = (int)LLVMGetDebugLocColumn(in);
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

// ------------------------------------------------------------------ terms

// The terms of one launch: each LLVM value becomes one term (memoised, so
// one SSA value is one unknown wherever it appears: an SSA value holds one
// value at the launch; docs/design.md says why the facts stay true).
typedef struct Sym {
  Arena *a;
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
static bool has_flag(LLVMValueRef in, const char *flag) {
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
    if (has_flag(step, " nsw "))
      op = c >= 0 ? LLVMIntSGE : LLVMIntSLE;
    else if (has_flag(step, " nuw ") && c >= 0)
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
  case LLVMCall:
    return min_max(s, v, bits, depth);
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
  if (e->kind == HX_BIN && e->op == LLVMOr) {
    HostExpr *a = extract32(s, e->a, lo), *b = extract32(s, e->b, lo);
    if (a->kind == HX_CONST && a->v == 0)
      return b;
    if (b->kind == HX_CONST && b->v == 0)
      return a;
    return hx_op(s, HX_BIN, LLVMOr, 32, a, b, NULL);
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

// The size a pointer argument was allocated with: the argument is a load
// of a local `p` whose only writer is one cudaMalloc(&p, size) that runs
// before the launch (any other store or escape of &p: not followed).
static void buffer_size(Sym *s, HostLaunch *l, int i, LLVMValueRef arg, LLVMValueRef launch) {
  if (!LLVMIsALoadInst(arg))
    return;
  LLVMValueRef slot = strip_inst_casts(LLVMGetOperand(arg, 0));
  if (!slot || !LLVMIsAAllocaInst(slot))
    return;
  PtrVec users = {0};
  vec_push(s->a, &users, slot);
  LLVMValueRef malloc_call = NULL;
  for (int k = 0; k < users.len; k++)
    for (LLVMUseRef u = LLVMGetFirstUse(users.items[k]); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (LLVMIsABitCastInst(user) || LLVMIsAAddrSpaceCastInst(user)) {
        vec_push(s->a, &users, user);
      } else if (LLVMIsALoadInst(user)) {
        continue;
      } else if (is_call(user) && is_intrinsic(LLVMGetCalledValue(user), "llvm.lifetime.")) {
        continue;
      } else if (is_call(user) && named(LLVMGetCalledValue(user), "cudaMalloc") && !malloc_call &&
                 LLVMGetOperand(user, 0) == users.items[k]) {
        malloc_call = user;
      } else {
        return;
      }
    }
  if (!malloc_call || !runs_before(malloc_call, launch))
    return;
  l->bufbytes[i] = sym(s, LLVMGetOperand(malloc_call, 1), 0);
  l->bufloc[i] = loc_of(s->a, malloc_call);
  // The typed cudaMalloc<T> of tandem's header, inlined: its line is the
  // header's, not the call's (the C API cannot read the inlined-at line).
  const char *f = l->bufloc[i].file;
  if (f && strstr(f, "tandem_runtime.h"))
    l->bufloc[i] = (SrcLoc){0};
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
  l->nargs = (int)LLVMGetNumArgOperands(call);
  l->args = NEW_ARRAY(w->a, HostArg, l->nargs + 1);
  l->argx = NEW_ARRAY(w->a, HostExpr *, l->nargs + 1);
  l->bufbytes = NEW_ARRAY(w->a, HostExpr *, l->nargs + 1);
  l->bufloc = NEW_ARRAY(w->a, SrcLoc, l->nargs + 1);
  Sym s = {.a = w->a};
  for (int i = 0; i < l->nargs; i++) {
    LLVMValueRef v = LLVMGetOperand(call, (unsigned)i);
    HostArg *a = &l->args[i];
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind) {
      a->bits = (int)LLVMGetIntTypeWidth(LLVMTypeOf(v));
      a->known = a->bits <= 64 && const_int(v, &a->v);
      l->argx[i] = sym(&s, v, 0);
    } else if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind) {
      buffer_size(&s, l, i, v, call);
    }
  }
  if (push && LLVMGetNumArgOperands(push) >= 5) {
    dim3_terms(&s, LLVMGetOperand(push, 0), LLVMGetOperand(push, 1), l->gridx);
    dim3_terms(&s, LLVMGetOperand(push, 2), LLVMGetOperand(push, 3), l->blockx);
    l->smemx = sym(&s, LLVMGetOperand(push, 4), 0);
  }
  path_facts(&s, call);
  relevant_facts(&s, l);
}

// cudaLaunchKernel(f, grid.xy, grid.z, block.xy, block.z, args, smem, stream):
// geometry only; the arguments sit in a void*[] the walk does not follow.
static void api_launch(Walk *w, LLVMValueRef call) {
  HostLaunch *l = new_launch(w, call);
  l->via_api = true;
  l->grid_known = dim3_of(LLVMGetOperand(call, 1), LLVMGetOperand(call, 2), l->grid);
  l->block_known = dim3_of(LLVMGetOperand(call, 3), LLVMGetOperand(call, 4), l->block);
  l->smem_known = const_int(LLVMGetOperand(call, 6), &l->smem);
  Sym s = {.a = w->a};
  dim3_terms(&s, LLVMGetOperand(call, 1), LLVMGetOperand(call, 2), l->gridx);
  dim3_terms(&s, LLVMGetOperand(call, 3), LLVMGetOperand(call, 4), l->blockx);
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
    Walk w = {.a = a, .hk = hk, .stub = f};
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

int host_analyse(const char *host_bc, Arena *a, HostInfo *out, char *err, size_t errlen) {
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
      collect(m, a, out);
      rc = 0;
    }
    LLVMDisposeModule(m);
  }
  LLVMDisposeMemoryBuffer(buf);
  LLVMContextDispose(ctx);
  return rc;
}
