// vcgen.c — tandem's own verification conditions for the Boogie programs
// it generates, for the direct proof attempt (direct.c).
//
// Why: most of a kernel's solver time is not the question but how Boogie
// asks it. Boogie 2.4.1 starts mono (~0.15 s of CPU) and labels every
// assertion so it can say which one failed; those labels keep z3 from
// simplifying the query (stencil2d: 0.6 s with them, 0.33 s without,
// benchmarks/README.md "Direct proofs"). A proof needs no labels: "unsat"
// is all it says. So tandem reads back the program it wrote, computes the
// same verification condition Boogie would (loops cut at their heads with
// the leading assertions as invariants, the program made passive, the
// weakest precondition of each block), and asks z3 itself. Only an "unsat"
// is used; anything else goes to Boogie as before (direct.c).
//
// The input is the Boogie that encodings/ prints, a small subset of the
// language: constants, functions (bit-vector built-ins and uninterpreted
// ones), axioms, procedures with local variables, assignments, havoc,
// assume, assert, goto, return and labels; types bool, int, bvN and
// one-dimensional maps. Anything else makes vc_parse fail, and the kernel
// goes to Boogie.
#include "runner.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ------------------------------------------------------------------ types

typedef enum { VT_BOOL, VT_INT, VT_BV, VT_MAP } VTypeKind;
typedef struct VType {
  VTypeKind k;
  int width;                  // VT_BV
  const struct VType *dom, *cod; // VT_MAP
} VType;

typedef enum {
  VE_ID, VE_TRUE, VE_FALSE, VE_INT, VE_BV, VE_CALL, VE_NOT, VE_NEG, VE_BIN, VE_ITE, VE_SELECT, VE_STORE,
  VE_EXTRACT
} VExprKind;

typedef enum {
  VB_IFF, VB_IMP, VB_AND, VB_OR, VB_EQ, VB_NE, VB_LT, VB_LE, VB_GT, VB_GE, VB_CONCAT, VB_ADD, VB_SUB, VB_MUL,
  VB_DIV, VB_MOD
} VBinOp;

typedef struct VExpr {
  VExprKind k;
  VBinOp op;
  const char *name; // VE_ID, VE_CALL; literal digits for VE_INT, VE_BV
  int width, hi, lo;
  struct VExpr *a, *b, *c;
  struct VExpr **args;
  int nargs;
  bool definition; // an axiom `{:definition} c == e` (emit_definition)
} VExpr;

typedef enum { VS_ASSIGN, VS_HAVOC, VS_ASSUME, VS_ASSERT } VStmtKind;
typedef struct VStmt {
  VStmtKind k;
  int var;   // VS_ASSIGN, VS_HAVOC: index into the procedure's variables
  VExpr *e;
  int assert_id; // VS_ASSERT: index into VcProgram.asserts
  const char *at; // VS_ASSERT: where its `assert` keyword is in the program text
} VStmt;

// Name -> position in a PtrVec whose items each begin with their name
// (VVar, VConst, VFun, VBlock). A kernel's program declares thousands of
// names and refers to them many times each: with linear searches, 56 % of
// the time vcgen spent reading the eigenvalues sample's 2 MB program (more
// than the attempt's whole budget) went to strcmp. Filled lazily from the
// vector, so an item pushed after a lookup is found too. With last_wins a
// later item of the same name replaces an earlier one (locals shadow
// globals); otherwise the first stays (constants, functions, labels).
typedef struct NameIndex {
  Arena *arena;
  bool last_wins;
  const char **keys;
  int *pos;
  int cap, count, indexed; // indexed: how many of the vector's items are in
} NameIndex;

typedef struct VBlock {
  const char *label;
  PtrVec stmts; // VStmt *
  PtrVec succ_names;
  struct VBlock **succ;
  int nsucc;
  bool returns;       // ends in `return` (or falls off the procedure)
  // analysis
  int index, dfs_state, topo;
  bool reachable;
  PtrVec preds;       // VBlock *, in the DAG
  const char *last_segment; // SMT text of the facts after its last assertion
} VBlock;

typedef struct VVar {
  const char *name;
  const VType *type;
} VVar;

typedef struct VProc {
  const char *name;
  PtrVec vars;   // VVar *: the program's globals, then the locals
  PtrVec blocks; // VBlock *, in text order; [0] is the entry
  NameIndex *var_index, *label_index;
} VProc;

typedef struct VFun {
  const char *name;
  const char *builtin; // NULL: uninterpreted
  PtrVec args;         // VType *
  const VType *result;
} VFun;

typedef struct VConst {
  const char *name;
  const VType *type;
  bool existential;
} VConst;

// One assertion of the program, after loops are cut: its expression was
// written as `assert` in procedure `proc`; `candidate` when it mentions a
// Houdini candidate (an existential constant).
typedef struct VAssert {
  int proc;
  bool candidate;
  bool follows_assert; // the block's previous statement is an assertion
  PtrVec cands; // int * (index into consts + 1), the candidates it mentions
  const char *at; // its `assert` keyword in the program text (vc_assert_line)
} VAssert;

struct VcProgram {
  Arena *arena;
  PtrVec funs, consts, globals, axioms, procs; // VFun, VConst, VVar, VExpr, VProc
  PtrVec asserts;                              // VAssert *
  PtrVec proc_vcs;                             // ProcVc *, per procedure
  PtrVec cands;                                // int *: const index + 1 of each candidate
  NameIndex *const_index, *fun_index;
  // parse state
  const char *src, *p;
  bool failed;
  const char *why;
  VProc *cur; // the procedure being parsed (variables resolve there)
  // The text is for bit-blasting (direct.c, bit_blast_command): asked
  // for, and every int in the program is only compared, chosen by an
  // if-then-else or written as a literal below 2^30 (ints_only_compared).
  // Ints then have the sort (_ BitVec 32), assignments are top-level
  // definitions and predicated stores have no if-then-else between maps.
  bool bit_blasting;
  bool ints_may_be_bv; // ints_only_compared holds (whether or not they are rendered as bv32)
};

// ------------------------------------------------------------------ lexer

static void fail(VcProgram *vp, const char *why) {
  if (!vp->failed) {
    vp->failed = true;
    vp->why = why;
  }
}

static void skip_space(VcProgram *vp) {
  for (;;) {
    while (isspace((unsigned char)*vp->p))
      vp->p++;
    if (vp->p[0] == '/' && vp->p[1] == '/') {
      while (*vp->p && *vp->p != '\n')
        vp->p++;
      continue;
    }
    if (vp->p[0] == '/' && vp->p[1] == '*') {
      const char *end = strstr(vp->p + 2, "*/");
      vp->p = end ? end + 2 : vp->p + strlen(vp->p);
      continue;
    }
    return;
  }
}

static bool ident_char(char c) {
  return isalnum((unsigned char)c) || strchr("_$.#'?^~\\@", c) != NULL;
}

// Consumes `tok` (punctuation or a keyword) if it comes next.
static bool accept(VcProgram *vp, const char *tok) {
  skip_space(vp);
  size_t n = strlen(tok);
  if (strncmp(vp->p, tok, n) != 0)
    return false;
  if (ident_char(tok[0]) && ident_char(vp->p[n]))
    return false; // a keyword must not be the start of a longer name
  vp->p += n;
  return true;
}

static void expect(VcProgram *vp, const char *tok) {
  if (!accept(vp, tok))
    fail(vp, "unexpected token");
}

static bool peek(VcProgram *vp, const char *tok) {
  const char *save = vp->p;
  bool ok = accept(vp, tok);
  vp->p = save;
  return ok;
}

static const char *ident(VcProgram *vp) {
  skip_space(vp);
  const char *s = vp->p;
  if (!ident_char(*s) || isdigit((unsigned char)*s)) {
    fail(vp, "identifier expected");
    return "";
  }
  while (ident_char(*vp->p))
    vp->p++;
  // SMT-LIB quotes names with |...|: a name with | or \ cannot be quoted.
  for (const char *q = s; q < vp->p; q++)
    if (*q == '\\' || *q == '|')
      fail(vp, "name cannot be quoted");
  return arena_strndup(vp->arena, s, (size_t)(vp->p - s));
}

// Skips attributes `{:name ...}`, returning whether one was {:existential true}.
// The attributes tandem's programs give meaning to, as attributes() reports them.
enum { ATTR_EXISTENTIAL = 1, ATTR_DEFINITION = 2 };

static unsigned attributes(VcProgram *vp) {
  unsigned seen = 0;
  while (accept(vp, "{:")) {
    const char *name = ident(vp);
    if (!strcmp(name, "existential"))
      seen |= ATTR_EXISTENTIAL;
    if (!strcmp(name, "definition"))
      seen |= ATTR_DEFINITION;
    int depth = 1;
    while (*vp->p && depth) {
      if (*vp->p == '{')
        depth++;
      else if (*vp->p == '}')
        depth--;
      else if (*vp->p == '"') {
        vp->p++;
        while (*vp->p && *vp->p != '"')
          vp->p++;
      }
      if (*vp->p)
        vp->p++;
    }
  }
  return seen;
}

