// ir.c — IR helpers: names of kinds and spaces, side effects, and the
// human-readable listing used by tests and `tandem -v`.
#include "ir.h"

#include <stdlib.h>
#include <string.h>

const char *ir_kind_name(InstrKind k) {
  static const char *const names[] = {
      [I_CONST] = "const", [I_UNDEF] = "undef", [I_PARAM] = "param", [I_TID] = "tid",
      [I_BID] = "bid", [I_BDIM] = "bdim", [I_GDIM] = "gdim", [I_BIN] = "bin",
      [I_ICMP] = "icmp", [I_FBIN] = "fbin", [I_FCMP] = "fcmp", [I_FUNC] = "func",
      [I_CAST] = "cast", [I_SELECT] = "select", [I_PHI] = "phi", [I_HAVOC] = "havoc",
      [I_LOAD] = "load", [I_STORE] = "store", [I_READ_RANGE] = "read_range",
      [I_WRITE_RANGE] = "write_range", [I_ATOMIC] = "atomic", [I_BARRIER] = "barrier",
      [I_FENCE] = "fence", [I_SYNCWARP] = "syncwarp", [I_ASSERT] = "assert",
      [I_ASSUME] = "assume", [I_REQUIRES] = "requires", [I_INVARIANT] = "invariant",
      [I_ACCESS_PRED] = "access_pred", [I_OTHER] = "other", [I_ENABLED] = "enabled",
      [I_BARRIER_INV] = "barrier_invariant", [I_SNAPSHOT] = "array_snapshot",
  };
  return (unsigned)k < sizeof names / sizeof names[0] && names[k] ? names[k] : "?";
}

const char *ir_space_name(MemSpace s) {
  switch (s) {
  case MS_PRIVATE: return "private";
  case MS_SHARED: return "shared";
  case MS_GLOBAL: return "global";
  case MS_CONSTANT: return "constant";
  }
  return "?";
}

bool ir_has_side_effect(const Instr *in) {
  switch (in->kind) {
  case I_STORE: case I_WRITE_RANGE: case I_ATOMIC: case I_BARRIER: case I_FENCE:
  case I_SYNCWARP: case I_ASSERT: case I_ASSUME: case I_REQUIRES: case I_INVARIANT:
  case I_BARRIER_INV: case I_SNAPSHOT:
  case I_LOAD: case I_READ_RANGE: // accesses are logged by the race encoding
    return true;
  default:
    return false;
  }
}

static const char *binop_name(BinOp b) {
  static const char *const n[] = {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl",
                                  "lshr", "ashr", "and", "or", "xor", "fadd", "fsub", "fmul",
                                  "fdiv", "frem"};
  return (unsigned)b < sizeof n / sizeof n[0] ? n[b] : "?";
}

static const char *cmp_name(CmpOp c) {
  static const char *const n[] = {"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt",
                                  "sge", "feq", "fne", "flt", "fle", "fgt", "fge", "ord", "uno"};
  return (unsigned)c < sizeof n / sizeof n[0] ? n[c] : "?";
}

static const char *cast_name(CastOp c) {
  static const char *const n[] = {"zext", "sext", "trunc", "bitcast", "fptosi", "fptoui",
                                  "sitofp", "uitofp", "fpext", "fptrunc"};
  return (unsigned)c < sizeof n / sizeof n[0] ? n[c] : "?";
}

static const char *atomic_name(AtomicOp a) {
  static const char *const n[] = {"add", "sub", "exch", "min", "max", "umin", "umax", "inc",
                                  "dec", "cas", "and", "or", "xor", "fadd", "load", "store"};
  return (unsigned)a < sizeof n / sizeof n[0] ? n[a] : "?";
}

static const char *pred_name(AccessPred p) {
  static const char *const n[] = {"no_read", "no_write", "read_implies", "write_implies",
                                  "read_offset", "write_offset"};
  return (unsigned)p < sizeof n / sizeof n[0] ? n[p] : "?";
}

static void put_type(StrBuf *o, Type t) {
  if (t.kind == T_VOID) sb_puts(o, "void");
  else sb_printf(o, "%c%d", t.kind == T_FLOAT ? 'f' : 'i', t.bits);
}

// Integer constants print inline (signed when negative); others as %id.
static void put_val(StrBuf *o, const Instr *v) {
  if (!v) { sb_puts(o, "null"); return; }
  if (v->kind == I_CONST && v->type.kind == T_INT) {
    int b = v->type.bits;
    uint64_t m = b >= 64 ? 0 : 1ull << (b - 1);
    int64_t s = b >= 64 ? (int64_t)v->imm : (int64_t)((v->imm ^ m) - m);
    sb_printf(o, "%lld", (long long)s);
    return;
  }
  sb_printf(o, "%%%d", v->id);
}

