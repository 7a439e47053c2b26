// geometry.c — the two threads and the launch: thread and group ids of
// threads $1 and $2 as model constants, the launch geometry (fixed by the
// command line or symbolic), and the facts that make the pair arbitrary but
// distinct.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

static const char *const tid_names[3][2] = {
    {"local_id_x$1", "local_id_x$2"}, {"local_id_y$1", "local_id_y$2"},
    {"local_id_z$1", "local_id_z$2"}};
static const char *const bid_names[3][2] = {
    {"group_id_x$1", "group_id_x$2"}, {"group_id_y$1", "group_id_y$2"},
    {"group_id_z$1", "group_id_z$2"}};
static const char *const bdim_names[3] = {"group_size_x", "group_size_y", "group_size_z"};
static const char *const gdim_names[3] = {"num_groups_x", "num_groups_y", "num_groups_z"};

const char *geom_tid(int dim, int thread) { return tid_names[dim][thread - 1]; }
const char *geom_bid(int dim, int thread) { return bid_names[dim][thread - 1]; }
const char *geom_bdim_name(int dim) { return bdim_names[dim]; }
const char *geom_gdim_name(int dim) { return gdim_names[dim]; }

// A size fixed on the command line is written as a literal wherever the
// kernel uses it: z3 then sees `i % 256` rather than `i % group_size_x`, and
// bit-blasts a constant division instead of a general one.
const char *geom_bdim(Enc *e, int dim) {
  if (e->opt->block_dims_given)
    return bpl_const(e, e->opt->block_dim[dim] ? e->opt->block_dim[dim] : 1, 32);
  return bdim_names[dim];
}

const char *geom_gdim(Enc *e, int dim) {
  if (e->opt->grid_dims_given)
    return bpl_const(e, e->opt->grid_dim[dim] ? e->opt->grid_dim[dim] : 1, 32);
  return gdim_names[dim];
}

static void axiom(Enc *e, const char *expr) { sb_printf(&e->decls, "axiom %s;\n", expr); }

static const char *ult(Enc *e, const char *a, const char *b) {
  return bpl_cmp(e, C_ULT, 32, a, b);
}

// Symbolic sizes are bounded by the hardware limits per dimension (CUDA's,
// within what OpenCL devices offer). The bound on a block's total size
// (x*y*z <= 1024) is left out by default: it is a non-linear constraint that
// would be bit-blasted into every query, and dropping it only admits more
// launches. The runner asks for it (block_size_limit) when a counterexample
// needed a bigger block; the product cannot wrap (at most 2^26).
static void symbolic_block(Enc *e) {
  static const char *const max[3] = {"1024bv32", "1024bv32", "64bv32"};
  for (int d = 0; d < 3; d++) {
    if (e->opt->flat_dims & (1u << d)) {
      axiom(e, arena_printf(e->arena, "%s == 1bv32", bdim_names[d]));
      continue;
    }
    axiom(e, bpl_cmp(e, C_UGE, 32, bdim_names[d], "1bv32"));
    axiom(e, bpl_cmp(e, C_ULE, 32, bdim_names[d], max[d]));
  }
  if (e->opt->block_size_limit) {
    const char *xy = bpl_bin(e, B_MUL, 32, bdim_names[0], bdim_names[1]);
    axiom(e, bpl_cmp(e, C_ULE, 32, bpl_bin(e, B_MUL, 32, xy, bdim_names[2]), "1024bv32"));
  }
}

// The number of threads in a dimension must fit in 32 bits, so that
// blockIdx * blockDim + threadIdx does not wrap. Stated as a linear bound on
// the grid: with a fixed block size b, gridDim <= (2^32 - 1) / b; with a
// symbolic one (at most 1024, 1024, 64), gridDim <= 2^22 - 1 in x (2^31 - 1
// would be CUDA's limit) and 65535 in y and z.
static unsigned long long symbolic_grid_max(const Options *o, int d) {
  unsigned long long max = d == 0 ? 2147483647ULL : 65535ULL;
  if (o->block_dims_given) {
    unsigned b = o->block_dim[d] ? o->block_dim[d] : 1;
    if (4294967295ULL / b < max)
      max = 4294967295ULL / b;
  } else if (d == 0) {
    max = 4194303ULL;
  }
  return max;
}

static void symbolic_grid(Enc *e) {
  for (int d = 0; d < 3; d++) {
    unsigned long long max = symbolic_grid_max(e->opt, d);
    if (e->opt->flat_dims & (1u << d)) {
      axiom(e, arena_printf(e->arena, "%s == 1bv32", gdim_names[d]));
      continue;
    }
    axiom(e, bpl_cmp(e, C_UGE, 32, gdim_names[d], "1bv32"));
    axiom(e, bpl_cmp(e, C_ULE, 32, gdim_names[d], arena_printf(e->arena, "%llubv32", max)));
  }
}

