// annotations.c — GPUVerify's specification language and contracts of
// device functions (headers/tandem_annotations.h declares them).
//
// Two stages:
//
//  1. ann_prepare, on the LLVM module before everything is inlined, moves
//     each annotation to where it means something once function bodies are
//     gone:
//       - a device function's __requires is checked where it is called
//         (it becomes an assertion at the inlined call site);
//       - __ensures is evaluated before each `ret` of its function: its
//         condition is cloned there, __return_val_*() replaced by the value
//         returned and __old_*(x) by x as computed on entry. In a function
//         with a body it is checked; in a specification function
//         (`__spec_f`, GPUVerify's contract of a body-less `f`) it is assumed;
//       - __function_wide_invariant(e) becomes a loop invariant at the
//         header of every loop of its function;
//       - __axiom(e) (a function __tandem_axiom_<n> returning e) is assumed
//         on entry to every kernel;
//       - a call of a body-less `f` goes to `__spec_f` when the file defines
//         one with the same type.
//     With --no-inline, a function with a body and a contract is kept as a
//     call, behind a wrapper that checks its __requires and assumes its
//     __ensures around it (make_modular; docs/encodings.md, section 24).
//     The markers it calls (__tandem_pre, ...) are lowered in stage 2.
//
//  2. ann_call lowers each annotation call in a kernel to IR, and
//     ann_bodyless models a call of a device function without a body.
#include "tx.h"

#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const Type VOID_T = {T_VOID, 0};

static bool starts(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static LLVMValueRef arg(LLVMValueRef call, unsigned i) { return LLVMGetOperand(call, i); }

static int nargs(LLVMValueRef call) { return (int)LLVMGetNumArgOperands(call); }

static const char *fn_name(LLVMValueRef f) {
  size_t n = 0;
  return LLVMGetValueName2(f, &n);
}

// The called function of a call instruction, NULL for anything else.
static LLVMValueRef called_fn(LLVMValueRef in) {
  if (!in || !LLVMIsACallInst(in)) return NULL;
  LLVMValueRef c = LLVMGetCalledValue(in);
  while (c && LLVMIsAConstantExpr(c) && LLVMGetConstOpcode(c) == LLVMBitCast) c = LLVMGetOperand(c, 0);
  return c && LLVMIsAFunction(c) ? c : NULL;
}

// The source-level name of a function symbol: C names as they are, C++ and
// OpenCL overloads by the identifier after _Z<len>.
static bool named(LLVMValueRef f, const char *want) {
  if (!f) return false;
  const char *s = fn_name(f);
  size_t wl = strlen(want);
  if (!strcmp(s, want)) return true;
  if (s[0] != '_' || s[1] != 'Z') return false;
  char *end;
  long n = strtol(s + 2, &end, 10);
  return n == (long)wl && !strncmp(end, want, wl);
}

static bool call_named(LLVMValueRef in, const char *want) { return named(called_fn(in), want); }

// ------------------------------------------------------------------ stage 1
typedef struct Prep {
  LLVMModuleRef mod;
  LLVMContextRef ctx;
  LLVMBuilderRef b;
} Prep;

// A marker function `void name(i1)` (created once per module).
static LLVMValueRef marker(Prep *p, const char *name, LLVMTypeRef *ty) {
  LLVMTypeRef i1 = LLVMInt1TypeInContext(p->ctx);
  *ty = LLVMFunctionType(LLVMVoidTypeInContext(p->ctx), &i1, 1, 0);
  LLVMValueRef f = LLVMGetNamedFunction(p->mod, name);
  return f ? f : LLVMAddFunction(p->mod, name, *ty);
}

static void call_marker(Prep *p, const char *name, LLVMValueRef cond) {
  LLVMTypeRef ty;
  LLVMValueRef f = marker(p, name, &ty);
  LLVMTypeRef ct = LLVMTypeOf(cond);
  if (LLVMGetTypeKind(ct) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ct) != 1)
    cond = LLVMBuildICmp(p->b, LLVMIntNE, cond, LLVMConstNull(ct), "");
  LLVMBuildCall2(p->b, ty, f, &cond, 1, "");
}

// Markers and clones carry the annotation's own source location, so that a
// failure is reported at the annotation's line.
static void at_loc_of(Prep *p, LLVMValueRef in) {
  LLVMSetCurrentDebugLocation2(p->b, in ? LLVMInstructionGetDebugLoc(in) : NULL);
}

// Redirects a call to a marker with the same single argument.
static void retarget(Prep *p, LLVMValueRef call, const char *name) {
  LLVMPositionBuilderBefore(p->b, call);
  at_loc_of(p, call);
  call_marker(p, name, arg(call, 0));
  LLVMInstructionEraseFromParent(call);
}

// Cloning the condition of an annotation to another program point. The
// slice is every instruction the condition depends on, allocas excepted
// (the same storage). Short-circuit && and || (a two-way phi joining a
// conditional branch) become selects: both sides are evaluated, which an
// annotation condition may do (its reads are logged like any other).
typedef struct Clone {
  Prep *p;
  LLVMValueRef ret;     // value returned at the target point, or NULL
  LLVMValueRef from, to; // --no-inline wrappers: parameters of `from` become those of `to`,
                        // and __return_val_* / __old_* stay calls (moved later, in `to`)
  PtrVec orig;          // original slice instructions, in post-order
  PtrVec done_keys, done_vals;
  bool fail;
  const char *why;
} Clone;

static LLVMValueRef memo_get(Clone *c, LLVMValueRef v) {
  for (int i = 0; i < c->done_keys.len; i++)
    if (c->done_keys.items[i] == v) return c->done_vals.items[i];
  return NULL;
}

static void remember(Clone *c, Arena *a, LLVMValueRef v, LLVMValueRef r) {
  vec_push(a, &c->done_keys, v);
  vec_push(a, &c->done_vals, r);
}

