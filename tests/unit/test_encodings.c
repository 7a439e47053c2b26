// test_encodings.c — unit tests of the encoding passes: control-flow facts
// (cfg.c), uniformity (uniformity.c), encode_kernel end to end, and Boogie
// accepting the generated programs.
//
// IR comes from two places: small kernels built by hand in an arena (for
// shapes clang would never produce, such as irreducible flow), and the
// kernels of tests/unit/inputs/enc_kernels.cu compiled with clang-14 and
// lowered by the translator.
//
// Usage: test_encodings [REPO_ROOT]   (default: the current directory)
// Prints one line per failed check and ends with `N passed, M failed`.
// TEST_VERBOSE=1 dumps the Boogie text of kernels whose checks fail.
#define TANDEM_ENCODINGS_INTERNAL
#include "../../encodings/encodings.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int passed, failed;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (cond) passed++;                                                        \
    else {                                                                     \
      failed++;                                                                \
      printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);          \
    }                                                                          \
  } while (0)

// CHECK with a printf-style explanation on failure.
#define CHECKF(cond, ...)                                                      \
  do {                                                                         \
    if (cond) passed++;                                                        \
    else {                                                                     \
      failed++;                                                                \
      printf("%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);          \
      printf(__VA_ARGS__);                                                     \
      printf("\n");                                                            \
    }                                                                          \
  } while (0)

static const char *root = ".";
static char tmpdir[256];

// =================================================================== hand-built IR
// A small builder: blocks with room for 16 instructions, dense ids.
enum { KB_MAX_BLOCKS = 32, KB_MAX_INS = 16 };

static Kernel *kb_kernel(Arena *a, const char *name) {
  Kernel *k = NEW(a, Kernel);
  k->name = name;
  k->llvm_name = name;
  k->lang = LANG_CUDA;
  k->blocks = NEW_ARRAY(a, Block *, KB_MAX_BLOCKS);
  return k;
}

static Block *kb_block(Arena *a, Kernel *k, const char *name) {
  if (k->nblocks >= KB_MAX_BLOCKS) {
    fprintf(stderr, "kb_block: too many blocks\n");
    exit(2);
  }
  Block *b = NEW(a, Block);
  b->id = k->nblocks;
  b->name = name;
  b->ins = NEW_ARRAY(a, Instr *, KB_MAX_INS);
  b->term = TERM_RET;
  k->blocks[k->nblocks++] = b;
  return b;
}

// An instruction of `kind` with result type `bits` (0: void), appended to b
// (b NULL: a detached value) with `nargs` operands.
static Instr *kb_ins(Arena *a, Kernel *k, Block *b, InstrKind kind, int bits, int nargs, ...) {
  Instr *in = NEW(a, Instr);
  in->kind = kind;
  in->id = k->ninstrs++;
  in->type.kind = bits ? T_INT : T_VOID;
  in->type.bits = bits;
  in->block = b;
  in->nargs = nargs;
  in->a = NEW_ARRAY(a, Instr *, nargs + 1);
  va_list ap;
  va_start(ap, nargs);
  for (int i = 0; i < nargs; i++)
    in->a[i] = va_arg(ap, Instr *);
  va_end(ap);
  if (b) {
    if (b->nins >= KB_MAX_INS) {
      fprintf(stderr, "kb_ins: too many instructions\n");
      exit(2);
    }
    b->ins[b->nins++] = in;
  }
  return in;
}

static Instr *kb_const(Arena *a, Kernel *k, Block *b, uint64_t v, int bits) {
  Instr *c = kb_ins(a, k, b, I_CONST, bits, 0);
  c->imm = v;
  return c;
}

static void kb_br(Block *b, Block *t) {
  b->term = TERM_BR;
  b->succ[0] = t;
  b->nsucc = 1;
}

static void kb_cbr(Block *b, Instr *cond, Block *t, Block *f) {
  b->term = TERM_CBR;
  b->cond = cond;
  b->succ[0] = t;
  b->succ[1] = f;
  b->nsucc = 2;
}

static void kb_phi_in(Arena *a, Instr *phi, int nargs, Instr **vals, Block **preds) {
  phi->phi_preds = NEW_ARRAY(a, Block *, nargs);
  for (int i = 0; i < nargs; i++) {
    phi->a[i] = vals[i];
    phi->phi_preds[i] = preds[i];
  }
}

// An Enc ready for cfg_build / uniformity_analyse without encode_kernel's
// array analysis (no accesses are assumed modelled with contents).
static void enc_setup(Enc *e, const Kernel *k, const Options *o, Arena *a, char *err,
                      size_t errlen) {
  memset(e, 0, sizeof *e);
  e->k = k;
  e->opt = o;
  e->arena = a;
  e->err = err;
  e->errlen = errlen;
  err[0] = '\0';
  int na = k->narrays + 1, ni = k->ninstrs + 1;
  e->array_equality = NEW_ARRAY(a, bool, na);
  e->array_width = NEW_ARRAY(a, int, na);
  e->array_used = NEW_ARRAY(a, bool, na);
  e->array_atomic = NEW_ARRAY(a, bool, na);
  e->site_of = NEW_ARRAY(a, Site *, ni);
}

// =================================================================== region helpers
// The node of region r holding block b: the block itself, or the child loop
// containing it; -1 when b is outside r.
static int node_of(const Region *r, const Block *b) {
  if (r->loop && !r->loop->body[b->id])
    return -1;
  for (int i = 0; i < r->nnodes; i++)
    if (r->nodes[i].block == b)
      return i;
  for (int i = 0; i < r->nnodes; i++)
    if (r->nodes[i].loop && r->nodes[i].loop->body[b->id])
      return i;
  return -1;
}

// Every edge inside the region (not a back edge to its header, not leaving
// it, not inside one child loop) goes forward in the region's order.
static bool region_topological(const Kernel *k, const Region *r, char *why, size_t n) {
  if (r->nnodes < 1)
    return false;
  Block *entry = r->loop ? r->loop->header : k->blocks[0];
  if (r->nodes[0].block != entry) {
    snprintf(why, n, "nodes[0] is not the region's entry");
    return false;
  }
  for (int bi = 0; bi < k->nblocks; bi++) {
    Block *b = k->blocks[bi];
    int from = node_of(r, b);
    if (from < 0)
      continue;
    for (int s = 0; s < b->nsucc; s++) {
      Block *t = b->succ[s];
      if (r->loop && t == r->loop->header)
        continue;
      int to = node_of(r, t);
      if (to < 0 || to == from)
        continue;
      if (to < from) {
        snprintf(why, n, "edge b%d -> b%d goes from node %d back to node %d", b->id, t->id, from,
                 to);
        return false;
      }
    }
  }
  return true;
}

static bool all_regions_topological(const Kernel *k, const Cfg *c, char *why, size_t n) {
  if (!region_topological(k, c->top, why, n))
    return false;
  for (int i = 0; i < c->nloops; i++)
    if (!c->loops[i]->region || !region_topological(k, c->loops[i]->region, why, n))
      return false;
  return true;
}

// =================================================================== compiled IR
static const char *CUDA_FLAGS =
    "-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 "
    "-Xclang -target-feature -Xclang +ptx70 -Wno-unknown-cuda-version";

// Compiles tests/unit/inputs/NAME to TMP/NAME.bc; returns the .bc path or NULL.
static const char *compile(const char *name) {
  static char out[512];
  char cmd[2048];
  snprintf(out, sizeof out, "%s/%s.bc", tmpdir, name);
  snprintf(cmd, sizeof cmd,
           "clang-14 %s -include %s/headers/cuda.h -emit-llvm -c -O0 -Xclang -disable-O0-optnone "
           "-fno-discard-value-names -g -gcolumn-info %s/tests/unit/inputs/%s -o %s",
           CUDA_FLAGS, root, root, name, out);
  if (system(cmd) != 0) {
    fprintf(stderr, "clang failed: %s\n", cmd);
    return NULL;
  }
  return out;
}

static Kernel *kernel(const Module *m, const char *name) {
  for (int i = 0; m && i < m->nkernels; i++)
    if (!strcmp(m->kernels[i]->name, name))
      return m->kernels[i];
  return NULL;
}

static Block *block_named(const Kernel *k, const char *name) {
  for (int i = 0; k && i < k->nblocks; i++)
    if (k->blocks[i]->name && !strcmp(k->blocks[i]->name, name))
      return k->blocks[i];
  return NULL;
}

static const Array *array_named(const Kernel *k, const char *name) {
  for (int i = 0; k && i < k->narrays; i++)
    if (!strcmp(k->arrays[i]->name, name))
      return k->arrays[i];
  return NULL;
}

// The nth instruction of `kind` (and binop `op` when kind is I_BIN) in k.
static Instr *find_instr(const Kernel *k, InstrKind kind, int op, int nth) {
  for (int b = 0; k && b < k->nblocks; b++)
    for (int i = 0; i < k->blocks[b]->nins; i++) {
      Instr *in = k->blocks[b]->ins[i];
      if (in->kind != kind || (kind == I_BIN && (int)in->binop != op))
        continue;
      if (nth-- == 0)
        return in;
    }
  return NULL;
}

static Loop *loop_with_header(const Cfg *c, const Block *h) {
  for (int i = 0; h && i < c->nloops; i++)
    if (c->loops[i]->header == h)
      return c->loops[i];
  return NULL;
}

// =================================================================== encoding helpers
static int count_checks(const Encoded *en, CheckKind kind) {
  int n = 0;
  for (int i = 0; i < en->nchecks; i++)
    n += en->checks[i].kind == kind;
  return n;
}

// Race checks whose second access is on `array` and of kind `site_kind`.
static int count_race(const Encoded *en, const Array *array, AccessKind site_kind,
                      int *same_group, int *logged_mask) {
  int n = 0;
  for (int i = 0; i < en->nchecks; i++) {
    const Check *c = &en->checks[i];
    if (c->kind != CK_RACE || c->array != array || !c->site || c->site->kind != site_kind)
      continue;
    n++;
    if (same_group)
      *same_group += c->same_group_only;
    if (logged_mask)
      *logged_mask |= 1 << c->logged;
  }
  return n;
}

// Line `line` (1-based) of text, copied into buf.
static bool text_line(const char *text, int line, char *buf, size_t n) {
  if (line < 1)
    return false;
  const char *p = text;
  for (int l = 1; l < line; l++) {
    p = strchr(p, '\n');
    if (!p)
      return false;
    p++;
  }
  const char *end = strchr(p, '\n');
  size_t len = end ? (size_t)(end - p) : strlen(p);
  if (len >= n)
    len = n - 1;
  memcpy(buf, p, len);
  buf[len] = '\0';
  return true;
}

// Every check's bpl_line is a line of the text that starts with `  assert`.
static void check_lines(const char *kname, const Encoded *en) {
  int bad = 0;
  char line[256];
  for (int i = 0; i < en->nchecks; i++) {
    bool ok = text_line(en->bpl, en->checks[i].bpl_line, line, sizeof line) &&
              strncmp(line, "  assert", 8) == 0;
    if (!ok && bad++ < 3 && getenv("TEST_VERBOSE"))
      fprintf(stderr, "%s: check %d (kind %d) bpl_line %d is not an assert: '%s'\n", kname, i,
             en->checks[i].kind, en->checks[i].bpl_line, line);
  }
  CHECKF(bad == 0, "kernel %s: %d of %d checks point at no `  assert` line", kname, bad,
         en->nchecks);
  CHECKF(en->nchecks > 0, "kernel %s has no checks", kname);
}

// Encodes kernel `name` of m with options o; 0 on success. Also checks the
// line table of every check.
static int encode(const Module *m, const char *name, const Options *o, Arena *a, Encoded *en,
                  char *err, size_t errlen) {
  const Kernel *k = kernel(m, name);
  memset(en, 0, sizeof *en);
  CHECKF(k != NULL, "kernel %s not translated", name);
  if (!k)
    return -1;
  CHECKF(!k->unsupported, "kernel %s unsupported: %s", name, k->unsupported);
  int r = encode_kernel(k, o, a, en, err, errlen);
  if (r == 0) {
    CHECKF(en->bpl != NULL, "kernel %s: no Boogie text", name);
    if (en->bpl)
      check_lines(name, en);
  }
  return r;
}

static void dump_on_failure(int failed_before, const char *name, const Encoded *en) {
  if (failed != failed_before && getenv("TEST_VERBOSE") && en->bpl)
    fprintf(stderr, "---- %s\n%s\n", name, en->bpl);
}

// =================================================================== 1. cfg, hand-built
// entry -> A, B; A -> B; B -> A, exit: a loop {A, B} with two entries.
static void test_cfg_irreducible(void) {
  Arena a = {0};
  Options o;
  options_default(&o);
  Kernel *k = kb_kernel(&a, "irr");
  Block *entry = kb_block(&a, k, "entry"), *ba = kb_block(&a, k, "A"), *bb = kb_block(&a, k, "B"),
        *ex = kb_block(&a, k, "exit");
  Instr *tid = kb_ins(&a, k, entry, I_TID, 32, 0);
  Instr *five = kb_const(&a, k, entry, 5, 32);
  Instr *c = kb_ins(&a, k, entry, I_ICMP, 1, 2, tid, five);
  c->cmp = C_ULT;
  kb_cbr(entry, c, ba, bb);
  kb_br(ba, bb);
  kb_cbr(bb, c, ba, ex);
  bb->loc.line = 42;
  (void)ex;
  Enc e;
  char err[512];
  enc_setup(&e, k, &o, &a, err, sizeof err);
  CHECK(!cfg_build(&e));
  CHECKF(strstr(err, "irreducible") != NULL, "message: '%s'", err);
  CHECK(e.failed);
  arena_free(&a);
}

// A reducible hand-built diamond inside a loop: entry -> H; H -> T, F (tid);
// T, F -> J; J -> H, X. Checks loops, regions and representatives without
// clang, and uniformity of a phi with constant inputs at J.
static void test_cfg_handbuilt_loop(void) {
  Arena a = {0};
  Options o;
  options_default(&o);
  Kernel *k = kb_kernel(&a, "hb");
  Block *entry = kb_block(&a, k, "entry"), *h = kb_block(&a, k, "H"), *bt = kb_block(&a, k, "T"),
        *bf = kb_block(&a, k, "F"), *j = kb_block(&a, k, "J"), *x = kb_block(&a, k, "X");
  Instr *zero = kb_const(&a, k, entry, 0, 32), *one = kb_const(&a, k, entry, 1, 32);
  Instr *ten = kb_const(&a, k, entry, 10, 32);
  kb_br(entry, h);
  Instr *iv = kb_ins(&a, k, h, I_PHI, 32, 2, NULL, NULL);
  Instr *tid = kb_ins(&a, k, h, I_TID, 32, 0);
  Instr *ct = kb_ins(&a, k, h, I_ICMP, 1, 2, tid, iv);
  ct->cmp = C_ULT;
  kb_cbr(h, ct, bt, bf);
  kb_br(bt, j);
  kb_br(bf, j);
  Instr *pj = kb_ins(&a, k, j, I_PHI, 32, 2, NULL, NULL);
  kb_phi_in(&a, pj, 2, (Instr *[]){one, zero}, (Block *[]){bt, bf});
  Instr *next = kb_ins(&a, k, j, I_BIN, 32, 2, iv, one);
  next->binop = B_ADD;
  Instr *cl = kb_ins(&a, k, j, I_ICMP, 1, 2, next, ten);
  cl->cmp = C_ULT;
  kb_cbr(j, cl, h, x);
  kb_phi_in(&a, iv, 2, (Instr *[]){zero, next}, (Block *[]){entry, j});
  Enc e;
  char err[512];
  enc_setup(&e, k, &o, &a, err, sizeof err);
  bool ok = cfg_build(&e);
  CHECKF(ok, "cfg_build: %s", err);
  if (!ok) {
    arena_free(&a);
    return;
  }
  CHECK(e.cfg.nloops == 1);
  Loop *l = e.cfg.nloops ? e.cfg.loops[0] : NULL;
  CHECK(l && l->header == h && l->depth == 1 && !l->parent);
  CHECK(l && l->body[h->id] && l->body[bt->id] && l->body[bf->id] && l->body[j->id] &&
        !l->body[entry->id] && !l->body[x->id]);
  CHECK(l && l->exit_targets.len == 1 && l->exit_targets.items[0] == x);
  CHECK(e.cfg.loop_of[j->id] == l && e.cfg.loop_of[x->id] == NULL);
  char why[256] = "";
  CHECKF(all_regions_topological(k, &e.cfg, why, sizeof why), "%s", why);
  // J closes the diamond: it shares the header's predicate; T does not.
  CHECK(e.cfg.rep[j->id] == h->id);
  CHECK(e.cfg.rep[bt->id] == bt->id && e.cfg.rep[bf->id] == bf->id);
  // X comes after the loop: the entry's predicate again.
  CHECK(e.cfg.rep[x->id] == entry->id);
  uniformity_analyse(&e);
  CHECK(e.uniform_block[h->id]);   // the loop is controlled by a uniform counter
  CHECK(e.uniform_value[iv->id] && e.uniform_value[next->id]);
  CHECK(!e.uniform_value[ct->id]);
  CHECK(!e.uniform_block[bt->id] && !e.uniform_block[bf->id]);
  CHECK(e.uniform_block[j->id]);   // shares H's (uniform) predicate
  CHECK(!e.uniform_value[pj->id]); // 1 or 0 depending on the thread's branch
  CHECK(e.uniform_value[one->id] && e.uniform_value[zero->id]);
  arena_free(&a);
}

// Kernel `name` of m with its control flow built and its uniformity
// analysed in `e`; NULL, after a failed check, when either step fails.
static const Kernel *cfg_of(const Module *m, const char *name, const Options *o, Arena *a,
                            Enc *e, char *err, size_t errlen) {
  const Kernel *k = kernel(m, name);
  CHECKF(k != NULL, "kernel %s not translated", name);
  if (!k)
    return NULL;
  enc_setup(e, k, o, a, err, errlen);
  bool ok = cfg_build(e);
  CHECKF(ok, "cfg_build(%s): %s", name, err);
  if (!ok)
    return NULL;
  uniformity_analyse(e);
  return k;
}

// =================================================================== 1-2. compiled
static void test_cfg_compiled(const Module *m, const Options *o) {
  // nested for loops
  {
    Arena a = {0};
    Enc e;
    char err[512];
    const Kernel *k = cfg_of(m, "nested", o, &a, &e, err, sizeof err);
    if (k) {
      CHECK(e.cfg.nloops == 2);
      Block *oh = block_named(k, "for_cond"), *ih = block_named(k, "for_cond1");
      Loop *outer = loop_with_header(&e.cfg, oh), *inner = loop_with_header(&e.cfg, ih);
      CHECK(outer && inner && outer != inner);
      CHECK(outer && outer->depth == 1 && outer->parent == NULL);
      CHECK(inner && inner->depth == 2 && inner->parent == outer);
      CHECK(e.cfg.nloops == 2 && e.cfg.loops[0] == outer); // outermost first
      Block *ib = block_named(k, "for_body3"), *ob = block_named(k, "for_body");
      CHECK(ib && inner && outer && e.cfg.loop_of[ib->id] == inner && outer->body[ib->id]);
      CHECK(ob && inner && outer && e.cfg.loop_of[ob->id] == outer && !inner->body[ob->id]);
      CHECK(oh && e.cfg.loop_of[oh->id] == outer && e.cfg.loop_of[0] == NULL);
      char why[256] = "";
      CHECKF(all_regions_topological(k, &e.cfg, why, sizeof why), "nested: %s", why);
      // after each loop: the predicate of the block before it
      Block *oend = block_named(k, "for_end6"), *iend = block_named(k, "for_end");
      CHECK(oend && e.cfg.rep[oend->id] == 0);
      CHECK(iend && ob && e.cfg.rep[iend->id] == ob->id);
      CHECK(ob && e.cfg.rep[ob->id] == ob->id); // the outer body does not run every time
      CHECK(ib && e.cfg.rep[ib->id] == ib->id);
      // the outer body's region holds the inner loop as one node
      const Region *r = outer ? outer->region : NULL;
      int loop_nodes = 0;
      for (int i = 0; r && i < r->nnodes; i++)
        loop_nodes += r->nodes[i].loop == inner;
      CHECK(r && loop_nodes == 1 && r->nodes[0].block == oh);
    }
    arena_free(&a);
  }
  // divergent if: the join shares the entry's predicate
  {
    Arena a = {0};
    Enc e;
    char err[512];
    const Kernel *k = cfg_of(m, "diverge", o, &a, &e, err, sizeof err);
    if (k) {
      Block *th = block_named(k, "if_then"), *el = block_named(k, "if_else"),
            *end = block_named(k, "if_end");
      CHECK(th && el && end);
      CHECK(e.cfg.nloops == 0);
      CHECK(end && e.cfg.rep[end->id] == 0);
      CHECK(th && e.cfg.rep[th->id] != 0 && e.cfg.rep[th->id] == th->id);
      CHECK(el && e.cfg.rep[el->id] == el->id);
      char why[256] = "";
      CHECKF(all_regions_topological(k, &e.cfg, why, sizeof why), "diverge: %s", why);
      // uniformity: threadIdx.x-dependent values, the if's arms and the
      // phi of two constants are per thread; the join block is not.
      uniformity_analyse(&e);
      Instr *tid = find_instr(k, I_TID, 0, 0), *cmp = find_instr(k, I_ICMP, 0, 0),
            *phi = find_instr(k, I_PHI, 0, 0);
      CHECK(tid && !e.uniform_value[tid->id]);
      CHECK(cmp && !e.uniform_value[cmp->id]);
      CHECK(th && !e.uniform_block[th->id] && el && !e.uniform_block[el->id]);
      CHECK(end && e.uniform_block[end->id]);
      CHECK(phi && phi->nargs == 2 && phi->a[0]->kind == I_CONST && phi->a[1]->kind == I_CONST);
      CHECK(phi && !e.uniform_value[phi->id]);
    }
    arena_free(&a);
  }
  // for (s = blockDim.x / 2; s > 0; s >>= 1): uniform
  {
    Arena a = {0};
    Enc e;
    char err[512];
    const Kernel *k = cfg_of(m, "uloop", o, &a, &e, err, sizeof err);
    if (k) {
      Instr *bd = find_instr(k, I_BDIM, 0, 0), *half = find_instr(k, I_BIN, B_UDIV, 0);
      CHECK(bd && e.uniform_value[bd->id]);
      CHECK(half && half->a[0]->kind == I_BDIM && e.uniform_value[half->id]);
      Block *h = block_named(k, "for_cond"), *body = block_named(k, "for_body");
      CHECK(e.cfg.nloops == 1 && h && e.cfg.loops[0]->header == h);
      CHECK(h && e.uniform_block[h->id]);
      CHECK(body && e.uniform_block[body->id]);
      Instr *phi = find_instr(k, I_PHI, 0, 0);
      CHECK(phi && phi->block == h && e.uniform_value[phi->id]);
      Block *end = block_named(k, "for_end");
      CHECK(end && e.cfg.rep[end->id] == 0);
    }
    arena_free(&a);
  }
  // for (i = threadIdx.x; i < n; i += blockDim.x): divergent
  {
    Arena a = {0};
    Enc e;
    char err[512];
    const Kernel *k = cfg_of(m, "tloop", o, &a, &e, err, sizeof err);
    if (k) {
      Block *h = block_named(k, "for_cond"), *body = block_named(k, "for_body");
      CHECK(e.cfg.nloops == 1 && h && e.cfg.loops[0]->header == h);
      CHECK(h && !e.uniform_block[h->id]);
      CHECK(body && !e.uniform_block[body->id]);
      Instr *phi = find_instr(k, I_PHI, 0, 0);
      CHECK(phi && !e.uniform_value[phi->id]);
      Instr *bd = find_instr(k, I_BDIM, 0, 0);
      CHECK(bd && e.uniform_value[bd->id]);
      CHECK(e.uniform_block[0]);
      // the block after the loop still has the entry's (uniform) predicate
      Block *end = block_named(k, "for_end");
      CHECK(end && e.cfg.rep[end->id] == 0 && e.uniform_block[end->id]);
    }
    arena_free(&a);
  }
}

// =================================================================== 3. encode_kernel
static void test_encode(const Module *m, const Options *o) {
  char err[512];
  Encoded en;

  // barrier divergence checks
  {
    Arena a = {0};
    int f0 = failed;
    if (encode(m, "divbar", o, &a, &en, err, sizeof err) == 0) {
      CHECKF(count_checks(&en, CK_BARRIER_DIVERGENCE) == 1, "divbar: %d divergence checks",
             count_checks(&en, CK_BARRIER_DIVERGENCE));
      for (int i = 0; i < en.nchecks; i++)
        if (en.checks[i].kind == CK_BARRIER_DIVERGENCE)
          CHECK(en.checks[i].loc.line == 19);
      dump_on_failure(f0, "divbar", &en);
    } else
      CHECKF(0, "encode divbar: %s", err);
    encoded_free(&en);
    arena_free(&a);
  }
  {
    Arena a = {0};
    int f0 = failed;
    if (encode(m, "unibar", o, &a, &en, err, sizeof err) == 0) {
      CHECK(count_checks(&en, CK_BARRIER_DIVERGENCE) == 0);
      dump_on_failure(f0, "unibar", &en);
    } else
      CHECKF(0, "encode unibar: %s", err);
    encoded_free(&en);
    arena_free(&a);
  }
  // shared vs global writes, same-group only for shared. Only logs that can
  // race are kept: a write to an array nobody reads or updates atomically is
  // checked against logged writes alone.
  {
    Arena a = {0};
    int f0 = failed;
    const Kernel *k = kernel(m, "sharedw");
    const Array *s = array_named(k, "s");
    CHECK(s && s->space == MS_SHARED);
    if (encode(m, "sharedw", o, &a, &en, err, sizeof err) == 0 && s) {
      int sg = 0, mask = 0;
      CHECK(count_race(&en, s, ACC_WRITE, &sg, &mask) == 1);
      CHECK(sg == 1);
      CHECK(mask == (1 << ACC_WRITE));
      CHECK(count_checks(&en, CK_RACE) == 1);
      CHECK(en.nsites == 1 && en.sites[0].kind == ACC_WRITE && en.sites[0].array == s &&
            en.sites[0].bytes == 4);
      CHECK(strstr(en.bpl, "_same_group") != NULL);
      dump_on_failure(f0, "sharedw", &en);
    } else
      CHECKF(0, "encode sharedw: %s", err);
    encoded_free(&en);
    arena_free(&a);
  }
  {
    Arena a = {0};
    int f0 = failed;
    const Kernel *k = kernel(m, "copy");
    const Array *A = array_named(k, "A"), *B = array_named(k, "B");
    CHECK(A && B && A->space == MS_GLOBAL && B->space == MS_GLOBAL);
    if (encode(m, "copy", o, &a, &en, err, sizeof err) == 0 && A && B) {
      int sg = 0, rmask = 0, wmask = 0;
      // A is only read: reads never race with reads, so no check at all
      CHECK(count_race(&en, A, ACC_READ, &sg, &rmask) == 0);
      CHECK(rmask == 0);
      // B is only written: checked against logged writes alone
      CHECK(count_race(&en, B, ACC_WRITE, &sg, &wmask) == 1);
      CHECK(wmask == (1 << ACC_WRITE));
      CHECK(sg == 0);
      CHECK(count_race(&en, A, ACC_WRITE, NULL, NULL) == 0);
      CHECK(count_race(&en, B, ACC_READ, NULL, NULL) == 0);
      CHECK(count_checks(&en, CK_RACE) == 1 && en.nchecks == 1);
      CHECK(strstr(en.bpl, "_LR_") == NULL); // no read log exists
      // every race check names a site in the copied site table
      for (int i = 0; i < en.nchecks; i++)
        CHECK(en.checks[i].site >= en.sites && en.checks[i].site < en.sites + en.nsites &&
              en.checks[i].site->array == en.checks[i].array);
      CHECK(strstr(en.bpl, "procedure kernel_copy()") != NULL);
      CHECK(en.param_model_names && en.param_model_names[0] == NULL);
      dump_on_failure(f0, "copy", &en);
    } else
      CHECKF(0, "encode copy: %s", err);
    encoded_free(&en);
    arena_free(&a);
  }
  // recursion is the translator's to reject
  {
    const Kernel *k = kernel(m, "rec");
    CHECK(k && k->unsupported && strstr(k->unsupported, "recursi"));
  }
  // __invariant outside a loop
  {
    Arena a = {0};
    const Kernel *k = kernel(m, "badinv");
    CHECK(k && !k->unsupported);
    if (k) {
      int r = encode_kernel(k, o, &a, &en, err, sizeof err);
      CHECK(r == -1);
      CHECKF(strstr(err, "__invariant") != NULL, "message: '%s'", err);
      CHECKF(en.error_loc.line == 35, "error line %d", en.error_loc.line);
      CHECK(en.bpl == NULL);
      encoded_free(&en);
    }
    arena_free(&a);
  }
  // __invariant in a loop condition: one CK_INVARIANT check, internal facts
  {
    Arena a = {0};
    int f0 = failed;
    if (encode(m, "goodinv", o, &a, &en, err, sizeof err) == 0) {
      CHECK(count_checks(&en, CK_INVARIANT) == 1);
      CHECK(count_checks(&en, CK_INTERNAL_INVARIANT) >= 1);
      for (int i = 0; i < en.nchecks; i++)
        if (en.checks[i].kind == CK_INVARIANT)
          CHECK(en.checks[i].loc.line == 39);
      dump_on_failure(f0, "goodinv", &en);
    } else
      CHECKF(0, "encode goodinv: %s", err);
    encoded_free(&en);
    arena_free(&a);
  }
  // equality abstraction: a map for the shared array only when asked
  {
    const Kernel *k = kernel(m, "eqk");
    const Array *s = array_named(k, "s");
    CHECK(s && s->space == MS_SHARED);
    char var[64];
    snprintf(var, sizeof var, "var M_%d:", s ? s->id : -1);
    for (int eq = 0; eq < 2 && s; eq++) {
      Arena a = {0};
      int f0 = failed;
      Options oe = *o;
      oe.equality_abstraction = eq;
      if (encode(m, "eqk", &oe, &a, &en, err, sizeof err) == 0) {
        if (eq) {
          CHECKF(strstr(en.bpl, var) != NULL, "no '%s' with --equality-abstraction", var);
          char havoc[64];
          snprintf(havoc, sizeof havoc, "havoc M_%d;", s->id);
          CHECK(strstr(en.bpl, havoc) != NULL); // the barrier forgets the contents
        } else
          CHECKF(strstr(en.bpl, "var M_") == NULL, "a map without --equality-abstraction");
        dump_on_failure(f0, "eqk", &en);
      } else
        CHECKF(0, "encode eqk (eq=%d): %s", eq, err);
      encoded_free(&en);
      arena_free(&a);
    }
  }
  // every other kernel encodes and its line table is right
  {
    static const char *names[] = {"nested", "diverge", "uloop", "tloop",
                                  "racy",   "safe",    "reduce"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
      Arena a = {0};
      int f0 = failed;
      int r = encode(m, names[i], o, &a, &en, err, sizeof err);
      CHECKF(r == 0, "encode %s: %s", names[i], err);
      if (r == 0 && strcmp(names[i], "nested") == 0)
        CHECK(en.has_candidates);
      dump_on_failure(f0, names[i], &en);
      encoded_free(&en);
      arena_free(&a);
    }
  }
}

// Hand-built kernel end to end: a store of a uniform value in a uniform
// block, then a barrier in a block entered on a thread-dependent branch.
static void test_encode_handbuilt(void) {
  Arena a = {0};
  Options o;
  options_default(&o);
  Kernel *k = kb_kernel(&a, "hand");
  Array *arr = NEW(&a, Array);
  arr->name = "S";
  arr->space = MS_SHARED;
  arr->elem_type = "int";
  arr->elem_bytes = 4;
  arr->size_bytes = 256;
  arr->param_index = -1;
  k->arrays = NEW_ARRAY(&a, Array *, 1);
  k->arrays[0] = arr;
  k->narrays = 1;
  Block *entry = kb_block(&a, k, "entry"), *th = kb_block(&a, k, "then"),
        *end = kb_block(&a, k, "end");
  Instr *tid = kb_ins(&a, k, entry, I_TID, 32, 0);
  Instr *t64 = kb_ins(&a, k, entry, I_CAST, 64, 1, tid);
  t64->cast = CAST_ZEXT;
  Instr *four = kb_const(&a, k, entry, 4, 64);
  Instr *off = kb_ins(&a, k, entry, I_BIN, 64, 2, t64, four);
  off->binop = B_MUL;
  Instr *val = kb_const(&a, k, entry, 7, 32);
  Instr *st = kb_ins(&a, k, entry, I_STORE, 0, 1, val);
  st->array = arr;
  st->offset = off;
  st->bytes = 4;
  st->loc.line = 3;
  Instr *one = kb_const(&a, k, entry, 1, 32);
  Instr *c = kb_ins(&a, k, entry, I_ICMP, 1, 2, tid, one);
  c->cmp = C_ULT;
  kb_cbr(entry, c, th, end);
  Instr *bar = kb_ins(&a, k, th, I_BARRIER, 0, 0);
  bar->fence_flags = FENCE_SHARED | FENCE_GLOBAL;
  bar->loc.line = 5;
  kb_br(th, end);
  Instr *ld = kb_ins(&a, k, end, I_LOAD, 32, 0);
  ld->array = arr;
  ld->offset = off;
  ld->bytes = 4;
  ld->loc.line = 7;
  (void)ld;
  Encoded en;
  char err[512];
  int r = encode_kernel(k, &o, &a, &en, err, sizeof err);
  CHECKF(r == 0, "encode hand: %s", err);
  if (r == 0) {
    check_lines("hand", &en);
    CHECK(count_checks(&en, CK_BARRIER_DIVERGENCE) == 1);
    int sg = 0;
    CHECK(count_race(&en, arr, ACC_WRITE, &sg, NULL) == 2); // vs read, write
    CHECK(count_race(&en, arr, ACC_READ, &sg, NULL) == 1);  // vs write
    CHECK(sg == 3);
    CHECK(en.nsites == 2 && en.sites[0].loc.line == 3 && en.sites[1].loc.line == 7);
    CHECK(strstr(en.bpl, "procedure kernel_hand()") != NULL);
  }
  encoded_free(&en);
  arena_free(&a);
}

// =================================================================== 4. Boogie
typedef struct BoogieResult {
  int verified, errors; // -1 when the summary line is missing
  bool parse_error, type_error, timeout;
  int fail_line[8];     // lines of `Error BP5001` assertion failures
  int nfail;
} BoogieResult;

static bool have_boogie(void) { return system("command -v boogie >/dev/null 2>&1") == 0; }

static BoogieResult run_boogie(const char *name, const Encoded *en) {
  BoogieResult br = {-1, -1, false, false, false, {0}, 0};
  char path[512];
  snprintf(path, sizeof path, "%s/%s.bpl", tmpdir, name);
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "cannot write %s\n", path);
    return br;
  }
  fputs(en->bpl, f);
  fclose(f);
  char cmd[1024];
  snprintf(cmd, sizeof cmd,
           "boogie /nologo /proverOpt:OPTIMIZE_FOR_BV=true /contractInfer /timeLimit:60 %s 2>&1",
           path);
  FILE *p = popen(cmd, "r");
  if (!p) {
    fprintf(stderr, "cannot run boogie\n");
    return br;
  }
  StrBuf out;
  sb_init(&out);
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf - 1, p)) > 0) {
    buf[n] = '\0';
    sb_puts(&out, buf);
  }
  pclose(p);
  const char *s = out.data ? out.data : "";
  const char *sum = strstr(s, "finished with ");
  if (sum && sscanf(sum, "finished with %d verified, %d error", &br.verified, &br.errors) != 2)
    br.verified = br.errors = -1;
  br.parse_error = strstr(s, "parse error") != NULL;
  br.type_error = strstr(s, "type checking error") != NULL || strstr(s, "resolution error");
  br.timeout = strstr(s, "time out") != NULL;
  // `FILE.bpl(LINE,COL): Error BP5001: This assertion might not hold.`
  for (const char *q = s; (q = strstr(q, ".bpl(")) != NULL && br.nfail < 8; q++) {
    int line, col;
    char rest[32];
    if (sscanf(q, ".bpl(%d,%d): %31[^:]", &line, &col, rest) == 3 &&
        strcmp(rest, "Error BP5001") == 0)
      br.fail_line[br.nfail++] = line;
  }
  if (getenv("TEST_VERBOSE"))
    fprintf(stderr, "---- boogie %s\n%s\n", name, s);
  sb_free(&out);
  return br;
}