static void put_args(StrBuf *o, const Instr *in, int from) {
  for (int i = from; i < in->nargs; i++) {
    sb_puts(o, i > from ? ", " : " ");
    put_val(o, in->a[i]);
  }
}

static const char *base_name(const char *f) {
  const char *s = f ? strrchr(f, '/') : NULL;
  return s ? s + 1 : f;
}

static void put_loc(StrBuf *o, SrcLoc l) {
  if (l.line) sb_printf(o, " @%s:%d:%d", l.file ? base_name(l.file) : "?", l.line, l.col);
}

static void put_access(StrBuf *o, const Instr *in) {
  sb_printf(o, "%s[", in->array ? in->array->name : "?");
  put_val(o, in->offset);
  sb_puts(o, "]");
}

static void dump_kind(const Instr *in, StrBuf *o) {
  switch (in->kind) {
  case I_CONST:
    if (in->type.kind == T_FLOAT) sb_printf(o, "0x%llx", (unsigned long long)in->imm);
    else put_val(o, in);
    break;
  case I_PARAM: sb_printf(o, " %d", in->param); break;
  case I_TID: case I_BID: case I_BDIM: case I_GDIM: sb_printf(o, " %c", 'x' + in->dim); break;
  case I_BIN: case I_FBIN:
    sb_printf(o, " %s%s", binop_name(in->binop), in->nsw ? " nsw" : "");
    put_args(o, in, 0);
    break;
  case I_ICMP: case I_FCMP: sb_printf(o, " %s", cmp_name(in->cmp)); put_args(o, in, 0); break;
  case I_FUNC: sb_printf(o, " %s", in->func); put_args(o, in, 0); break;
  case I_CAST: sb_printf(o, " %s", cast_name(in->cast)); put_args(o, in, 0); break;
  case I_PHI:
    for (int i = 0; i < in->nargs; i++) {
      sb_puts(o, i ? ", [" : " [");
      put_val(o, in->a[i]);
      sb_printf(o, ", b%d]", in->phi_preds && in->phi_preds[i] ? in->phi_preds[i]->id : -1);
    }
    break;
  case I_LOAD: sb_putc(o, ' '); put_access(o, in); sb_printf(o, " %d bytes", in->bytes); break;
  case I_STORE:
    sb_putc(o, ' '); put_access(o, in); sb_puts(o, " ="); put_args(o, in, 0);
    sb_printf(o, " %d bytes", in->bytes);
    break;
  case I_READ_RANGE: case I_WRITE_RANGE:
    sb_putc(o, ' '); put_access(o, in); sb_puts(o, " len "); put_val(o, in->len);
    break;
  case I_ATOMIC:
    sb_printf(o, " %s ", atomic_name(in->atomic_op)); put_access(o, in); put_args(o, in, 0);
    sb_printf(o, " %d bytes scope %d", in->bytes, (int)in->scope);
    break;
  case I_BARRIER: sb_printf(o, " flags %d", in->fence_flags); break;
  case I_FENCE: sb_printf(o, " scope %d", (int)in->scope); break;
  case I_ACCESS_PRED:
    sb_printf(o, " %s %s", pred_name(in->pred), in->array ? in->array->name : "?");
    put_args(o, in, 0);
    break;
  default: put_args(o, in, 0); break;
  }
  if (in->is_volatile) sb_puts(o, " volatile");
}

static void dump_instr(const Instr *in, StrBuf *o) {
  sb_puts(o, "  ");
  if (in->type.kind != T_VOID) {
    sb_printf(o, "%%%d = ", in->id);
  }
  if (in->kind == I_CONST) sb_puts(o, "const ");
  else sb_puts(o, ir_kind_name(in->kind));
  dump_kind(in, o);
  if (in->type.kind != T_VOID && in->kind != I_LOAD) { sb_puts(o, " : "); put_type(o, in->type); }
  if (in->name) sb_printf(o, " (%s)", in->name);
  put_loc(o, in->loc);
  sb_putc(o, '\n');
}

static void dump_term(const Block *b, StrBuf *o) {
  switch (b->term) {
  case TERM_BR: sb_printf(o, "  br b%d", b->succ[0] ? b->succ[0]->id : -1); break;
  case TERM_CBR:
    sb_puts(o, "  cbr ");
    put_val(o, b->cond);
    sb_printf(o, ", b%d, b%d", b->succ[0] ? b->succ[0]->id : -1, b->succ[1] ? b->succ[1]->id : -1);
    break;
  case TERM_RET: sb_puts(o, "  ret"); break;
  case TERM_UNREACHABLE: sb_puts(o, "  unreachable"); break;
  }
  put_loc(o, b->loc);
  sb_putc(o, '\n');
}