static void note_orig(Clone *c, Arena *a, LLVMValueRef v) {
  for (int i = 0; i < c->orig.len; i++)
    if (c->orig.items[i] == v) return;
  vec_push(a, &c->orig, v);
}

static LLVMValueRef clone_val(Clone *c, Arena *a, LLVMValueRef v, int depth);

static LLVMValueRef cast_to(Clone *c, LLVMValueRef v, LLVMTypeRef t) {
  LLVMTypeRef vt = LLVMTypeOf(v);
  if (vt == t) return v;
  if (LLVMGetTypeKind(vt) == LLVMIntegerTypeKind && LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
    return LLVMBuildIntCast2(c->p->b, v, t, 0, "");
  if (LLVMGetTypeKind(vt) == LLVMPointerTypeKind && LLVMGetTypeKind(t) == LLVMPointerTypeKind)
    return LLVMBuildPointerCast(c->p->b, v, t, ""); // __return_val_ptr() is a void *
  c->fail = true, c->why = "__return_val_* of a type the function does not return";
  return LLVMGetUndef(t);
}

// A two-way phi of short-circuit code: one incoming block ends in a
// conditional branch straight to the phi's block.
static LLVMValueRef clone_phi(Clone *c, Arena *a, LLVMValueRef phi, int depth) {
  if (LLVMCountIncoming(phi) != 2) {
    c->fail = true, c->why = "a condition with control flow other than && / || / ?:";
    return LLVMGetUndef(LLVMTypeOf(phi));
  }
  LLVMBasicBlockRef join = LLVMGetInstructionParent(phi);
  for (unsigned k = 0; k < 2; k++) {
    LLVMValueRef br = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(phi, k));
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    bool t_join = LLVMGetSuccessor(br, 0) == join, f_join = LLVMGetSuccessor(br, 1) == join;
    if (t_join == f_join) continue;
    LLVMValueRef cond = clone_val(c, a, LLVMGetCondition(br), depth + 1);
    LLVMValueRef direct = clone_val(c, a, LLVMGetIncomingValue(phi, k), depth + 1);
    LLVMValueRef other = clone_val(c, a, LLVMGetIncomingValue(phi, 1 - k), depth + 1);
    return t_join ? LLVMBuildSelect(c->p->b, cond, direct, other, "")
                  : LLVMBuildSelect(c->p->b, cond, other, direct, "");
  }
  c->fail = true, c->why = "a condition with control flow other than && / || / ?:";
  return LLVMGetUndef(LLVMTypeOf(phi));
}

// A parameter of c->from as the same parameter of c->to.
static LLVMValueRef map_param(Clone *c, LLVMValueRef v) {
  unsigned n = LLVMCountParams(c->from);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetParam(c->from, i) == v) return LLVMGetParam(c->to, i);
  c->fail = true, c->why = "a parameter of another function";
  return v;
}

static LLVMValueRef clone_val(Clone *c, Arena *a, LLVMValueRef v, int depth) {
  if (c->to && LLVMIsAArgument(v)) return map_param(c, v);
  if (c->to && LLVMIsAAllocaInst(v)) { // another function's storage
    c->fail = true, c->why = "a local variable of the function";
    return v;
  }
  if (!LLVMIsAInstruction(v) || LLVMIsAAllocaInst(v) || c->fail) return v;
  if (depth > 400) {
    c->fail = true, c->why = "a condition too large to move";
    return v;
  }
  LLVMValueRef m = memo_get(c, v);
  if (m) return m;
  LLVMValueRef r;
  bool keep = c->to != NULL; // a wrapper's contract is moved again, in the wrapper
  if (!keep && (call_named(v, "__return_val_int") || call_named(v, "__return_val_bool") ||
                call_named(v, "__return_val_ptr") || call_named(v, "__return_val_int4"))) {
    if (!c->ret) {
      c->fail = true, c->why = "__return_val_* in a function that returns nothing";
      return v;
    }
    r = cast_to(c, c->ret, LLVMTypeOf(v));
  } else if (!keep && (call_named(v, "__old_int") || call_named(v, "__old_bool"))) {
    r = arg(v, 0); // computed where the annotation stands: on entry
  } else if (LLVMIsAPHINode(v)) {
    r = clone_phi(c, a, v, depth);
  } else {
    r = LLVMInstructionClone(v);
    int n = LLVMGetNumOperands(v);
    for (int i = 0; i < n; i++) {
      LLVMValueRef op = LLVMGetOperand(v, i);
      if (LLVMIsAInstruction(op) || (c->to && LLVMIsAArgument(op)))
        LLVMSetOperand(r, (unsigned)i, clone_val(c, a, op, depth + 1));
    }
    LLVMInsertIntoBuilder(c->p->b, r);
  }
  note_orig(c, a, v);
  remember(c, a, v, r);
  return r;
}

// After its condition was cloned elsewhere, the annotation call and what
// only it used go: left in place they would run at the wrong point (a read
// on entry logged as an access, a __return_val_* with no value).
static void erase_slice(Clone *c, LLVMValueRef call) {
  LLVMInstructionEraseFromParent(call);
  LLVMValueRef t = LLVMConstInt(LLVMInt1TypeInContext(c->p->ctx), 1, 0);
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = c->orig.len - 1; i >= 0; i--) {
      LLVMValueRef v = c->orig.items[i];
      if (!v || LLVMGetFirstUse(v)) continue;
      if (LLVMIsAPHINode(v)) { // the && / || branches now decide nothing
        for (unsigned k = 0; k < LLVMCountIncoming(v); k++) {
          LLVMValueRef br = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(v, k));
          if (br && LLVMIsABranchInst(br) && LLVMIsConditional(br)) LLVMSetCondition(br, t);
        }
      }
      LLVMInstructionEraseFromParent(v);
      c->orig.items[i] = NULL;
      changed = true;
    }
  }
}

// The blocks that end in `ret`.
static void returns(Arena *a, LLVMValueRef f, PtrVec *out) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (t && LLVMGetInstructionOpcode(t) == LLVMRet) vec_push(a, out, t);
  }
}

