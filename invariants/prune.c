// prune.c — candidates not worth a place in Houdini's query.
//
// Houdini asserts every candidate at the loop head and assumes it after the
// check. A candidate that repeats, word for word, an assertion already at
// that head (a user __invariant, one of tandem's own loop facts, or an
// earlier candidate) can add nothing: the assertion is checked and assumed
// there anyway, and if the assertion fails the kernel is not verified
// whatever Houdini keeps. But it is one more conjunct in every round's
// query and one more set of clauses for z3 (scan_blelloch proposed seven
// copies of its user invariants among 17 candidates: 5.2 s of Boogie's CPU
// with them, 3.2 s without). Leaving a candidate out only drops an
// assumption, so it can cost a proof, never soundness.
#include "invariants.h"

#include <stdio.h>
#include <string.h>

// The text of `s` without spaces and without one pair of parentheses around
// the whole of what follows its first top-level `==>` (`g ==> (x)` and
// `g ==> x` read alike); heap of the arena.
static const char *normal_form(Enc *e, const char *s, size_t n) {
  char *t = arena_strndup(e->arena, s, n), *w = t;
  for (const char *p = t; *p; p++)
    if (*p != ' ')
      *w++ = *p;
  *w = '\0';
  char *imp = strstr(t, "==>");
  if (!imp)
    return t;
  for (const char *p = t; p < imp; p++)
    if (*p == '(' || *p == ')')
      return t; // the arrow is inside parentheses: not the top level
  char *x = imp + 3;
  size_t len = strlen(x);
  if (len < 2 || x[0] != '(' || x[len - 1] != ')')
    return t;
  int depth = 0;
  for (size_t i = 0; i < len; i++) {
    depth += x[i] == '(' ? 1 : x[i] == ')' ? -1 : 0;
    if (depth == 0 && i + 1 < len)
      return t; // `(a) && (b)`: the parentheses do not enclose the whole
  }
  memmove(x, x + 1, len - 2);
  x[len - 2] = '\0';
  return t;
}

// The assertion of the line at `p` (`assert X;`, or a candidate's
// `assert _b<n> ==> (X);`), in normal form, or NULL.
static const char *asserted(Enc *e, const char *p, const char *end) {
  while (p < end && *p == ' ')
    p++;
  if ((size_t)(end - p) < 9 || strncmp(p, "assert ", 7) || end[-1] != ';')
    return NULL;
  p += 7;
  if (memchr(p, ';', (size_t)(end - p - 1)))
    return NULL; // more than one statement on the line
  int n, used = 0;
  if (sscanf(p, "_b%d ==> (%n", &n, &used) == 1 && used > 0 && end[-2] == ')') {
    p += used;
    end -= 1; // the candidate's closing parenthesis
  }
  return normal_form(e, p, (size_t)(end - p - 1));
}

bool invariants_redundant(Enc *e, const char *expr) {
  const Loop *l = e->cand_loop;
  if (!l || !e->body.data)
    return false;
  // The head's lines: everything after its label, which is the last one.
  const char *label = arena_printf(e->arena, "\nL%d_head:\n", l->id);
  // Searched backwards: the head is near the end, the body can be long.
  size_t ll = strlen(label);
  const char *head = NULL;
  for (size_t i = e->body.len >= ll ? e->body.len - ll + 1 : 0; i-- > 0;)
    if (e->body.data[i] == '\n' && !strncmp(e->body.data + i, label, ll)) {
      head = e->body.data + i;
      break;
    }
  if (!head)
    return false;
  const char *want = normal_form(e, expr, strlen(expr));
  for (const char *p = head + strlen(label); *p;) {
    const char *nl = strchr(p, '\n');
    const char *end = nl ? nl : p + strlen(p);
    const char *a = asserted(e, p, end);
    if (a && !strcmp(a, want))
      return true;
    p = nl ? nl + 1 : end;
  }
  return false;
}