// The kind of the check at Boogie line `line`, or -1.
static int check_kind_at(const Encoded *en, int line) {
  for (int i = 0; i < en->nchecks; i++)
    if (en->checks[i].bpl_line == line)
      return (int)en->checks[i].kind;
  return -1;
}

// expect_verified: 1 verified, 0 errors; else 0 verified and every failed
// assertion is a check of kind `fail_kind`.
static void boogie_case(const Module *m, const Options *o, const char *name, bool expect_verified,
                        CheckKind fail_kind) {
  Arena a = {0};
  Encoded en;
  char err[512];
  int f0 = failed;
  if (encode(m, name, o, &a, &en, err, sizeof err) == 0) {
    BoogieResult br = run_boogie(name, &en);
    CHECKF(!br.parse_error && !br.type_error, "%s: Boogie rejects the program", name);
    CHECKF(!br.timeout, "%s: Boogie timed out", name);
    if (expect_verified)
      CHECKF(br.verified == 1 && br.errors == 0, "%s: %d verified, %d errors (expected 1, 0)",
             name, br.verified, br.errors);
    else {
      CHECKF(br.verified == 0 && br.errors >= 1, "%s: %d verified, %d errors (expected 0, >=1)",
             name, br.verified, br.errors);
      CHECKF(br.nfail >= 1, "%s: no BP5001 assertion failure reported", name);
      for (int i = 0; i < br.nfail; i++)
        CHECKF(check_kind_at(&en, br.fail_line[i]) == (int)fail_kind,
               "%s: failing line %d is check kind %d, expected %d", name, br.fail_line[i],
               check_kind_at(&en, br.fail_line[i]), (int)fail_kind);
    }
    dump_on_failure(f0, name, &en);
  } else
    CHECKF(0, "encode %s: %s", name, err);
  encoded_free(&en);
  arena_free(&a);
}