// Loop headers: targets of retreating edges of a depth-first walk.
static void dfs_headers(Arena *a, LLVMBasicBlockRef bb, PtrVec *state_keys, PtrVec *state_vals,
                        PtrVec *out, int depth) {
  if (depth > 100000) return;
  vec_push(a, state_keys, bb);
  vec_push(a, state_vals, (void *)1); // on the stack
  int me = state_keys->len - 1;
  LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
  unsigned n = t ? LLVMGetNumSuccessors(t) : 0;
  for (unsigned i = 0; i < n; i++) {
    LLVMBasicBlockRef s = LLVMGetSuccessor(t, i);
    int k = -1;
    for (int j = 0; j < state_keys->len; j++)
      if (state_keys->items[j] == s) k = j;
    if (k < 0) {
      dfs_headers(a, s, state_keys, state_vals, out, depth + 1);
    } else if (state_vals->items[k] == (void *)1) {
      bool seen = false;
      for (int j = 0; j < out->len; j++) seen |= out->items[j] == s;
      if (!seen) vec_push(a, out, s);
    }
  }
  state_vals->items[me] = (void *)2; // finished
}

static LLVMValueRef first_non_phi(LLVMBasicBlockRef bb) {
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  while (i && LLVMIsAPHINode(i)) i = LLVMGetNextInstruction(i);
  return i;
}

// Moves (clones) one annotation's condition before each of `points`,
// calling marker `mk` there; a condition that cannot be moved becomes a
// call of __tandem_unmovable so that the kernel is refused with its line.
static void move_annotation(Prep *p, Arena *a, LLVMValueRef call, PtrVec *points, bool before_ret,
                            const char *mk) {
  Clone c = {.p = p};
  for (int i = 0; i < points->len && !c.fail; i++) {
    LLVMValueRef at = points->items[i];
    LLVMPositionBuilderBefore(p->b, at);
    at_loc_of(p, call);
    c.ret = before_ret && LLVMGetNumOperands(at) > 0 ? LLVMGetOperand(at, 0) : NULL;
    c.done_keys.len = c.done_vals.len = 0;
    LLVMValueRef v = clone_val(&c, a, arg(call, 0), 0);
    if (!c.fail) call_marker(p, mk, v);
  }
  if (c.fail) {
    // Clones already placed are harmless dead code only if unused; the
    // kernel is refused anyway.
    LLVMPositionBuilderBefore(p->b, call);
    at_loc_of(p, call);
    call_marker(p, "__tandem_unmovable", LLVMConstInt(LLVMInt1TypeInContext(p->ctx), 0, 0));
  }
  erase_slice(&c, call);
}

static bool is_spec_fn(LLVMValueRef f) {
  const char *s = fn_name(f);
  if (starts(s, "__spec_")) return true;
  if (s[0] != '_' || s[1] != 'Z') return false;
  char *end;
  strtol(s + 2, &end, 10);
  return starts(end, "__spec_");
}

// A specification function declares no result: whatever it returns (or a
// C++ fall off its end, `unreachable`, which would otherwise cut every path
// through the call) becomes an arbitrary value, which its __ensures
// constrain.
static void spec_result(Prep *p, Arena *a, LLVMValueRef f) {
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));
  if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind) return;
  LLVMTypeRef ft = LLVMFunctionType(rt, NULL, 0, 0);
  char *name = arena_printf(a, "__tandem_any_%d_%u", (int)LLVMGetTypeKind(rt),
                            LLVMGetTypeKind(rt) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(rt) : 0);
  LLVMValueRef any = LLVMGetNamedFunction(p->mod, name);
  if (!any) any = LLVMAddFunction(p->mod, name, ft);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (!t || (LLVMGetInstructionOpcode(t) != LLVMRet && LLVMGetInstructionOpcode(t) != LLVMUnreachable))
      continue;
    LLVMPositionBuilderBefore(p->b, t);
    at_loc_of(p, NULL);
    LLVMValueRef h = LLVMBuildCall2(p->b, ft, any, NULL, 0, "");
    if (LLVMGetInstructionOpcode(t) == LLVMRet) {
      LLVMSetOperand(t, 0, h);
    } else {
      LLVMInstructionEraseFromParent(t);
      LLVMPositionBuilderAtEnd(p->b, bb);
      LLVMBuildRet(p->b, h);
    }
  }
}

static bool is_wrapper(LLVMValueRef f) { return starts(fn_name(f), "__tandem_contract_"); }

// `kernel`: the function's __requires are assumed on entry (a kernel, or a
// --no-inline function in its own check) rather than checked at calls.
// --no-inline: the callers check a function's __requires on entry (the
// wrapper clones them there), so its own check assumes them on entry too,
// wherever they are written: each condition is cloned to the top of the
// entry block (memory read as on entry), as a __requires.
static void entry_requires(Prep *p, Arena *a, LLVMValueRef f) {
  PtrVec req = {0}, at = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (call_named(in, "__requires") || call_named(in, "__global_requires")) vec_push(a, &req, in);
  vec_push(a, &at, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f)));
  for (int i = 0; i < req.len; i++)
    move_annotation(p, a, req.items[i], &at, false,
                    call_named(req.items[i], "__global_requires") ? "__global_requires" : "__requires");
}

