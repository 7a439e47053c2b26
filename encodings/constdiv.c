// constdiv.c — unsigned division and remainder by a constant that is not a
// power of two, as a quotient and a remainder tied to the dividend by one
// multiplication by the constant (docs/encodings.md, "Division by a
// constant").
//
// z3 bit-blasts `bvudiv x c` / `bvurem x c` into a full restoring divider,
// a circuit of width² cells through which its search propagates badly: the
// annotated tiled transpose (`% 33`, `/ 33` on a 64-bit offset in its loop
// invariants) spent 7 of its 7.2 s of CPU there. `x == q * c + r && r < c`
// is one adder chain per set bit of c, and the same proof takes 0.5 s.
//
// The quotient and remainder are uninterpreted functions `_DIVQ_<w>_<c>` and
// `_DIVR_<w>_<c>` of the dividend. Every statement that mentions one gets
// its definition D(x), which holds for the real quotient and remainder and
// for them only; bpl_line adds it (constdiv_line):
//   `assert X;`  becomes  `assert D ==> X; assume D;`
//   anything else         `assume D; <statement>`
// on the statement's own line, so the checks' line numbers do not move.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define QUO "_DIVQ_"
#define REM "_DIVR_"

static int bits_of(uint64_t v) {
  int n = 0;
  for (; v; v >>= 1)
    n++;
  return n;
}

const char *constdiv_op(Enc *e, BinOp op, int bits, const char *a, const char *b) {
  uint64_t c;
  if ((op != B_UDIV && op != B_UREM) || bits < 2 || bits > 64 || !bpl_literal_value(b, &c) || c < 3 ||
      log2_exact(c) >= 0)
    return NULL;
  // The definition multiplies in bits + bits_of(c) bits: wider than 128
  // is more than Boogie's printer of literals needs to be trusted with.
  if (bits + bits_of(c) > 128)
    return NULL;
  const char *t = arena_printf(e->arena, "bv%d", bits);
  const char *q = arena_printf(e->arena, QUO "%d_%llu", bits, (unsigned long long)c);
  const char *r = arena_printf(e->arena, REM "%d_%llu", bits, (unsigned long long)c);
  bpl_fun(e, q, "function %s(%s) : %s;", q, t, t);
  bpl_fun(e, r, "function %s(%s) : %s;", r, t, t);
  return arena_printf(e->arena, "%s(%s)", op == B_UDIV ? q : r, a);
}

// The end of the parenthesised argument starting at p (at its '('), or NULL.
static const char *arg_end(const char *p) {
  int depth = 0;
  for (; *p; p++) {
    if (*p == '(')
      depth++;
    else if (*p == ')' && --depth == 0)
      return p;
  }
  return NULL;
}

static bool ident_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '_' || ch == '$' || ch == '.';
}

// D(x) for `_DIVQ_<w>_<c>(x)` / `_DIVR_<w>_<c>(x)`: in w + k bits, k the
// bits of c, x == q * c + r cannot wrap (q * c + r < 2^w * c <= 2^(w+k)),
// and with r < c the pair (q, r) is unique: the quotient and remainder.
static const char *definition(Enc *e, int w, uint64_t c, const char *x) {
  int k = bits_of(c), W = w + k;
  const char *q = arena_printf(e->arena, QUO "%d_%llu(%s)", w, (unsigned long long)c, x);
  const char *r = arena_printf(e->arena, REM "%d_%llu(%s)", w, (unsigned long long)c, x);
  const char *wide = arena_printf(e->arena, "(0bv%d ++ %s)", k, x);
  const char *qc = bpl_bin(e, B_MUL, W, arena_printf(e->arena, "(0bv%d ++ %s)", k, q),
                           bpl_const(e, c, W));
  const char *sum = bpl_bin(e, B_ADD, W, qc, arena_printf(e->arena, "(0bv%d ++ %s)", k, r));
  return arena_printf(e->arena, "(%s == %s && %s)", wide, sum,
                      bpl_cmp(e, C_ULT, w, r, bpl_const(e, c, w)));
}

