// builtins.c — calls: GPU builtins (CUDA nvvm intrinsics, OpenCL
// Itanium-mangled builtins), atomics, annotations, memcpy/memset, pure
// math functions. Anything else is Kernel.unsupported.
//
// Calls dropped with no effect (they touch no modelled memory and do not
// synchronise): llvm.dbg.*, llvm.lifetime.*, llvm.invariant.*,
// llvm.stacksave/stackrestore, llvm.experimental.noalias.scope.decl,
// llvm.var.annotation, llvm.donothing, llvm.sideeffect, llvm.prefetch,
// printf/vprintf (their argument buffer is a private alloca, still modelled).
#include "tx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const Type VOID_T = {T_VOID, 0};

static bool starts(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static LLVMValueRef arg(LLVMValueRef call, unsigned i) { return LLVMGetOperand(call, i); }

static int nargs(LLVMValueRef call) { return (int)LLVMGetNumArgOperands(call); }

static void need_args(Tx *tx, LLVMValueRef call, int n, const char *name) {
  if (nargs(call) < n) tx_unsupported(tx, tx->loc, "call to '%s' with too few arguments", name);
}

// Binds the call's result, converting an integer result to the call's type.
static void bind_res(Tx *tx, LLVMValueRef call, Instr *x, bool is_signed) {
  Type rt;
  if (!tx_scalar_type(tx, LLVMTypeOf(call), &rt)) return;
  if (rt.kind == T_INT && x->type.kind == T_INT) x = tx_cast_to(tx, x, rt, is_signed);
  if (!x->name) x->name = tx_name(tx, call);
  pmap_put(tx->arena, &tx->vals, call, x);
}

static void havoc_res(Tx *tx, LLVMValueRef call) {
  Type rt;
  if (tx_scalar_type(tx, LLVMTypeOf(call), &rt)) bind_res(tx, call, tx_havoc(tx, rt), false);
}

static Instr *one_arg(Tx *tx, InstrKind k, Type t, Instr *a0) {
  Instr *x = tx_emit(tx, k, t);
  x->a = NEW_ARRAY(tx->arena, Instr *, 2);
  x->a[0] = a0;
  x->nargs = a0 ? 1 : 0;
  return x;
}

static Instr *special(Tx *tx, InstrKind k, int dim) {
  Instr *x = tx_emit(tx, k, ty_int(32));
  x->dim = dim;
  return x;
}

static Instr *barrier(Tx *tx, int flags) {
  Instr *x = tx_emit(tx, I_BARRIER, VOID_T);
  x->fence_flags = flags;
  return x;
}

static Instr *fence(Tx *tx, Scope s, int flags) {
  Instr *x = tx_emit(tx, I_FENCE, VOID_T);
  x->scope = s;
  x->fence_flags = flags;
  return x;
}

// ------------------------------------------------------------------ integer min/max
static Instr *minmax(Tx *tx, Instr *a, Instr *b, bool is_max, bool is_signed) {
  CmpOp op = is_max ? (is_signed ? C_SGT : C_UGT) : (is_signed ? C_SLT : C_ULT);
  return tx_select(tx, tx_icmp(tx, op, a, b), a, b);
}

static Instr *iabs(Tx *tx, Instr *a) {
  Instr *zero = tx_const(tx, a->type, 0);
  return tx_select(tx, tx_icmp(tx, C_SLT, a, zero), tx_bin(tx, B_SUB, zero, a), a);
}

// llvm.smax/smin/umax/umin/abs: exact, since indices are often clamped.
static bool int_intrinsic(Tx *tx, LLVMValueRef call, const char *n) {
  static const struct { const char *p; bool max, sgn; } mm[] = {
      {"llvm.smax.", true, true}, {"llvm.smin.", false, true},
      {"llvm.umax.", true, false}, {"llvm.umin.", false, false}};
  for (int i = 0; i < 4; i++)
    if (starts(n, mm[i].p)) {
      if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMIntegerTypeKind) return false;
      bind_res(tx, call, minmax(tx, tx_val(tx, arg(call, 0)), tx_val(tx, arg(call, 1)), mm[i].max, mm[i].sgn), false);
      return true;
    }
  if (starts(n, "llvm.abs.") && LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMIntegerTypeKind) {
    bind_res(tx, call, iabs(tx, tx_val(tx, arg(call, 0))), false);
    return true;
  }
  return false;
}

// ------------------------------------------------------------------ pure functions
static bool has_fn_attr(LLVMValueRef call, LLVMValueRef fn, const char *a) {
  unsigned k = LLVMGetEnumAttributeKindForName(a, strlen(a));
  return LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, k) ||
         LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, k);
}

static const char *const math_names[] = {
    "sqrt", "rsqrt", "cbrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p",
    "pow", "powi", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
    "asinh", "acosh", "atanh", "fabs", "floor", "ceil", "trunc", "round", "rint", "nearbyint",
    "fmin", "fmax", "fmod", "remainder", "fma", "hypot", "erf", "erfc", "lgamma", "tgamma",
    "copysign", "fdim", "ldexp", "logb", "ilogb", "rcbrt", "sinpi", "cospi", "exp10", "saturate",
    "__expf", "__logf", "__sinf", "__cosf", "__powf", "__fdividef", "__exp10f", "__log2f",
    "__log10f", "__tanf", "__saturatef", "__frcp_rn", "__fsqrt_rn", "__fmul_rn", "__fadd_rn",
    "__popc", "__popcll", "__clz", "__clzll", "__ffs", "__ffsll", "__brev", "__mul24",
    "__umul24", "__mulhi", "__umulhi", "__float_as_int", "__int_as_float", "__float2int_rn",
    "__int2float_rn", "isnan", "isinf", "isfinite", "signbit", "native_sqrt", "native_exp",
    "native_log", "native_sin", "native_cos", "native_divide", "native_recip", "native_powr",
    "half_sqrt", "half_exp", "half_log", "mad", "mix", "step", "smoothstep", "sign", "clz",
    "popcount", "rotate", "hadd", "rhadd", "abs_diff", "add_sat", "sub_sat", "mul_hi",
    "mad_hi", "mad_sat", "upsample", "degrees", "radians", "powr", "pown", "rootn", "fract",
    "dot", "length", "distance", "normalize", "cross", "as_int", "as_float", "as_uint",
    "min", "max", "clamp", "fmaxf", "fminf",
    NULL,
};

// sqrtf, __nv_sqrtf, native_sqrt...: the base name with f/l suffix and
// __nv_ prefix removed must be in math_names.
static bool known_math(const char *base) {
  char b[64];
  if (starts(base, "__nv_")) base += 5;
  snprintf(b, sizeof b, "%s", base);
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; math_names[i]; i++)
      if (!strcmp(b, math_names[i])) return true;
    size_t n = strlen(b);
    if (n > 1 && (b[n - 1] == 'f' || b[n - 1] == 'l')) b[n - 1] = 0;
    else break;
  }
  return starts(base, "convert_") || starts(base, "as_");
}

// Uninterpreted: the function reads and writes no memory. Named by its
// symbol, which is unique per signature (OpenCL overloads are mangled).
static void pure_call(Tx *tx, LLVMValueRef call, const char *sym) {
  Type rt;
  if (!tx_scalar_type(tx, LLVMTypeOf(call), &rt)) return; // vector/void result: no value
  int n = nargs(call);
  for (int i = 0; i < n; i++) {
    if (mem_is_ptr(arg(call, i))) tx_unsupported(tx, tx->loc, "pointer passed to '%s'", sym);
    Type at;
    if (!tx_scalar_type(tx, LLVMTypeOf(arg(call, i)), &at)) { // vector argument
      havoc_res(tx, call);
      return;
    }
  }
  Instr *x = tx_emit(tx, I_FUNC, rt);
  x->func = arena_strdup(tx->arena, sym);
  x->a = NEW_ARRAY(tx->arena, Instr *, n ? n : 1);
  x->nargs = n;
  for (int i = 0; i < n; i++) x->a[i] = tx_val(tx, arg(call, i));
  bind_res(tx, call, x, false);
}

// Math built-ins that also write through pointers (sincos(x, &c),
// fract(x, &ip), modf, frexp, remquo, lgamma_r; CUDA sincosf(x, &s, &c)):
// the result is arbitrary, and each pointer argument is a store of an
// arbitrary value of its element type (in pieces of 4 bytes beyond 8,
// as for vectors), so races on the outputs are checked.
static bool ptr_math(Tx *tx, LLVMValueRef call, const char *base) {
  static const char *const names[] = {"sincos", "sincospi", "fract", "modf", "frexp",
                                      "remquo", "lgamma_r", NULL};
  char b[64];
  snprintf(b, sizeof b, "%s", starts(base, "__nv_") ? base + 5 : base);
  size_t n = strlen(b);
  bool known = false;
  for (int pass = 0; pass < 2 && !known; pass++) {
    for (int i = 0; names[i]; i++)
      known |= !strcmp(b, names[i]);
    if (n > 1 && (b[n - 1] == 'f' || b[n - 1] == 'l')) b[--n] = 0;
  }
  if (!known) return false;
  bool any = false;
  for (int i = 0; i < nargs(call); i++) {
    if (!mem_is_ptr(arg(call, (unsigned)i))) continue;
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(arg(call, (unsigned)i)));
    if (!LLVMTypeIsSized(et)) tx_unsupported(tx, tx->loc, "output pointer of '%s'", base);
    int bytes = (int)LLVMStoreSizeOfType(tx->td, et), step = bytes <= 8 ? bytes : 4;
    PtrVal p = mem_ptr(tx, arg(call, (unsigned)i));
    for (int off = 0; off < bytes; off += step) {
      PtrVal q = {.array = p.array, .offset = tx_bin(tx, B_ADD, p.offset, tx_const(tx, ty_int(64), (uint64_t)off))};
      mem_access(tx, I_STORE, q, step, tx_havoc(tx, ty_int(8 * step)), NULL);
    }
    any = true;
  }
  if (!any) return false; // fract(x) etc.: a pure function
  if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) havoc_res(tx, call);
  return true;
}