static void prepare_function(Prep *p, Arena *a, LLVMValueRef f, bool kernel, bool modular) {
  bool spec = is_spec_fn(f) || is_wrapper(f);
  if (is_spec_fn(f)) spec_result(p, a, f);
  PtrVec ens = {0}, fwi = {0}, pre = {0}, drop = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (call_named(in, "__ensures") || call_named(in, "__global_ensures")) vec_push(a, &ens, in);
      else if (call_named(in, "__function_wide_invariant")) vec_push(a, &fwi, in);
      else if (call_named(in, "__function_wide_candidate_invariant")) vec_push(a, &drop, in);
      else if (!kernel && (call_named(in, "__requires") || call_named(in, "__global_requires")))
        vec_push(a, &pre, in);
      // Access declarations describe a body-less function; where the body
      // is there its own accesses are.
      else if (!spec && (call_named(in, "__reads_from") || call_named(in, "__writes_to")))
        vec_push(a, &drop, in);
    }
  for (int i = 0; i < pre.len; i++)
    retarget(p, pre.items[i], call_named(pre.items[i], "__global_requires") ? "__tandem_pre_g" : "__tandem_pre");
  if (modular) entry_requires(p, a, f);
  for (int i = 0; i < drop.len; i++) LLVMInstructionEraseFromParent(drop.items[i]);
  if (ens.len) {
    PtrVec rets = {0};
    returns(a, f, &rets);
    for (int i = 0; i < ens.len; i++) {
      bool g = call_named(ens.items[i], "__global_ensures");
      // A --no-inline wrapper's __ensures is assumed only for the threads
      // that make the call (translated in ann_statement).
      const char *mk = is_wrapper(f) ? "__tandem_contract_post"
                       : spec ? (g ? "__tandem_spec_post_g" : "__tandem_spec_post")
                              : (g ? "__tandem_post_g" : "__tandem_post");
      move_annotation(p, a, ens.items[i], &rets, true, mk);
    }
  }
  if (fwi.len) {
    PtrVec keys = {0}, vals = {0}, heads = {0}, at = {0};
    dfs_headers(a, LLVMGetEntryBasicBlock(f), &keys, &vals, &heads, 0);
    for (int i = 0; i < heads.len; i++) vec_push(a, &at, first_non_phi(heads.items[i]));
    for (int i = 0; i < fwi.len; i++) move_annotation(p, a, fwi.items[i], &at, false, "__tandem_fw_inv");
  }
}

// `f` without a body and `__spec_f` with one: calls of f go to __spec_f.
static void use_specs(Prep *p, Arena *a, LLVMValueRef f) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      LLVMValueRef g = called_fn(in);
      if (!g || !LLVMIsDeclaration(g) || starts(fn_name(g), "llvm.")) continue;
      const char *s = fn_name(g);
      char *want = arena_printf(a, "__spec_%s", s);
      LLVMValueRef spec = LLVMGetNamedFunction(p->mod, want);
      if (!spec && s[0] == '_' && s[1] == 'Z') { // C++: _Z<len>name... -> _Z<len+7>__spec_name...
        char *end;
        long n = strtol(s + 2, &end, 10);
        spec = LLVMGetNamedFunction(p->mod, arena_printf(a, "_Z%ld__spec_%s", n + 7, end));
      }
      if (spec && !LLVMIsDeclaration(spec) && LLVMGlobalGetValueType(spec) == LLVMGlobalGetValueType(g))
        LLVMSetOperand(in, (unsigned)LLVMGetNumOperands(in) - 1, spec);
    }
}

// __axiom(e): assumed on entry to every kernel.
static void axioms(Prep *p, Arena *a, PtrVec *kernels) {
  for (LLVMValueRef f = LLVMGetFirstFunction(p->mod); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f) || !starts(fn_name(f), "__tandem_axiom_")) continue;
    LLVMTypeRef ft = LLVMGlobalGetValueType(f);
    for (int i = 0; i < kernels->len; i++) {
      LLVMValueRef first = first_non_phi(LLVMGetEntryBasicBlock(kernels->items[i]));
      LLVMPositionBuilderBefore(p->b, first);
      LLVMValueRef dl = first;
      while (dl && !LLVMInstructionGetDebugLoc(dl)) dl = LLVMGetNextInstruction(dl);
      at_loc_of(p, dl);
      LLVMValueRef r = LLVMBuildCall2(p->b, ft, f, NULL, 0, "");
      call_marker(p, "__tandem_axiom_assume", r);
    }
  }
  (void)a;
}

// ------------------------------------------------------------------ --no-inline
// Under --no-inline a device function g with a body and a contract is
// verified once on its own (translate.c: its __requires assumed on entry,
// its __ensures asserted at its returns), and every call of g goes to
// a wrapper instead:
//
//   T __tandem_contract_g(params) {
//     __requires(c');  ...  __ensures(e');  ...   // g's contract, cloned
//     return g(params);                           // g is noinline: stays a call
//   }
//
// The wrapper is then prepared like a specification function (its
// __requires become checks at the inlined call, its __ensures assumptions
// after it, __return_val_* the value g returns, __old_* computed before
// the call), and the translator lowers the call of g that is left to g's
// footprint (builtins.c, proc_call).

static const char *const contract_calls[] = {"__requires", "__global_requires", "__ensures",
                                             "__global_ensures", "__reads_from", "__writes_to"};

static bool is_contract_call(LLVMValueRef in) {
  for (size_t i = 0; i < sizeof contract_calls / sizeof contract_calls[0]; i++)
    if (call_named(in, contract_calls[i])) return true;
  return false;
}

// A user function with a body and a contract: tandem's own header
// functions (leading "__") are always inlined, and so are one returning a
// pointer and one whose
// address is taken: the calls through pointers that funcptr.c makes direct
// later would bypass the wrapper and its __requires.
static bool mentions_logs(LLVMValueRef v, int depth);

static bool modular_candidate(LLVMValueRef f, bool kernel) {
  if (kernel || LLVMIsDeclaration(f) || is_spec_fn(f) || starts(fn_name(f), "__") ||
      fp_address_taken(f))
    return false;
  // A pointer result would name arrays the caller cannot see: inlined.
  if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) == LLVMPointerTypeKind)
    return false;
  // A contract about the access logs speaks of the caller's accesses too
  // (GPUVerify passes the logs through calls), which the function's own
  // check, starting with empty logs, does not have: inlined.
  bool contract = false;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (is_contract_call(in)) {
        if (LLVMGetNumArgOperands(in) >= 1 && mentions_logs(arg(in, 0), 0)) return false;
        contract = true;
      }
  return contract;
}