// Whether `use` passes the value of operand `v` on as data: arithmetic,
// casts, phis, a select's arms. Anything else that reads v (a comparison,
// a branch, an offset, an atomic, an annotation...) makes it matter.
static bool passes_on(const Instr *use, const Instr *v) {
  switch (use->kind) {
  case I_BIN: case I_FBIN: case I_FUNC: case I_CAST: case I_PHI:
    return true;
  case I_SELECT:
    return use->a[0] != v;
  default:
    return false;
  }
}

// Whether `use` reads v only as the value a plain store writes to an array
// whose contents are not modelled (no value map, no annotation reads them).
static bool stored_only(Enc *e, const Instr *use, const Instr *v) {
  return use->kind == I_STORE && use->a[0] == v && use->offset != v && use->guard != v &&
         !(e->array_equality && e->array_equality[use->array->id]) &&
         !(e->array_contents && e->array_contents[use->array->id]);
}

// Whether every value computed from `phi` ends up only as data stored to
// memory that no check reads: a running sum `sum += hist[tid][t]`. Bounds
// on such a value ("stays >= its entry value") are refuted by wrap-around
// and, if they held, would prove nothing about an access: each one cost
// histogram_merge a Houdini round (benchmarks/README.md).
bool invariants_data_only(Enc *e, const Instr *phi) {
  const Kernel *k = e->k;
  bool *seen = NEW_ARRAY(e->arena, bool, k->ninstrs);
  const Instr **work = NEW_ARRAY(e->arena, const Instr *, k->ninstrs);
  int n = 0;
  work[n++] = phi;
  seen[phi->id] = true;
  while (n > 0) {
    const Instr *v = work[--n];
    for (int bi = 0; bi < k->nblocks; bi++) {
      const Block *b = k->blocks[bi];
      if (b->term == TERM_CBR && b->cond == v)
        return false;
      for (int i = 0; i < b->nins; i++) {
        const Instr *u = b->ins[i];
        bool reads = u->offset == v || u->len == v || u->guard == v || u->event == v;
        for (int j = 0; j < u->nargs && !reads; j++)
          reads = u->a[j] == v;
        if (!reads || stored_only(e, u, v))
          continue;
        if (!passes_on(u, v))
          return false;
        if (!seen[u->id]) {
          seen[u->id] = true;
          work[n++] = u;
        }
      }
    }
  }
  return true;
}

// ------------------------------------------------------------------ entry values
// A counter candidate must hold when the loop is entered, where the counter
// is its entry value. Where that value depends only on constants, the
// launch's fixed sizes and the thread's ids, evaluating it for a few real
// threads can refute the candidate outright, without a Houdini round:
// `j = 2 * gid` is no thread's id modulo the block size (gridstride_pairs).

typedef struct Sample {
  uint64_t tid[3], bid[3];
} Sample;

static uint64_t mask_bits(int bits) { return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1; }

// v's value in `s`, when it depends on nothing else; depth-limited.
static bool eval(Enc *e, const Instr *v, const Sample *s, int depth, uint64_t *r) {
  uint64_t a, b;
  if (fold_constant(e, v, r))
    return true;
  if (depth > 24 || v->type.kind != T_INT || v->type.bits > 64)
    return false;
  switch (v->kind) {
  case I_TID: *r = s->tid[v->dim]; break;
  case I_BID: *r = s->bid[v->dim]; break;
  case I_BIN:
    if (!eval(e, v->a[0], s, depth + 1, &a) || !eval(e, v->a[1], s, depth + 1, &b))
      return false;
    switch (v->binop) {
    case B_ADD: *r = a + b; break;
    case B_SUB: *r = a - b; break;
    case B_MUL: *r = a * b; break;
    case B_AND: *r = a & b; break;
    case B_OR: *r = a | b; break;
    case B_XOR: *r = a ^ b; break;
    case B_SHL: if (b >= (uint64_t)v->type.bits) return false; *r = a << b; break;
    case B_LSHR: if (b >= (uint64_t)v->type.bits) return false; *r = a >> b; break;
    default: return false;
    }
    break;
  case I_CAST:
    if (v->a[0]->type.kind != T_INT || !eval(e, v->a[0], s, depth + 1, &a))
      return false;
    if (v->cast == CAST_ZEXT || v->cast == CAST_TRUNC) {
      *r = a;
    } else if (v->cast == CAST_SEXT) {
      int from = v->a[0]->type.bits;
      uint64_t sign = from >= 64 ? 0 : UINT64_C(1) << (from - 1);
      *r = from >= 64 ? a : (a ^ sign) - sign;
    } else {
      return false;
    }
    break;
  default:
    return false;
  }
  *r &= mask_bits(v->type.bits);
  return true;
}