static void dump_header(const Kernel *k, StrBuf *o) {
  sb_printf(o, "kernel %s (%s)", k->name, k->llvm_name ? k->llvm_name : "?");
  put_loc(o, k->loc);
  sb_putc(o, '\n');
  if (k->unsupported) {
    sb_printf(o, "  unsupported: %s", k->unsupported);
    put_loc(o, k->unsupported_loc);
    sb_putc(o, '\n');
  }
  for (int i = 0; i < k->nparams; i++) {
    const Param *p = &k->params[i];
    sb_printf(o, "  param %d %s", i, p->name);
    if (p->array) sb_printf(o, " -> array %s", p->array->name);
    else { sb_puts(o, " : "); put_type(o, p->type); }
    sb_putc(o, '\n');
  }
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    sb_printf(o, "  array %d %s: %s %s (%d bytes each), size %lld", a->id, a->name,
              ir_space_name(a->space), a->elem_type, a->elem_bytes, (long long)a->size_bytes);
    for (int f = 0; f < a->nfields; f++)
      sb_printf(o, "%s%s@%d:%d", f ? ", " : " {", a->fields[f].name, a->fields[f].offset, a->fields[f].bytes);
    sb_puts(o, a->nfields ? "}\n" : "\n");
  }
}

void ir_dump(const Kernel *k, StrBuf *o) {
  dump_header(k, o);
  for (int b = 0; b < k->nblocks; b++) {
    const Block *bl = k->blocks[b];
    sb_printf(o, "b%d:", bl->id);
    if (bl->name) sb_printf(o, " ; %s", bl->name);
    sb_putc(o, '\n');
    for (int i = 0; i < bl->nins; i++) dump_instr(bl->ins[i], o);
    dump_term(bl, o);
  }
}

// ------------------------------------------------------------------ geometry use

static unsigned dims_of(const Instr *v, unsigned char *seen, int depth) {
  if (depth > 4096)
    return 7; // too deep to follow: say every dimension is read
  if (!v || seen[v->id])
    return 0;
  seen[v->id] = 1;
  unsigned dims = 0;
  if (v->kind == I_TID || v->kind == I_BID || v->kind == I_BDIM || v->kind == I_GDIM)
    dims |= 1u << v->dim;
  for (int i = 0; i < v->nargs; i++)
    dims |= dims_of(v->a[i], seen, depth + 1);
  dims |= dims_of(v->offset, seen, depth + 1) | dims_of(v->len, seen, depth + 1);
  return dims | dims_of(v->guard, seen, depth + 1) | dims_of(v->event, seen, depth + 1);
}

// Bit d set when the kernel reads threadIdx, blockIdx, blockDim or gridDim
// in dimension d (get_local_id(d) and the like in OpenCL) in what it does:
// an operand, address or guard of an access, barrier, assertion or other
// effect, or a branch condition, directly or through the values they use.
// A value nothing uses does not count: cooperative groups' thread_block
// computes its rank from all three dimensions whether or not the kernel
// asks for it.
unsigned ir_geometry_dims_read(const Kernel *k) {
  unsigned char *seen = calloc((size_t)k->ninstrs + 1, 1);
  if (!seen)
    return 7;
  unsigned dims = 0;
  for (int b = 0; b < k->nblocks; b++) {
    const Block *bl = k->blocks[b];
    for (int i = 0; i < bl->nins; i++)
      if (ir_has_side_effect(bl->ins[i]))
        dims |= dims_of(bl->ins[i], seen, 0);
    dims |= dims_of(bl->cond, seen, 0);
  }
  free(seen);
  return dims;
}

// The instructions of a kernel that `match` accepts.
static int count_instrs(const Kernel *k, bool (*match)(const Instr *)) {
  int n = 0;
  for (int b = 0; b < k->nblocks; b++)
    for (int i = 0; i < k->blocks[b]->nins; i++)
      n += match(k->blocks[b]->ins[i]);
  return n;
}

// Signed products (`nsw` multiplications) of two non-constant values: the
// index arithmetic (`i * n`) that a symbolic size can make overflow.
static bool signed_product(const Instr *in) {
  return in->kind == I_BIN && in->nsw && in->binop == B_MUL && in->a[0]->kind != I_CONST &&
         in->a[1]->kind != I_CONST;
}

int ir_count_signed_products(const Kernel *k) { return count_instrs(k, signed_product); }

// A 64-bit product of two values extended from 32 bits (signed) or 31
// (unsigned): |x * y| <= 2^62, it never overflows (`(size_t)row * width`).
static bool narrow_factor(const Instr *v) {
  return v->kind == I_CAST && v->a[0]->type.kind == T_INT &&
         ((v->cast == CAST_SEXT && v->a[0]->type.bits <= 32) ||
          (v->cast == CAST_ZEXT && v->a[0]->type.bits <= 31));
}

bool ir_narrow_product(const Instr *in) {
  return in->kind == I_BIN && in->binop == B_MUL && in->type.bits == 64 &&
         narrow_factor(in->a[0]) && narrow_factor(in->a[1]);
}

int ir_count_narrow_products(const Kernel *k) { return count_instrs(k, ir_narrow_product); }