// Whether an annotation's condition reads the access logs (__read,
// __no_write, __write_offset_bytes, ...); too deep to tell counts as yes.
static bool mentions_logs(LLVMValueRef v, int depth) {
  static const char *const logs[] = {"__read", "__write", "__no_read", "__no_write",
                                     "__read_implies", "__write_implies",
                                     "__read_offset_bytes", "__write_offset_bytes"};
  if (!LLVMIsAInstruction(v)) return false;
  if (depth > 40) return true;
  for (size_t i = 0; i < sizeof logs / sizeof logs[0]; i++)
    if (call_named(v, logs[i])) return true;
  if (LLVMIsAPHINode(v)) {
    for (unsigned k = 0; k < LLVMCountIncoming(v); k++) {
      if (mentions_logs(LLVMGetIncomingValue(v, k), depth + 1)) return true;
      LLVMValueRef br = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(v, k));
      if (br && LLVMIsABranchInst(br) && LLVMIsConditional(br) &&
          mentions_logs(LLVMGetCondition(br), depth + 1))
        return true;
    }
    return false;
  }
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (mentions_logs(LLVMGetOperand(v, i), depth + 1)) return true;
  return false;
}

// A condition that cannot be evaluated at the call (it reads a local
// array of g) refuses the callers, with the annotation's line.
static void wrapper_clause(Prep *p, Arena *a, LLVMValueRef g, LLVMValueRef w, LLVMValueRef call) {
  if (call_named(call, "__reads_from") || call_named(call, "__writes_to"))
    return; // g's footprint comes from its body (builtins.c)
  Clone c = {.p = p, .from = g, .to = w};
  at_loc_of(p, call);
  LLVMValueRef v = clone_val(&c, a, arg(call, 0), 0);
  if (c.fail) {
    call_marker(p, "__tandem_no_contract", LLVMConstInt(LLVMInt1TypeInContext(p->ctx), 0, 0));
    return;
  }
  LLVMValueRef callee = called_fn(call);
  LLVMBuildCall2(p->b, LLVMGlobalGetValueType(callee), callee, &v, 1, "");
}

static LLVMValueRef make_wrapper(Prep *p, Arena *a, LLVMValueRef g) {
  LLVMTypeRef ft = LLVMGlobalGetValueType(g);
  LLVMValueRef w = LLVMAddFunction(p->mod, arena_printf(a, "__tandem_contract_%s", fn_name(g)), ft);
  LLVMSetLinkage(w, LLVMInternalLinkage);
  unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  LLVMAddAttributeAtIndex(w, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(p->ctx, always, 0));
  LLVMPositionBuilderAtEnd(p->b, LLVMAppendBasicBlockInContext(p->ctx, w, "entry"));
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(g); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (is_contract_call(in)) wrapper_clause(p, a, g, w, in);
  unsigned n = LLVMCountParams(w);
  LLVMValueRef *args = NEW_ARRAY(a, LLVMValueRef, n + 1);
  for (unsigned i = 0; i < n; i++) args[i] = LLVMGetParam(w, i);
  // No debug location: inlined, the call takes the caller's call site's,
  // where the footprint's races are then reported.
  at_loc_of(p, NULL);
  LLVMValueRef r = LLVMBuildCall2(p->b, ft, g, args, n, "");
  if (LLVMGetTypeKind(LLVMGetReturnType(ft)) == LLVMVoidTypeKind) LLVMBuildRetVoid(p->b);
  else LLVMBuildRet(p->b, r);
  return w;
}

// Every call of g, except the wrapper's own, goes to the wrapper.
static void redirect_calls(Prep *p, LLVMValueRef g, LLVMValueRef w) {
  for (LLVMValueRef f = LLVMGetFirstFunction(p->mod); f; f = LLVMGetNextFunction(f)) {
    if (f == w) continue;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
        if (called_fn(in) == g) LLVMSetOperand(in, (unsigned)LLVMGetNumOperands(in) - 1, w);
  }
}

static void make_modular(Prep *p, Arena *a, LLVMValueRef g) {
  unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
  LLVMRemoveEnumAttributeAtIndex(g, LLVMAttributeFunctionIndex, always);
  LLVMAddAttributeAtIndex(g, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(p->ctx, noinline, 0));
  redirect_calls(p, g, make_wrapper(p, a, g));
}

bool ann_is_modular(LLVMValueRef f) {
  unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
  return !LLVMIsDeclaration(f) &&
         LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline) != NULL;
}

int ann_prepare(LLVMModuleRef mod, bool (*is_kernel)(LLVMModuleRef, LLVMValueRef), bool no_inline,
                char *err, size_t errlen) {
  // Scalar parameters and locals must be SSA values first: a moved
  // condition then reads the parameters' values on entry, as GPUVerify's
  // contracts do, whatever the body assigns to them later.
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(mod, "function(sroa,mem2reg)", NULL, po);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *m = LLVMGetErrorMessage(e);
    snprintf(err, errlen, "LLVM passes failed: %s", m);
    LLVMDisposeErrorMessage(m);
    return -1;
  }
  Arena arena = {0};
  Prep p = {.mod = mod, .ctx = LLVMGetModuleContext(mod), .b = NULL};
  p.b = LLVMCreateBuilderInContext(p.ctx);
  PtrVec kernels = {0}, modular = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); no_inline && f; f = LLVMGetNextFunction(f))
    if (modular_candidate(f, is_kernel(mod, f))) vec_push(&arena, &modular, f);
  for (int i = 0; i < modular.len; i++) make_modular(&p, &arena, modular.items[i]);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    bool k = is_kernel(mod, f);
    if (k) vec_push(&arena, &kernels, f);
    use_specs(&p, &arena, f);
    prepare_function(&p, &arena, f, k || ann_is_modular(f), ann_is_modular(f));
  }
  axioms(&p, &arena, &kernels);
  LLVMDisposeBuilder(p.b);
  arena_free(&arena);
  return 0;
}