static void test_boogie(const Module *m) {
  if (!have_boogie()) {
    CHECKF(0, "boogie is not on PATH (make setup installs it)");
    return;
  }
  Options o;
  options_default(&o);
  o.block_dims_given = 1;
  o.block_dim[0] = 64;
  o.block_dim[1] = o.block_dim[2] = 1;
  o.grid_dims_given = 1;
  o.grid_dim[0] = o.grid_dim[1] = o.grid_dim[2] = 1;
  boogie_case(m, &o, "racy", false, CK_RACE);
  boogie_case(m, &o, "safe", true, CK_RACE);
  boogie_case(m, &o, "reduce", true, CK_RACE); // a loop: Houdini candidates needed
  boogie_case(m, &o, "divbar", false, CK_BARRIER_DIVERGENCE);
}

// =================================================================== main
// fold.c and the printer's power-of-two forms: with --blockDim=64
// --gridDim=4 the stride is the literal 256, `% 256` compares low bits and
// `/ 8` is a shift; no divider is declared at all.
static void test_folding(const Module *m) {
  Options o;
  options_default(&o);
  o.block_dims_given = o.grid_dims_given = 1;
  o.block_dim[0] = 64, o.block_dim[1] = o.block_dim[2] = 1;
  o.grid_dim[0] = 4, o.grid_dim[1] = o.grid_dim[2] = 1;
  Arena a = {0};
  Encoded en;
  char err[512];
  if (encode(m, "folded", &o, &a, &en, err, sizeof err) == 0) {
    CHECK(strstr(en.bpl, "BV32_MUL(64bv32, 4bv32)") == NULL); // folded away
    CHECK(strstr(en.bpl, "BV32_UREM") == NULL && strstr(en.bpl, "BV32_UDIV") == NULL);
    CHECK(strstr(en.bpl, "[8:0]") != NULL); // x % 256: the low 8 bits
    CHECK(strstr(en.bpl, "[32:3]") != NULL); // n / 8: a shift right by 3
    // A is only written: no read log exists
    CHECK(strstr(en.bpl, "_LR_") == NULL && strstr(en.bpl, "_LW_") != NULL);
  } else
    CHECKF(0, "encode folded: %s", err);
  encoded_free(&en);
  arena_free(&a);
}