// The conjunction of the definitions of every quotient and remainder in
// `text` (each dividend once), or NULL when it has none.
const char *constdiv_defs(Enc *e, const char *text) {
  PtrVec seen = {0};
  StrBuf d;
  sb_init(&d);
  for (const char *p = text; (p = strstr(p, "_DIV")) != NULL; p++) {
    if ((p > text && ident_char(p[-1])) || (strncmp(p, QUO, 6) && strncmp(p, REM, 6)))
      continue;
    int w, used = 0;
    unsigned long long c;
    if (sscanf(p + 6, "%d_%llu%n", &w, &c, &used) != 2 || p[6 + used] != '(')
      continue;
    const char *open = p + 6 + used, *close = arg_end(open);
    if (!close)
      continue;
    const char *x = arena_strndup(e->arena, open + 1, (size_t)(close - open - 1));
    const char *key = arena_printf(e->arena, "%d_%llu(%s)", w, c, x);
    bool dup = false;
    for (int i = 0; i < seen.len && !dup; i++)
      dup = !strcmp(seen.items[i], key);
    if (dup)
      continue;
    vec_push(e->arena, &seen, (void *)key);
    sb_printf(&d, "%s%s", d.len ? " && " : "", definition(e, w, c, x));
  }
  const char *r = d.len ? arena_strdup(e->arena, d.data) : NULL;
  sb_free(&d);
  return r;
}

// Rewrites the statement bpl_line just wrote at body[start..] (no newline
// yet) with the definitions its quotients and remainders need.
void constdiv_line(Enc *e, StrBuf *body, size_t start) {
  const char *line = body->data + start;
  if (!strstr(line, "_DIV"))
    return;
  const char *d = constdiv_defs(e, line);
  if (!d)
    return;
  char *stmt = arena_strdup(e->arena, line);
  size_t n = strlen(stmt);
  body->len = start;
  body->data[start] = '\0';
  // A single assertion: D is its antecedent (a counterexample must give
  // the real quotient), then assumed for what follows. A candidate keeps
  // its `assert _b<n> ==> ` head, which the models run looks for.
  if (!strncmp(stmt, "assert ", 7) && n > 8 && stmt[n - 1] == ';' &&
      !memchr(stmt, ';', n - 1)) {
    const char *x = stmt + 7;
    int cand, used = 0;
    if (sscanf(x, "_b%d ==> %n", &cand, &used) == 1 && used > 0) {
      sb_printf(body, "assert %.*s(%s ==> (%.*s)); assume %s;", used, x, d,
                (int)(n - 8 - (size_t)used), x + used, d);
    } else {
      sb_printf(body, "assert %s ==> (%.*s); assume %s;", d, (int)(n - 8), x, d);
    }
    return;
  }
  sb_printf(body, "assume %s; %s", d, stmt);
}

// The global declarations with the definitions their axioms need, each on
// its axiom's line: `axiom X; axiom D;` (launch facts, pinned parameters).
void constdiv_decls(Enc *e, const char *decls, StrBuf *out) {
  for (const char *p = decls; *p;) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    const char *line = arena_strndup(e->arena, p, len);
    const char *d = strncmp(line, "axiom ", 6) ? NULL : constdiv_defs(e, line);
    // before the line's comment (a launch fact's `// host line N`), which
    // would otherwise swallow the definition
    const char *comment = d ? strstr(line, "//") : NULL;
    size_t code = comment ? (size_t)(comment - line) : len;
    while (comment && code > 0 && line[code - 1] == ' ')
      code--;
    sb_printf(out, "%.*s", (int)code, line);
    if (d)
      sb_printf(out, " axiom %s;", d);
    if (comment)
      sb_printf(out, " %s", comment);
    if (nl)
      sb_putc(out, '\n');
    p += len + (nl ? 1 : 0);
  }
}