// ------------------------------------------------------------------ stage 2
static Instr *emit1(Tx *tx, InstrKind k, Type t, Instr *a0) {
  Instr *x = tx_emit(tx, k, t);
  x->a = NEW_ARRAY(tx->arena, Instr *, 1);
  x->a[0] = a0;
  x->nargs = a0 ? 1 : 0;
  return x;
}

static void bind(Tx *tx, LLVMValueRef call, Instr *x) {
  Type rt;
  if (!tx_scalar_type(tx, LLVMTypeOf(call), &rt)) return;
  if (rt.kind == T_INT && x->type.kind == T_INT) x = tx_cast_to(tx, x, rt, false);
  pmap_put(tx->arena, &tx->vals, call, x);
}

static void need(Tx *tx, LLVMValueRef call, int n, const char *name) {
  if (nargs(call) < n) tx_unsupported(tx, tx->loc, "call to '%s' with too few arguments", name);
}

static Instr *i1_const(Tx *tx, int v) { return tx_const(tx, ty_int(1), (uint64_t)v); }

static Instr *not1(Tx *tx, Instr *x) { return tx_bin(tx, B_XOR, x, i1_const(tx, 1)); }

// Statements taking one condition.
static bool ann_statement(Tx *tx, LLVMValueRef call, const char *b) {
  // `global`: GPUVerify's __global_* forms hold for both threads whether or
  // not they execute the statement (imm = 1: not guarded by the predicates).
  // --no-inline: a function's __ensures after a call of it. Its own check
  // proved it with both threads calling it and with empty access logs on
  // entry: one that mentions the other thread or the logs is not assumed.
  if (!strcmp(b, "__tandem_contract_post")) {
    need(tx, call, 1, b);
    Instr *c = tx_i1(tx, arg(call, 0));
    if (!tx_two_thread(c, 0)) emit1(tx, I_ASSUME, VOID_T, c);
    return true;
  }
  static const struct { const char *n; InstrKind k; bool global; } st[] = {
      {"__tandem_pre", I_ASSERT, 0},       {"__tandem_post", I_ASSERT, 0},
      {"__tandem_pre_g", I_ASSERT, 1},     {"__tandem_post_g", I_ASSERT, 1},
      {"__global_assert", I_ASSERT, 1},    {"__tandem_spec_post", I_ASSUME, 0},
      {"__tandem_spec_post_g", I_ASSUME, 1}, {"__tandem_axiom_assume", I_ASSUME, 0},
      {"__global_requires", I_REQUIRES, 1}, {"__tandem_fw_inv", I_INVARIANT, 0},
      {"__global_invariant", I_INVARIANT, 1}};
  for (size_t i = 0; i < sizeof st / sizeof st[0]; i++)
    if (!strcmp(b, st[i].n)) {
      need(tx, call, 1, b);
      Instr *c = tx_i1(tx, arg(call, 0));
      // --no-inline: a function's own check pairs two invocations that may
      // come from different calls; a relation between the two threads held
      // only at one call (section 24 of docs/encodings.md): not assumed.
      if (st[i].k == I_REQUIRES && tx->k->is_proc && tx_two_thread(c, 0)) return true;
      emit1(tx, st[i].k, VOID_T, c)->imm = st[i].global;
      return true;
    }
  // Hints only: a candidate that is dropped was never assumed.
  static const char *const ignore[] = {"__candidate_invariant", "__candidate_global_invariant",
                                       "__candidate_assert", "__candidate_global_assert",
                                       "__non_temporal_loads_begin", "__non_temporal_loads_end"};
  for (size_t i = 0; i < sizeof ignore / sizeof ignore[0]; i++)
    if (!strcmp(b, ignore[i])) return true;
  return false;
}

// __add_noovfl_[unsigned_]T(x, y): x + y, asserted not to overflow.
static bool add_noovfl(Tx *tx, LLVMValueRef call, const char *b) {
  if (!starts(b, "__add_noovfl_")) return false;
  need(tx, call, 2, b);
  bool uns = starts(b, "__add_noovfl_unsigned");
  Instr *x = tx_val(tx, arg(call, 0)), *y = tx_val(tx, arg(call, 1));
  if (x->type.kind != T_INT || y->type.kind != T_INT) tx_unsupported(tx, tx->loc, "'%s' of non-integers", b);
  Instr *s = tx_bin(tx, B_ADD, x, y), *ok;
  if (uns) {
    ok = tx_icmp(tx, C_UGE, s, x);
  } else { // overflow: both operands' signs differ from the sum's
    Instr *o = tx_bin(tx, B_AND, tx_bin(tx, B_XOR, x, s), tx_bin(tx, B_XOR, y, s));
    ok = tx_icmp(tx, C_SGE, o, tx_const(tx, o->type, 0));
  }
  emit1(tx, I_ASSERT, VOID_T, ok);
  bind(tx, call, s);
  return true;
}

static bool at_most_one(Tx *tx, LLVMValueRef call, const char *b) {
  if (strcmp(b, "__at_most_one")) return false;
  Instr *sum = tx_const(tx, ty_int(32), 0);
  for (int i = 0; i < nargs(call); i++)
    sum = tx_bin(tx, B_ADD, sum, tx_cast_to(tx, tx_i1(tx, arg(call, (unsigned)i)), ty_int(32), false));
  bind(tx, call, tx_icmp(tx, C_ULE, sum, tx_const(tx, ty_int(32), 1)));
  return true;
}