// The bounded search's second stage (Options.unwind_counted): a counted
// loop is unwound once per visit of its header, so that the code after it
// is reached; anything else, or nested copies past 128, gets loop_unwind.
// The program has exactly `copies` unwound copies of a loop body (0: none).
static bool has_copies(const char *bpl, int copies) {
  char want[64], past[64];
  snprintf(want, sizeof want, "unwound iteration %d\n", copies);
  snprintf(past, sizeof past, "unwound iteration %d\n", copies + 1);
  return copies ? strstr(bpl, want) && !strstr(bpl, past) : !strstr(bpl, "unwound");
}

static void counted_case_capped(const Module *m, const Options *o, const char *name, int copies,
                                int counted, int capped) {
  Arena a = {0};
  Encoded en;
  char err[512];
  if (encode(m, name, o, &a, &en, err, sizeof err) == 0) {
    CHECKF(has_copies(en.bpl, copies), "%s: not %d copies", name, copies);
    CHECKF(en.counted_loops == counted, "%s: %d counted loops, not %d", name, en.counted_loops,
           counted);
    CHECKF(capped < 0 || en.counted_capped == capped, "%s: %d capped, not %d", name,
           en.counted_capped, capped);
  } else
    CHECKF(0, "encode %s: %s", name, err);
  encoded_free(&en);
  arena_free(&a);
}