// ------------------------------------------------------------------ memory intrinsics
static Instr *len64(Tx *tx, LLVMValueRef v) { return tx_cast_to(tx, tx_val(tx, v), ty_int(64), false); }

static Instr *range(Tx *tx, InstrKind k, LLVMValueRef p, Instr *len) {
  PtrVal pv = mem_ptr(tx, p);
  Instr *x = tx_emit(tx, k, VOID_T);
  x->array = pv.array;
  x->offset = pv.offset;
  x->len = len;
  x->bytes = len->kind == I_CONST ? (int)len->imm : 0;
  return x;
}

// memcpy of a constant table into a private array (`int x[10] = {...}`,
// which clang initialises from a constant global): a store of each element
// of the destination with the table's value (initial.c), so the private
// array's contents are known. Returns false (nothing emitted) otherwise.
static bool copy_constant(Tx *tx, LLVMValueRef call) {
  if (!LLVMIsAConstantInt(arg(call, 2))) return false;
  uint64_t n = LLVMConstIntGetZExtValue(arg(call, 2));
  PtrVal d = mem_ptr_any(tx, arg(call, 0)), s = mem_ptr_any(tx, arg(call, 1));
  if (d.base || s.base || !d.array || !s.array || d.array->space != MS_PRIVATE) return false;
  int w = d.array->elem_bytes;
  if ((w != 1 && w != 2 && w != 4 && w != 8) || n == 0 || n % (uint64_t)w || n / (uint64_t)w > 256)
    return false;
  Type t = ty_int(8 * w);
  Instr **vals = NEW_ARRAY(tx->arena, Instr *, n / (uint64_t)w);
  for (uint64_t i = 0; i < n / (uint64_t)w; i++) {
    Instr *off = tx_bin(tx, B_ADD, s.offset, tx_const(tx, ty_int(64), i * (uint64_t)w));
    if (off->kind != I_CONST || !(vals[i] = init_load(tx, s.array, off, w, t))) return false;
  }
  range(tx, I_READ_RANGE, arg(call, 1), len64(tx, arg(call, 2)));
  for (uint64_t i = 0; i < n / (uint64_t)w; i++) {
    PtrVal q = {.array = d.array, .offset = tx_bin(tx, B_ADD, d.offset, tx_const(tx, ty_int(64), i * (uint64_t)w))};
    mem_access(tx, I_STORE, q, w, vals[i], call);
  }
  return true;
}

static void mem_intrinsic(Tx *tx, LLVMValueRef call, const char *n) {
  need_args(tx, call, 3, n);
  if (starts(n, "llvm.memcpy.") && copy_constant(tx, call)) return;
  Instr *len = len64(tx, arg(call, 2));
  if (starts(n, "llvm.memset.")) {
    Instr *w = range(tx, I_WRITE_RANGE, arg(call, 0), len);
    w->a = NEW_ARRAY(tx->arena, Instr *, 1);
    w->a[0] = tx_val(tx, arg(call, 1)), w->nargs = 1;
    return;
  }
  range(tx, I_READ_RANGE, arg(call, 1), len);
  range(tx, I_WRITE_RANGE, arg(call, 0), len);
}

static void ldg(Tx *tx, LLVMValueRef call) {
  Type t;
  if (!tx_scalar_type(tx, LLVMTypeOf(call), &t)) tx_unsupported(tx, tx->loc, "__ldg of this type");
  PtrVal p = mem_ptr(tx, arg(call, 0));
  Instr proto = {.type = t};
  mem_access(tx, I_LOAD, p, (int)LLVMStoreSizeOfType(tx->td, LLVMTypeOf(call)), &proto, NULL);
  bind_res(tx, call, tx->cur_ins.items[tx->cur_ins.len - 1], false);
}

// ------------------------------------------------------------------ atomics
static Instr *atomic_call(Tx *tx, LLVMValueRef call, AtomicOp op, Scope s, int val_i, int cmp_i,
                          Instr *val) {
  PtrVal p = mem_ptr(tx, arg(call, 0));
  Type t = {T_VOID, 0};
  tx_scalar_type(tx, LLVMTypeOf(call), &t);
  if (!val && val_i >= 0) val = tx_val(tx, arg(call, (unsigned)val_i));
  if (t.kind == T_VOID && val) t = val->type;
  Instr *x = tx_emit(tx, I_ATOMIC, t);
  x->atomic_op = op;
  x->scope = s;
  x->array = p.array;
  x->offset = p.offset;
  LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(arg(call, 0)));
  x->bytes = LLVMTypeIsSized(et) ? (int)LLVMStoreSizeOfType(tx->td, et) : t.bits / 8;
  x->a = NEW_ARRAY(tx->arena, Instr *, 2);
  if (val) x->a[x->nargs++] = val;
  if (cmp_i >= 0) x->a[x->nargs++] = tx_val(tx, arg(call, (unsigned)cmp_i));
  if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) bind_res(tx, call, x, false);
  return x;
}

// llvm.nvvm.atomic.<op>.gen.<i|f>.<cta|sys>.*, llvm.nvvm.atomic.load.{inc,dec}.32.*
static bool nvvm_atomic(Tx *tx, LLVMValueRef call, const char *n) {
  const char *op = n + strlen("llvm.nvvm.atomic.");
  Scope s = strstr(n, ".cta.") ? SCOPE_BLOCK : strstr(n, ".sys.") ? SCOPE_SYSTEM : SCOPE_DEVICE;
  bool fl = strstr(n, ".gen.f.") || strstr(n, ".f32") || strstr(n, ".f64");
  static const struct { const char *p; AtomicOp op; } ops[] = {
      {"load.inc.", A_INC}, {"load.dec.", A_DEC}, {"load.add.", A_ADD}, {"add.", A_ADD},
      {"exch.", A_EXCH}, {"max.", A_MAX}, {"min.", A_MIN}, {"inc.", A_INC}, {"dec.", A_DEC},
      {"and.", A_AND}, {"or.", A_OR}, {"xor.", A_XOR}, {"cas.", A_CAS}};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    if (!starts(op, ops[i].p)) continue;
    AtomicOp a = ops[i].op == A_ADD && fl ? A_FADD : ops[i].op;
    need_args(tx, call, a == A_CAS ? 3 : 2, n);
    if (a == A_CAS) atomic_call(tx, call, a, s, 2, 1, NULL);
    else atomic_call(tx, call, a, s, 1, -1, NULL);
    return true;
  }
  return false;
}

// Signedness of an OpenCL atomic's pointee from its mangled parameters
// (PU3AS1Vj: pointer to AS1 volatile unsigned int).
static bool mangled_unsigned(const char *rest) {
  const char *p = rest;
  while (*p) {
    if (*p == 'P' || *p == 'K' || *p == 'V') { p++; continue; }
    if (*p == 'U') {
      char *end;
      long n = strtol(p + 1, &end, 10);
      if (n <= 0 || (long)strlen(end) < n) return false;
      p = end + n;
      continue;
    }
    return *p == 'j' || *p == 'm' || *p == 't' || *p == 'h';
  }
  return false;
}

// The scope of an OpenCL 2.0 `atomic_*_explicit(..., memory_scope)`: its
// last argument when the mangled name has one (clang's values: work_item 0,
// work_group 1, device 2, all_svm_devices 3, sub_group 4), else device.
// Scopes narrower than a work-group, or not constant, are not modelled.
static Scope ocl_scope(Tx *tx, LLVMValueRef call, const char *sym) {
  if (!strstr(sym, "12memory_scope") || nargs(call) < 1) return SCOPE_DEVICE;
  LLVMValueRef s = arg(call, (unsigned)nargs(call) - 1);
  uint64_t v = LLVMIsAConstantInt(s) ? LLVMConstIntGetZExtValue(s) : 99;
  if (v == 1) return SCOPE_BLOCK;
  if (v == 2) return SCOPE_DEVICE;
  if (v == 3) return SCOPE_SYSTEM;
  tx_unsupported(tx, tx->loc, "atomic with a memory_scope narrower than a work-group or not constant");
  return SCOPE_BLOCK;
}

// ORDER_* bits of clang's memory_order value (relaxed 0, consume 1,
// acquire 2, release 3, acq_rel 4, seq_cst 5). Consume and an order not
// constant are relaxed: ordering less is sound (more is reported).
static int ocl_order(LLVMValueRef v) {
  uint64_t o = LLVMIsAConstantInt(v) ? LLVMConstIntGetZExtValue(v) : 0;
  return o == 2 ? ORDER_ACQUIRE : o == 3 ? ORDER_RELEASE : o == 4 || o == 5 ? ORDER_ACQUIRE | ORDER_RELEASE : 0;
}

