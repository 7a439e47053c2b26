// ir.h — tandem's kernel IR: what the translator produces from LLVM bitcode
// and what every encoding pass reads.
//
// The IR is a control-flow graph of basic blocks in SSA form, one Kernel per
// GPU kernel, with all device functions already inlined. Pointers do not
// exist as values: every memory access names the Array it touches and a byte
// offset into it (an i64 value), recovered by the translator through casts,
// address-space casts and GEPs. That is the one fact the race encoding
// needs, and it makes mixed element widths, struct fields and memcpy
// uniform: every access is a byte range [offset, offset + bytes).
//
// Everything is allocated in one Arena and never freed individually.
#ifndef TANDEM_IR_H
#define TANDEM_IR_H

#include "../common/tandem.h"

typedef enum { MS_PRIVATE, MS_SHARED, MS_GLOBAL, MS_CONSTANT } MemSpace;

// A struct field, for naming an element in reports (`s[3].y`).
typedef struct Field {
  const char *name;
  int offset; // bytes from the start of the element
  int bytes;
} Field;

// One modelled memory object: a pointer parameter, a __shared__ or
// __device__/__constant__ variable, or a private array (alloca that
// survived mem2reg). Races are checked per Array.
typedef struct Array {
  int id;                 // index in Kernel.arrays
  const char *name;       // source name ("sdata", "A"); never NULL
  MemSpace space;
  const char *elem_type;  // source element type for reports ("int", "float", "struct pair")
  int elem_bytes;         // size of that element type, >= 1
  Field *fields;          // fields of a struct element, NULL otherwise
  int nfields;
  int64_t size_bytes;     // static size, -1 when unknown (pointer parameters, extern __shared__)
  int param_index;        // index in Kernel.params for pointer parameters, else -1
  SrcLoc decl;
  // A pseudo-array standing for memory tandem cannot name (an undefined
  // pointer, the result of a body-less function): never accessed; a
  // dereference of a pointer that may name it is a defect, and this says
  // what the pointer is ("an undefined pointer"). NULL for real arrays.
  const char *unknown;
} Array;

typedef enum { T_VOID, T_INT, T_FLOAT } TypeKind;

// Integers are bit-vectors (bits 1..64, i1 is a boolean). Floats are
// modelled as bit-vectors of their width with uninterpreted operations.
typedef struct Type {
  TypeKind kind;
  int bits;
} Type;

typedef enum {
  // ---- values without side effects
  I_CONST,    // integer or float bit pattern in `imm`
  I_UNDEF,    // undef/poison: an arbitrary value (per thread)
  I_PARAM,    // scalar kernel parameter `param` (uniform)
  I_TID,      // threadIdx / get_local_id, dimension `dim` (i32)
  I_BID,      // blockIdx / get_group_id (i32)
  I_BDIM,     // blockDim / get_local_size (i32, uniform)
  I_GDIM,     // gridDim / get_num_groups (i32, uniform)
  I_BIN,      // integer binary op `binop` on a[0], a[1]
  I_ICMP,     // integer comparison `cmp` on a[0], a[1], result i1
  I_FBIN,     // float binary op `binop` (uninterpreted)
  I_FCMP,     // float comparison `cmp` (uninterpreted), result i1
  I_FUNC,     // pure function `func` (sqrtf, fadd...) applied to a[0..nargs-1]: uninterpreted
  I_CAST,     // `cast` of a[0] to `type`
  I_SELECT,   // a[0] ? a[1] : a[2]
  I_PHI,      // phi: a[i] flows in from phi_preds[i]
  I_HAVOC,    // an arbitrary value (unknown result, e.g. a shuffle); per thread
  // ---- memory
  I_LOAD,     // result = array[offset .. offset+bytes)
  I_STORE,    // array[offset .. offset+bytes) = a[0]
  I_READ_RANGE,  // read of `len` bytes from offset (memcpy source), no result
  I_WRITE_RANGE, // write of `len` bytes at offset (memcpy dest, memset): contents arbitrary
                 // (memset: a[0] is the byte value, may be NULL)
  I_ATOMIC,   // atomic `atomic_op` at array[offset]: a[0] operand, a[1] CAS compare; result old value
  // ---- synchronisation
  I_BARRIER,  // __syncthreads / barrier(flags): `fence_flags` says which spaces it fences;
              // `barrier` says which kind (BarrierKind) and what a[] holds
  I_FENCE,    // __threadfence*: scope in `scope`
  I_SYNCWARP, // __syncwarp(mask a[0]) and warp ops' synchronisation
  // ---- specification (annotations the user writes)
  I_ASSERT,     // __assert(a[0])
  I_ASSUME,     // __assume(a[0])
  I_REQUIRES,   // __requires(a[0]) at kernel entry
  I_INVARIANT,  // __invariant(a[0]) in the header block of a loop
  I_ACCESS_PRED,// __no_read(A) ... : boolean/offset over the race logs, `pred` and `array`
  I_OTHER,      // __other_int(a[0]): a[0] as the other thread of the pair sees it
  I_ENABLED,    // __enabled(): i1, this thread executes this block now (its predicate)
  I_BARRIER_INV,// __barrier_invariant_N(a[0], a[1..]): the condition (i1) and the
                // instantiations (i64 local ids; imm 1: __barrier_invariant_binary_N,
                // a[1..] in pairs); it belongs to the barrier that follows it
  I_SNAPSHOT,   // __array_snapshot(dst, src): a ghost copy of src's contents into `array`
                // (dst); a[0] is an access predicate whose `array` is src
} InstrKind;