// Queries of the array a pointer points into.
static bool pointer_query(Tx *tx, LLVMValueRef call, const char *b) {
  bool rd = !strcmp(b, "__read"), wr = !strcmp(b, "__write");
  if (rd || wr) {
    need(tx, call, 1, b);
    if (!mem_alts_of(tx, arg(call, 0)).array) { // several arrays, or null
      bind(tx, call, not1(tx, access_pred_choice(tx, arg(call, 0), rd ? AP_NO_READ : AP_NO_WRITE, 1, NULL)));
      return true;
    }
    Instr *x = emit1(tx, I_ACCESS_PRED, ty_int(1), NULL);
    x->pred = rd ? AP_NO_READ : AP_NO_WRITE;
    x->array = mem_base(tx, arg(call, 0));
    bind(tx, call, not1(tx, x));
    return true;
  }
  if (!strcmp(b, "__ptr_base")) { // one number per array
    need(tx, call, 1, b);
    bind(tx, call, tx_const(tx, ty_int(32), (uint64_t)mem_base(tx, arg(call, 0))->id + 1));
    return true;
  }
  if (!strcmp(b, "__ptr_offset_bytes")) {
    need(tx, call, 1, b);
    bind(tx, call, mem_ptr(tx, arg(call, 0)).offset);
    return true;
  }
  if (!strcmp(b, "__requires_fresh_array")) {
    // Each pointer parameter is its own array already (docs/design.md):
    // what is left is that the pointer names one.
    need(tx, call, 1, b);
    mem_base(tx, arg(call, 0));
    return true;
  }
  if (!strcmp(b, "__atomic_has_taken_value")) { // values of atomics are not tracked
    bind(tx, call, tx_havoc(tx, ty_int(1)));
    return true;
  }
  bool rf = !strcmp(b, "__reads_from"), wt = !strcmp(b, "__writes_to");
  if (rf || wt) { // in a specification function: the declared access (ann_bodyless)
    need(tx, call, 1, b);
    PtrVal p = mem_ptr(tx, arg(call, 0));
    Instr *x = tx_emit(tx, rf ? I_READ_RANGE : I_WRITE_RANGE, VOID_T);
    x->array = p.array;
    x->offset = tx_havoc(tx, ty_int(64));
    x->len = tx_const(tx, ty_int(64), ~(uint64_t)0);
    return true;
  }
  return false;
}

// One instantiation of the barrier invariant just emitted: the macro
// (headers/tandem_annotations.h) evaluates it right after the condition,
// in the same block unless the expression itself branches (`?:`).
static void bi_instantiation(Tx *tx, Instr *v) {
  for (int i = tx->cur_ins.len - 1; i >= 0; i--) {
    Instr *bi = tx->cur_ins.items[i];
    if (bi->kind != I_BARRIER_INV) continue;
    Instr **a = NEW_ARRAY(tx->arena, Instr *, bi->nargs + 1);
    memcpy(a, bi->a, sizeof *a * (size_t)bi->nargs);
    a[bi->nargs++] = v;
    bi->a = a;
    return;
  }
  tx_unsupported(tx, tx->loc, "barrier invariant instantiation that branches (write it without "
                              "'?:', '&&' or '||', e.g. with __ite)");
}

bool ann_call(Tx *tx, LLVMValueRef call, const char *b) {
  if (ann_statement(tx, call, b) || add_noovfl(tx, call, b) || at_most_one(tx, call, b) ||
      pointer_query(tx, call, b))
    return true;
  if (starts(b, "__tandem_any_")) { // a specification function's result (spec_result)
    Type t;
    if (tx_scalar_type(tx, LLVMTypeOf(call), &t)) bind(tx, call, tx_havoc(tx, t));
    else tx_unsupported(tx, tx->loc, "a specification function returning a pointer or aggregate");
    return true;
  }
  // __dominator_enabled(): GPUVerify's predicate of the block dominating the
  // annotation. Annotations that use it are invariants and assertions, which
  // tandem checks where it assumes them, so any predicate is sound there;
  // __enabled()'s is the one tandem has (docs/user-guide.md).
  if (!strcmp(b, "__enabled") || !strcmp(b, "__dominator_enabled")) {
    bind(tx, call, tx_emit(tx, I_ENABLED, ty_int(1)));
    return true;
  }
  if (!strcmp(b, "__other_int") || !strcmp(b, "__other_bool")) {
    need(tx, call, 1, b);
    Instr *v = tx_val(tx, arg(call, 0));
    bind(tx, call, emit1(tx, I_OTHER, v->type, v));
    return true;
  }
  if (!strcmp(b, "__ite")) {
    need(tx, call, 3, b);
    bind(tx, call, tx_select(tx, tx_i1(tx, arg(call, 0)), tx_val(tx, arg(call, 1)), tx_val(tx, arg(call, 2))));
    return true;
  }
  if (!strcmp(b, "__tandem_no_contract"))
    tx_unsupported(tx, tx->loc, "--no-inline: this contract cannot be evaluated at the function's "
                                "calls (it reads a local variable of the function)");
  if (!strcmp(b, "__tandem_unmovable"))
    tx_unsupported(tx, tx->loc, "__ensures or __function_wide_invariant whose condition cannot be "
                                "moved to the function's returns or loop heads");
  if (!strcmp(b, "__tandem_barrier_invariant") || !strcmp(b, "__tandem_barrier_invariant_binary")) {
    need(tx, call, 1, b);
    emit1(tx, I_BARRIER_INV, VOID_T, tx_i1(tx, arg(call, 0)))->imm = b[26] != 0;
    return true;
  }
  if (!strcmp(b, "__tandem_array_snapshot")) {
    need(tx, call, 2, b);
    Instr *dst = tx_i1(tx, arg(call, 0)), *src = tx_i1(tx, arg(call, 1));
    if (dst->kind != I_ACCESS_PRED || src->kind != I_ACCESS_PRED || !dst->array || !src->array)
      tx_unsupported(tx, tx->loc, "'__array_snapshot' of a pointer that may point into several "
                                  "arrays: name the arrays themselves");
    else
      emit1(tx, I_SNAPSHOT, VOID_T, src)->array = dst->array;
    return true;
  }
  if (!strcmp(b, "__tandem_bi_inst")) {
    need(tx, call, 1, b);
    bi_instantiation(tx, tx_cast_to(tx, tx_val(tx, arg(call, 0)), ty_int(64), false));
    return true;
  }
  if (!strcmp(b, "__other_ptr"))
    tx_unsupported(tx, tx->loc, "'__other_ptr': pointers are not values in tandem's model");
  if (starts(b, "__old_") || starts(b, "__return_val_"))
    tx_unsupported(tx, tx->loc, "'%s' outside __ensures", b);
  return false;
}