static bool ocl_atomic(Tx *tx, LLVMValueRef call, const char *base, const char *sym) {
  char b[64];
  const char *p = starts(base, "atomic_") ? base + 7 : starts(base, "atom_") ? base + 5 : NULL;
  if (!p) return false;
  snprintf(b, sizeof b, "%s", starts(p, "fetch_") ? p + 6 : p);
  char *ex = strstr(b, "_explicit");
  if (ex) *ex = 0;
  // OpenCL C 2.0 names (atomic_fetch_*, _load, _store, _exchange) take a
  // memory_order in their _explicit forms and are seq_cst without; the
  // OpenCL 1.x ones (atomic_add, atomic_xchg, atom_*) are relaxed.
  bool c11 = starts(p, "fetch_") || !strcmp(b, "load") || !strcmp(b, "store") || !strcmp(b, "exchange");
  bool uns = mangled_unsigned(demangle_rest(sym));
  static const struct { const char *n; AtomicOp op; } ops[] = {
      {"add", A_ADD}, {"sub", A_SUB}, {"xchg", A_EXCH}, {"exchange", A_EXCH}, {"and", A_AND},
      {"or", A_OR}, {"xor", A_XOR}, {"min", A_MIN}, {"max", A_MAX}, {"load", A_LOAD},
      {"store", A_STORE}, {"cmpxchg", A_CAS}, {"inc", A_ADD}, {"dec", A_SUB}};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    if (strcmp(b, ops[i].n)) continue;
    AtomicOp op = ops[i].op;
    Scope sc = ocl_scope(tx, call, sym);
    if (op == A_MIN && uns) op = A_UMIN;
    if (op == A_MAX && uns) op = A_UMAX;
    need_args(tx, call, op == A_CAS ? 3 : op == A_LOAD || !strcmp(b, "inc") || !strcmp(b, "dec") ? 1 : 2, base);
    Instr *x;
    if (!strcmp(b, "inc") || !strcmp(b, "dec")) { // OpenCL inc/dec: +-1, no wrap bound
      Type t = {T_INT, 32};
      tx_scalar_type(tx, LLVMTypeOf(call), &t);
      x = atomic_call(tx, call, op, sc, -1, -1, tx_const(tx, t, 1));
    } else if (op == A_CAS) {
      x = atomic_call(tx, call, op, sc, 2, 1, NULL);
    } else {
      x = atomic_call(tx, call, op, sc, op == A_LOAD ? -1 : 1, -1, NULL);
    }
    unsigned oi = op == A_LOAD ? 1 : 2; // the memory_order argument of the _explicit forms
    if (c11) x->mem_order = !ex ? ORDER_ACQUIRE | ORDER_RELEASE : nargs(call) > (int)oi ? ocl_order(arg(call, oi)) : 0;
    if (op == A_LOAD) x->mem_order &= ~ORDER_RELEASE;
    if (op == A_STORE) x->mem_order &= ~ORDER_ACQUIRE;
    return true;
  }
  if (!strcmp(b, "init")) { // atomic_init: a plain (non-atomic) store
    Instr *v = tx_val(tx, arg(call, 1));
    mem_access(tx, I_STORE, mem_ptr(tx, arg(call, 0)), v->type.bits / 8, v, NULL);
    return true;
  }
  return false;
}

// ------------------------------------------------------------------ CUDA
// The modelled warp size: --warp-sync=N, else CUDA's 32.
static unsigned warp_size(Tx *tx) { return tx->opt && tx->opt->warp_sync ? tx->opt->warp_sync : 32; }

static bool sreg(Tx *tx, LLVMValueRef call, const char *n) {
  const char *r = n + strlen("llvm.nvvm.read.ptx.sreg.");
  static const struct { const char *p; InstrKind k; } regs[] = {
      {"tid.", I_TID}, {"ctaid.", I_BID}, {"ntid.", I_BDIM}, {"nctaid.", I_GDIM}};
  for (int i = 0; i < 4; i++)
    if (starts(r, regs[i].p)) {
      char d = r[strlen(regs[i].p)];
      if (d < 'x' || d > 'z') return false;
      bind_res(tx, call, special(tx, regs[i].k, d - 'x'), false);
      return true;
    }
  // warpSize is the modelled warp size (--warp-sync=N, else CUDA's 32);
  // laneid stays an arbitrary value.
  if (!strcmp(r, "warpsize"))
    bind_res(tx, call, tx_const(tx, ty_int(32), warp_size(tx)), false);
  else havoc_res(tx, call); // laneid, clock, smid...: arbitrary per thread
  return true;
}

// The calling thread's lane: its linear id in the block modulo the warp size.
static Instr *lane_id(Tx *tx) {
  Instr *z = tx_bin(tx, B_MUL, special(tx, I_TID, 2), special(tx, I_BDIM, 1));
  Instr *yz = tx_bin(tx, B_MUL, tx_bin(tx, B_ADD, special(tx, I_TID, 1), z), special(tx, I_BDIM, 0));
  Instr *lin = tx_bin(tx, B_ADD, special(tx, I_TID, 0), yz);
  return tx_bin(tx, B_UREM, lin, tx_const(tx, ty_int(32), warp_size(tx)));
}

// Non-synchronising vote.ballot(p), which the header's __activemask() is
// (p = 1): which lanes are active is up to the scheduler, so the result is
// an arbitrary mask that contains the calling lane when p holds. It neither
// synchronises nor takes a mask.
static void ballot_nosync(Tx *tx, LLVMValueRef call) {
  need_args(tx, call, 1, "llvm.nvvm.vote.ballot");
  Instr *p = tx_i1(tx, arg(call, 0));
  Instr *r = tx_havoc(tx, ty_int(32));
  Instr *bit = tx_bin(tx, B_AND, tx_bin(tx, B_LSHR, r, lane_id(tx)), tx_const(tx, ty_int(32), 1));
  Instr *has = tx_icmp(tx, C_EQ, bit, tx_const(tx, ty_int(32), 1));
  one_arg(tx, I_ASSUME, VOID_T, tx_select(tx, p, has, tx_const(tx, ty_int(1), 1)));
  bind_res(tx, call, r, false);
}

// __syncthreads_count/and/or: a barrier whose result is computed from
// every thread's predicate (barrier.c states what is known of it).
static bool reducing_barrier(Tx *tx, LLVMValueRef call, const char *op) {
  BarrierKind k = !strcmp(op, "popc") ? BAR_REDUCE_COUNT : !strcmp(op, "and") ? BAR_REDUCE_AND
                  : !strcmp(op, "or") ? BAR_REDUCE_OR : BAR_PLAIN;
  if (k == BAR_PLAIN) return false;
  need_args(tx, call, 1, op);
  Instr *x = one_arg(tx, I_BARRIER, ty_int(32), tx_i1(tx, arg(call, 0)));
  x->fence_flags = FENCE_SHARED | FENCE_GLOBAL;
  x->barrier = k;
  bind_res(tx, call, x, false);
  return true;
}

// bar.sync id[, count] / barrier.sync[.cnt]: barrier `id` of the block,
// for `count` threads (a multiple of the warp size) or all of them.
// Barrier 0 for every thread is __syncthreads().
static bool named_barrier(Tx *tx, LLVMValueRef call, const char *n) {
  need_args(tx, call, 1, n);
  bool counted = strstr(n, ".cnt") != NULL;
  if (counted) need_args(tx, call, 2, n);
  LLVMValueRef id = arg(call, 0);
  if (!counted && LLVMIsAConstantInt(id) && LLVMConstIntGetZExtValue(id) == 0) {
    barrier(tx, FENCE_SHARED | FENCE_GLOBAL);
    return true;
  }
  if (counted && LLVMIsAConstantInt(arg(call, 1)) && LLVMConstIntGetZExtValue(arg(call, 1)) % 32)
    tx_unsupported(tx, tx->loc, "named barrier with a thread count of %llu, not a multiple of 32",
                   (unsigned long long)LLVMConstIntGetZExtValue(arg(call, 1)));
  Instr *x = barrier(tx, FENCE_SHARED | FENCE_GLOBAL);
  x->barrier = BAR_NAMED;
  x->a = NEW_ARRAY(tx->arena, Instr *, 2);
  x->a[x->nargs++] = tx_cast_to(tx, tx_val(tx, id), ty_int(32), false);
  if (counted) x->a[x->nargs++] = tx_cast_to(tx, tx_val(tx, arg(call, 1)), ty_int(32), false);
  return true;
}

static bool nvvm(Tx *tx, LLVMValueRef call, const char *n) {
  if (!strcmp(n, "llvm.nvvm.vote.ballot")) {
    ballot_nosync(tx, call);
    return true;
  }
  if (starts(n, "llvm.nvvm.read.ptx.sreg.")) return sreg(tx, call, n);
  if (!strcmp(n, "llvm.nvvm.barrier0")) {
    barrier(tx, FENCE_SHARED | FENCE_GLOBAL);
    return true;
  }
  if (starts(n, "llvm.nvvm.bar.sync") || starts(n, "llvm.nvvm.barrier.sync"))
    return named_barrier(tx, call, n);
  if (starts(n, "llvm.nvvm.barrier0.")) // __syncthreads_count/and/or
    return reducing_barrier(tx, call, n + strlen("llvm.nvvm.barrier0."));
  if (starts(n, "llvm.nvvm.bar.warp.sync")) {
    one_arg(tx, I_SYNCWARP, VOID_T, tx_val(tx, arg(call, 0)));
    return true;
  }
  if (starts(n, "llvm.nvvm.membar.")) {
    const char *s = n + strlen("llvm.nvvm.membar.");
    fence(tx, !strcmp(s, "cta") ? SCOPE_BLOCK : !strcmp(s, "sys") ? SCOPE_SYSTEM : SCOPE_DEVICE, 3);
    return true;
  }
  // Shuffles, votes and match make the lanes converge but order no memory
  // accesses (PTX memory model: only bar.warp.sync, barriers and fences
  // do), so they synchronise nothing here; their results are arbitrary.
  if (starts(n, "llvm.nvvm.shfl.sync.") || starts(n, "llvm.nvvm.vote.") ||
      starts(n, "llvm.nvvm.match.")) {
    need_args(tx, call, 1, n);
    havoc_res(tx, call); // {i32, i1} results: extractvalue gives havoc too
    return true;
  }
  if (starts(n, "llvm.nvvm.atomic.")) return nvvm_atomic(tx, call, n);
  if (starts(n, "llvm.nvvm.ldg.global.") || starts(n, "llvm.nvvm.ldu.global.")) {
    ldg(tx, call);
    return true;
  }
  return false;
}