typedef enum {
  B_ADD, B_SUB, B_MUL, B_UDIV, B_SDIV, B_UREM, B_SREM,
  B_SHL, B_LSHR, B_ASHR, B_AND, B_OR, B_XOR,
  // float (I_FBIN)
  B_FADD, B_FSUB, B_FMUL, B_FDIV, B_FREM,
} BinOp;

typedef enum {
  C_EQ, C_NE, C_ULT, C_ULE, C_UGT, C_UGE, C_SLT, C_SLE, C_SGT, C_SGE,
  // float (I_FCMP); ordered/unordered folded together: uninterpreted anyway
  C_FEQ, C_FNE, C_FLT, C_FLE, C_FGT, C_FGE, C_FORD, C_FUNO,
} CmpOp;

typedef enum {
  CAST_ZEXT, CAST_SEXT, CAST_TRUNC,
  CAST_BITCAST,              // same width, int <-> float
  CAST_FPTOSI, CAST_FPTOUI, CAST_SITOFP, CAST_UITOFP, CAST_FPEXT, CAST_FPTRUNC,
} CastOp;

typedef enum {
  A_ADD, A_SUB, A_EXCH, A_MIN, A_MAX, A_UMIN, A_UMAX, A_INC, A_DEC,
  A_CAS, A_AND, A_OR, A_XOR, A_FADD, A_LOAD, A_STORE,
} AtomicOp;

typedef enum { SCOPE_BLOCK, SCOPE_DEVICE, SCOPE_SYSTEM } Scope;

// I_BARRIER kinds. BAR_REDUCE_*: __syncthreads_count/and/or, a[0] the i1
// predicate, result i32. BAR_NAMED: barrier a[0] (i32 id) of a block,
// a[1] the i32 thread count or absent (nargs 1: every thread of the block).
// BAR_FLAGS: OpenCL barrier(flags) whose flags are not a constant: a[0]
// is the i32 flags value (CLK_LOCAL_MEM_FENCE 1, CLK_GLOBAL_MEM_FENCE 2),
// `fence_flags` what it may fence (both).
// BAR_COPY_WAIT: OpenCL wait_group_events: every work-item of the group
// waits for the group's async copies whose events are a[0..nargs-1] (i64;
// imm 1: events unknown, no copy completes); len is the i32 count, which
// the group must agree on; it orders nothing else (fence_flags 0).
// BAR_GRID: grid_group::sync() of cooperative groups, a barrier of every
// thread of the grid.
typedef enum { BAR_PLAIN, BAR_REDUCE_COUNT, BAR_REDUCE_AND, BAR_REDUCE_OR, BAR_NAMED,
               BAR_FLAGS, BAR_COPY_WAIT, BAR_GRID } BarrierKind;