// The string of `{:bvbuiltin "..."}`, or NULL; skips other attributes.
static const char *builtin_attribute(VcProgram *vp) {
  const char *builtin = NULL;
  for (;;) {
    skip_space(vp);
    if (!strncmp(vp->p, "{:bvbuiltin \"", 13) || !strncmp(vp->p, "{:builtin \"", 11)) {
      const char *s = strchr(vp->p, '"') + 1, *e = strchr(s, '"');
      if (!e) {
        fail(vp, "unterminated string");
        return NULL;
      }
      builtin = arena_strndup(vp->arena, s, (size_t)(e - s));
      vp->p = e + 1;
      expect(vp, "}");
    } else if (peek(vp, "{:")) {
      attributes(vp);
    } else {
      return builtin;
    }
  }
}

// ------------------------------------------------------------------ types

static const VType *parse_type(VcProgram *vp) {
  VType *t = NEW(vp->arena, VType);
  skip_space(vp);
  if (accept(vp, "bool")) {
    t->k = VT_BOOL;
  } else if (accept(vp, "int")) {
    t->k = VT_INT;
  } else if (!strncmp(vp->p, "bv", 2) && isdigit((unsigned char)vp->p[2])) {
    t->k = VT_BV;
    vp->p += 2;
    t->width = (int)strtol(vp->p, (char **)&vp->p, 10);
    if (t->width <= 0)
      fail(vp, "bad bit-vector width");
  } else if (accept(vp, "[")) {
    t->k = VT_MAP;
    t->dom = parse_type(vp);
    if (peek(vp, ","))
      fail(vp, "multi-dimensional map");
    expect(vp, "]");
    t->cod = parse_type(vp);
  } else {
    fail(vp, "unknown type");
  }
  return t;
}

static void sort_text(const VcProgram *vp, StrBuf *sb, const VType *t) {
  switch (t->k) {
  case VT_BOOL: sb_puts(sb, "Bool"); break;
  case VT_INT: sb_puts(sb, vp->bit_blasting ? "(_ BitVec 32)" : "Int"); break;
  case VT_BV: sb_printf(sb, "(_ BitVec %d)", t->width); break;
  case VT_MAP:
    sb_puts(sb, "(Array ");
    sort_text(vp, sb, t->dom);
    sb_putc(sb, ' ');
    sort_text(vp, sb, t->cod);
    sb_putc(sb, ')');
    break;
  }
}

// ------------------------------------------------------------------ expressions

static VExpr *parse_expr(VcProgram *vp);

static VExpr *mk(VcProgram *vp, VExprKind k) {
  VExpr *e = NEW(vp->arena, VExpr);
  e->k = k;
  return e;
}

static VExpr *mk_bin(VcProgram *vp, VBinOp op, VExpr *a, VExpr *b) {
  VExpr *e = mk(vp, VE_BIN);
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

static VExpr *parse_number(VcProgram *vp) {
  const char *s = vp->p;
  while (isdigit((unsigned char)*vp->p))
    vp->p++;
  VExpr *e;
  if (vp->p[0] == 'b' && vp->p[1] == 'v' && isdigit((unsigned char)vp->p[2])) {
    e = mk(vp, VE_BV);
    e->name = arena_strndup(vp->arena, s, (size_t)(vp->p - s));
    vp->p += 2;
    e->width = (int)strtol(vp->p, (char **)&vp->p, 10);
    if (e->width <= 0)
      fail(vp, "bad bit-vector literal");
  } else {
    e = mk(vp, VE_INT);
    e->name = arena_strndup(vp->arena, s, (size_t)(vp->p - s));
  }
  if (ident_char(*vp->p))
    fail(vp, "bad number");
  return e;
}

static VExpr *parse_atom(VcProgram *vp) {
  skip_space(vp);
  if (vp->failed)
    return mk(vp, VE_TRUE);
  if (isdigit((unsigned char)*vp->p))
    return parse_number(vp);
  if (accept(vp, "(")) {
    if (peek(vp, "forall") || peek(vp, "exists") || peek(vp, "lambda"))
      fail(vp, "quantifier");
    VExpr *e = parse_expr(vp);
    expect(vp, ")");
    return e;
  }
  if (accept(vp, "true"))
    return mk(vp, VE_TRUE);
  if (accept(vp, "false"))
    return mk(vp, VE_FALSE);
  if (accept(vp, "if")) {
    VExpr *e = mk(vp, VE_ITE);
    e->a = parse_expr(vp);
    expect(vp, "then");
    e->b = parse_expr(vp);
    expect(vp, "else");
    e->c = parse_expr(vp);
    return e;
  }
  if (peek(vp, "old"))
    fail(vp, "old()");
  const char *name = ident(vp);
  if (accept(vp, "(")) {
    VExpr *e = mk(vp, VE_CALL);
    e->name = name;
    PtrVec args = {0};
    if (!accept(vp, ")")) {
      do
        vec_push(vp->arena, &args, parse_expr(vp));
      while (accept(vp, ",") && !vp->failed);
      expect(vp, ")");
    }
    e->args = (VExpr **)args.items;
    e->nargs = args.len;
    return e;
  }
  VExpr *e = mk(vp, VE_ID);
  e->name = name;
  return e;
}

// Postfix: m[i], m[i := v], e[hi:lo].
static VExpr *parse_postfix(VcProgram *vp) {
  VExpr *e = parse_atom(vp);
  while (!vp->failed && accept(vp, "[")) {
    VExpr *i = parse_expr(vp);
    if (accept(vp, ":=")) {
      VExpr *s = mk(vp, VE_STORE);
      s->a = e;
      s->b = i;
      s->c = parse_expr(vp);
      e = s;
    } else if (accept(vp, ":")) {
      VExpr *lo = parse_expr(vp);
      if (i->k != VE_INT || lo->k != VE_INT) {
        fail(vp, "extraction bounds");
        return e;
      }
      VExpr *x = mk(vp, VE_EXTRACT);
      x->a = e;
      x->hi = atoi(i->name);
      x->lo = atoi(lo->name);
      if (x->hi <= x->lo)
        fail(vp, "empty extraction");
      e = x;
    } else {
      if (peek(vp, ","))
        fail(vp, "multi-dimensional map");
      VExpr *s = mk(vp, VE_SELECT);
      s->a = e;
      s->b = i;
      e = s;
    }
    expect(vp, "]");
  }
  return e;
}

static VExpr *parse_unary(VcProgram *vp) {
  if (accept(vp, "!")) {
    VExpr *e = mk(vp, VE_NOT);
    e->a = parse_unary(vp);
    return e;
  }
  skip_space(vp);
  if (vp->p[0] == '-' && vp->p[1] != '>') {
    vp->p++;
    VExpr *e = mk(vp, VE_NEG);
    e->a = parse_unary(vp);
    return e;
  }
  return parse_postfix(vp);
}

static VExpr *parse_factor(VcProgram *vp) {
  VExpr *e = parse_unary(vp);
  for (;;) {
    if (accept(vp, "*"))
      e = mk_bin(vp, VB_MUL, e, parse_unary(vp));
    else if (accept(vp, "div"))
      e = mk_bin(vp, VB_DIV, e, parse_unary(vp));
    else if (accept(vp, "mod"))
      e = mk_bin(vp, VB_MOD, e, parse_unary(vp));
    else if (peek(vp, "/")) {
      fail(vp, "real division");
      return e;
    } else
      return e;
  }
}

static VExpr *parse_term(VcProgram *vp) {
  VExpr *e = parse_factor(vp);
  for (;;) {
    skip_space(vp);
    if (vp->p[0] == '+' && vp->p[1] != '+') {
      vp->p++;
      e = mk_bin(vp, VB_ADD, e, parse_factor(vp));
    } else if (vp->p[0] == '-' && vp->p[1] != '>') {
      vp->p++;
      e = mk_bin(vp, VB_SUB, e, parse_factor(vp));
    } else {
      return e;
    }
  }
}

static VExpr *parse_concat(VcProgram *vp) {
  VExpr *e = parse_term(vp);
  while (accept(vp, "++"))
    e = mk_bin(vp, VB_CONCAT, e, parse_term(vp));
  return e;
}

static VExpr *parse_relation(VcProgram *vp) {
  VExpr *e = parse_concat(vp);
  static const struct { const char *tok; VBinOp op; } rel[] = {
      {"==>", VB_IMP}, {"==", VB_EQ}, {"!=", VB_NE}, {"<==", VB_IMP}, {"<=", VB_LE},
      {">=", VB_GE}, {"<:", VB_LT}, {"<", VB_LT}, {">", VB_GT}};
  skip_space(vp);
  for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
    if (strncmp(vp->p, rel[i].tok, strlen(rel[i].tok)) != 0)
      continue;
    if (rel[i].op == VB_IMP || !strcmp(rel[i].tok, "<:"))
      return e; // `==>` belongs to a lower level; `<==`, `<:` are not ours
    vp->p += strlen(rel[i].tok);
    return mk_bin(vp, rel[i].op, e, parse_concat(vp));
  }
  return e;
}