// ------------------------------------------------------------------ intrinsics
static const char *const noop_prefixes[] = {
    "llvm.dbg.", "llvm.lifetime.", "llvm.invariant.", "llvm.stacksave", "llvm.stackrestore",
    "llvm.experimental.noalias.scope.decl", "llvm.var.annotation", "llvm.donothing",
    "llvm.sideeffect", "llvm.prefetch", NULL,
};

static bool intrinsic(Tx *tx, LLVMValueRef call, LLVMValueRef fn, const char *n) {
  for (int i = 0; noop_prefixes[i]; i++)
    if (starts(n, noop_prefixes[i])) return true;
  if (!strcmp(n, "llvm.assume")) {
    one_arg(tx, I_ASSUME, VOID_T, tx_i1(tx, arg(call, 0)));
    return true;
  }
  if (starts(n, "llvm.expect.")) {
    bind_res(tx, call, tx_val(tx, arg(call, 0)), false);
    return true;
  }
  if (starts(n, "llvm.ptr.annotation.") || starts(n, "llvm.launder.invariant.group") ||
      starts(n, "llvm.strip.invariant.group")) {
    PtrVal *p = NEW(tx->arena, PtrVal);
    *p = mem_ptr(tx, arg(call, 0));
    pmap_put(tx->arena, &tx->ptrs, call, p);
    return true;
  }
  if (starts(n, "llvm.is.constant.")) {
    bind_res(tx, call, tx_const(tx, ty_int(1), 0), false);
    return true;
  }
  if (starts(n, "llvm.memcpy.") || starts(n, "llvm.memmove.") || starts(n, "llvm.memset.")) {
    mem_intrinsic(tx, call, n);
    return true;
  }
  if (starts(n, "llvm.nvvm.") && nvvm(tx, call, n)) return true;
  if (int_intrinsic(tx, call, n)) return true;
  if (has_fn_attr(call, fn, "readnone")) {
    pure_call(tx, call, n);
    return true;
  }
  return false;
}

// ------------------------------------------------------------------ OpenCL work-item functions
// Dimension d: constant -> that component (d >= 3: `dflt`); otherwise a
// select chain over the three components.
static Instr *dim_value(Tx *tx, InstrKind k, LLVMValueRef d, uint64_t dflt) {
  if (LLVMIsAConstantInt(d)) {
    uint64_t v = LLVMConstIntGetZExtValue(d);
    return v < 3 ? special(tx, k, (int)v) : tx_const(tx, ty_int(32), dflt);
  }
  Instr *dv = tx_cast_to(tx, tx_val(tx, d), ty_int(32), false);
  Instr *r = tx_const(tx, ty_int(32), dflt);
  for (int i = 2; i >= 0; i--)
    r = tx_select(tx, tx_icmp(tx, C_EQ, dv, tx_const(tx, ty_int(32), (uint64_t)i)), special(tx, k, i), r);
  return r;
}

static Type res_int(Tx *tx, LLVMValueRef call) {
  Type t = ty_int(32);
  tx_scalar_type(tx, LLVMTypeOf(call), &t);
  return t.kind == T_INT ? t : ty_int(32);
}

// --global_size G given: component i of it, else NULL.
static Instr *global_size_of(Tx *tx, int i) {
  return tx->opt && tx->opt->global_size[0] ? tx_const(tx, ty_int(32), tx->opt->global_size[i]) : NULL;
}

// get_global_size(d) with --global_size: the constant; with non-uniform
// work-groups num_groups * local size would count the missing work-items.
static Instr *global_size_dim(Tx *tx, LLVMValueRef d) {
  if (LLVMIsAConstantInt(d)) {
    uint64_t v = LLVMConstIntGetZExtValue(d);
    return v < 3 ? global_size_of(tx, (int)v) : tx_const(tx, ty_int(32), 1);
  }
  Instr *dv = tx_cast_to(tx, tx_val(tx, d), ty_int(32), false), *r = tx_const(tx, ty_int(32), 1);
  for (int i = 2; i >= 0; i--)
    r = tx_select(tx, tx_icmp(tx, C_EQ, dv, tx_const(tx, ty_int(32), (uint64_t)i)), global_size_of(tx, i), r);
  return r;
}

// get_local_size(d) with non-uniform work-groups (OpenCL 2.0): the size of
// the calling work-item's own group, min(L, G - group * L), which is smaller
// than the enqueued size L in the last group.
static Instr *local_size_dim(Tx *tx, LLVMValueRef d) {
  Instr *l = dim_value(tx, I_BDIM, d, 1);
  if (!tx->opt || !tx->opt->non_uniform_groups || !tx->opt->global_size[0]) return l;
  Instr *rest = tx_bin(tx, B_SUB, global_size_dim(tx, d), tx_bin(tx, B_MUL, dim_value(tx, I_BID, d, 0), l));
  return tx_select(tx, tx_icmp(tx, C_ULT, rest, l), rest, l);
}

// The launch's global offset in dimension d (--global_offset; 0 when not
// given, and for dimensions past the third, as the OpenCL spec says).
static Instr *global_offset_dim(Tx *tx, LLVMValueRef d, Type t) {
  const unsigned *o = tx->opt ? tx->opt->global_offset : NULL;
  if (!o || (!o[0] && !o[1] && !o[2])) return tx_const(tx, t, 0);
  if (LLVMIsAConstantInt(d)) {
    uint64_t v = LLVMConstIntGetZExtValue(d);
    return tx_const(tx, t, o && v < 3 ? o[v] : 0);
  }
  Instr *dv = tx_cast_to(tx, tx_val(tx, d), ty_int(32), false);
  Instr *r = tx_const(tx, t, 0);
  for (int i = 2; i >= 0; i--)
    r = tx_select(tx, tx_icmp(tx, C_EQ, dv, tx_const(tx, ty_int(32), (uint64_t)i)), tx_const(tx, t, o ? o[i] : 0), r);
  return r;
}

static bool ocl_workitem(Tx *tx, LLVMValueRef call, const char *b) {
  static const struct { const char *n; InstrKind k; uint64_t dflt; } f[] = {
      {"get_local_id", I_TID, 0}, {"get_group_id", I_BID, 0},
      {"get_enqueued_local_size", I_BDIM, 1}, {"get_num_groups", I_GDIM, 1}};
  if (!strcmp(b, "get_local_size")) {
    need_args(tx, call, 1, b);
    bind_res(tx, call, local_size_dim(tx, arg(call, 0)), false);
    return true;
  }
  for (int i = 0; i < 4; i++)
    if (!strcmp(b, f[i].n)) {
      need_args(tx, call, 1, b);
      bind_res(tx, call, dim_value(tx, f[i].k, arg(call, 0), f[i].dflt), false);
      return true;
    }
  Type t = res_int(tx, call);
  if (!strcmp(b, "get_global_id") || !strcmp(b, "get_global_size")) {
    need_args(tx, call, 1, b);
    bool id = !strcmp(b, "get_global_id");
    Instr *g = tx_cast_to(tx, dim_value(tx, id ? I_BID : I_GDIM, arg(call, 0), id ? 0 : 1), t, false);
    Instr *l = tx_cast_to(tx, dim_value(tx, I_BDIM, arg(call, 0), 1), t, false);
    Instr *r = tx_bin(tx, B_MUL, g, l);
    if (!id && global_size_of(tx, 0)) r = tx_cast_to(tx, global_size_dim(tx, arg(call, 0)), t, false);
    if (id) {
      r = tx_bin(tx, B_ADD, r, tx_cast_to(tx, dim_value(tx, I_TID, arg(call, 0), 0), t, false));
      r = tx_bin(tx, B_ADD, r, global_offset_dim(tx, arg(call, 0), t));
    }
    bind_res(tx, call, r, false);
    return true;
  }
  if (!strcmp(b, "get_global_offset")) {
    need_args(tx, call, 1, b);
    bind_res(tx, call, global_offset_dim(tx, arg(call, 0), t), false);
    return true;
  }
  if (!strcmp(b, "get_work_dim")) { // known only when the user gave the local size
    int d = tx->opt ? tx->opt->block_dims_given : 0;
    bind_res(tx, call, d > 0 ? tx_const(tx, t, (uint64_t)d) : tx_havoc(tx, t), false);
    return true;
  }
  return false;
}

static int ocl_flags(Tx *tx, LLVMValueRef call) {
  if (nargs(call) < 1 || !LLVMIsAConstantInt(arg(call, 0))) return FENCE_SHARED | FENCE_GLOBAL;
  uint64_t f = LLVMConstIntGetZExtValue(arg(call, 0));
  return (f & 1 ? FENCE_SHARED : 0) | (f & 2 ? FENCE_GLOBAL : 0);
}