static void counted_case(const Module *m, const Options *o, const char *name, int copies,
                         int counted) {
  counted_case_capped(m, o, name, copies, counted, -1);
}

static void test_counted_loops(const Module *m) {
  Options o;
  options_default(&o);
  o.block_dims_given = o.grid_dims_given = 1;
  o.block_dim[0] = 64, o.block_dim[1] = o.block_dim[2] = 1;
  o.grid_dim[0] = 1, o.grid_dim[1] = o.grid_dim[2] = 1;
  o.loop_unwind = 1;
  o.unwind_counted = true;
  counted_case(m, &o, "counted_up", 17, 1);
  counted_case(m, &o, "counted_halving", 6, 1);
  counted_case(m, &o, "counted_geometry", 3, 1);
  counted_case(m, &o, "counted_param", 1, 0);
  counted_case(m, &o, "counted_thread", 1, 0);
  counted_case(m, &o, "counted_nested", 17, 1);
  // Without it (--loop-unwind's and the first stage's encoding), one copy;
  // the counted loop is still counted, which tells the driver to go on.
  o.unwind_counted = false;
  counted_case(m, &o, "counted_up", 1, 1);
  // The counts are the full unwinding's even when it is off: the inner loop
  // would sit in 17 outer copies (17 x 17 > 128), so it is capped although
  // this encoding makes one outer copy (the runner's counted re-check reads
  // counted_capped from it).
  counted_case_capped(m, &o, "counted_nested", 1, 1, 1);
  // A lower limit (the unwinding re-check's) caps a loop of 17 visits.
  o.unwind_copies_max = 16;
  counted_case_capped(m, &o, "counted_up", 1, 0, 1);
  o.unwind_counted = true;
  counted_case_capped(m, &o, "counted_up", 1, 0, 1);
}

