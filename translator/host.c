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
  for (int i = 0; i < l->nargs; i++) {
    LLVMValueRef v = LLVMGetOperand(call, (unsigned)i);
    HostArg *a = &l->args[i];
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind) {
      a->bits = (int)LLVMGetIntTypeWidth(LLVMTypeOf(v));
      a->known = a->bits <= 64 && const_int(v, &a->v);
    }
  }
}

// cudaLaunchKernel(f, grid.xy, grid.z, block.xy, block.z, args, smem, stream):
// geometry only; the arguments sit in a void*[] the walk does not follow.
static void api_launch(Walk *w, LLVMValueRef call) {
  HostLaunch *l = new_launch(w, call);
  l->via_api = true;
  l->grid_known = dim3_of(LLVMGetOperand(call, 1), LLVMGetOperand(call, 2), l->grid);
  l->block_known = dim3_of(LLVMGetOperand(call, 3), LLVMGetOperand(call, 4), l->block);
  l->smem_known = const_int(LLVMGetOperand(call, 6), &l->smem);
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