// OpenCL fences. mem_fence/read_mem_fence/write_mem_fence are
// atomic_work_item_fence(flags, acq_rel/acquire/release, work_group)
// (OpenCL C spec). atomic_work_item_fence reads its order (clang's values:
// relaxed 0, acquire 2, release 3, acq_rel 4, seq_cst 5) and its scope
// (work_group 1, device 2, all_svm_devices 3). A fence that orders nothing
// between work-items (relaxed; work-item or sub-group scope, which tandem
// does not model; an order, scope or flags not constant) is left out:
// a missing fence only loses orderings, so no hand-off is wrongly excused.
static bool ocl_fence(Tx *tx, LLVMValueRef call, const char *b) {
  int order = !strcmp(b, "read_mem_fence") ? 2 : !strcmp(b, "write_mem_fence") ? 3 : 4;
  Scope sc = SCOPE_BLOCK;
  bool item = !strcmp(b, "atomic_work_item_fence");
  if (!item && strcmp(b, "mem_fence") && strcmp(b, "read_mem_fence") && strcmp(b, "write_mem_fence"))
    return false;
  if (nargs(call) < 1 || !LLVMIsAConstantInt(arg(call, 0))) return true;
  int f = ocl_flags(tx, call);
  if (item) {
    if (nargs(call) < 3 || !LLVMIsAConstantInt(arg(call, 1)) || !LLVMIsAConstantInt(arg(call, 2)))
      return true;
    order = (int)LLVMConstIntGetZExtValue(arg(call, 1));
    uint64_t v = LLVMConstIntGetZExtValue(arg(call, 2));
    if (v < 1 || v > 3) return true;
    sc = v == 1 ? SCOPE_BLOCK : v == 2 ? SCOPE_DEVICE : SCOPE_SYSTEM;
  }
  if (order < 2 || order > 5 || !f) return true;
  fence(tx, sc, f | (order == 2 ? FENCE_NO_RELEASE : order == 3 ? FENCE_NO_ACQUIRE : 0));
  return true;
}

// Operand i of an element-wise built-in, lane `l`: a vector's lane, or a
// scalar operand itself (min(int4, int) applies the scalar to every lane).
static Instr *operand_lane(Tx *tx, LLVMValueRef call, unsigned i, int l) {
  LLVMValueRef a = arg(call, i);
  return LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMVectorTypeKind ? vec_lane(tx, a, l) : tx_val(tx, a);
}

// min/max/clamp/abs of integer vectors, lane by lane (vector.c).
static bool ocl_int_vector(Tx *tx, LLVMValueRef call, const char *b, const char *sym) {
  Type et;
  int n;
  if (!vec_layout(tx, LLVMTypeOf(call), &et, &n) || et.kind != T_INT) return false;
  const char *rest = demangle_rest(sym);
  if (starts(rest, "Dv")) rest += 2 + strspn(rest + 2, "0123456789") + 1; // Dv4_j: unsigned lanes
  bool uns = mangled_unsigned(rest);
  bool mm = !strcmp(b, "min") || !strcmp(b, "max"), cl = !strcmp(b, "clamp");
  bool ab = !strcmp(b, "abs") && !uns;
  if (!mm && !cl && !ab) return false;
  need_args(tx, call, cl ? 3 : mm ? 2 : 1, b);
  Instr **lanes = NEW_ARRAY(tx->arena, Instr *, n);
  for (int l = 0; l < n; l++) {
    Instr *x = operand_lane(tx, call, 0, l);
    if (ab) {
      lanes[l] = iabs(tx, x);
    } else if (mm) {
      lanes[l] = minmax(tx, x, operand_lane(tx, call, 1, l), b[1] == 'a', !uns);
    } else {
      x = minmax(tx, x, operand_lane(tx, call, 1, l), true, !uns);
      lanes[l] = minmax(tx, x, operand_lane(tx, call, 2, l), false, !uns);
    }
    if (lanes[l]->type.bits != et.bits) lanes[l] = tx_havoc(tx, et);
  }
  vec_bind(tx, call, lanes);
  return true;
}

// mul24/mad24 are modelled as exact multiplication (the spec leaves
// out-of-range operands implementation-defined).
static bool ocl_int(Tx *tx, LLVMValueRef call, const char *b, const char *sym) {
  if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMIntegerTypeKind) return false;
  bool uns = mangled_unsigned(demangle_rest(sym));
  if (!strcmp(b, "min") || !strcmp(b, "max") || !strcmp(b, "umin") || !strcmp(b, "umax")) {
    need_args(tx, call, 2, b);
    bool mx = strstr(b, "max") != NULL;
    bind_res(tx, call, minmax(tx, tx_val(tx, arg(call, 0)), tx_val(tx, arg(call, 1)), mx, !uns && b[0] != 'u'), false);
    return true;
  }
  if (!strcmp(b, "clamp")) {
    need_args(tx, call, 3, b);
    Instr *x = minmax(tx, tx_val(tx, arg(call, 0)), tx_val(tx, arg(call, 1)), true, !uns);
    bind_res(tx, call, minmax(tx, x, tx_val(tx, arg(call, 2)), false, !uns), false);
    return true;
  }
  if ((!strcmp(b, "abs") && !uns) || !strcmp(b, "labs") || !strcmp(b, "llabs")) {
    bind_res(tx, call, iabs(tx, tx_val(tx, arg(call, 0))), false);
    return true;
  }
  if (!strcmp(b, "mul24") || !strcmp(b, "__mul24") || !strcmp(b, "__umul24") || !strcmp(b, "mad24")) {
    need_args(tx, call, 2, b);
    Instr *r = tx_bin(tx, B_MUL, tx_val(tx, arg(call, 0)), tx_val(tx, arg(call, 1)));
    if (!strcmp(b, "mad24")) r = tx_bin(tx, B_ADD, r, tx_val(tx, arg(call, 2)));
    bind_res(tx, call, r, false);
    return true;
  }
  return false;
}

// vloadN(offset, p) / vstoreN(data, offset, p): N element accesses at
// p + offset*N elements, with the lanes' values (vector.c): a stored
// element is the data's lane, a loaded vector's lanes are the loads.
static bool ocl_vload_store(Tx *tx, LLVMValueRef call, const char *b) {
  bool st = starts(b, "vstore");
  const char *d = b + (st ? 6 : 5);
  if (!(st || starts(b, "vload")) || !*d || strspn(d, "0123456789") != strlen(d)) return false;
  int n = atoi(d), pi = st ? 2 : 1;
  need_args(tx, call, pi + 1, b);
  LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(arg(call, (unsigned)pi)));
  if (!LLVMTypeIsSized(et)) return false;
  int esz = (int)LLVMStoreSizeOfType(tx->td, et);
  PtrVal p = mem_ptr(tx, arg(call, (unsigned)pi));
  Instr *off = tx_cast_to(tx, tx_val(tx, arg(call, (unsigned)pi - 1)), ty_int(64), false);
  Instr *base = tx_bin(tx, B_ADD, p.offset, tx_bin(tx, B_MUL, off, tx_const(tx, ty_int(64), (uint64_t)(n * esz))));
  Type lt;
  int nl;
  bool lanes = vec_layout(tx, LLVMTypeOf(st ? arg(call, 0) : call), &lt, &nl) && nl == n &&
               lt.bits == 8 * esz;
  Instr **loaded = lanes && !st ? NEW_ARRAY(tx->arena, Instr *, n) : NULL;
  for (int i = 0; i < n; i++) {
    PtrVal q = {.array = p.array, .offset = tx_bin(tx, B_ADD, base, tx_const(tx, ty_int(64), (uint64_t)(i * esz)))};
    Instr proto = {.type = lanes ? lt : ty_int(8 * esz)};
    Instr *val = !st ? &proto : lanes ? vec_lane(tx, arg(call, 0), i) : tx_havoc(tx, ty_int(8 * esz));
    mem_access(tx, st ? I_STORE : I_LOAD, q, esz, val, NULL);
    if (loaded) loaded[i] = tx->cur_ins.items[tx->cur_ins.len - 1];
  }
  if (loaded) vec_bind(tx, call, loaded);
  return true;
}

// async_work_group_copy(dst, src, n, ev) and
// async_work_group_strided_copy(dst, src, n, stride, ev): the copy is made
// by the work-group, asynchronously, until wait_group_events. Every
// work-item that issues it is modelled as reading the whole source range
// and writing the whole destination range (`collective`: race.c logs the
// writes so that they race with the work-items' own accesses but not with
// the same copy issued by another work-item). With a stride, the strided
// side (the global one) is covered by one range from its first to its
// last element: more bytes than the copy touches, never fewer.
static bool ocl_async_copy(Tx *tx, LLVMValueRef call, const char *b) {
  bool strided = !strcmp(b, "async_work_group_strided_copy");
  if (!strided && strcmp(b, "async_work_group_copy")) return false;
  need_args(tx, call, strided ? 5 : 4, b);
  LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(arg(call, 0)));
  Instr *esz = tx_const(tx, ty_int(64), LLVMStoreSizeOfType(tx->td, et));
  Instr *n = len64(tx, arg(call, 2)), *zero = tx_const(tx, ty_int(64), 0);
  Instr *plain = tx_bin(tx, B_MUL, n, esz), *span = plain;
  if (strided) {
    Instr *one = tx_const(tx, ty_int(64), 1);
    Instr *last = tx_bin(tx, B_MUL, tx_bin(tx, B_SUB, n, one), len64(tx, arg(call, 3)));
    span = tx_select(tx, tx_icmp(tx, C_EQ, n, zero), zero,
                     tx_bin(tx, B_MUL, tx_bin(tx, B_ADD, last, one), esz));
  }
  // The event, made before the ranges that carry it: the one passed in (the
  // copy joins it), else a new one, a number of this copy's own (its
  // place among the copies of the file, from 1: never 0, never another's).
  // A call split over the arrays its pointers may name (split_bases) is one
  // copy with one event: the first part's.
  Instr *ev = pmap_get(&tx->vals, call);
  if (!ev) {
    Instr *in_ev = mem_event_value(tx, arg(call, strided ? 4 : 3)), *zero64 = tx_const(tx, ty_int(64), 0);
    ev = tx_select(tx, tx_icmp(tx, C_EQ, in_ev, zero64), tx_const(tx, ty_int(64), (uint64_t)++tx->ncopies), in_ev);
  }
  bool dst_local = mem_ptr(tx, arg(call, 0)).array->space == MS_SHARED;
  Instr *r = range(tx, I_READ_RANGE, arg(call, 1), dst_local ? span : plain);
  Instr *w = range(tx, I_WRITE_RANGE, arg(call, 0), dst_local ? plain : span);
  r->collective = w->collective = true;
  r->event = w->event = ev;
  pmap_put(tx->arena, &tx->vals, call, ev);
  return true;
}

