// tx.h — private state shared by the translator's files (translate.c,
// memory.c, builtins.c). Not part of the IR interface: see ir.h.
#ifndef TANDEM_TX_H
#define TANDEM_TX_H

#include "ir.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <setjmp.h>

// Pointer-keyed hash map (open addressing, arena-backed). Keys are LLVM
// values; the map never shrinks.
typedef struct PMap {
  const void **keys;
  void **vals;
  int cap, len;
} PMap;
void *pmap_get(const PMap *m, const void *key);
void pmap_put(Arena *a, PMap *m, const void *key, void *val);

// Where a pointer SSA value points: an Array and a byte offset (i64).
// A pointer that may point into one of several arrays, or be null, also
// has `base`, an i32 value naming the array (its Array.id; -1: null), and
// `alts`, the arrays it may name (NULL for the null pointer); `array` is
// then NULL. Only memory.c and the pointer phis/comparisons see that form:
// mem_ptr refuses it, mem_ptr_any returns it.
typedef struct PtrVal {
  Array *array;
  Instr *offset;
  Instr *base;
  Array **alts;
  int nalts;
} PtrVal;

// Per LLVM basic block: the IR blocks it became (more than one when a
// switch was lowered to a chain of conditional branches).
typedef struct BlockInfo {
  Block *first;  // where the LLVM block's instructions go
  Block **exits; // blocks whose terminators leave the LLVM block
  int nexits;
  bool reachable;
} BlockInfo;

// The array a pointer field of a by-value struct parameter names (memory.c,
// field_array): one per (parameter, byte offset).
typedef struct FieldPtr {
  Array *param;
  int64_t offset;
  Array *array;
} FieldPtr;

// --no-inline (translate.c): one thing a function checked on its own
// reaches, which each call of it then reads and/or writes anywhere: the
// array of pointer parameter `param` (>= 0), or the global variable `global`.
typedef struct ProcUse {
  int param;
  LLVMValueRef global;
  bool read, write;
  int tag; // Instr.footprint of the accesses that model it
} ProcUse;

typedef struct Proc {
  LLVMValueRef fn;
  Kernel *k;         // its own check; NULL until translated
  ProcUse *uses;
  int nuses;
  bool busy;         // being translated: a call of it now is a recursive one
  bool have_uses;    // `uses` computed (by an earlier pass, while busy)
} Proc;

typedef struct Tx {
  Arena *arena;
  const Options *opt;
  int ncopies;              // async work-group copies so far: each new event is its number
  LLVMModuleRef mod;
  LLVMContextRef ctx;
  LLVMTargetDataRef td;
  bool nvptx;        // target triple nvptx* (else spir or other)
  Kernel *k;
  LLVMValueRef fn;
  LLVMMetadataRef sp; // the kernel's DISubprogram, may be NULL

  PMap vals;    // LLVM value -> Instr* (scalars)
  PMap lanes;   // LLVM vector value -> Instr*[lanes] (vector.c)
  PMap tables;  // constant global -> its initializer's bytes (initial.c)
  PMap ptrs;    // LLVM value -> PtrVal* (pointers)
  PMap arrays;  // LLVM global/alloca/argument -> Array*
  PMap binfo;   // LLVM basic block -> BlockInfo*
  PMap dbgvar;  // LLVM argument/alloca -> DILocalVariable (as LLVMValueRef)
  PtrVec arrlist;   // Array*, mirrored into Kernel.arrays
  PtrVec constlist; // I_CONST/I_UNDEF instrs, placed in the entry block
  PtrVec blocks;    // Block*, in final order
  PtrVec pending_phis; // LLVM phi instructions whose operands come later
  PtrVec files;     // interned file names (char*)
  PtrVec fieldptrs; // FieldPtr*: arrays named by pointer fields of by-value parameters
  PtrVec procs;     // Proc*: --no-inline functions, callees before callers
  int nfoot_tags;   // ProcUse.tag values handed out

  Block *cur;       // block receiving instructions
  PtrVec cur_ins;   // its instructions while it is being filled
  SrcLoc loc;       // location of the LLVM instruction being lowered

  jmp_buf fail;     // unsupported construct: longjmp here (see tx_unsupported)
} Tx;