static VExpr *parse_logical(VcProgram *vp) {
  VExpr *e = parse_relation(vp);
  if (peek(vp, "&&")) {
    while (accept(vp, "&&"))
      e = mk_bin(vp, VB_AND, e, parse_relation(vp));
  } else if (peek(vp, "||")) {
    while (accept(vp, "||"))
      e = mk_bin(vp, VB_OR, e, parse_relation(vp));
  }
  if (peek(vp, "&&") || peek(vp, "||"))
    fail(vp, "&& and || mixed without parentheses");
  return e;
}

static VExpr *parse_implies(VcProgram *vp) {
  VExpr *e = parse_logical(vp);
  if (peek(vp, "<==") && !peek(vp, "<==>"))
    fail(vp, "<==");
  if (accept(vp, "==>"))
    return mk_bin(vp, VB_IMP, e, parse_implies(vp)); // right-associative
  return e;
}

static VExpr *parse_expr(VcProgram *vp) {
  VExpr *e = parse_implies(vp);
  while (!vp->failed && accept(vp, "<==>"))
    e = mk_bin(vp, VB_IFF, e, parse_implies(vp));
  return e;
}

// ------------------------------------------------------------------ declarations

static unsigned name_hash(const char *s) {
  unsigned h = 2166136261u; // FNV-1a
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

// The slot of `name`, or the empty slot where it would go.
static int index_slot(const NameIndex *ix, const char *name) {
  int i = (int)(name_hash(name) & (unsigned)(ix->cap - 1));
  while (ix->keys[i] && strcmp(ix->keys[i], name))
    i = (i + 1) & (ix->cap - 1);
  return i;
}

static void index_put(NameIndex *ix, const char *name, int pos) {
  if (2 * (ix->count + 1) > ix->cap) { // keep it at most half full
    NameIndex grown = *ix;
    grown.cap = ix->cap ? 2 * ix->cap : 64;
    grown.keys = NEW_ARRAY(ix->arena, const char *, grown.cap);
    grown.pos = NEW_ARRAY(ix->arena, int, grown.cap);
    for (int i = 0; i < ix->cap; i++)
      if (ix->keys[i]) {
        int j = index_slot(&grown, ix->keys[i]);
        grown.keys[j] = ix->keys[i];
        grown.pos[j] = ix->pos[i];
      }
    *ix = grown;
  }
  int i = index_slot(ix, name);
  if (!ix->keys[i]) {
    ix->keys[i] = name;
    ix->pos[i] = pos;
    ix->count++;
  } else if (ix->last_wins) {
    ix->pos[i] = pos;
  }
}

// The position of `name` in `items` (which `ix` indexes), or -1.
static int index_find(NameIndex *ix, const PtrVec *items, const char *name) {
  for (; ix->indexed < items->len; ix->indexed++)
    index_put(ix, *(const char *const *)items->items[ix->indexed], ix->indexed);
  if (!ix->cap)
    return -1;
  int i = index_slot(ix, name);
  return ix->keys[i] ? ix->pos[i] : -1;
}

static NameIndex *new_index(Arena *a, bool last_wins) {
  NameIndex *ix = NEW(a, NameIndex);
  ix->arena = a;
  ix->last_wins = last_wins;
  return ix;
}

static int find_var(const VProc *pr, const char *name) {
  return index_find(pr->var_index, &pr->vars, name); // locals shadow globals
}

static int find_const(const VcProgram *vp, const char *name) {
  return index_find(vp->const_index, &vp->consts, name);
}

static const VFun *find_fun(const VcProgram *vp, const char *name) {
  int i = index_find(vp->fun_index, &vp->funs, name);
  return i < 0 ? NULL : vp->funs.items[i];
}

static void parse_function(VcProgram *vp) {
  VFun *f = NEW(vp->arena, VFun);
  f->builtin = builtin_attribute(vp);
  f->name = ident(vp);
  expect(vp, "(");
  if (!accept(vp, ")")) {
    do {
      // `x: T` or just `T`
      const char *save = vp->p;
      skip_space(vp);
      if (ident_char(*vp->p) && !isdigit((unsigned char)*vp->p)) {
        ident(vp);
        if (!accept(vp, ":"))
          vp->p = save;
      }
      vec_push(vp->arena, &f->args, (void *)parse_type(vp));
    } while (accept(vp, ",") && !vp->failed);
    expect(vp, ")");
  }
  if (!accept(vp, "returns"))
    expect(vp, ":");
  else
    fail(vp, "named function result");
  f->result = parse_type(vp);
  if (!accept(vp, ";"))
    fail(vp, "function with a body");
  vec_push(vp->arena, &vp->funs, f);
}

static void parse_const(VcProgram *vp) {
  bool existential = (attributes(vp) & ATTR_EXISTENTIAL) != 0;
  if (accept(vp, "unique"))
    fail(vp, "unique constants");
  PtrVec names = {0};
  do
    vec_push(vp->arena, &names, (void *)ident(vp));
  while (accept(vp, ",") && !vp->failed);
  expect(vp, ":");
  const VType *t = parse_type(vp);
  expect(vp, ";");
  for (int i = 0; i < names.len; i++) {
    VConst *c = NEW(vp->arena, VConst);
    c->name = names.items[i];
    c->type = t;
    c->existential = existential && t->k == VT_BOOL;
    vec_push(vp->arena, &vp->consts, c);
  }
}

static void parse_var_decl(VcProgram *vp, PtrVec *into) {
  attributes(vp);
  PtrVec names = {0};
  do
    vec_push(vp->arena, &names, (void *)ident(vp));
  while (accept(vp, ",") && !vp->failed);
  expect(vp, ":");
  const VType *t = parse_type(vp);
  if (peek(vp, "where"))
    fail(vp, "where clause");
  expect(vp, ";");
  for (int i = 0; i < names.len; i++) {
    VVar *v = NEW(vp->arena, VVar);
    v->name = names.items[i];
    v->type = t;
    vec_push(vp->arena, into, v);
  }
}

// ------------------------------------------------------------------ statements

static VBlock *new_block(VcProgram *vp, VProc *pr, const char *label) {
  VBlock *b = NEW(vp->arena, VBlock);
  b->label = label;
  b->index = pr->blocks.len;
  vec_push(vp->arena, &pr->blocks, b);
  return b;
}

static void add_stmt(VcProgram *vp, VBlock *b, VStmtKind k, int var, VExpr *e) {
  VStmt *s = NEW(vp->arena, VStmt);
  s->k = k;
  s->var = var;
  s->e = e;
  s->assert_id = -1;
  vec_push(vp->arena, &b->stmts, s);
}

static int var_ref(VcProgram *vp, const char *name) {
  int v = find_var(vp->cur, name);
  if (v < 0)
    fail(vp, "assignment to an undeclared variable");
  return v;
}

// One statement into block *bp; a label or a transfer starts a new block.
static void parse_stmt(VcProgram *vp, VProc *pr, VBlock **bp) {
  VBlock *b = *bp;
  skip_space(vp);
  const char *at = vp->p;
  if (accept(vp, "assert")) {
    attributes(vp);
    add_stmt(vp, b, VS_ASSERT, -1, parse_expr(vp));
    ((VStmt *)b->stmts.items[b->stmts.len - 1])->at = at;
  } else if (accept(vp, "assume")) {
    attributes(vp);
    add_stmt(vp, b, VS_ASSUME, -1, parse_expr(vp));
  } else if (accept(vp, "havoc")) {
    do
      add_stmt(vp, b, VS_HAVOC, var_ref(vp, ident(vp)), NULL);
    while (accept(vp, ",") && !vp->failed);
  } else if (accept(vp, "goto")) {
    do
      vec_push(vp->arena, &b->succ_names, (void *)ident(vp));
    while (accept(vp, ",") && !vp->failed);
    *bp = NULL; // what follows must be a label
  } else if (accept(vp, "return")) {
    b->returns = true;
    *bp = NULL;
  } else if (peek(vp, "call") || peek(vp, "if") || peek(vp, "while") || peek(vp, "break")) {
    fail(vp, "structured statement or call");
    return;
  } else {
    const char *name = ident(vp);
    if (accept(vp, ":=")) {
      add_stmt(vp, b, VS_ASSIGN, var_ref(vp, name), parse_expr(vp));
    } else if (accept(vp, ":")) {
      // a label: the current block falls through into it
      VBlock *nb = new_block(vp, pr, name);
      if (b)
        vec_push(vp->arena, &b->succ_names, (void *)name);
      *bp = nb;
      return;
    } else {
      fail(vp, "unknown statement");
    }
  }
  expect(vp, ";");
}

static void parse_procedure(VcProgram *vp) {
  attributes(vp);
  VProc *pr = NEW(vp->arena, VProc);
  pr->var_index = new_index(vp->arena, true);
  pr->label_index = new_index(vp->arena, false);
  pr->name = ident(vp);
  expect(vp, "(");
  expect(vp, ")");
  if (!accept(vp, "{")) {
    fail(vp, "procedure without a body, or with a contract");
    return;
  }
  for (int i = 0; i < vp->globals.len; i++)
    vec_push(vp->arena, &pr->vars, vp->globals.items[i]);
  vp->cur = pr;
  while (!vp->failed && accept(vp, "var"))
    parse_var_decl(vp, &pr->vars);
  VBlock *b = new_block(vp, pr, "");
  while (!vp->failed && !accept(vp, "}")) {
    if (!*vp->p) {
      fail(vp, "unterminated procedure");
      return;
    }
    if (!b) { // after goto/return only a label may come
      const char *name = ident(vp);
      expect(vp, ":");
      b = new_block(vp, pr, name);
      continue;
    }
    parse_stmt(vp, pr, &b);
  }
  if (b)
    b->returns = true; // falls off the end
  vp->cur = NULL;
  vec_push(vp->arena, &vp->procs, pr);
}

// ------------------------------------------------------------------ checks

// Every name an expression uses must be a variable, constant or function:
// a typo would otherwise become an unconstrained SMT constant.
static void check_expr(VcProgram *vp, const VProc *pr, const VExpr *e) {
  if (!e || vp->failed)
    return;
  if (e->k == VE_ID && (!pr || find_var(pr, e->name) < 0) && find_const(vp, e->name) < 0)
    fail(vp, "unknown name");
  if (e->k == VE_CALL) {
    const VFun *f = find_fun(vp, e->name);
    if (!f || f->args.len != e->nargs)
      fail(vp, "unknown function");
    for (int i = 0; i < e->nargs; i++)
      check_expr(vp, pr, e->args[i]);
  }
  check_expr(vp, pr, e->a);
  check_expr(vp, pr, e->b);
  check_expr(vp, pr, e->c);
}

static void resolve_gotos(VcProgram *vp, VProc *pr) {
  for (int i = 0; i < pr->blocks.len; i++) {
    VBlock *b = pr->blocks.items[i];
    if (b->label[0] && index_find(pr->label_index, &pr->blocks, b->label) != i)
      fail(vp, "duplicate label");
    b->nsucc = b->succ_names.len;
    b->succ = NEW_ARRAY(vp->arena, VBlock *, b->nsucc + 1);
    for (int s = 0; s < b->nsucc; s++) {
      int j = index_find(pr->label_index, &pr->blocks, b->succ_names.items[s]);
      if (j < 0)
        fail(vp, "goto to an unknown label");
      else
        b->succ[s] = pr->blocks.items[j];
    }
    for (int s = 0; s < b->stmts.len; s++)
      check_expr(vp, pr, ((VStmt *)b->stmts.items[s])->e);
  }
}

VcProgram *vc_parse(Arena *a, const char *bpl, const char **why) {
  VcProgram *vp = NEW(a, VcProgram);
  vp->arena = a;
  vp->const_index = new_index(a, false);
  vp->fun_index = new_index(a, false);
  vp->src = vp->p = bpl;
  while (!vp->failed) {
    skip_space(vp);
    if (!*vp->p)
      break;
    if (accept(vp, "function"))
      parse_function(vp);
    else if (accept(vp, "const"))
      parse_const(vp);
    else if (accept(vp, "axiom")) {
      bool definition = (attributes(vp) & ATTR_DEFINITION) != 0;
      VExpr *ax = parse_expr(vp);
      if (ax)
        ax->definition = definition;
      vec_push(a, &vp->axioms, ax);
      expect(vp, ";");
    } else if (accept(vp, "var"))
      parse_var_decl(vp, &vp->globals);
    else if (accept(vp, "procedure"))
      parse_procedure(vp);
    else
      fail(vp, "unknown declaration");
  }
  for (int i = 0; !vp->failed && i < vp->axioms.len; i++)
    check_expr(vp, NULL, vp->axioms.items[i]);
  for (int i = 0; !vp->failed && i < vp->procs.len; i++)
    resolve_gotos(vp, vp->procs.items[i]);
  if (!vp->failed && vp->procs.len == 0)
    fail(vp, "no procedure");
  if (vp->failed) {
    if (why)
      *why = vp->why;
    return NULL;
  }
  return vp;
}

// ------------------------------------------------------------------ loops

// Boogie's reading of a loop (VCGen.ConvertCFG2DAG): the target of a back
// edge is a loop head; the assertions it starts with are the loop's
// invariants. They are checked where the loop is entered (at the head,
// whose only predecessors are then the entering ones) and at the end of
// every back edge's source, whose edge to the head is removed; at the head
// every variable the loop assigns is havocked and the invariants (and the
// head's leading assumptions) are assumed. What remains is acyclic.

typedef struct Graph {
  VProc *pr;
  int n;
  PtrVec *preds;  // per block, VBlock *
  bool *back;     // back[b * n + s]: the edge b -> s is a back edge
} Graph;

static void dfs_back_edges(Graph *g, VBlock *b) {
  b->dfs_state = 1;
  b->reachable = true;
  for (int s = 0; s < b->nsucc; s++) {
    VBlock *t = b->succ[s];
    if (t->dfs_state == 1)
      g->back[b->index * g->n + t->index] = true;
    else if (t->dfs_state == 0)
      dfs_back_edges(g, t);
  }
  b->dfs_state = 2;
}

// Whether `to` is reachable from the entry without passing through `avoid`.
static bool reaches_avoiding(Arena *a, Graph *g, VBlock *to, VBlock *avoid) {
  VBlock *entry = g->pr->blocks.items[0];
  if (entry == avoid)
    return false;
  bool *seen = NEW_ARRAY(a, bool, g->n);
  VBlock **stack = NEW_ARRAY(a, VBlock *, g->n + 1);
  int sp = 0;
  stack[sp++] = entry;
  seen[entry->index] = true;
  while (sp) {
    VBlock *b = stack[--sp];
    if (b == to)
      return true;
    for (int s = 0; s < b->nsucc; s++) {
      VBlock *t = b->succ[s];
      if (t != avoid && !seen[t->index]) {
        seen[t->index] = true;
        stack[sp++] = t;
      }
    }
  }
  return false;
}

// The natural loop of back edge src -> head: marks its blocks in `in`.
static void natural_loop(Arena *a, Graph *g, VBlock *src, VBlock *head, bool *in) {
  VBlock **stack = NEW_ARRAY(a, VBlock *, g->n + 1);
  int sp = 0;
  in[head->index] = true;
  if (!in[src->index]) {
    in[src->index] = true;
    stack[sp++] = src;
  }
  while (sp) {
    VBlock *b = stack[--sp];
    for (int i = 0; i < g->preds[b->index].len; i++) {
      VBlock *p = g->preds[b->index].items[i];
      if (p->reachable && !in[p->index]) {
        in[p->index] = true;
        stack[sp++] = p;
      }
    }
  }
}

static VStmt *stmt_copy(Arena *a, const VStmt *s, VStmtKind k) {
  VStmt *c = NEW(a, VStmt);
  *c = *s;
  c->k = k;
  return c;
}

static void cut_loop(VcProgram *vp, Graph *g, VBlock *head, PtrVec *maintained) {
  Arena *a = vp->arena;
  bool *in = NEW_ARRAY(a, bool, g->n);
  for (int i = 0; i < g->n; i++)
    if (g->back[i * g->n + head->index]) {
      VBlock *src = g->pr->blocks.items[i];
      if (!reaches_avoiding(a, g, src, head))
        natural_loop(a, g, src, head, in);
      else
        fail(vp, "irreducible loop");
    }
  // the variables the loop assigns
  int nv = g->pr->vars.len;
  bool *target = NEW_ARRAY(a, bool, nv);
  for (int i = 0; i < g->n; i++) {
    if (!in[i])
      continue;
    VBlock *b = g->pr->blocks.items[i];
    for (int s = 0; s < b->stmts.len; s++) {
      VStmt *st = b->stmts.items[s];
      if (st->k == VS_ASSIGN || st->k == VS_HAVOC)
        target[st->var] = true;
    }
  }
  PtrVec out = {0};
  int prefix = 0;
  while (prefix < head->stmts.len) {
    VStmt *st = head->stmts.items[prefix];
    if (st->k != VS_ASSERT && st->k != VS_ASSUME)
      break;
    if (st->k == VS_ASSERT) {
      vec_push(a, &out, stmt_copy(a, st, VS_ASSERT)); // checked on entry
      vec_push(a, maintained, stmt_copy(a, st, VS_ASSERT));
    }
    prefix++;
  }
  for (int v = 0; v < nv; v++)
    if (target[v]) {
      VStmt *h = NEW(a, VStmt);
      h->k = VS_HAVOC;
      h->var = v;
      h->assert_id = -1;
      vec_push(a, &out, h);
    }
  for (int s = 0; s < head->stmts.len; s++) {
    VStmt *st = head->stmts.items[s];
    vec_push(a, &out, s < prefix ? stmt_copy(a, st, VS_ASSUME) : st);
  }
  head->stmts = out;
}

static bool make_acyclic(VcProgram *vp, VProc *pr) {
  Arena *a = vp->arena;
  Graph g = {.pr = pr, .n = pr->blocks.len};
  if ((long long)g.n * g.n > 16LL * 1024 * 1024) { // the back-edge matrix
    fail(vp, "too many blocks");
    return false;
  }
  g.preds = NEW_ARRAY(a, PtrVec, g.n);
  g.back = NEW_ARRAY(a, bool, (size_t)g.n * g.n);
  for (int i = 0; i < g.n; i++) {
    VBlock *b = pr->blocks.items[i];
    for (int s = 0; s < b->nsucc; s++)
      vec_push(a, &g.preds[b->succ[s]->index], b);
  }
  dfs_back_edges(&g, pr->blocks.items[0]);
  PtrVec *maintained = NEW_ARRAY(a, PtrVec, g.n); // per head
  for (int h = 0; h < g.n; h++) {
    bool is_head = false;
    for (int i = 0; i < g.n; i++)
      is_head |= g.back[i * g.n + h];
    if (is_head)
      cut_loop(vp, &g, pr->blocks.items[h], &maintained[h]);
  }
  for (int i = 0; i < g.n; i++) {
    VBlock *b = pr->blocks.items[i];
    int k = 0;
    for (int s = 0; s < b->nsucc; s++) {
      VBlock *t = b->succ[s];
      if (!g.back[i * g.n + t->index]) {
        b->succ[k++] = t;
        continue;
      }
      for (int m = 0; m < maintained[t->index].len; m++)
        vec_push(a, &b->stmts, maintained[t->index].items[m]);
    }
    b->nsucc = k;
  }
  return !vp->failed;
}

// ------------------------------------------------------------------ SMT text

// Reverse post-order of the acyclic graph from the entry: a topological order.
static void post_order(VBlock *b, PtrVec *order, Arena *a) {
  b->dfs_state = 3;
  for (int s = 0; s < b->nsucc; s++)
    if (b->succ[s]->dfs_state != 3)
      post_order(b->succ[s], order, a);
  vec_push(a, order, b);
}

// A candidate's assertion is `c ==> e` with c an existential constant, as
// Boogie's Houdini reads it (Houdini.MatchCandidate). Other assertions may
// use candidates too (fences.c puts them inside race checks); they are
// ordinary assertions, checked by the final query.
static bool candidate_assertion(const VcProgram *vp, const VExpr *e, VAssert *as) {
  if (e->k != VE_BIN || e->op != VB_IMP || e->a->k != VE_ID)
    return false;
  int c = find_const(vp, e->a->name);
  if (c < 0 || !((VConst *)vp->consts.items[c])->existential)
    return false;
  vec_push(vp->arena, &as->cands, (void *)(intptr_t)(c + 1));
  return true;
}

// Expression text with each variable at its current version `ver`.
typedef struct Emit {
  VcProgram *vp;
  int proc;
  const VProc *pr;
  const int *ver;
} Emit;

static void emit_expr(const Emit *em, StrBuf *sb, const VExpr *e);

static void emit_args(const Emit *em, StrBuf *sb, const VExpr *a, const VExpr *b) {
  emit_expr(em, sb, a);
  sb_putc(sb, ' ');
  emit_expr(em, sb, b);
  sb_putc(sb, ')');
}

// (op a b c) for if-then-else and map update.
static void emit_ternary(const Emit *em, StrBuf *sb, const char *op, const VExpr *e) {
  sb_printf(sb, "(%s ", op);
  emit_expr(em, sb, e->a);
  sb_putc(sb, ' ');
  emit_args(em, sb, e->b, e->c);
}

// `if p then M[i := v] else M`, tandem's predicated store, as
// `M[i := if p then v else M[i]]` when bit-blasting: the same map, but no
// if-then-else between maps is left, which z3's array elimination
// (direct.c, bit_blast_command) cannot take. Only where the else arm is
// the store's own map, named by the same variable.
static bool emit_predicated_store(const Emit *em, StrBuf *sb, const VExpr *e) {
  const VExpr *st = e->b, *m = e->c;
  if (!em->vp->bit_blasting || st->k != VE_STORE || m->k != VE_ID || st->a->k != VE_ID ||
      strcmp(st->a->name, m->name))
    return false;
  sb_puts(sb, "(store ");
  emit_expr(em, sb, m);
  sb_putc(sb, ' ');
  emit_expr(em, sb, st->b);
  sb_puts(sb, " (ite ");
  emit_expr(em, sb, e->a);
  sb_putc(sb, ' ');
  emit_expr(em, sb, st->c);
  sb_puts(sb, " (select ");
  emit_args(em, sb, m, st->b);
  sb_puts(sb, "))");
  return true;
}

static void emit_var(const Emit *em, StrBuf *sb, const char *name) {
  int v = em->pr ? find_var(em->pr, name) : -1;
  if (v >= 0)
    sb_printf(sb, "|%d.%s@%d|", em->proc, name, em->ver[v]);
  else
    sb_printf(sb, "|%s|", name);
}

static void emit_call(const Emit *em, StrBuf *sb, const VExpr *e) {
  const VFun *f = find_fun(em->vp, e->name);
  if (e->nargs == 0) { // a constant function: no parentheses in SMT-LIB
    sb_printf(sb, f->builtin ? "%s" : "|%s|", f->builtin ? f->builtin : e->name);
    return;
  }
  if (!f->builtin)
    sb_printf(sb, "(|%s|", e->name);
  else if (strchr(f->builtin, ' '))
    sb_printf(sb, "((_ %s)", f->builtin); // indexed: "sign_extend 32"
  else
    sb_printf(sb, "(%s", f->builtin);
  for (int i = 0; i < e->nargs; i++) {
    sb_putc(sb, ' ');
    emit_expr(em, sb, e->args[i]);
  }
  sb_putc(sb, ')');
}

static void emit_expr(const Emit *em, StrBuf *sb, const VExpr *e) {
  static const char *const smt_op[] = {
      [VB_IFF] = "=", [VB_IMP] = "=>", [VB_AND] = "and", [VB_OR] = "or", [VB_EQ] = "=",
      [VB_LT] = "<", [VB_LE] = "<=", [VB_GT] = ">", [VB_GE] = ">=", [VB_CONCAT] = "concat",
      [VB_ADD] = "+", [VB_SUB] = "-", [VB_MUL] = "*", [VB_DIV] = "div", [VB_MOD] = "mod"};
  static const char *const bv_order_op[] = {"bvslt", "bvsle", "bvsgt", "bvsge"};
  switch (e->k) {
  case VE_ID: emit_var(em, sb, e->name); break;
  case VE_TRUE: sb_puts(sb, "true"); break;
  case VE_FALSE: sb_puts(sb, "false"); break;
  case VE_INT:
    sb_printf(sb, em->vp->bit_blasting ? "(_ bv%s 32)" : "%s", e->name);
    break;
  case VE_BV: sb_printf(sb, "(_ bv%s %d)", e->name, e->width); break;
  case VE_CALL: emit_call(em, sb, e); break;
  case VE_NOT: sb_puts(sb, "(not "); emit_expr(em, sb, e->a); sb_putc(sb, ')'); break;
  case VE_NEG: sb_puts(sb, "(- "); emit_expr(em, sb, e->a); sb_putc(sb, ')'); break;
  case VE_ITE:
    if (!emit_predicated_store(em, sb, e))
      emit_ternary(em, sb, "ite", e);
    break;
  case VE_SELECT: sb_puts(sb, "(select "); emit_args(em, sb, e->a, e->b); break;
  case VE_STORE: emit_ternary(em, sb, "store", e); break;
  case VE_EXTRACT:
    sb_printf(sb, "((_ extract %d %d) ", e->hi - 1, e->lo);
    emit_expr(em, sb, e->a);
    sb_putc(sb, ')');
    break;
  case VE_BIN:
    if (e->op == VB_NE) {
      sb_puts(sb, "(not (= ");
      emit_args(em, sb, e->a, e->b);
      sb_putc(sb, ')');
      break;
    }
    // Only ints are ordered by < in Boogie (bit-vectors by BV32_ULT...):
    // as bit-vectors, signed (ints_only_compared).
    if (em->vp->bit_blasting && e->op >= VB_LT && e->op <= VB_GE)
      sb_printf(sb, "(%s ", bv_order_op[e->op - VB_LT]);
    else
      sb_printf(sb, "(%s ", smt_op[e->op]);
    emit_args(em, sb, e->a, e->b);
    break;
  }
}

// An axiom `{:definition} c == e` of a bit-vector constant c (the
// encoder's names for global ids and ranks, geometry.c) as the two
// inequalities c <= e and e <= c: the same fact, but one that z3's
// solve-eqs does not use to replace c by e. Replaced, c's facts ("one
// value, one thread") speak of e's products, which the SMT core must then
// bit-blast: a grid rank's query went from unsat in 0.5 s to unknown past
// 20 s (e2e 1163_grid_rank_index_ok). Boogie reads the equality as is.
static bool emit_definition(const Emit *em, StrBuf *sb, const VExpr *e) {
  if (!e->definition || e->k != VE_BIN || e->op != VB_EQ || e->a->k != VE_ID)
    return false;
  int c = find_const(em->vp, e->a->name);
  if (c < 0 || ((const VConst *)em->vp->consts.items[c])->type->k != VT_BV)
    return false;
  sb_puts(sb, "(and (bvule ");
  emit_args(em, sb, e->a, e->b);
  sb_puts(sb, " (bvule ");
  emit_args(em, sb, e->b, e->a);
  sb_putc(sb, ')');
  return true;
}

// The weakest precondition of a block B, with every assertion K named:
// t.K is its expression, c.K says whether this query checks it (else it
// is assumed), and the block's statements split at its assertions into
// segments S_0 a_1 S_1 ... a_m S_m, each segment a conjunction of assumed
// facts (assumptions, and the equalities of assignments):
//   R_m = S_m ==> AND over successors S (merge(B,S) ==> ok.S)
//   R_j = S_j ==> ((c.a ==> t.a) && (t.a ==> R_{j+1}))   a = a_{j+1}
//   ok.B = R_0
// Every R, t and merge is a named constant, so that a model says where an
// execution went and which assertion stopped it (vc_failures).
typedef struct BlockVc {
  int first_assert, nasserts; // its assertions are asserts[first .. first+n)
  bool *merge;                // per successor: a merge constant exists
} BlockVc;

typedef struct ProcVc {
  VProc *pr;
  PtrVec order;     // VBlock *, topological
  int **entry_ver, **exit_ver; // per block index
  BlockVc *bvc;     // per block index
  int *maxver;      // per variable
} ProcVc;

static void segment_close(StrBuf *seg, int nparts, PtrVec *segs, Arena *a) {
  vec_push(a, segs, arena_strdup(a, nparts == 0 ? "true" : seg->data));
  seg->len = 0;
  if (seg->data)
    seg->data[0] = '\0';
}

static void seg_add(StrBuf *seg, int *nparts, const char *fact) {
  if (*nparts == 0)
    sb_puts(seg, "(and");
  else
    seg->len--; // reopen the conjunction
  sb_printf(seg, " %s)", fact);
  (*nparts)++;
}

// One block: its passive statements, the definitions of its assertions
// (into `defs`) and of its R chain.
static void block_vc(VcProgram *vp, ProcVc *pv, int proc, VBlock *b, StrBuf *defs) {
  Arena *a = vp->arena;
  int nv = pv->pr->vars.len;
  int *ver = NEW_ARRAY(a, int, nv);
  memcpy(ver, pv->entry_ver[b->index], sizeof(int) * (size_t)nv);
  Emit em = {vp, proc, pv->pr, ver};
  PtrVec segs = {0};
  StrBuf seg, text;
  sb_init(&seg);
  sb_init(&text);
  int nparts = 0;
  BlockVc *bv = &pv->bvc[b->index];
  bv->first_assert = vp->asserts.len;
  bool after_assert = false; // no statement since the block's last assertion
  for (int s = 0; s < b->stmts.len; s++) {
    VStmt *st = b->stmts.items[s];
    after_assert = s > 0 && ((VStmt *)b->stmts.items[s - 1])->k == VS_ASSERT;
    text.len = 0;
    if (text.data)
      text.data[0] = '\0';
    if (st->e)
      emit_expr(&em, &text, st->e);
    if (st->k == VS_ASSIGN) {
      ver[st->var] = ++pv->maxver[st->var];
      VVar *v = pv->pr->vars.items[st->var];
      char *eq = arena_printf(a, "(= |%d.%s@%d| %s)", proc, v->name, ver[st->var], text.data);
      // For bit-blasting, a definition at the top level: z3's solve-eqs
      // can then replace the version by its value, which is what leaves a
      // memory map as a chain of stores that blast_select_store and
      // bvarray2uf take (inside a block's implication, `M@3 = ite(p,
      // store(M@1, 0, v), M@1)` stays, and bvarray2uf fails on it: the
      // eigenvalues sample). Sound and complete: the version is assigned
      // here only, its value is a function of earlier versions, and on a
      // path that does not pass here nothing else constrains it.
      if (vp->bit_blasting)
        sb_printf(defs, "(assert %s)\n", eq);
      else
        seg_add(&seg, &nparts, eq);
    } else if (st->k == VS_HAVOC) {
      ver[st->var] = ++pv->maxver[st->var];
    } else if (st->k == VS_ASSUME) {
      seg_add(&seg, &nparts, text.data);
    } else {
      VAssert *as = NEW(a, VAssert);
      as->proc = proc;
      as->at = st->at;
      as->candidate = candidate_assertion(vp, st->e, as);
      as->follows_assert = after_assert;
      int id = vp->asserts.len;
      vec_push(a, &vp->asserts, as);
      sb_printf(defs, "(declare-fun |t.%d| () Bool)\n(declare-fun |c.%d| () Bool)\n"
                      "(assert (= |t.%d| %s))\n", id, id, id, text.data);
      segment_close(&seg, nparts, &segs, a);
      nparts = 0;
    }
  }
  segment_close(&seg, nparts, &segs, a);
  bv->nasserts = vp->asserts.len - bv->first_assert;
  pv->exit_ver[b->index] = ver;
  sb_free(&seg);
  sb_free(&text);
  // R_m's successor part is written by succ_vc once the successors' entry
  // versions are known; here the chain R_0 .. R_{m-1}.
  for (int j = 0; j < bv->nasserts; j++) {
    int id = bv->first_assert + j;
    const char *r = j == 0 ? arena_printf(a, "|ok.%d.%d|", proc, b->index)
                           : arena_printf(a, "|r.%d.%d.%d|", proc, b->index, j);
    sb_printf(defs, "(declare-fun %s () Bool)\n(assert (= %s (=> %s (and (=> |c.%d| |t.%d|) "
                    "(=> |t.%d| |r.%d.%d.%d|)))))\n",
              r, r, (char *)segs.items[j], id, id, id, proc, b->index, j + 1);
  }
  b->last_segment = segs.items[bv->nasserts];
}

// R_m of a block: its last segment, then each successor with the merges
// of the versions that differ on the edge.
static void succ_vc(VcProgram *vp, ProcVc *pv, int proc, VBlock *b, StrBuf *defs) {
  Arena *a = vp->arena;
  BlockVc *bv = &pv->bvc[b->index];
  bv->merge = NEW_ARRAY(a, bool, b->nsucc + 1);
  const char *last = b->last_segment;
  const char *r = bv->nasserts == 0 ? arena_printf(a, "|ok.%d.%d|", proc, b->index)
                                    : arena_printf(a, "|r.%d.%d.%d|", proc, b->index, bv->nasserts);
  StrBuf succ;
  sb_init(&succ);
  sb_puts(&succ, "(and true");
  for (int s = 0; s < b->nsucc; s++) {
    VBlock *t = b->succ[s];
    StrBuf eqs;
    sb_init(&eqs);
    for (int v = 0; v < pv->pr->vars.len; v++) {
      int from = pv->exit_ver[b->index][v], to = pv->entry_ver[t->index][v];
      if (from != to)
        sb_printf(&eqs, " (= |%d.%s@%d| |%d.%s@%d|)", proc,
                  ((VVar *)pv->pr->vars.items[v])->name, to, proc,
                  ((VVar *)pv->pr->vars.items[v])->name, from);
    }
    if (eqs.len) {
      bv->merge[s] = true;
      sb_printf(defs, "(declare-fun |m.%d.%d.%d| () Bool)\n(assert (= |m.%d.%d.%d| (and true%s)))\n",
                proc, b->index, s, proc, b->index, s, eqs.data);
      sb_printf(&succ, " (=> |m.%d.%d.%d| |ok.%d.%d|)", proc, b->index, s, proc, t->index);
    } else {
      sb_printf(&succ, " |ok.%d.%d|", proc, t->index);
    }
    sb_free(&eqs);
  }
  sb_putc(&succ, ')');
  sb_printf(defs, "(declare-fun %s () Bool)\n(assert (= %s (=> %s %s)))\n", r, r, last, succ.data);
  sb_free(&succ);
}

static bool proc_vc(VcProgram *vp, int proc, StrBuf *defs, StrBuf *vars) {
  Arena *a = vp->arena;
  VProc *pr = vp->procs.items[proc];
  if (!make_acyclic(vp, pr))
    return false;
  int nb = pr->blocks.len, nv = pr->vars.len;
  if ((long long)nb * nv > 4LL * 1024 * 1024) { // two version tables
    fail(vp, "program too large");
    return false;
  }
  ProcVc pv = {.pr = pr};
  post_order(pr->blocks.items[0], &pv.order, a);
  // reverse: a topological order, entry first
  for (int i = 0, j = pv.order.len - 1; i < j; i++, j--) {
    void *t = pv.order.items[i];
    pv.order.items[i] = pv.order.items[j];
    pv.order.items[j] = t;
  }
  for (int i = 0; i < pv.order.len; i++)
    ((VBlock *)pv.order.items[i])->topo = i;
  for (int i = 0; i < pv.order.len; i++) {
    VBlock *b = pv.order.items[i];
    for (int s = 0; s < b->nsucc; s++) {
      if (b->succ[s]->topo <= b->topo && b->succ[s]->dfs_state == 3) {
        fail(vp, "cycle left after cutting loops");
        return false;
      }
      vec_push(a, &b->succ[s]->preds, b);
    }
  }
  pv.entry_ver = NEW_ARRAY(a, int *, nb);
  pv.exit_ver = NEW_ARRAY(a, int *, nb);
  pv.bvc = NEW_ARRAY(a, BlockVc, nb);
  pv.maxver = NEW_ARRAY(a, int, nv);
  for (int i = 0; i < pv.order.len; i++) {
    VBlock *b = pv.order.items[i];
    int *in = NEW_ARRAY(a, int, nv);
    for (int v = 0; v < nv && b->preds.len; v++) {
      int first = pv.exit_ver[((VBlock *)b->preds.items[0])->index][v];
      bool same = true;
      for (int p = 1; p < b->preds.len && same; p++)
        same = pv.exit_ver[((VBlock *)b->preds.items[p])->index][v] == first;
      in[v] = same ? first : ++pv.maxver[v];
    }
    pv.entry_ver[b->index] = in;
    block_vc(vp, &pv, proc, b, defs);
  }
  for (int i = 0; i < pv.order.len; i++)
    succ_vc(vp, &pv, proc, pv.order.items[i], defs);
  for (int v = 0; v < nv; v++) {
    VVar *var = pr->vars.items[v];
    for (int k = 0; k <= pv.maxver[v]; k++) {
      sb_printf(vars, "(declare-fun |%d.%s@%d| () ", proc, var->name, k);
      sort_text(vp, vars, var->type);
      sb_puts(vars, ")\n");
    }
  }
  ProcVc *keep = NEW(a, ProcVc); // for the model walk
  *keep = pv;
  vec_push(a, &vp->proc_vcs, keep);
  return true;
}

// Whether the program's ints are only compared (=, !=, <, <=, >, >=, an
// if-then-else's arms, map indices and values, uninterpreted functions'
// arguments) and its int literals are non-negative and below 2^30. tandem's
// ints are names and counters: the watched access site, the barrier a log
// was made after, the unwound iteration, a fence's state (`_FS_2 < 1`).
// Their sort can then be (_ BitVec 32), ordered as signed numbers, without
// changing which formulas are satisfiable. A model over 32-bit vectors is
// one over the integers (the signed reading keeps order and the literals).
// Conversely, a model over the integers gives its n int terms' values
// (with one index witnessing each map disequality); an order-preserving
// map that fixes the literals sends them into [-2^31, 2^31): values
// between two literals stay where they are, at most n values below the
// least literal go below it (room 2^31), at most n above the largest go
// above it (room at least 2^30), and maps and functions are carried along
// the map. Why: with no Int left, z3 can bit-blast the whole query and
// hand it to its SAT solver (direct.c, bit_blast_command), several times
// faster than its SMT core on queries of offset arithmetic.
static bool ints_only_compared(const VcProgram *vp, const VExpr *e) {
  if (!e)
    return true;
  switch (e->k) {
  case VE_NEG:
    return false;
  case VE_INT:
    return strlen(e->name) < 10 || (strlen(e->name) == 10 && strcmp(e->name, "1073741824") < 0);
  case VE_BIN:
    if (e->op >= VB_ADD)
      return false;
    break;
  case VE_CALL: {
    const VFun *f = find_fun(vp, e->name);
    if (f && f->builtin) {
      if (f->result->k == VT_INT)
        return false;
      for (int i = 0; i < f->args.len; i++)
        if (((const VType *)f->args.items[i])->k == VT_INT)
          return false;
    }
    for (int i = 0; i < e->nargs; i++)
      if (!ints_only_compared(vp, e->args[i]))
        return false;
    return true;
  }
  default:
    break;
  }
  return ints_only_compared(vp, e->a) && ints_only_compared(vp, e->b) &&
         ints_only_compared(vp, e->c);
}

static bool program_ints_only_compared(const VcProgram *vp) {
  for (int i = 0; i < vp->axioms.len; i++)
    if (!ints_only_compared(vp, vp->axioms.items[i]))
      return false;
  for (int p = 0; p < vp->procs.len; p++) {
    const VProc *pr = vp->procs.items[p];
    for (int b = 0; b < pr->blocks.len; b++) {
      const VBlock *bl = pr->blocks.items[b];
      for (int i = 0; i < bl->stmts.len; i++)
        if (!ints_only_compared(vp, ((const VStmt *)bl->stmts.items[i])->e))
          return false;
    }
  }
  return true;
}

bool vc_ints_only_compared(const VcProgram *vp) { return vp->ints_may_be_bv; }

bool vc_prepare(VcProgram *vp, bool for_bit_blasting, StrBuf *smt, const char **why) {
  bool only_compared = program_ints_only_compared(vp);
  vp->bit_blasting = for_bit_blasting && only_compared;
  vp->ints_may_be_bv = only_compared;
  StrBuf defs, vars;
  sb_init(&defs);
  sb_init(&vars);
  for (int p = 0; p < vp->procs.len && !vp->failed; p++)
    proc_vc(vp, p, &defs, &vars);
  if (vp->failed) {
    sb_free(&defs);
    sb_free(&vars);
    if (why)
      *why = vp->why;
    return false;
  }
  for (int i = 0; i < vp->funs.len; i++) {
    const VFun *f = vp->funs.items[i];
    if (f->builtin)
      continue;
    sb_printf(smt, "(declare-fun |%s| (", f->name);
    for (int k = 0; k < f->args.len; k++) {
      sb_putc(smt, ' ');
      sort_text(vp, smt, f->args.items[k]);
    }
    sb_puts(smt, ") ");
    sort_text(vp, smt, f->result);
    sb_puts(smt, ")\n");
  }
  for (int i = 0; i < vp->consts.len; i++) {
    const VConst *c = vp->consts.items[i];
    sb_printf(smt, "(declare-fun |%s| () ", c->name);
    sort_text(vp, smt, c->type);
    sb_puts(smt, ")\n");
    if (c->existential)
      vec_push(vp->arena, &vp->cands, (void *)(intptr_t)(i + 1));
  }
  Emit em = {vp, -1, NULL, NULL};
  for (int i = 0; i < vp->axioms.len; i++) {
    sb_puts(smt, "(assert ");
    if (!emit_definition(&em, smt, vp->axioms.items[i]))
      emit_expr(&em, smt, vp->axioms.items[i]);
    sb_puts(smt, ")\n");
  }
  sb_puts(smt, vars.data ? vars.data : "");
  // The definitions refer forward (R_j to R_{j+1}, a block to its
  // successors' ok): every declaration first.
  for (int pass = 0; pass < 2 && defs.data; pass++)
    for (const char *l = defs.data; *l;) {
      const char *e = strchr(l, '\n');
      size_t len = e ? (size_t)(e - l + 1) : strlen(l);
      if ((strncmp(l, "(declare-fun", 12) == 0) == (pass == 0))
        sb_printf(smt, "%.*s", (int)len, l);
      l += len;
    }
  sb_puts(smt, "(assert (not (and true");
  for (int p = 0; p < vp->procs.len; p++)
    sb_printf(smt, " |ok.%d.0|", p);
  sb_puts(smt, ")))\n");
  sb_free(&defs);
  sb_free(&vars);
  return true;
}

int vc_nasserts(const VcProgram *vp) { return vp->asserts.len; }
int vc_ncandidates(const VcProgram *vp) { return vp->cands.len; }

bool vc_assert_is_candidate(const VcProgram *vp, int id) {
  return ((VAssert *)vp->asserts.items[id])->candidate;
}

// Whether assertion `id` mentions candidate number `cand` (vc_ncandidates order).
bool vc_assert_mentions(const VcProgram *vp, int id, int cand) {
  const VAssert *as = vp->asserts.items[id];
  for (int i = 0; i < as->cands.len; i++)
    if (as->cands.items[i] == vp->cands.items[cand])
      return true;
  return false;
}

// A loop's invariant is checked twice after the cut (on entry and after
// an iteration) from one statement: both copies have its line.
int vc_assert_line(const VcProgram *vp, int id) {
  const VAssert *as = vp->asserts.items[id];
  if (!as->at)
    return -1;
  int line = 1;
  for (const char *c = vp->src; c < as->at; c++)
    line += *c == '\n';
  return line;
}

const char *vc_candidate_name(const VcProgram *vp, int cand) {
  return ((VConst *)vp->consts.items[(intptr_t)vp->cands.items[cand] - 1])->name;
}

// What one query adds to the shared text: which assertions it checks (the
// others are assumed) and the candidates' values.
void vc_query(const VcProgram *vp, const bool *check, const bool *cand_on, StrBuf *q) {
  for (int i = 0; i < vp->asserts.len; i++)
    sb_printf(q, "(assert %s|c.%d|)%s", check[i] ? "" : "(not ", i, check[i] ? "\n" : ")\n");
  for (int i = 0; i < vp->cands.len; i++)
    sb_printf(q, "(assert %s|%s|%s)\n", cand_on[i] ? "" : "(not ", vc_candidate_name(vp, i),
              cand_on[i] ? "" : ")");
}

// The request for the named constants' values, after a check-sat.
void vc_model_request(const VcProgram *vp, StrBuf *q) {
  sb_puts(q, "(get-value (true");
  for (int p = 0; p < vp->proc_vcs.len; p++) {
    const ProcVc *pv = vp->proc_vcs.items[p];
    for (int i = 0; i < pv->order.len; i++) {
      const VBlock *b = pv->order.items[i];
      const BlockVc *bv = &pv->bvc[b->index];
      sb_printf(q, " |ok.%d.%d|", p, b->index);
      for (int j = 1; j <= bv->nasserts; j++)
        sb_printf(q, " |r.%d.%d.%d|", p, b->index, j);
      for (int s = 0; s < b->nsucc; s++)
        if (bv->merge[s])
          sb_printf(q, " |m.%d.%d.%d|", p, b->index, s);
    }
  }
  for (int i = 0; i < vp->asserts.len; i++)
    sb_printf(q, " |t.%d|", i);
  sb_puts(q, "))\n");
}

// ------------------------------------------------------------------ models

// The value z3 gave `name` in a get-value answer: 1 true, 0 false, -1 absent.
static int model_value(const char *answer, const char *name) {
  const char *p = strstr(answer, name);
  while (p) {
    const char *v = p + strlen(name);
    while (*v == ' ')
      v++;
    if (!strncmp(v, "true", 4))
      return 1;
    if (!strncmp(v, "false", 5))
      return 0;
    p = strstr(p + 1, name);
  }
  return -1;
}

typedef struct Walk {
  const VcProgram *vp;
  const char *answer;
  const bool *check; // the assertions the query checks
  int proc;
  bool *seen;
  int *out, max, n;
  bool broken; // a value was missing or the model contradicts the definitions
} Walk;

static int value_of(Walk *w, const char *name) {
  int v = model_value(w->answer, name);
  if (v < 0)
    w->broken = true;
  return v;
}

// After the first failing assertion j of a block, the assertions that
// follow it directly (a loop head's invariants, checked on entry and at
// the back edge, are such a run) are evaluated in the same state. Once
// the failing candidates are dropped, their assertions are gone, and the
// same execution reaches the next one of the run: a failing candidate
// there is what the next Houdini round would refute with this very model,
// so it is refuted now (Houdini then needs a round per run, not per
// candidate). The run ends at a statement, or at a failing assertion that
// is not checked (an assumption: the execution stops there).
static void more_failures(Walk *w, const BlockVc *bv, int j, Arena *scratch) {
  for (int k = j + 1; k < bv->nasserts && w->n < w->max; k++) {
    int id = bv->first_assert + k;
    const VAssert *as = w->vp->asserts.items[id];
    if (!as->follows_assert)
      return;
    if (value_of(w, arena_printf(scratch, "|t.%d|", id)))
      continue;
    if (!w->check[id])
      return;
    w->out[w->n++] = id;
  }
}

// From a block whose ok is false in the model: the first checked assertion
// that fails on its way, or the successors whose ok is false.
static void walk_block(Walk *w, const ProcVc *pv, const VBlock *b) {
  if (w->seen[b->index] || w->broken)
    return;
  w->seen[b->index] = true;
  Arena scratch = {0};
  const BlockVc *bv = &pv->bvc[b->index];
  for (int j = 0; j < bv->nasserts; j++) {
    int id = bv->first_assert + j;
    if (!value_of(w, arena_printf(&scratch, "|t.%d|", id))) {
      if (w->n < w->max)
        w->out[w->n++] = id; // checked, or the model could not be false here
      more_failures(w, bv, j, &scratch);
      arena_free(&scratch);
      return;
    }
    if (value_of(w, arena_printf(&scratch, "|r.%d.%d.%d|", w->proc, b->index, j + 1))) {
      w->broken = true; // R_j false needs t false or R_{j+1} false
      arena_free(&scratch);
      return;
    }
  }
  for (int s = 0; s < b->nsucc; s++) {
    const VBlock *t = b->succ[s];
    bool taken = !bv->merge[s] ||
                 value_of(w, arena_printf(&scratch, "|m.%d.%d.%d|", w->proc, b->index, s)) == 1;
    if (taken && value_of(w, arena_printf(&scratch, "|ok.%d.%d|", w->proc, t->index)) == 0)
      walk_block(w, pv, t);
  }
  arena_free(&scratch);
}

// The assertions a model of the query fails, each the first failing
// assertion of an execution the model describes: at most `max` into `out`.
// -1 when the answer cannot be read as a model of the query.
int vc_failures(const VcProgram *vp, const bool *check, const char *answer, int *out, int max) {
  Walk w = {.vp = vp, .check = check, .answer = answer, .out = out, .max = max};
  Arena scratch = {0};
  for (int p = 0; p < vp->proc_vcs.len && !w.broken; p++) {
    const ProcVc *pv = vp->proc_vcs.items[p];
    w.proc = p;
    w.seen = NEW_ARRAY(&scratch, bool, pv->pr->blocks.len);
    if (value_of(&w, arena_printf(&scratch, "|ok.%d.0|", p)) == 0)
      walk_block(&w, pv, pv->pr->blocks.items[0]);
  }
  arena_free(&scratch);
  return w.broken || w.n == 0 ? -1 : w.n;
}

// ------------------------------------------------------------------ witness pins

// The constants a pin can fix: scalar (bool, int, bit-vector of at most 64
// bits) and not a Houdini candidate.
static bool pinnable(const VConst *c) {
  return !c->existential && (c->type->k == VT_BOOL || c->type->k == VT_INT ||
                             (c->type->k == VT_BV && c->type->width <= 64));
}

void vc_constants_request(const VcProgram *vp, StrBuf *q) {
  sb_puts(q, "(get-value (true");
  for (int i = 0; i < vp->consts.len; i++)
    if (pinnable(vp->consts.items[i]))
      sb_printf(q, " |%s|", ((const VConst *)vp->consts.items[i])->name);
  sb_puts(q, "))\n");
}

// A numeral of z3's answer: #x.., #b.., a decimal or (- decimal). *bits is
// the literal's width (0 for a decimal).
static bool smt_numeral(const char *v, uint64_t *value, bool *negative, int *bits) {
  *value = 0;
  *negative = false;
  *bits = 0;
  if (v[0] == '#' && (v[1] == 'x' || v[1] == 'b')) {
    int radix = v[1] == 'x' ? 16 : 2, per = v[1] == 'x' ? 4 : 1;
    const char *p = v + 2;
    for (; isxdigit((unsigned char)*p) && (radix == 16 || *p == '0' || *p == '1'); p++) {
      if (*bits + per > 64)
        return false;
      *value = *value * (uint64_t)radix +
               (uint64_t)(isdigit((unsigned char)*p) ? *p - '0' : tolower(*p) - 'a' + 10);
      *bits += per;
    }
    return *bits > 0;
  }
  if (!strncmp(v, "(- ", 3)) {
    *negative = true;
    v += 3;
  }
  if (!isdigit((unsigned char)*v))
    return false;
  for (; isdigit((unsigned char)*v); v++) {
    if (*value > (UINT64_MAX - 9) / 10)
      return false;
    *value = *value * 10 + (uint64_t)(*v - '0');
  }
  return true;
}

// One constant's value in Boogie's syntax, or NULL when the answer has none
// that fits its type.
static const char *boogie_value(Arena *a, const VConst *c, const char *answer) {
  const char *name = arena_printf(a, "|%s| ", c->name);
  const char *p = strstr(answer, name);
  if (!p)
    return NULL;
  const char *v = p + strlen(name);
  if (c->type->k == VT_BOOL)
    return !strncmp(v, "true", 4) ? "true" : !strncmp(v, "false", 5) ? "false" : NULL;
  uint64_t u;
  bool negative;
  int bits;
  if (!smt_numeral(v, &u, &negative, &bits))
    return NULL;
  if (c->type->k == VT_BV)
    return bits == c->type->width ? arena_printf(a, "%llubv%d", (unsigned long long)u, bits)
                                  : NULL;
  // An int: a decimal, or under bit-blasting (ints as ordered bv32) a
  // 32-bit pattern read as a signed number.
  if (bits == 32)
    return arena_printf(a, "%lld", (long long)(int32_t)(uint32_t)u);
  if (bits || u > (uint64_t)INT64_MAX)
    return NULL;
  return arena_printf(a, "%s%llu", negative ? "-" : "", (unsigned long long)u);
}

char *vc_pin_axioms(const VcProgram *vp, const char *answer, Arena *a) {
  StrBuf sb;
  sb_init(&sb);
  for (int i = 0; i < vp->consts.len; i++) {
    const VConst *c = vp->consts.items[i];
    const char *v = pinnable(c) ? boogie_value(a, c, answer) : NULL;
    if (v)
      sb_printf(&sb, "axiom %s == %s;\n", c->name, v);
  }
  char *out = arena_strdup(a, sb.data ? sb.data : "");
  sb_free(&sb);
  return out;
}