// wait_group_events(n, list): a work-group wait for the copies whose events
// are list[0..n-1] (a[0..n-1], i64). With n not a constant of at most 8 the
// events are not read: imm 1, and the wait completes no copy (race.c).
// len: n, which must be the same for the whole group (barrier.c).
static void ocl_wait_events(Tx *tx, LLVMValueRef call) {
  need_args(tx, call, 2, "wait_group_events");
  LLVMValueRef n = arg(call, 0);
  uint64_t k = LLVMIsAConstantInt(n) ? LLVMConstIntGetZExtValue(n) : 99;
  // the operands first: the barrier instruction reads them
  Instr *count = tx_cast_to(tx, tx_val(tx, n), ty_int(32), false);
  Instr **evs = NEW_ARRAY(tx->arena, Instr *, k <= 8 && k ? k : 1);
  for (int i = 0; k <= 8 && i < (int)k; i++) evs[i] = mem_load_event_at(tx, arg(call, 1), i);
  Instr *x = barrier(tx, 0);
  x->barrier = BAR_COPY_WAIT;
  x->len = count;
  x->imm = k > 8;
  x->a = evs;
  x->nargs = k <= 8 ? (int)k : 0;
}

// Lane i of an integer vector (an image coordinate) as an i32.
static Instr *int_lane(Tx *tx, LLVMValueRef v, int i) {
  Instr *x = vec_lane(tx, v, i);
  return x->type.kind == T_INT ? tx_cast_to(tx, x, ty_int(32), false) : tx_havoc(tx, ty_int(32));
}

// Images are arrays (the image parameter's). A read_only image is never
// written in OpenCL 1.2, so its reads cannot race and are only arbitrary
// values. write_image*(img, coord, color) writes one pixel: byte
// (y << 32 | x) of the image (x for a 1D coordinate), one byte wide, which
// is injective in the pixel; other coordinates (3D, arrays) are arbitrary
// offsets, which can only add races.
static bool ocl_image(Tx *tx, LLVMValueRef call, const char *b) {
  if (starts(b, "read_image")) {
    havoc_res(tx, call); // vector results carry no value anyway
    return true;
  }
  if (!starts(b, "write_image")) return false;
  need_args(tx, call, 3, b);
  LLVMValueRef c = arg(call, 1);
  LLVMTypeRef ct = LLVMTypeOf(c);
  Type i64t = ty_int(64);
  Instr *off;
  if (LLVMGetTypeKind(ct) == LLVMIntegerTypeKind) {
    off = tx_cast_to(tx, tx_val(tx, c), i64t, false);
  } else if (LLVMGetTypeKind(ct) == LLVMVectorTypeKind && LLVMGetVectorSize(ct) == 2) {
    Instr *x = int_lane(tx, c, 0), *y = int_lane(tx, c, 1);
    off = tx_bin(tx, B_OR, tx_bin(tx, B_SHL, tx_cast_to(tx, y, i64t, false), tx_const(tx, i64t, 32)),
                 tx_cast_to(tx, x, i64t, false));
  } else {
    off = tx_havoc(tx, i64t);
  }
  PtrVal p = mem_ptr(tx, arg(call, 0));
  PtrVal q = {.array = p.array, .offset = tx_bin(tx, B_ADD, p.offset, off)};
  mem_access(tx, I_STORE, q, 1, tx_havoc(tx, ty_int(8)), NULL);
  return true;
}

static bool opencl(Tx *tx, LLVMValueRef call, const char *b, const char *sym) {
  if (starts(b, "__tandem_cl_cas")) { // from ocl_lower_cmpxchg: (obj, cmp, new, scope, order)
    need_args(tx, call, 5, b);
    uint64_t v = LLVMIsAConstantInt(arg(call, 3)) ? LLVMConstIntGetZExtValue(arg(call, 3)) : 99;
    if (v < 1 || v > 3)
      tx_unsupported(tx, tx->loc, "atomic with a memory_scope narrower than a work-group or not constant");
    Instr *x = atomic_call(tx, call, A_CAS, v == 1 ? SCOPE_BLOCK : v == 2 ? SCOPE_DEVICE : SCOPE_SYSTEM, 2, 1, NULL);
    x->mem_order = LLVMIsAConstantInt(arg(call, 4)) ? (int)LLVMConstIntGetZExtValue(arg(call, 4)) : 0;
    return true;
  }
  if (!strcmp(b, "__tandem_cl_weak_ok")) { // a weak exchange may fail spuriously
    bind_res(tx, call, tx_havoc(tx, ty_int(1)), false);
    return true;
  }
  if (ocl_async_copy(tx, call, b) || ocl_image(tx, call, b)) return true;
  if (!strcmp(b, "wait_group_events")) {
    ocl_wait_events(tx, call);
    return true;
  }
  if (!strcmp(b, "prefetch")) return true; // a hint: no access, no effect on memory
  if (ocl_workitem(tx, call, b) || ocl_vload_store(tx, call, b)) return true;
  if (!strcmp(b, "barrier") || !strcmp(b, "work_group_barrier")) {
    if (nargs(call) >= 1 && !LLVMIsAConstantInt(arg(call, 0))) {
      // flags computed at run time: the encoding checks they agree
      Instr *x = one_arg(tx, I_BARRIER, VOID_T, tx_val(tx, arg(call, 0)));
      x->fence_flags = FENCE_SHARED | FENCE_GLOBAL;
      x->barrier = BAR_FLAGS;
      return true;
    }
    barrier(tx, ocl_flags(tx, call));
    return true;
  }
  if (ocl_fence(tx, call, b)) return true;
  if (!strcmp(b, "sub_group_barrier")) {
    one_arg(tx, I_SYNCWARP, VOID_T, tx_const(tx, ty_int(32), 0xffffffffu));
    return true;
  }
  return ocl_atomic(tx, call, b, sym) || ocl_int(tx, call, b, sym) || ocl_int_vector(tx, call, b, sym);
}

// ------------------------------------------------------------------ annotations
// An access predicate of a pointer that may name several arrays (or be
// null): the predicate of the array it names, chosen by the pointer's base;
// for null, the value of an array with no access (no read, no write,
// offset 0).
Instr *access_pred_choice(Tx *tx, LLVMValueRef ptr, AccessPred ap, int bits, Instr *c) {
  PtrVal p = mem_ptr_any(tx, ptr);
  bool is_bool = ap == AP_NO_READ || ap == AP_NO_WRITE || ap == AP_READ_IMPLIES || ap == AP_WRITE_IMPLIES;
  Instr *r = tx_const(tx, ty_int(bits), is_bool ? 1 : 0);
  for (int i = 0; i < p.nalts; i++) {
    if (p.alts[i] && p.alts[i]->unknown)
      tx_unsupported(tx, tx->loc, "access predicate of %s, whose memory tandem cannot name",
                     p.alts[i]->unknown);
    if (!p.alts[i]) continue;
    Instr *x = one_arg(tx, I_ACCESS_PRED, ty_int(bits), c);
    x->pred = ap;
    x->array = p.alts[i];
    Instr *g = tx_icmp(tx, C_EQ, p.base, tx_const(tx, ty_int(32), (uint64_t)(uint32_t)p.alts[i]->id));
    r = tx_select(tx, g, x, r);
  }
  return r;
}

static bool annotation(Tx *tx, LLVMValueRef call, const char *b) {
  static const struct { const char *n; InstrKind k; } spec[] = {
      {"__invariant", I_INVARIANT}, {"__requires", I_REQUIRES},
      {"__assert", I_ASSERT}, {"__assume", I_ASSUME}};
  for (int i = 0; i < 4; i++)
    if (!strcmp(b, spec[i].n)) {
      need_args(tx, call, 1, b);
      Instr *c = tx_i1(tx, arg(call, 0));
      // A --no-inline function's check pairs two of its invocations that
      // may come from different calls: a __requires relating the two
      // threads held only for the two threads of one call. Not assumed.
      if (spec[i].k == I_REQUIRES && tx->k->is_proc && tx_two_thread(c, 0)) return true;
      one_arg(tx, spec[i].k, VOID_T, c);
      return true;
    }
  if (!strcmp(b, "__implies")) {
    need_args(tx, call, 2, b);
    Instr *a = tx_i1(tx, arg(call, 0)), *c = tx_i1(tx, arg(call, 1));
    bind_res(tx, call, tx_select(tx, a, c, tx_const(tx, ty_int(1), 1)), false);
    return true;
  }
  static const struct { const char *n; AccessPred p; int bits; } preds[] = {
      {"__no_read", AP_NO_READ, 1}, {"__no_write", AP_NO_WRITE, 1},
      {"__read_implies", AP_READ_IMPLIES, 1}, {"__write_implies", AP_WRITE_IMPLIES, 1},
      {"__read_offset_bytes", AP_READ_OFFSET, 64}, {"__write_offset_bytes", AP_WRITE_OFFSET, 64}};
  for (int i = 0; i < 6; i++) {
    if (strcmp(b, preds[i].n)) continue;
    bool impl = preds[i].p == AP_READ_IMPLIES || preds[i].p == AP_WRITE_IMPLIES;
    need_args(tx, call, impl ? 2 : 1, b);
    Instr *c = impl ? tx_i1(tx, arg(call, 1)) : NULL;
    PtrVal alts = mem_alts_of(tx, arg(call, 0));
    if (alts.array) {
      Instr *x = one_arg(tx, I_ACCESS_PRED, ty_int(preds[i].bits), c);
      x->pred = preds[i].p;
      x->array = alts.array;
      bind_res(tx, call, x, false);
    } else {
      bind_res(tx, call, access_pred_choice(tx, arg(call, 0), preds[i].p, preds[i].bits, c), false);
    }
    return true;
  }
  return false;
}