// A call of a device function without a body (GPUVerify's model): its
// result is an arbitrary value per thread, and it may read and write the
// whole array behind each pointer argument, contents arbitrary afterwards.
//
// Only for functions the user declared: names reserved to the implementation
// (leading underscore: tandem's and the toolkits' own), OpenCL's mangled
// library overloads and the C allocator are library calls that tandem must
// know by name or refuse (a grid synchronisation is no plain call).
static bool user_function(Tx *tx, LLVMValueRef fn, const char *b) {
  static const char *const lib[] = {"malloc", "free", "calloc", "realloc", "memalign"};
  if (b[0] == '_') return false;
  for (size_t i = 0; i < sizeof lib / sizeof lib[0]; i++)
    if (!strcmp(b, lib[i])) return false;
  const char *s = fn_name(fn);
  // Library namespaces (Thrust, CUB, libcu++, the C++ library): their
  // device algorithms synchronise and allocate inside; refused by name.
  static const char *const lib_ns[] = {"_ZN6thrust", "_ZN3cub", "_ZN4cuda", "_ZNSt", "_ZSt"};
  for (size_t i = 0; i < sizeof lib_ns / sizeof lib_ns[0]; i++)
    if (!strncmp(s, lib_ns[i], strlen(lib_ns[i]))) return false;
  return tx->k->lang == LANG_CUDA || !(s[0] == '_' && s[1] == 'Z');
}

// OpenCL's samplers, events and images passed as handles (pointers to
// opencl.* structs) are values, not memory the callee can reach... except
// images, which are arrays (builtins.c): only samplers and events are
// skipped.
static bool opaque_handle_type(LLVMTypeRef t) {
  LLVMTypeRef e = LLVMGetElementType(t);
  const char *n = LLVMGetTypeKind(e) == LLVMStructTypeKind ? LLVMGetStructName(e) : NULL;
  return n && (!strcmp(n, "opencl.sampler_t") || !strcmp(n, "opencl.event_t"));
}

// The body-less stand-ins of tandem's headers for what it does not model,
// named by what the user wrote rather than by the stand-in's own name.
static const char *stand_in_name(const char *b) {
  static const char *const names[][2] = {
      {"__tandem_cuda_memcpy_async", "asynchronous copy (cuda::memcpy_async)"},
      {"__tandem_cuda_pipeline_stage", "cuda::pipeline stage operation (producer_acquire, "
                                       "producer_commit, consumer_wait, consumer_release)"},
      {"__tandem_cuda_barrier_arrive", "cuda::barrier arrive (split arrive/wait phases)"},
      {"__tandem_cuda_barrier_wait", "cuda::barrier wait (split arrive/wait phases)"},
      {"__tandem_memcpy_async", "asynchronous copy (cooperative_groups::memcpy_async)"},
      {"__tandem_tile_wider_than_warp_sync",
       "sync() of a thread-block tile wider than a warp, or of a nested partition"},
      {"__tandem_multi_grid_sync", "multi-device grid sync (multi_grid_group::sync)"},
      {"__tandem_cluster_sync", "thread-block cluster sync (cluster_group::sync)"},
      {"__tandem_cub_block_of_one_warp",
       "CUB block collective over a block of at most 32 threads (cub::BlockReduce, "
       "cub::BlockScan)"},
      {"__tandem_cub_logical_warp_not_a_power_of_two",
       "CUB warp collective over a logical warp whose width is not a power of two "
       "(cub::WarpReduce, cub::WarpScan)"},
  };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(b, names[i][0])) return names[i][1];
  return NULL;
}

bool ann_bodyless(Tx *tx, LLVMValueRef call, LLVMValueRef fn, const char *b) {
  if (stand_in_name(b)) tx_unsupported(tx, tx->loc, "%s", stand_in_name(b));
  if (!user_function(tx, fn, b)) tx_unsupported(tx, tx->loc, "call to unknown function '%s'", b);
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  Type t;
  // A vector or struct result is an arbitrary value: tandem keeps no values
  // of those types (their elements read as arbitrary values). A pointer
  // result could point anywhere: it is an unknown pointer (memory.c,
  // mem_unknown_ptr), any value in comparisons and a defect where it is
  // dereferenced (GPUVerify: "possible null pointer access").
  bool scalar = LLVMGetTypeKind(rt) == LLVMVoidTypeKind || tx_scalar_type(tx, rt, &t);
  if (!scalar && LLVMGetTypeKind(rt) == LLVMPointerTypeKind)
    mem_bind_unknown(tx, call,
                     arena_printf(tx->arena, "the pointer returned by '%s', which has no body (it may be null or invalid)", b));
  for (int i = 0; i < nargs(call); i++) {
    LLVMValueRef a = arg(call, (unsigned)i);
    if (!mem_is_ptr(a) || opaque_handle_type(LLVMTypeOf(a))) continue;
    PtrVal p = mem_ptr(tx, a);
    for (int w = 0; w < 2; w++) {
      if (w && p.array->space == MS_CONSTANT) continue; // not writable
      Instr *x = tx_emit(tx, w ? I_WRITE_RANGE : I_READ_RANGE, VOID_T);
      x->array = p.array;
      // Every byte: the range starts anywhere and spans all but one byte.
      x->offset = tx_havoc(tx, ty_int(64));
      x->len = tx_const(tx, ty_int(64), ~(uint64_t)0);
    }
  }
  if (scalar && LLVMGetTypeKind(rt) != LLVMVoidTypeKind) bind(tx, call, tx_havoc(tx, t));
  return true;
}