// Up to four real threads of the fixed launch (false: the launch is not fixed).
static int samples(Enc *e, Sample s[4]) {
  const Options *o = e->opt;
  if (!o->block_dims_given || !o->grid_dims_given)
    return 0;
  uint64_t bd[3], gd[3];
  for (int d = 0; d < 3; d++) {
    bd[d] = o->block_dim[d] ? o->block_dim[d] : 1;
    gd[d] = o->grid_dim[d] ? o->grid_dim[d] : 1;
  }
  memset(s, 0, 4 * sizeof *s);
  for (int d = 0; d < 3; d++) {
    s[1].tid[d] = 1 % bd[d];
    s[2].tid[d] = bd[d] - 1;
    s[2].bid[d] = gd[d] - 1;
    s[3].tid[d] = (bd[d] / 2 + 1) % bd[d];
    s[3].bid[d] = 1 % gd[d];
  }
  return 4;
}

// Whether a counter candidate of counter_candidates is false on entry for
// some real thread: kind 0, "v >> shift is the local id modulo `size`"; 1,
// the same with the global id along x; 2, "v >= local id << shift".
bool invariants_entry_refutes(Enc *e, const Instr *init, int kind, int shift, uint64_t size) {
  Sample s[4];
  int n = samples(e, s), bits = init->type.bits;
  for (int i = 0; i < n; i++) {
    uint64_t v;
    if (!eval(e, init, &s[i], 0, &v))
      return false;
    uint64_t tid = s[i].tid[0];
    uint64_t gid = s[i].bid[0] * (e->opt->block_dim[0] ? e->opt->block_dim[0] : 1) + tid;
    bool holds;
    if (kind == 2) {
      holds = v >= ((tid << shift) & mask_bits(bits));
    } else {
      uint64_t id = kind == 0 ? tid : gid & 0xffffffffu;
      holds = size && ((v >> shift) % size) == (id % size);
    }
    if (!holds)
      return true;
  }
  return false;
}

// Whether `v <= w` (or `>=`) from a loop condition `v < w` cannot be
// inductive: v starts at a value that depends on the thread, w does not,
// and v steps by anything but 1. In `for (i = gid; i < n; i += stride)`
// the last step takes i past n by up to stride - 1 - (its thread's share),
// and the entry value exceeds n for some thread unless n is large; Houdini
// refuted it in every grid-stride benchmark (reduce_unrolled_tail, saxpy,
// histogram_private), often in a round of its own.
bool invariants_bound_overshoots(Enc *e, const Loop *l, const Instr *v, const Instr *w) {
  const Instr *init = invariants_entry_value(l, v), *u = invariants_back_update(l, v);
  if (!init || !u || e->uniform_value[init->id] || !e->uniform_value[w->id])
    return false;
  uint64_t c;
  if (u->kind == I_BIN && (u->binop == B_ADD || u->binop == B_SUB) && u->a[0] == v &&
      fold_constant(e, u->a[1], &c)) {
    uint64_t m = mask_bits(v->type.bits);
    if ((c & m) == 1 || (c & m) == m) // +1 or -1
      return false;
  }
  return true;
}