// ------------------------------------------------------------------ dispatch
static LLVMValueRef callee_fn(Tx *tx, LLVMValueRef call) {
  LLVMValueRef c = LLVMGetCalledValue(call);
  if (c && LLVMIsAInlineAsm(c)) tx_unsupported(tx, tx->loc, "inline assembly");
  while (c && LLVMIsAConstantExpr(c) &&
         (LLVMGetConstOpcode(c) == LLVMBitCast || LLVMGetConstOpcode(c) == LLVMAddrSpaceCast))
    c = LLVMGetOperand(c, 0);
  if (!c || !LLVMIsAFunction(c)) tx_unsupported(tx, tx->loc, "function pointer call");
  return c;
}

static bool cuda_misc(Tx *tx, LLVMValueRef call, const char *b) {
  if (!strcmp(b, "vprintf") || !strcmp(b, "printf")) {
    if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) bind_res(tx, call, tx_havoc(tx, ty_int(32)), false);
    return true;
  }
  if (!strcmp(b, "__tandem_grid_sync")) { // grid_group::sync() (headers/tandem_coop.h)
    barrier(tx, FENCE_SHARED | FENCE_GLOBAL)->barrier = BAR_GRID;
    return true;
  }
  if (!strcmp(b, "__tandem_warp_size")) { // the header's warpSize
    bind_res(tx, call, tx_const(tx, ty_int(32), warp_size(tx)), false);
    return true;
  }
  // Device heap (clang's cuda_wrappers/new puts operator new/delete over
  // malloc/free): a fresh array per thread; freeing it changes nothing
  // that tandem checks.
  if (!strcmp(b, "malloc")) {
    mem_fresh_alloc(tx, call);
    return true;
  }
  if (!strcmp(b, "free"))
    return true;
  if (!strcmp(b, "__assertfail") || !strcmp(b, "__assert_fail")) { // failed device assert
    one_arg(tx, I_ASSERT, VOID_T, tx_const(tx, ty_int(1), 0));
    return true;
  }
  return false;
}

// Opaque handles whose value no model reads: an OpenCL sampler made from
// its constant initializer (read_image* ignores the sampler), and the
// handle clang takes of a CUDA texture reference before a fetch (the fetch
// yields an arbitrary value). The sampler pointer gets no PtrVal: any use
// other than passing it to read_image* is refused as a pointer that tandem
// cannot follow.
static bool opaque_handle(Tx *tx, LLVMValueRef call, const char *sym) {
  if (!strcmp(sym, "__translate_sampler_initializer")) return true;
  if (!strcmp(sym, "__tandem_bad_function_pointer")) { // funcptr.c: no function matched
    Instr *x = one_arg(tx, I_ASSERT, VOID_T, tx_const(tx, ty_int(1), 0));
    x->null_check = true;
    x->deref_what = "a function pointer that names none of the functions of its type whose "
                    "address is taken (null or invalid)";
    return true;
  }
  if (starts(sym, "llvm.nvvm.texsurf.handle")) {
    havoc_res(tx, call);
    return true;
  }
  return false;
}

static void call_one_base(Tx *tx, LLVMValueRef call);

static void havoc_call_result(Tx *tx, LLVMValueRef call) { havoc_res(tx, call); }

// OpenCL's opaque handle types (event_t, sampler_t, ...): a null one is a
// value (no event), not memory.
static bool opaque_ocl_ptr(LLVMTypeRef t) {
  LLVMTypeRef e = LLVMGetElementType(t);
  const char *n = LLVMGetTypeKind(e) == LLVMStructTypeKind ? LLVMGetStructName(e) : NULL;
  return n && !strncmp(n, "opencl.", 7);
}

// A call whose pointer argument may name several arrays (or null) in a
// library function that needs one array (memcpy, async copies, atomics,
// vload, body-less functions): lowered once per array the pointer may
// name, the accesses of each guarded by `base == that array` (as memory.c
// does for loads and stores), the result chosen the same way; a null
// pointer is a null dereference. Annotations and tandem's own functions
// (names with a leading underscore) are not split: they refuse such
// pointers.
static bool split_bases(Tx *tx, LLVMValueRef call, const char *sym, const char *base) {
  if (base[0] == '_' && strncmp(sym, "llvm.mem", 8)) return false;
  // printf accesses nothing tandem models (cuda_misc), and clang passes a
  // null argument buffer to vprintf when the format has no arguments
  if (!strcmp(base, "vprintf") || !strcmp(base, "printf")) return false;
  int n = nargs(call);
  for (int i = 0; i < n; i++) {
    LLVMValueRef a = arg(call, (unsigned)i);
    if (mem_is_ptr(a) && LLVMIsAConstant(a) && LLVMIsNull(a) && !opaque_ocl_ptr(LLVMTypeOf(a))) {
      // a null argument where memory is accessed: the defect, and no effect
      mem_null_check(tx, mem_ptr_any(tx, a));
      havoc_call_result(tx, call);
      return true;
    }
    if (!mem_is_ptr(a) || !mem_has_entry(tx, a)) continue;
    PtrVal p = mem_ptr_any(tx, a);
    if (!p.base) continue;
    mem_null_check(tx, p);
    Instr *res = NULL;
    for (int j = 0; j < p.nalts; j++) {
      if (!p.alts[j] || p.alts[j]->unknown) continue;
      Instr *g = tx_icmp(tx, C_EQ, p.base, tx_const(tx, ty_int(32), (uint64_t)(uint32_t)p.alts[j]->id));
      int first = tx->cur_ins.len;
      Block *blk = tx->cur;
      mem_rebind(tx, a, (PtrVal){p.alts[j], p.offset, NULL, NULL, 0});
      bi_call(tx, call); // splits on the next such argument, if any
      if (tx->cur != blk) tx_unsupported(tx, tx->loc, "call with a pointer that may name several arrays");
      mem_guard_accesses(tx, first, g);
      Instr *r = pmap_get(&tx->vals, call);
      res = !r ? res : res ? tx_select(tx, g, r, res) : r;
    }
    mem_rebind(tx, a, p);
    if (res) pmap_put(tx->arena, &tx->vals, call, res);
    return true;
  }
  return false;
}

void bi_call(Tx *tx, LLVMValueRef call) {
  LLVMValueRef fn = callee_fn(tx, call);
  size_t len = 0;
  const char *s = LLVMGetValueName2(fn, &len);
  char *sym = arena_strndup(tx->arena, s, len);
  if (!split_bases(tx, call, sym, demangle(tx->arena, sym))) call_one_base(tx, call);
}

static void call_one_base(Tx *tx, LLVMValueRef call) {
  LLVMValueRef fn = callee_fn(tx, call);
  size_t len = 0;
  const char *s = LLVMGetValueName2(fn, &len);
  char *sym = arena_strndup(tx->arena, s, len);
  const char *base = demangle(tx->arena, sym);
  if (ann_is_modular(fn)) {
    bi_proc_call(tx, call, fn);
    return;
  }
  if (!LLVMIsDeclaration(fn)) tx_unsupported(tx, tx->loc, "recursive call to '%s'", base);
  if (opaque_handle(tx, call, sym)) return;
  if (starts(sym, "llvm.")) {
    if (intrinsic(tx, call, fn, sym)) return;
    tx_unsupported(tx, tx->loc, "call to unknown function '%s'", sym);
  }
  if (annotation(tx, call, base) || ann_call(tx, call, base) || cuda_misc(tx, call, base) ||
      opencl(tx, call, base, sym) || ptr_math(tx, call, base))
    return;
  // DECLARE_UF_*'s functions: uninterpreted, one function for all threads.
  if (has_fn_attr(call, fn, "readnone") || known_math(base) ||
      starts(base, "__uninterpreted_function_")) {
    pure_call(tx, call, sym);
    return;
  }
  ann_bodyless(tx, call, fn, base);
}

// ------------------------------------------------------------------ --no-inline calls
// A call of a function checked on its own (translate.c): its __requires
// and __ensures are already around the call (annotations.c, the
// wrapper); the call itself reads and writes, anywhere, each caller array
// the function's own check accessed, tagged so that race.c leaves a pair
// of such accesses through the same parameter or global to that check.
static Proc *find_proc(Tx *tx, LLVMValueRef fn) {
  for (int i = 0; i < tx->procs.len; i++)
    if (((Proc *)tx->procs.items[i])->fn == fn) return tx->procs.items[i];
  return NULL;
}