// --global_size G (OpenCL). Without a local size, the local size L stays
// symbolic and the number of groups follows from it: G / L with L dividing
// G, or ceil(G / L) with --non-uniform-work-groups. With non-uniform groups
// (either way) the work-items of the last group beyond G do not exist: each
// thread of the pair has group * L + local id < G. No term wraps: G < 2^31
// (parse_dims) and L <= 1024 (or given, also < 2^31), so G + L - 1 and
// group * L + local id < G + L fit in 32 bits.
static void global_size_facts(Enc *e) {
  const Options *o = e->opt;
  for (int d = 0; d < 3; d++) {
    const char *g = arena_printf(e->arena, "%ubv32", o->global_size[d]), *l = bdim_names[d];
    if (!o->grid_dims_given) {
      const char *n = o->non_uniform_groups
                          ? bpl_bin(e, B_UDIV, 32, bpl_bin(e, B_SUB, 32, bpl_bin(e, B_ADD, 32, g, l), "1bv32"), l)
                          : bpl_bin(e, B_UDIV, 32, g, l);
      axiom(e, arena_printf(e->arena, "%s == %s", gdim_names[d], n));
      if (!o->non_uniform_groups)
        axiom(e, arena_printf(e->arena, "%s == 0bv32", bpl_bin(e, B_UREM, 32, g, l)));
    }
    if (o->non_uniform_groups)
      for (int t = 0; t < 2; t++)
        axiom(e, ult(e, bpl_bin(e, B_ADD, 32, bpl_bin(e, B_MUL, 32, bid_names[d][t], l), tid_names[d][t]), g));
  }
}

void geometry_declare(Enc *e) {
  const Options *o = e->opt;
  Arena *a = e->arena;
  sb_puts(&e->decls, "\n// the two threads and the launch geometry\n");
  for (int d = 0; d < 3; d++)
    sb_printf(&e->decls, "const %s: bv32;\nconst %s: bv32;\n", bdim_names[d], gdim_names[d]);
  for (int d = 0; d < 3; d++)
    for (int t = 0; t < 2; t++)
      sb_printf(&e->decls, "const %s: bv32;\nconst %s: bv32;\n", tid_names[d][t], bid_names[d][t]);
  sb_printf(&e->decls, "const %s: bool;\n", SAME_GROUP);

  if (o->block_dims_given)
    for (int d = 0; d < 3; d++)
      axiom(e, arena_printf(a, "%s == %ubv32", bdim_names[d], o->block_dim[d] ? o->block_dim[d] : 1));
  else
    symbolic_block(e);
  if (o->grid_dims_given)
    for (int d = 0; d < 3; d++)
      axiom(e, arena_printf(a, "%s == %ubv32", gdim_names[d], o->grid_dim[d] ? o->grid_dim[d] : 1));
  else if (!o->global_size[0])
    symbolic_grid(e);
  if (o->global_size[0])
    global_size_facts(e);

  for (int d = 0; d < 3; d++)
    for (int t = 0; t < 2; t++) {
      axiom(e, ult(e, tid_names[d][t], bdim_names[d]));
      axiom(e, ult(e, bid_names[d][t], gdim_names[d]));
    }
  axiom(e, arena_printf(a, "%s <==> (%s == %s && %s == %s && %s == %s)", SAME_GROUP,
                        bid_names[0][0], bid_names[0][1], bid_names[1][0], bid_names[1][1],
                        bid_names[2][0], bid_names[2][1]));
  // distinct threads: the pair differs in its local id or in its group
  axiom(e, arena_printf(a, "!(%s && %s == %s && %s == %s && %s == %s)", SAME_GROUP,
                        tid_names[0][0], tid_names[0][1], tid_names[1][0], tid_names[1][1],
                        tid_names[2][0], tid_names[2][1]));
  if (o->only_intra_group)
    axiom(e, SAME_GROUP);
}

// ------------------------------------------------------------------ global ids

// Nearly every CUDA kernel indexes with blockIdx.x * blockDim.x +
// threadIdx.x. That two threads with one such id have one block and one
// thread index is a fact of integer arithmetic, true whenever the sum
// cannot wrap; but z3 sees a product of two symbolic bit-vectors, and to
// prove `b1 * B + t1 != b2 * B + t2` it must refute a 32-bit multiplier
// circuit, which it does not do in minutes (a one-line kernel under a
// symbolic launch timed out after 60 s). So the sum becomes a per-thread
// constant, defined by an axiom, with the fact stated beside it:
//     gid$1 == gid$2 ==> (b1 == b2 && t1 == t2)
// It holds for 32-bit sums when the largest grid times the largest block
// the launch allows stays below 2^32 (then no term wraps: b * B + t <=
// (G - 1) * B + B - 1 < G * B), and always for the 64-bit sums of
// zero-extended ids (below 2^64). Only dimensions the kernel uses this way
// get the constants, so other kernels' queries do not change.