// Options.unroll_counted (docs/encodings.md §31): an unrollable loop is
// its header visits in sequence, then an internal assertion that no thread
// is left in it (never the bounded search's assume); the others stay loops.
static void unrolled_case(const Module *m, const Options *o, const char *name, int copies,
                          int unrolled, int kept) {
  Arena a = {0};
  Encoded en;
  char err[512];
  if (encode(m, name, o, &a, &en, err, sizeof err) == 0) {
    CHECKF(has_copies(en.bpl, copies), "%s: not %d copies", name, copies);
    CHECKF(en.unrolled_loops == unrolled && en.kept_loops == kept,
           "%s: %d unrolled, %d kept; not %d, %d", name, en.unrolled_loops, en.kept_loops,
           unrolled, kept);
    CHECKF(!strstr(en.bpl, "bounded check") && en.unwound_loops == 0, "%s: bounded", name);
    CHECKF(!unrolled || count_checks(&en, CK_INTERNAL_INVARIANT) >= 1, "%s: no check", name);
  } else
    CHECKF(0, "encode %s: %s", name, err);
  encoded_free(&en);
  arena_free(&a);
}

static void test_unrolled_loops(const Module *m) {
  Options o;
  options_default(&o);
  o.block_dims_given = o.grid_dims_given = 1;
  o.block_dim[0] = 64, o.block_dim[1] = o.block_dim[2] = 1;
  o.grid_dim[0] = 1, o.grid_dim[1] = o.grid_dim[2] = 1;
  o.unroll_counted = true;
  unrolled_case(m, &o, "counted_up", 17, 1, 0);
  unrolled_case(m, &o, "counted_halving", 6, 1, 0);
  unrolled_case(m, &o, "counted_geometry", 3, 1, 0);
  unrolled_case(m, &o, "counted_param", 0, 0, 1);
  unrolled_case(m, &o, "counted_thread", 0, 0, 1);
  // 17 x 17 > 128: the outer loop stays a loop, the inner one is unrolled in it
  unrolled_case(m, &o, "counted_nested", 17, 1, 1);
  // Without the option the loops are loops, counted for the driver.
  o.unroll_counted = false;
  Arena a = {0};
  Encoded en;
  char err[512];
  if (encode(m, "counted_up", &o, &a, &en, err, sizeof err) == 0)
    CHECKF(en.unrollable_loops == 1 && en.kept_loops == 1 && !strstr(en.bpl, "unwound"),
           "counted_up: %d unrollable", en.unrollable_loops);
  else
    CHECKF(0, "encode counted_up: %s", err);
  encoded_free(&en);
  arena_free(&a);
}