static void footprint_access(Tx *tx, Array *a, bool write, int tag) {
  if (write && a->space == MS_CONSTANT) return; // the function's own check reports that write
  Instr *x = tx_emit(tx, write ? I_WRITE_RANGE : I_READ_RANGE, VOID_T);
  x->array = a;
  x->offset = tx_havoc(tx, ty_int(64));
  x->len = tx_const(tx, ty_int(64), ~(uint64_t)0); // every byte, as for body-less calls
  x->footprint = tag;
}

// The function's check took its parameters and globals to be distinct
// arrays: one caller array behind two of them, one written, is refused.
static void no_alias(Tx *tx, Array **arrs, const ProcUse *u, int n, const char *name) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (arrs[i] == arrs[j] && (u[i].write || u[j].write))
        tx_unsupported(tx, tx->loc, "--no-inline: this call of '%s' passes array '%s' for two of "
                                    "its parameters (or one it also uses directly), which its own "
                                    "check takes to be distinct", name, arrs[i]->name);
}

// The array of pointer argument i; the function's check took its offset
// to be aligned for the parameter's type: checked here (an assertion at
// the call).
static Array *aligned_arg(Tx *tx, LLVMValueRef call, LLVMValueRef fn, int i) {
  PtrVal pv = mem_ptr(tx, arg(call, (unsigned)i));
  uint64_t al = mem_param_align(tx, LLVMGetParam(fn, (unsigned)i));
  if (al > 1) {
    Instr *low = tx_bin(tx, B_AND, pv.offset, tx_const(tx, ty_int(64), al - 1));
    one_arg(tx, I_ASSERT, VOID_T, tx_icmp(tx, C_EQ, low, tx_const(tx, ty_int(64), 0)));
  }
  return pv.array;
}

static void add_callee(Tx *tx, Kernel *c) {
  Kernel *k = tx->k;
  for (int i = 0; i < k->ncallees; i++)
    if (k->callees[i] == c) return;
  Kernel **n = NEW_ARRAY(tx->arena, Kernel *, k->ncallees + 1);
  if (k->ncallees) memcpy(n, k->callees, sizeof(Kernel *) * (size_t)k->ncallees);
  n[k->ncallees++] = c;
  k->callees = n;
}

void bi_proc_call(Tx *tx, LLVMValueRef call, LLVMValueRef fn) {
  Proc *p = find_proc(tx, fn);
  const char *name = p && p->k ? p->k->name : demangle(tx->arena, LLVMGetValueName(fn));
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  if (LLVMGetTypeKind(rt) == LLVMPointerTypeKind)
    tx_unsupported(tx, tx->loc, "--no-inline: call of '%s', which returns a pointer", name);
  // Callees are checked before their callers (translate.c): one that is
  // not, nor the function itself, is on a cycle through another function.
  if (!p || (p->busy && fn != tx->fn) || (!p->busy && !p->have_uses))
    tx_unsupported(tx, tx->loc, "--no-inline: '%s' is part of a cycle of mutually recursive "
                                "functions, which tandem does not check on their own", name);
  // A recursive call, in the function's own check: its footprint from the
  // previous pass (translate.c), untagged, so that every pair with it is
  // checked here (docs/encodings.md, section 24); nothing in the first.
  bool rec = p->busy;
  if (!rec) add_callee(tx, p->k);
  if (!rec && p->k->unsupported)
    tx_unsupported(tx, tx->loc, "--no-inline: call of '%s', which cannot be checked on its own "
                                "(see its report)", name);
  {
    Array **arrs = NEW_ARRAY(tx->arena, Array *, p->nuses + 1);
    for (int i = 0; i < p->nuses; i++) {
      const ProcUse *u = &p->uses[i];
      arrs[i] = u->param >= 0 ? aligned_arg(tx, call, fn, u->param) : mem_base(tx, u->global);
    }
    no_alias(tx, arrs, p->uses, p->nuses, name);
    for (int i = 0; i < p->nuses; i++) {
      if (p->uses[i].read) footprint_access(tx, arrs[i], false, rec ? -1 : p->uses[i].tag);
      if (p->uses[i].write) footprint_access(tx, arrs[i], true, rec ? -1 : p->uses[i].tag);
    }
  }
  havoc_res(tx, call);
}

// ------------------------------------------------------------------ lowering before mem2reg
// OpenCL 2.0 atomic_compare_exchange_{strong,weak}[_explicit](obj, expected,
// desired, ...) takes `expected` by pointer, so its private variable would
// stay in memory and the CAS would compare with a loaded value, never a
// constant (locks.c needs the constant to recognise a lock). Each call
// becomes, before SROA/mem2reg run:
//   e = *expected; old = __tandem_cl_cas(obj, e, desired, scope);
//   *expected = old; result = (old == e) [&& __tandem_cl_weak_ok()]
// which is the builtin's meaning: on success old == e, so storing old back
// leaves `expected` unchanged; on failure it receives the current value. A
// weak exchange may also fail spuriously, hence the arbitrary conjunct.
// The generic-pointer cast of a private `expected` is bypassed so that the
// variable is promoted to SSA values.
static LLVMValueRef strip_cast(LLVMValueRef p) {
  if (LLVMIsAAddrSpaceCastInst(p) && LLVMIsAAllocaInst(LLVMGetOperand(p, 0)))
    return LLVMGetOperand(p, 0);
  return p;
}

static LLVMValueRef decl(LLVMModuleRef mod, const char *name, LLVMTypeRef fty) {
  LLVMValueRef f = LLVMGetNamedFunction(mod, name);
  return f ? f : LLVMAddFunction(mod, name, fty);
}

static void lower_cmpxchg(LLVMModuleRef mod, LLVMBuilderRef bld, LLVMValueRef call, bool weak) {
  LLVMValueRef obj = LLVMGetOperand(call, 0), des = LLVMGetOperand(call, 2);
  LLVMValueRef cast = LLVMGetOperand(call, 1), ep = strip_cast(cast);
  LLVMTypeRef t = LLVMTypeOf(des), i32 = LLVMInt32TypeInContext(LLVMGetModuleContext(mod));
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  const char *callee = LLVMGetValueName(LLVMGetCalledValue(call));
  // the scope is the last argument of the overloads that have one; else device
  LLVMValueRef scope = strstr(callee, "12memory_scope") ? LLVMGetOperand(call, n - 1)
                                                        : LLVMConstInt(i32, 2, false);
  // ORDER_* bits: seq_cst without _explicit; else release from the success
  // order, acquire only when both the success and the failure order have it
  // (a read that ends a spin may be a failed exchange).
  int ord = ORDER_ACQUIRE | ORDER_RELEASE;
  if (strstr(callee, "_explicit"))
    ord = n >= 5 ? (ocl_order(LLVMGetOperand(call, 3)) & ocl_order(LLVMGetOperand(call, 4))) |
                       (ocl_order(LLVMGetOperand(call, 3)) & ORDER_RELEASE) |
                       (ocl_order(LLVMGetOperand(call, 3)) & ORDER_ACQUIRE ? ORDER_ACQUIRE_SUCCESS : 0)
                 : 0;
  if (weak)
    ord |= ORDER_WEAK;
  LLVMPositionBuilderBefore(bld, call);
  LLVMValueRef e = LLVMBuildLoad2(bld, t, ep, "cas.expected");
  LLVMTypeRef ps[5] = {LLVMTypeOf(obj), t, t, i32, i32};
  char name[64], *tn = LLVMPrintTypeToString(t);
  snprintf(name, sizeof name, "__tandem_cl_cas.%s", tn);
  LLVMDisposeMessage(tn);
  LLVMValueRef f = decl(mod, name, LLVMFunctionType(t, ps, 5, false));
  LLVMValueRef args[5] = {obj, e, des, scope, LLVMConstInt(i32, (unsigned)ord, false)};
  LLVMValueRef old = LLVMBuildCall2(bld, LLVMFunctionType(t, ps, 5, false), f, args, 5, "cas.old");
  LLVMSetInstDebugLocation(bld, call);
  LLVMBuildStore(bld, old, ep);
  LLVMValueRef ok = LLVMBuildICmp(bld, LLVMIntEQ, old, e, "cas.ok");
  if (weak) {
    LLVMTypeRef bt = LLVMInt1TypeInContext(LLVMGetModuleContext(mod));
    LLVMValueRef w = decl(mod, "__tandem_cl_weak_ok", LLVMFunctionType(bt, NULL, 0, false));
    ok = LLVMBuildAnd(bld, ok, LLVMBuildCall2(bld, LLVMFunctionType(bt, NULL, 0, false), w, NULL, 0, ""), "");
  }
  LLVMReplaceAllUsesWith(call, LLVMBuildZExtOrBitCast(bld, ok, LLVMTypeOf(call), ""));
  LLVMInstructionEraseFromParent(call);
  if (ep != cast && !LLVMGetFirstUse(cast)) LLVMInstructionEraseFromParent(cast);
}

void ocl_lower_cmpxchg(LLVMModuleRef mod) {
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef in = LLVMGetFirstInstruction(b), next; in; in = next) {
        next = LLVMGetNextInstruction(in);
        LLVMValueRef c = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
        const char *n = c && LLVMIsAFunction(c) && LLVMIsDeclaration(c) ? LLVMGetValueName(c) : "";
        bool strong = strstr(n, "atomic_compare_exchange_strong") != NULL;
        if ((strong || strstr(n, "atomic_compare_exchange_weak")) && LLVMGetNumArgOperands(in) >= 3 &&
            LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(in, 0))) == LLVMPointerTypeKind &&
            LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(in, 1))) == LLVMPointerTypeKind &&
            LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(in, 2))) == LLVMIntegerTypeKind)
          lower_cmpxchg(mod, bld, in, !strong);
      }
  LLVMDisposeBuilder(bld);
}
