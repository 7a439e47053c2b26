// funcptr.c — calls through function pointers, resolved before inlining.
//
// A function pointer can only hold the address of a function whose address
// the module takes (or null): C gives no other way to make one. Each
// indirect call becomes a direct call of a dispatcher made for it,
//
//   dispatch(fp, args) { if (fp == f1) return f1(args); ...
//                        if (fp == fn) return fn(args);
//                        __tandem_bad_function_pointer(); unreachable }
//
// over the address-taken functions f1..fn of the call's type, which the
// inliner then inlines like any other function. The last case (a null
// pointer, or one of another type) is a defect: the translator asserts
// false there (builtins.c). Where no function of the call's type has its
// address taken, the dispatcher has that case alone: the pointer cannot
// name a function of this file (the file is the whole program, as for
// host launches), so such a call is always the defect. The pointer values
// themselves are PtrVals whose base is a choice among one pseudo-array per
// address-taken function (memory.c, fn_array).
#include "tx.h"

#include <string.h>

static bool is_direct_callee(LLVMValueRef user, LLVMValueRef f) {
  return LLVMIsACallInst(user) && LLVMGetCalledValue(user) == f;
}

// Whether f's address is used other than by calling it.
bool fp_address_taken(LLVMValueRef f) {
  for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u))
    if (!is_direct_callee(LLVMGetUser(u), f)) return true;
  return false;
}

static LLVMValueRef bad_pointer_fn(LLVMModuleRef mod, LLVMContextRef ctx) {
  LLVMValueRef f = LLVMGetNamedFunction(mod, "__tandem_bad_function_pointer");
  if (f) return f;
  LLVMTypeRef t = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  return LLVMAddFunction(mod, "__tandem_bad_function_pointer", t);
}

// The dispatcher of one call of type `ft` through pointer type `pt`.
static LLVMValueRef make_dispatch(LLVMModuleRef mod, LLVMContextRef ctx, LLVMTypeRef ft, LLVMTypeRef pt,
                                  LLVMValueRef *cands, int n) {
  unsigned np = LLVMCountParamTypes(ft);
  LLVMTypeRef ps[64];
  if (np > 63 || LLVMIsFunctionVarArg(ft)) return NULL;
  ps[0] = pt;
  LLVMGetParamTypes(ft, ps + 1);
  LLVMTypeRef rt = LLVMGetReturnType(ft);
  LLVMTypeRef dt = LLVMFunctionType(rt, ps, np + 1, 0);
  LLVMValueRef d = LLVMAddFunction(mod, "__tandem_dispatch", dt);
  LLVMSetLinkage(d, LLVMInternalLinkage);
  unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  LLVMAddAttributeAtIndex(d, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, always, 0));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMBasicBlockRef cur = LLVMAppendBasicBlockInContext(ctx, d, "entry");
  LLVMValueRef args[64];
  for (unsigned i = 0; i < np; i++) args[i] = LLVMGetParam(d, i + 1);
  for (int i = 0; i < n; i++) {
    LLVMBasicBlockRef hit = LLVMAppendBasicBlockInContext(ctx, d, "hit");
    LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(ctx, d, "next");
    LLVMPositionBuilderAtEnd(b, cur);
    LLVMValueRef fc = LLVMConstPointerCast(cands[i], pt);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, LLVMGetParam(d, 0), fc, "is"), hit, next);
    LLVMPositionBuilderAtEnd(b, hit);
    LLVMValueRef r = LLVMBuildCall2(b, ft, LLVMConstPointerCast(cands[i], pt), args, np, "");
    if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind) LLVMBuildRetVoid(b);
    else LLVMBuildRet(b, r);
    cur = next;
  }
  LLVMPositionBuilderAtEnd(b, cur);
  LLVMValueRef bad = bad_pointer_fn(mod, ctx);
  LLVMBuildCall2(b, LLVMGlobalGetValueType(bad), bad, NULL, 0, "");
  LLVMBuildUnreachable(b);
  LLVMDisposeBuilder(b);
  return d;
}

static bool is_indirect(LLVMValueRef in) {
  if (!LLVMIsACallInst(in)) return false;
  LLVMValueRef c = LLVMGetCalledValue(in);
  while (c && LLVMIsAConstantExpr(c) && LLVMGetConstOpcode(c) == LLVMBitCast) c = LLVMGetOperand(c, 0);
  return c && !LLVMIsAFunction(c) && !LLVMIsAInlineAsm(c);
}

// Replaces indirect call `call` by a call of its dispatcher (when some
// function of its type has its address taken).
static void resolve_call(LLVMModuleRef mod, LLVMContextRef ctx, LLVMValueRef call, PtrVec *taken,
                         Arena *a) {
  LLVMTypeRef ft = LLVMGetCalledFunctionType(call);
  LLVMValueRef cands[256];
  int n = 0;
  for (int i = 0; i < taken->len && n < 256; i++)
    if (LLVMGlobalGetValueType(taken->items[i]) == ft) cands[n++] = taken->items[i];
  LLVMValueRef fp = LLVMGetCalledValue(call);
  LLVMValueRef d = make_dispatch(mod, ctx, ft, LLVMTypeOf(fp), cands, n);
  if (!d) return;
  unsigned np = LLVMCountParamTypes(ft);
  LLVMValueRef args[64];
  args[0] = fp;
  for (unsigned i = 0; i < np; i++) args[i + 1] = LLVMGetOperand(call, i);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderBefore(b, call);
  LLVMValueRef nc = LLVMBuildCall2(b, LLVMGlobalGetValueType(d), d, args, np + 1, "");
  LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
  if (LLVMGetTypeKind(LLVMGetReturnType(ft)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(call, nc);
  LLVMInstructionEraseFromParent(call);
  LLVMDisposeBuilder(b);
  (void)a;
}

void fp_resolve(LLVMModuleRef mod) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  Arena arena = {0}, *a = &arena;
  PtrVec taken = {0}, calls = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    if (fp_address_taken(f) && strncmp(LLVMGetValueName(f), "llvm.", 5)) vec_push(a, &taken, f);
    if (LLVMIsDeclaration(f)) continue;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
        if (is_indirect(i)) vec_push(a, &calls, i);
  }
  for (int i = 0; i < calls.len; i++) resolve_call(mod, ctx, calls.items[i], &taken, a);
  arena_free(a);
}