static const Kernel *kernel_named(const Module *m, const char *name) {
  for (int i = 0; i < m->nkernels; i++)
    if (!strcmp(m->kernels[i]->name, name))
      return m->kernels[i];
  return NULL;
}

// Whether the encoding of `name` under `o` names a global id (`what`, e.g.
// "global_id_x$1") and states its injectivity.
static bool names_global_id(const Module *m, const char *name, const Options *o,
                            const char *what) {
  Arena a = {0};
  Encoded en;
  char err[512];
  bool found = false;
  if (encode(m, name, o, &a, &en, err, sizeof err) == 0) {
    char lemma[128];
    snprintf(lemma, sizeof lemma, "axiom {:definition} %s == ", what);
    found = strstr(en.bpl, lemma) && strstr(en.bpl, "==> (group_id_x$1 == group_id_x$2");
  } else
    CHECKF(0, "encode %s: %s", name, err);
  encoded_free(&en);
  arena_free(&a);
  return found;
}

static bool names_rank(const Module *m, const char *name) {
  Options o;
  options_default(&o);
  Arena a = {0};
  Encoded en;
  char err[512];
  bool found = false;
  if (encode(m, name, &o, &a, &en, err, sizeof err) == 0)
    found = strstr(en.bpl, "axiom rank_0$1 == rank_0$2 ==> (local_id_z$1 == local_id_z$2 && "
                           "local_id_y$1 == local_id_y$2)") &&
            strstr(en.bpl, "axiom rank_1$1 == rank_1$2 ==> (rank_0$1 == rank_0$2 && "
                           "local_id_x$1 == local_id_x$2)");
  else
    CHECKF(0, "encode %s: %s", name, err);
  encoded_free(&en);
  arena_free(&a);
  return found;
}

// Whether the encoding of `name` under `o` has `text` in it.
static bool encodes_with(const Module *m, const char *name, const Options *o, const char *text) {
  Arena a = {0};
  Encoded en;
  char err[512];
  bool found = false;
  if (encode(m, name, o, &a, &en, err, sizeof err) == 0)
    found = strstr(en.bpl, text) != NULL;
  else
    CHECKF(0, "encode %s: %s", name, err);
  encoded_free(&en);
  arena_free(&a);
  return found;
}

static void test_global_ids(const Module *m) {
  Options o;
  options_default(&o);
  CHECK(names_global_id(m, "gid_sum", &o, "global_id_x$1"));
  CHECK(names_global_id(m, "gid_sum_swapped", &o, "global_id_x$2"));
  CHECK(names_global_id(m, "gid_wide", &o, "global_id64_x$1"));
  // A grid of 2^23 blocks of up to 1024 threads: the 32-bit sum wraps, so
  // no injectivity; the 64-bit one still has it.
  o.grid_dims_given = 1;
  o.grid_dim[0] = 8388608, o.grid_dim[1] = o.grid_dim[2] = 1;
  CHECK(!names_global_id(m, "gid_sum", &o, "global_id_x$1"));
  CHECK(names_global_id(m, "gid_wide", &o, "global_id64_x$1"));
  // 2^22 blocks of up to 1024: at most 2^32 threads, no wrap
  o.grid_dim[0] = 4194304;
  CHECK(names_global_id(m, "gid_sum", &o, "global_id_x$1"));
  // a thread rank: two nested sums, each with its fact
  options_default(&o);
  CHECK(names_rank(m, "gid_rank"));
  const Kernel *sum = kernel_named(m, "gid_sum"), *y = kernel_named(m, "gid_reads_y");
  CHECK(sum && ir_geometry_dims_read(sum) == 1);
  CHECK(y && ir_geometry_dims_read(y) == 2);
  // The grid rank: the blocks' linearisation is two sums of block ids
  // below grid sizes, and block * size + rank one of the block rank below
  // the block's size, which fits 64 bits only with CUDA's limit, stated
  // then for CUDA (the module is CUDA), never for OpenCL.
  const char *blocks = "axiom rank64_1$1 == rank64_1$2 ==> (rank64_0$1 == rank64_0$2 && "
                       "(0bv32 ++ group_id_x$1) == (0bv32 ++ group_id_x$2))";
  const char *grid_rank = "==> (rank64_1$1 == rank64_1$2 && (0bv32 ++ rank_3$1) == "
                          "(0bv32 ++ rank_3$2))";
  const char *limit = "axiom BV32_ULE(BV32_MUL(BV32_MUL(group_size_x, group_size_y), "
                      "group_size_z), 1024bv32);";
  CHECK(encodes_with(m, "gid_grid_rank", &o, blocks));
  CHECK(encodes_with(m, "gid_grid_rank", &o, grid_rank));
  CHECK(encodes_with(m, "gid_grid_rank", &o, limit));
  // a kernel whose sums fit without it does not get the limit
  CHECK(!encodes_with(m, "gid_rank", &o, limit));
  // a block rank is no digit of blockDim.x alone: only its own two sums
  CHECK(encodes_with(m, "gid_rank_radix_mismatch", &o, "axiom rank_1$1 == rank_1$2"));
  CHECK(!encodes_with(m, "gid_rank_radix_mismatch", &o, "rank_2$1"));
  CHECK(!encodes_with(m, "gid_rank_radix_mismatch", &o, "global_id"));
}