// ---- translate.c
_Noreturn void tx_unsupported(Tx *tx, SrcLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
Instr *tx_emit(Tx *tx, InstrKind kind, Type t);         // appended to tx->cur
Instr *tx_const(Tx *tx, Type t, uint64_t v);            // cached, in the entry block
Instr *tx_val(Tx *tx, LLVMValueRef v);                  // scalar operand
Instr *tx_i1(Tx *tx, LLVMValueRef v);                   // operand normalised to i1 (!= 0)
Instr *tx_bin(Tx *tx, BinOp op, Instr *a, Instr *b);    // folds constants
Instr *tx_icmp(Tx *tx, CmpOp op, Instr *a, Instr *b);
Instr *tx_select(Tx *tx, Instr *c, Instr *a, Instr *b);
Instr *tx_cast_to(Tx *tx, Instr *v, Type t, bool is_signed); // zext/sext/trunc ints
Instr *tx_havoc(Tx *tx, Type t);
Instr *tx_undef(Tx *tx, Type t); // an arbitrary value per thread, placed with the constants
bool tx_two_thread(const Instr *x, int depth);          // mentions __other_* or the logs
bool tx_scalar_type(Tx *tx, LLVMTypeRef ty, Type *out); // int<=64/float; false otherwise
const char *tx_name(Tx *tx, LLVMValueRef v);            // sanitised value name or NULL
SrcLoc tx_loc_of(Tx *tx, LLVMValueRef v);
bool tx_has_flag(LLVMValueRef in, const char *flag);    // " nsw ", " nuw ": LLVM-C 14 has no getter
// The DILocation of `inst` outside tandem's own headers (its inlinedAt
// chain followed), with its file in *file; NULL when none (translate.c).
LLVMMetadataRef tx_user_location(LLVMValueRef inst, LLVMMetadataRef *file);
const char *tx_intern_file(Tx *tx, const char *s, size_t n);
static inline Type ty_int(int bits) { Type t = {T_INT, bits}; return t; }

// ---- memory.c
void mem_collect_dbg(Tx *tx);                      // dbg.value/declare -> tx->dbgvar
void mem_params(Tx *tx);                           // Kernel.params and their arrays
PtrVal mem_ptr(Tx *tx, LLVMValueRef p);            // resolve a pointer operand (one array)
PtrVal mem_ptr_any(Tx *tx, LLVMValueRef p);        // ... which may have several bases
Instr *mem_base_code(Tx *tx, PtrVal p);            // i32: the Array.id it names, -1 null
PtrVal mem_join(Tx *tx, PtrVal a, PtrVal b, Instr *base, Instr *off); // union of a's and b's arrays
PtrVal mem_alts_of(Tx *tx, LLVMValueRef p);        // the arrays a pointer phi may name (no code)
Array *mem_base(Tx *tx, LLVMValueRef p);           // its Array, without emitting code
void mem_fresh_alloc(Tx *tx, LLVMValueRef call); // device malloc / new
void mem_lower(Tx *tx, LLVMValueRef in, LLVMOpcode op); // alloca/load/store/gep/ptr casts/atomics
bool mem_is_ptr(LLVMValueRef v);
uint64_t mem_param_align(Tx *tx, LLVMValueRef arg); // alignment of a pointer parameter's pointee
bool mem_is_event(LLVMTypeRef t);                  // OpenCL event_t
Instr *mem_event_value(Tx *tx, LLVMValueRef v);    // an event_t value as an i64 (0: none)
Instr *mem_load_event_at(Tx *tx, LLVMValueRef list, int i); // event i of an event_t list
bool mem_may_alias(Tx *tx, const Array *a);
PtrVal mem_unknown_ptr(Tx *tx, const void *key, const char *what, bool at_entry); // see memory.c
void mem_bind_unknown(Tx *tx, LLVMValueRef v, const char *what); // v: such a pointer
void mem_null_check(Tx *tx, PtrVal p);             // a dereference of p: null is a defect
bool mem_has_entry(Tx *tx, LLVMValueRef p);        // p has a PtrVal of its own (mem_rebind can change it)
void mem_rebind(Tx *tx, LLVMValueRef v, PtrVal p);
void mem_guard_accesses(Tx *tx, int first, Instr *g); // guard the accesses emitted since `first`        // a pointer parameter's or pointer field's array
void mem_access(Tx *tx, InstrKind kind, PtrVal p, int bytes, Instr *val, LLVMValueRef in);
void ocl_lower_cmpxchg(LLVMModuleRef mod);               // builtins.c, before mem2reg
// builtins.c: an access predicate of a pointer that may name several arrays
Instr *access_pred_choice(Tx *tx, LLVMValueRef ptr, AccessPred ap, int bits, Instr *c);
const char *demangle(Arena *a, const char *mangled);     // "_Z6reducePfi" -> "reduce"
const char *demangle_rest(const char *mangled);         // parameter encoding after the name

// ---- annotations.c
int ann_prepare(LLVMModuleRef mod, bool (*is_kernel)(LLVMModuleRef, LLVMValueRef), bool no_inline,
                char *err, size_t errlen);         // contracts moved before inlining
bool ann_is_modular(LLVMValueRef f);               // --no-inline: verified on its own, called by contract
bool ann_call(Tx *tx, LLVMValueRef call, const char *base); // GPUVerify's annotations
bool ann_bodyless(Tx *tx, LLVMValueRef call, LLVMValueRef fn, const char *base);

// ---- funcptr.c
void fp_resolve(LLVMModuleRef mod);                // indirect calls -> dispatch over address-taken functions
bool fp_address_taken(LLVMValueRef f);

// ---- vector.c
bool vec_layout(Tx *tx, LLVMTypeRef ty, Type *elem, int *n); // vector of whole-byte scalars
void vec_bind(Tx *tx, LLVMValueRef v, Instr **lanes);
Instr *vec_lane(Tx *tx, LLVMValueRef v, int i);     // lane i (arbitrary if not followed)
void vec_lower_extract(Tx *tx, LLVMValueRef v, Type t);

// ---- initial.c
Instr *init_load(Tx *tx, const Array *a, Instr *offset, int bytes, Type ty); // constant global's value

// ---- builtins.c
void bi_call(Tx *tx, LLVMValueRef call);           // lowers any call instruction
void bi_proc_call(Tx *tx, LLVMValueRef call, LLVMValueRef fn); // --no-inline: a call by contract

#endif
