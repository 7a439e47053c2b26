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
const char *geom_bdim(int dim) { return bdim_names[dim]; }
const char *geom_gdim(int dim) { return gdim_names[dim]; }

static void axiom(Enc *e, const char *expr) { sb_printf(&e->decls, "axiom %s;\n", expr); }

static const char *ult(Enc *e, const char *a, const char *b) {
  return bpl_cmp(e, C_ULT, 32, a, b);
}

// Symbolic sizes are bounded by the hardware limits (CUDA's, which are also
// within what OpenCL devices offer): they keep global ids free of overflow.
static void symbolic_block(Enc *e) {
  Arena *a = e->arena;
  const char *prod = NULL;
  for (int d = 0; d < 3; d++) {
    axiom(e, bpl_cmp(e, C_UGE, 32, bdim_names[d], "1bv32"));
    axiom(e, bpl_cmp(e, C_ULE, 32, bdim_names[d], d == 2 ? "64bv32" : "1024bv32"));
    const char *w = arena_printf(a, "(0bv32 ++ %s)", bdim_names[d]);
    prod = prod ? bpl_bin(e, B_MUL, 64, prod, w) : w;
  }
  axiom(e, bpl_cmp(e, C_ULE, 64, prod, "1024bv64"));
}

static void symbolic_grid(Enc *e) {
  for (int d = 0; d < 3; d++) {
    axiom(e, bpl_cmp(e, C_UGE, 32, gdim_names[d], "1bv32"));
    axiom(e, bpl_cmp(e, C_ULE, 32, gdim_names[d], d == 0 ? "2147483647bv32" : "65535bv32"));
  }
}

// The number of threads in a dimension must fit in 32 bits, so that
// blockIdx * blockDim + threadIdx does not wrap.
static void global_size_fits(Enc *e) {
  for (int d = 0; d < 3; d++) {
    const char *prod = bpl_bin(e, B_MUL, 64, arena_printf(e->arena, "(0bv32 ++ %s)", bdim_names[d]),
                               arena_printf(e->arena, "(0bv32 ++ %s)", gdim_names[d]));
    axiom(e, bpl_cmp(e, C_ULE, 64, prod, "4294967295bv64"));
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
  else
    symbolic_grid(e);
  global_size_fits(e);

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