static unsigned long long block_max(const Options *o, int d) {
  static const unsigned long long symbolic[3] = {1024, 1024, 64};
  if (o->block_dims_given)
    return o->block_dim[d] ? o->block_dim[d] : 1;
  return o->flat_dims & (1u << d) ? 1 : symbolic[d];
}

// The largest number of groups the launch allows in dimension d, or 0 when
// the launch bounds it only through the global size (OpenCL), whose ids are
// below 2^31 anyway.
static unsigned long long grid_max(const Options *o, int d) {
  if (o->grid_dims_given)
    return o->grid_dim[d] ? o->grid_dim[d] : 1;
  if (o->global_size[0])
    return 0;
  return o->flat_dims & (1u << d) ? 1 : symbolic_grid_max(o, d);
}

static bool sum_fits_32(const Options *o, int d) {
  unsigned long long g = grid_max(o, d);
  return g == 0 || g * block_max(o, d) <= 4294967296ULL;
}

static const Instr *unwrap_zext(const Instr *v, bool wide) {
  if (!wide)
    return v;
  if (!v || v->kind != I_CAST || v->cast != CAST_ZEXT || v->nargs != 1 || v->a[0]->type.bits != 32)
    return NULL;
  return v->a[0];
}

static bool is_dim(const Instr *v, InstrKind k, int d) { return v && v->kind == k && v->dim == d; }

// `in` is blockIdx.d * blockDim.d + threadIdx.d, in any operand order, of
// 32-bit values or (wide) of their zero-extensions to 64 bits.
static bool global_id_sum(const Instr *in, bool wide, int *dim) {
  if (in->kind != I_BIN || in->binop != B_ADD || in->nargs != 2 ||
      in->type.bits != (wide ? 64 : 32))
    return false;
  for (int i = 0; i < 2; i++) {
    const Instr *m = in->a[i], *t = unwrap_zext(in->a[1 - i], wide);
    if (!t || t->kind != I_TID || !m || m->kind != I_BIN || m->binop != B_MUL || m->nargs != 2)
      continue;
    int d = t->dim;
    const Instr *x = unwrap_zext(m->a[0], wide), *y = unwrap_zext(m->a[1], wide);
    if ((is_dim(x, I_BID, d) && is_dim(y, I_BDIM, d)) || (is_dim(y, I_BID, d) && is_dim(x, I_BDIM, d))) {
      *dim = d;
      return true;
    }
  }
  return false;
}

static void declare_global_id(Enc *e, int d, bool wide) {
  static const char xyz[] = "xyz";
  int bits = wide ? 64 : 32;
  const char *names[2];
  for (int t = 1; t <= 2; t++) {
    names[t - 1] = arena_printf(e->arena, "global_id%s_%c$%d", wide ? "64" : "", xyz[d], t);
    const char *b = geom_bid(d, t), *s = geom_bdim(e, d), *l = geom_tid(d, t);
    if (wide) {
      Type t32 = {T_INT, 32}, t64 = {T_INT, 64};
      b = bpl_cast(e, CAST_ZEXT, t32, t64, b);
      s = bpl_cast(e, CAST_ZEXT, t32, t64, s);
      l = bpl_cast(e, CAST_ZEXT, t32, t64, l);
    }
    sb_printf(&e->decls, "const %s: bv%d;\n", names[t - 1], bits);
    axiom(e, arena_printf(e->arena, "%s == %s", names[t - 1],
                          bpl_bin(e, B_ADD, bits, bpl_bin(e, B_MUL, bits, b, s), l)));
  }
  // no wrap-around (above): one global id, one block and thread index
  axiom(e, arena_printf(e->arena, "%s == %s ==> (%s == %s && %s == %s)", names[0], names[1],
                        geom_bid(d, 1), geom_bid(d, 2), geom_tid(d, 1), geom_tid(d, 2)));
}

const char *geom_global_id(Enc *e, const Instr *in, int thread) {
  int d;
  bool wide = in->type.bits == 64;
  if (!global_id_sum(in, wide, &d) || (!wide && !sum_fits_32(e->opt, d)))
    return NULL;
  unsigned bit = 1u << (2 * d + wide);
  if (!(e->global_ids_declared & bit)) {
    e->global_ids_declared |= bit;
    declare_global_id(e, d, wide);
  }
  static const char xyz[] = "xyz";
  return arena_printf(e->arena, "global_id%s_%c$%d", wide ? "64" : "", xyz[d], thread);
}