// Spaces a barrier fences: CUDA __syncthreads fences both. An I_FENCE may
// add FENCE_NO_ACQUIRE (a release-only fence: OpenCL write_mem_fence,
// atomic_work_item_fence(..., memory_order_release, ...)) or
// FENCE_NO_RELEASE (acquire-only: read_mem_fence, memory_order_acquire).
enum { FENCE_SHARED = 1, FENCE_GLOBAL = 2, FENCE_NO_ACQUIRE = 4, FENCE_NO_RELEASE = 8 };

// An atomic's ordering: an acquire orders the thread's later accesses after
// what it read (as a fence of the atomic's scope right after it would, for
// this read only), a release orders its earlier accesses before this write.
// ORDER_ACQUIRE_SUCCESS: a compare-exchange that acquires when it succeeds
// (success order acquire, failure order relaxed): enough for a lock, whose
// acquire counts only when it succeeded.
// ORDER_WEAK: OpenCL's atomic_compare_exchange_weak: it may report failure
// although it read the expected value (and then wrote nothing), so only its
// boolean result, not the value it read, tells that it wrote.
enum { ORDER_ACQUIRE = 1, ORDER_RELEASE = 2, ORDER_ACQUIRE_SUCCESS = 4, ORDER_WEAK = 8 };

typedef enum {
  AP_NO_READ, AP_NO_WRITE,           // bool
  AP_READ_IMPLIES, AP_WRITE_IMPLIES, // bool, a[0] is the implied condition
  AP_READ_OFFSET, AP_WRITE_OFFSET,   // i64: byte offset of the logged access
} AccessPred;

typedef struct Block Block;
typedef struct Instr Instr;

struct Instr {
  InstrKind kind;
  int id;           // unique within the kernel, 0..Kernel.ninstrs-1
  Type type;        // result type; T_VOID for no result
  SrcLoc loc;
  const char *name; // source-level name when known (for readable Boogie), may be NULL
  Block *block;     // containing block

  Instr **a;        // operands
  int nargs;

  // kind-specific
  uint64_t imm;     // I_CONST (bit pattern, low `type.bits` bits significant);
                    // I_ASSERT/I_ASSUME/I_REQUIRES/I_INVARIANT: 1 for GPUVerify's
                    // __global_* forms (for both threads, executing or not)
  int param;        // I_PARAM: index in Kernel.params
  int dim;          // I_TID/I_BID/I_BDIM/I_GDIM: 0 x, 1 y, 2 z
  BinOp binop;
  CmpOp cmp;
  CastOp cast;
  const char *func; // I_FUNC: function name (uninterpreted)
  Block **phi_preds;// I_PHI: predecessor of each operand

  Array *array;     // memory, I_ACCESS_PRED
  Instr *offset;    // memory: byte offset (i64)
  int bytes;        // memory: access width in bytes (I_LOAD/I_STORE/I_ATOMIC)
  int align;        // I_LOAD/I_STORE/I_ATOMIC: the alignment in bytes the access claims
                    // (LLVM's `align`, relative to the array start); 0: natural (== bytes)
  Instr *len;       // I_READ_RANGE/I_WRITE_RANGE: length in bytes (i64)
  Instr *guard;     // memory: i1, the access happens only where it holds (a pointer with
                    // several possible arrays: one access per array); NULL: always
  bool null_check;  // I_ASSERT: a check that a dereferenced pointer is not null
  const char *deref_what; // null_check: the pointer is not null but may be unknown
                          // memory (Array.unknown): what it is, for the report; else NULL
  bool collective;  // I_READ_RANGE/I_WRITE_RANGE of an OpenCL async work-group copy: made by
                    // the work-group until wait_group_events (encodings: race.c)
  Instr *event;     // collective ranges: the copy's event (i64), which wait_group_events names
  bool is_volatile;
  bool nsw;         // I_BIN add/sub/mul: LLVM's `nsw`, a signed operation of C whose
                    // overflow is undefined behaviour (only the runner's no-overflow
                    // re-check reads it: Options.no_signed_wrap)
  AtomicOp atomic_op;
  Scope scope;      // I_ATOMIC, I_FENCE
  int mem_order;    // I_ATOMIC: ORDER_ACQUIRE | ORDER_RELEASE (OpenCL C 2.0 memory_order);
                    // 0 relaxed (CUDA and OpenCL 1.x atomics)
  int fence_flags;  // I_BARRIER, I_FENCE: FENCE_SHARED | FENCE_GLOBAL (I_FENCE: 0 both;
                    // FENCE_NO_ACQUIRE / FENCE_NO_RELEASE for one-sided fences)
  BarrierKind barrier; // I_BARRIER
  AccessPred pred;  // I_ACCESS_PRED
  int footprint;    // I_READ_RANGE/I_WRITE_RANGE modelling a call of a --no-inline function
                    // (0: not one): > 0 names the (function, parameter or global) it accesses
                    // through, and the function's own check covers two such accesses with the
                    // same tag (race.c); -1: a recursive call in the function's own check
};