// The two-pass warp method: two procedures, each check tagged with its pass,
// and only the intra-warp one synchronises the warp.
static void test_two_pass(const Module *m) {
  Options o;
  options_default(&o);
  o.block_dims_given = o.grid_dims_given = 1;
  o.block_dim[0] = 32, o.block_dim[1] = o.block_dim[2] = 1;
  o.grid_dim[0] = o.grid_dim[1] = o.grid_dim[2] = 1;
  o.warp_sync = 32;
  Arena a = {0};
  Encoded en;
  char err[512];
  if (encode(m, "warpx", &o, &a, &en, err, sizeof err) == 0) {
    CHECK(en.nprocedures == 2);
    const char *inter = strstr(en.bpl, "procedure kernel_warpx_inter_warp()");
    const char *intra = strstr(en.bpl, "procedure kernel_warpx_intra_warp()");
    CHECK(inter && intra && inter < intra);
    int ninter = 0, nintra = 0;
    for (int i = 0; i < en.nchecks; i++) {
      ninter += en.checks[i].warp_pass == WARP_PASS_INTER;
      nintra += en.checks[i].warp_pass == WARP_PASS_INTRA;
    }
    CHECK(ninter > 0 && ninter == nintra && ninter + nintra == en.nchecks);
    if (inter && intra) {
      // the inter-warp procedure excludes same-warp pairs and never re-syncs
      size_t n = (size_t)(intra - inter);
      char *first = strndup(inter, n);
      CHECK(strstr(first, "assume !(_same_group &&") != NULL);
      CHECK(strstr(first, "_LW_0 && !_lg") == NULL);
      CHECK(strstr(intra, "_LW_0 := _LW_0 && !_lg;") != NULL);
      free(first);
    }
    o.warp_method = WARP_RESYNC;
    Encoded one;
    if (encode(m, "warpx", &o, &a, &one, err, sizeof err) == 0) {
      CHECK(one.nprocedures == 1 && strstr(one.bpl, "procedure kernel_warpx()") != NULL);
      for (int i = 0; i < one.nchecks; i++)
        CHECK(one.checks[i].warp_pass == 0);
    }
    encoded_free(&one);
  } else
    CHECKF(0, "encode warpx: %s", err);
  encoded_free(&en);
  arena_free(&a);
}

// The repetition-free abstraction: which counters qualify, which arrays are
// tied to them, and what the encoding assumes at each refined atomic.
static void rf_case(const Module *m, const char *name, Options *o, int dir, bool tied, int shift,
                    const char *must, const char *must_not) {
  int failed_before = failed;
  const Kernel *k = kernel(m, name);
  Arena a = {0};
  Encoded en;
  char err[512];
  if (!k || encode(m, name, o, &a, &en, err, sizeof err) != 0) {
    CHECKF(0, "encode %s: %s", name, k ? err : "no kernel");
    arena_free(&a);
    return;
  }
  const Array *c = array_named(k, "c"), *out = array_named(k, "out");
  // encode_kernel's Enc is gone: re-run the analysis on a fresh one
  Enc e;
  enc_setup(&e, k, o, &a, err, sizeof err);
  e.array_kinds = NEW_ARRAY(&a, int, k->narrays + 1);
  e.folded = NEW_ARRAY(&a, signed char, k->ninstrs + 1);
  e.folded_value = NEW_ARRAY(&a, uint64_t, k->ninstrs + 1);
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      Instr *in = k->blocks[bi]->ins[i];
      for (int s = 0; s < en.nsites; s++)
        if (in->array && en.sites[s].loc.line == in->loc.line && en.sites[s].loc.col == in->loc.col &&
            en.sites[s].array == in->array && !e.site_of[in->id]) {
          e.site_of[in->id] = &en.sites[s];
          e.array_kinds[in->array->id] |= 1 << en.sites[s].kind;
        }
    }
  for (int s = 0; s < en.nsites; s++)
    vec_push(&a, &e.sites, &en.sites[s]);
  StrBuf notes;
  sb_init(&notes);
  atomics_analyse(&e, &notes);
  CHECKF(c && e.rf_dir[c->id] == dir, "%s: counter direction %d, expected %d", name,
         c ? e.rf_dir[c->id] : -9, dir);
  CHECKF(out && (e.rf_tie[out->id].counter == c) == tied, "%s: tie %s expected", name,
         tied ? "" : "not");
  if (tied && out)
    CHECKF(e.rf_tie[out->id].shift == shift && e.rf_tie[out->id].bits == 32,
           "%s: tie shift %d bits %d", name, e.rf_tie[out->id].shift, e.rf_tie[out->id].bits);
  CHECKF((strstr(notes.data, "repetition-free") != NULL) == (dir != 0), "%s: note %s", name,
         notes.data);
  if (must)
    CHECKF(strstr(en.bpl, must) != NULL, "%s: lacks '%s'", name, must);
  if (must_not)
    CHECKF(strstr(en.bpl, must_not) == NULL, "%s: has '%s'", name, must_not);
  sb_free(&notes);
  dump_on_failure(failed_before, name, &en);
  encoded_free(&en);
  arena_free(&a);
}

static void test_refined_atomics(const Module *m) {
  Options o;
  options_default(&o);
  // a fixed launch of 64 x 4 threads: 32-bit counters stepped by small
  // constants outside loops cannot wrap around
  o.block_dim[0] = 64, o.block_dims_given = 1;
  o.grid_dim[0] = 4, o.grid_dims_given = 1;
  rf_case(m, "rf_loop", &o, 0, false, 0, NULL, "_UV_");
  rf_case(m, "rf_big_step", &o, 0, false, 0, NULL, "_UV_");
  // _UV_ is the element index: bits [2, 34) of the watched byte of `out`
  rf_case(m, "rf_up", &o, 1, true, 2, "axiom _UV_0 == _W_0[34:2];", NULL);
  rf_case(m, "rf_up", &o, 1, true, 2, " != v", NULL); // the same-instruction distinctness
  rf_case(m, "rf_down_halves", &o, -1, false, 0, "!=", "_UV_");
  rf_case(m, "rf_mixed", &o, 0, false, 0, NULL, "_UV_");
  rf_case(m, "rf_exch", &o, 0, false, 0, NULL, "_UV_");
  // atomicAdd(c, 0) reads the counter: allowed, but its result indexes nothing
  rf_case(m, "rf_peek", &o, 1, false, 0, NULL, "_UV_");
  // int2: the .y field is bytes [4, 8) of an 8-byte slot; the plain store
  // resets the counter, so the barrier forgets the values handed out
  rf_case(m, "rf_reset", &o, 1, true, 3, "_US1_0 := false;", NULL);
  o.no_refined_atomics = true;
  rf_case(m, "rf_up", &o, 0, false, 0, NULL, "_UV_");
  o.no_refined_atomics = false;
  o.warp_sync = 32; // lock-step warps synchronise without a barrier
  rf_case(m, "rf_reset", &o, 0, false, 0, NULL, "_UV_");
}

int main(int argc, char **argv) {
  if (argc > 1)
    root = argv[1];
  snprintf(tmpdir, sizeof tmpdir, "/tmp/tandem_enc_XXXXXX");
  if (!mkdtemp(tmpdir)) {
    perror("mkdtemp");
    return 2;
  }
  test_cfg_irreducible();
  test_cfg_handbuilt_loop();
  test_encode_handbuilt();

  Options o;
  options_default(&o);
  const char *bc = compile("enc_kernels.cu");
  CHECK(bc != NULL);
  if (bc) {
    Arena a = {0};
    Module m;
    char err[512];
    int r = translate_file(bc, LANG_CUDA, &o, &a, &m, err, sizeof err);
    CHECKF(r == 0, "translate_file: %s", err);
    if (r == 0) {
      test_cfg_compiled(&m, &o);
      test_encode(&m, &o);
      test_folding(&m);
      test_counted_loops(&m);
      test_unrolled_loops(&m);
      test_global_ids(&m);
      test_two_pass(&m);
      test_refined_atomics(&m);
      test_boogie(&m);
    }
    arena_free(&a);
  }

  char cmd[512];
  snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
  if (system(cmd) != 0)
    printf("could not remove %s\n", tmpdir);
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