typedef enum { TERM_BR, TERM_CBR, TERM_RET, TERM_UNREACHABLE } TermKind;

// Switches are lowered to chains of TERM_CBR by the translator.
struct Block {
  int id;           // index in Kernel.blocks; blocks[0] is the entry
  const char *name; // for readable Boogie, may be NULL
  Instr **ins;      // phis first, then the rest in order
  int nins;
  TermKind term;
  Instr *cond;      // TERM_CBR
  Block *succ[2];   // TERM_BR: succ[0]; TERM_CBR: succ[0] if cond, succ[1] if not
  int nsucc;
  SrcLoc loc;       // location of the terminator
};

typedef struct Param {
  const char *name;   // source name ("n"), never NULL
  Type type;          // scalar parameters; T_VOID for pointer parameters
  Array *array;       // pointer parameters: the array they point to, else NULL
} Param;

typedef struct Kernel {
  const char *name;        // source name ("reduce"), demangled
  const char *llvm_name;   // mangled symbol
  Lang lang;
  SrcLoc loc;              // definition
  Param *params;
  int nparams;
  Array **arrays;
  int narrays;
  Block **blocks;
  int nblocks;
  int ninstrs;
  // When the translator cannot model the kernel soundly it sets this and
  // the kernel is reported as unsupported (exit 2), never verified.
  const char *unsupported; // e.g. "recursion in call to 'f'"
  SrcLoc unsupported_loc;
  // --no-inline: a device function checked against its own contract, not a
  // kernel (scalar parameters per-thread arbitrary, pointers at arbitrary
  // offsets; docs/encodings.md, section 24).
  bool is_proc;
  // --no-inline: the functions checked on their own that this one calls
  // (their checks cover pairs inside them: this verdict depends on theirs).
  struct Kernel **callees;
  int ncallees;
} Kernel;

typedef struct Module {
  Kernel **kernels;
  int nkernels;
} Module;

// ------------------------------------------------------------------ translator API
// Reads LLVM bitcode or textual IR from `path` and lowers each kernel.
// Returns 0 on success; on failure writes a message (no trailing newline)
// into `err` and returns -1. Per-kernel problems go in Kernel.unsupported.
int translate_file(const char *path, Lang lang, const Options *opt, Arena *arena,
                   Module *out, char *err, size_t errlen);

// ------------------------------------------------------------------ helpers (ir.c)
const char *ir_kind_name(InstrKind k);
const char *ir_space_name(MemSpace s);
bool ir_has_side_effect(const Instr *in);
unsigned ir_geometry_dims_read(const Kernel *k); // bit d: reads a size or id of dimension d
int ir_count_signed_products(const Kernel *k); // nsw multiplications of two non-constants
bool ir_narrow_product(const Instr *in);       // 64-bit product of values extended from 32 bits
int ir_count_narrow_products(const Kernel *k);
void ir_dump(const Kernel *k, StrBuf *out); // human-readable, for tests and -v
CmpOp ir_cmp_of_llvm(int predicate); // an LLVMIntPredicate (translate.c)
BinOp ir_binop_of_llvm(int opcode);  // an LLVMOpcode of an integer binop (translate.c)

#endif
