// boogie.c — reading what Boogie 2.4.1 prints and the models it writes.
//
// Boogie's exit status says nothing (0 even on failures and parse errors),
// so the verdict is decided from these parsed lines alone; anything this
// parser does not recognise as a clean proof must never become "verified".
#include "runner.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool starts_with(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

// Splits `text` into lines (arena copies, without '\n' or '\r').
static char **split_lines(const char *text, Arena *a, int *n) {
  int count = 1;
  for (const char *p = text; *p; p++)
    count += *p == '\n';
  char **lines = NEW_ARRAY(a, char *, count);
  int k = 0;
  const char *p = text;
  while (*p) {
    const char *e = strchr(p, '\n');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    size_t keep = len;
    if (keep && p[keep - 1] == '\r')
      keep--;
    lines[k++] = arena_strndup(a, p, keep);
    p += len + (e ? 1 : 0);
  }
  *n = k;
  return lines;
}

// Finds "(LINE,COL): " in `s` that is followed by `what`; fills line/col and
// returns a pointer just after `what`, or NULL. Searches from the right so
// that a directory name with parentheses cannot confuse it.
static const char *located(const char *s, const char *what, int *line, int *col) {
  const char *hit = NULL;
  for (const char *p = strstr(s, what); p; p = strstr(p + 1, what))
    hit = p;
  if (!hit || hit - s < 6 || hit[-1] != ')')
    return NULL;
  const char *open = hit - 1;
  while (open > s && *open != '(')
    open--;
  if (*open != '(')
    return NULL;
  int l, c, used = 0;
  if (sscanf(open, "(%d,%d)%n", &l, &c, &used) != 2 || open + used != hit)
    return NULL;
  *line = l;
  *col = c;
  return hit + strlen(what);
}

static BoogieErrKind error_kind(const char *code) {
  if (!strcmp(code, "BP5001"))
    return BE_ASSERT;
  if (!strcmp(code, "BP5002"))
    return BE_PRECONDITION;
  if (!strcmp(code, "BP5003"))
    return BE_POSTCONDITION;
  if (!strcmp(code, "BP5004"))
    return BE_INV_ENTRY;
  if (!strcmp(code, "BP5005"))
    return BE_INV_MAINTAINED;
  return BE_OTHER;
}

static void add_error(BoogieOutput *o, Arena *a, int line, int col, const char *rest) {
  BoogieError *grown = NEW_ARRAY(a, BoogieError, o->nerrors + 1);
  if (o->nerrors)
    memcpy(grown, o->errors, sizeof(BoogieError) * (size_t)o->nerrors);
  BoogieError *e = &grown[o->nerrors];
  e->line = line;
  e->col = col;
  size_t n = strcspn(rest, ": ");
  if (n >= sizeof e->code)
    n = sizeof e->code - 1;
  memcpy(e->code, rest, n);
  e->code[n] = '\0';
  e->kind = error_kind(e->code);
  o->errors = grown;
  o->nerrors++;
}

// "Boogie program verifier finished with 2 verified, 1 error, 1 time out"
static void parse_summary(const char *s, BoogieOutput *o) {
  o->have_summary = true;
  const char *p = s;
  while (*p) {
    char *end;
    errno = 0;
    long v = strtol(p, &end, 10);
    if (end == p || errno || v < 0 || v > 1000000000) {
      o->have_summary = false; // not the shape we know: do not trust it
      return;
    }
    const char *word = end + (*end == ' ');
    int n = (int)v;
    if (starts_with(word, "verified"))
      o->verified = n;
    else if (starts_with(word, "error"))
      o->errors_count = n;
    else if (starts_with(word, "time out"))
      o->time_outs = n;
    else if (starts_with(word, "inconclusive"))
      o->inconclusive = n;
    else if (starts_with(word, "out of memory"))
      o->out_of_memory = n;
    else
      o->inconclusive += n > 0 ? n : 1; // an outcome we do not know: never a proof
    const char *comma = strstr(word, ", ");
    if (!comma)
      break;
    p = comma + 2;
  }
}

static bool is_reject_count(const char *s) {
  // "1 parse errors detected in x.bpl", "2 type checking errors detected in",
  // "1 name resolution errors detected in"
  int n, used = 0;
  if (sscanf(s, "%d %n", &n, &used) != 1 || used == 0)
    return false;
  return strstr(s, "errors detected in") != NULL || strstr(s, "error detected in") != NULL;
}

static void note_unexpected(BoogieOutput *o, const char *line) {
  if (!o->unexpected)
    o->unexpected = line;
}

// Returns true when `line` is part of the model_compress noise block.
typedef enum { N_NONE, N_NOISE } NoiseState;

static bool skip_noise(const char *line, NoiseState *st) {
  if (starts_with(line, "Prover error: ") && strstr(line, "model_compress")) {
    *st = N_NOISE;
    return true;
  }
  if (*st == N_NOISE) {
    if (!strcmp(line, "Legal parameters are:") || starts_with(line, "  "))
      return true;
    *st = N_NONE;
  }
  return false;
}

static void classify_line(const char *line, Arena *a, BoogieOutput *o) {
  int l, c;
  const char *rest;
  if ((rest = located(line, ": Error BP", &l, &c))) {
    add_error(o, a, l, c, rest - 2); // keep "BP" in the code
    return;
  }
  if (located(line, ": Error: ", &l, &c) || located(line, ": error: ", &l, &c)) {
    o->rejected = true; // type, resolution or parse error in the program
    if (!o->reject_line)
      o->reject_line = line;
    return;
  }
  if (strstr(line, ": Timed out on BP")) {
    o->ntimed_out_entries++;
    return;
  }
  if (starts_with(line, BOOGIE_SUMMARY)) {
    parse_summary(line + strlen(BOOGIE_SUMMARY), o);
    return;
  }
  if (is_reject_count(line)) {
    o->rejected = true;
    if (!o->reject_line)
      o->reject_line = line;
    return;
  }
  if (!strcmp(line, "Execution trace:") || starts_with(line, "    ") ||
      !strcmp(line, "Assignment computed by Houdini:") || strstr(line, "timed out after") ||
      !*line)
    return;
  if (strstr(line, "rror") || strstr(line, "xception") || strstr(line, "nconclusive") ||
      strstr(line, "ut of memory") || strstr(line, "ut of resource") || strstr(line, "atal"))
    note_unexpected(o, line);
}

void boogie_parse(const char *text, Arena *a, BoogieOutput *out) {
  memset(out, 0, sizeof *out);
  if (!text)
    text = "";
  int n;
  char **lines = split_lines(text, a, &n);
  StrBuf kept;
  sb_init(&kept);
  NoiseState st = N_NONE;
  bool in_model = false;
  for (int i = 0; i < n; i++) {
    const char *line = lines[i];
    if (skip_noise(line, &st))
      continue;
    sb_printf(&kept, "%s\n", line);
    // With /printModel the model is printed inline; its lines are not output.
    if (!strcmp(line, "*** MODEL")) {
      in_model = true;
      continue;
    }
    if (in_model) {
      in_model = strcmp(line, "*** END_MODEL") != 0;
      continue;
    }
    classify_line(line, a, out);
  }
  out->filtered = arena_strdup(a, kept.data);
  sb_free(&kept);
}

// ------------------------------------------------------------------ prover log

// Boogie 2.4.1 asks z3 `(get-info :reason-unknown)` after every "unknown"
// answer and after nothing else, so the request in its log of z3's input
// counts those answers. z3 4.8.12 answers "unknown" (reason "canceled") to a
// query past its rlimit or its timeout, and Boogie does not print it when it
// happens inside Houdini or after a first error (it reads the partial
// answer's labels as a counterexample instead). z3 also answers "unknown"
// ("incomplete quantifiers") to a satisfiable query with quantifiers, which
// Boogie rightly takes as a counterexample; only the map axioms Boogie adds
// for a map update are quantified in tandem's programs, so a log without a
// quantifier has no such answer.
static const char *const log_needles[2] = {"(get-info :reason-unknown)", "(forall "};

static void scan_buffer(const char *buf, size_t len, int counts[2]) {
  // The log is text: a NUL byte would hide the rest of the buffer from
  // strstr, so the buffer is searched piecewise.
  for (size_t off = 0; off < len; off += strlen(buf + off) + 1)
    for (int k = 0; k < 2; k++)
      for (const char *p = strstr(buf + off, log_needles[k]); p;
           p = strstr(p + strlen(log_needles[k]), log_needles[k]))
        counts[k]++;
}

static bool scan_log_file(const char *path, int counts[2]) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  enum { KEEP = 31 }; // longer than a needle: a match may straddle two reads
  char buf[65536 + KEEP + 1];
  size_t keep = 0;
  for (;;) {
    size_t got = fread(buf + keep, 1, sizeof buf - 1 - keep, f);
    if (!got)
      break;
    size_t len = keep + got;
    buf[len] = '\0';
    // Matches wholly inside the carried-over tail were counted last time:
    // they are counted again here and taken off. The tail is cut at its end
    // for that (strstr would otherwise run on into the new text, and every
    // match after the first read was taken off again: a log over 64 KiB
    // counted none of its later "unknown" answers).
    int before[2] = {0, 0};
    char first_new = buf[keep];
    buf[keep] = '\0';
    scan_buffer(buf, keep, before);
    buf[keep] = first_new;
    scan_buffer(buf, len, counts);
    counts[0] -= before[0];
    counts[1] -= before[1];
    keep = len < KEEP ? len : KEEP;
    memmove(buf, buf + len - keep, keep);
  }
  fclose(f);
  return true;
}

void prover_log_scan(const char *path, ProverLog *out) {
  int counts[2] = {0, 0};
  // Boogie names a log whose name is taken PATH.1, PATH.2, ... (one per
  // prover it starts); the first missing one ends the series.
  for (int i = 0; i < 1000; i++) {
    char name[4200];
    if (i == 0)
      snprintf(name, sizeof name, "%s", path);
    else
      snprintf(name, sizeof name, "%s.%d", path, i);
    if (!scan_log_file(name, counts))
      break;
  }
  out->unknowns += counts[0];
  out->quantified |= counts[1] > 0;
}

// ------------------------------------------------------------------ models

static void model_add(Model *m, int *cap, Arena *a, const char *name, const char *value) {
  if (m->n == *cap) {
    *cap = *cap ? *cap * 2 : 32;
    ModelEntry *grown = NEW_ARRAY(a, ModelEntry, *cap);
    if (m->n)
      memcpy(grown, m->entries, sizeof(ModelEntry) * (size_t)m->n);
    m->entries = grown;
  }
  m->entries[m->n].name = name;
  m->entries[m->n].value = value;
  m->n++;
}

// One `name -> value` line at the top level of a model block. Function
// tables (`f -> {` … `}`) and captured states are skipped by the caller.
static bool model_line(const char *line, Arena *a, const char **name, const char **value) {
  if (!*line || *line == ' ' || *line == '\t')
    return false;
  const char *arrow = strstr(line, " -> ");
  if (!arrow || arrow == line)
    return false;
  *name = arena_strndup(a, line, (size_t)(arrow - line));
  *value = arena_strdup(a, arrow + 4);
  return true;
}

typedef struct ModelParse {
  Model cur;
  int cap;
  bool in_model, in_table, in_state;
} ModelParse;

static void model_push(ModelSet *out, int *cap, Arena *a, Model m) {
  if (out->n == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    Model *grown = NEW_ARRAY(a, Model, *cap);
    if (out->n)
      memcpy(grown, out->models, sizeof(Model) * (size_t)out->n);
    out->models = grown;
  }
  out->models[out->n++] = m;
}

void model_parse(const char *text, Arena *a, ModelSet *out) {
  memset(out, 0, sizeof *out);
  if (!text)
    return;
  int n, setcap = 0;
  char **lines = split_lines(text, a, &n);
  ModelParse mp;
  memset(&mp, 0, sizeof mp);
  for (int i = 0; i < n; i++) {
    const char *line = lines[i];
    if (!strcmp(line, "*** MODEL")) {
      memset(&mp, 0, sizeof mp);
      mp.in_model = true;
      continue;
    }
    if (!mp.in_model)
      continue;
    if (!strcmp(line, "*** END_MODEL")) {
      model_push(out, &setcap, a, mp.cur);
      memset(&mp, 0, sizeof mp);
      continue;
    }
    if (starts_with(line, "*** STATE")) {
      mp.in_state = true;
      continue;
    }
    if (mp.in_state) {
      mp.in_state = strcmp(line, "*** END_STATE") != 0;
      continue;
    }
    if (mp.in_table) {
      mp.in_table = strcmp(line, "}") != 0;
      continue;
    }
    const char *name, *value;
    if (!model_line(line, a, &name, &value))
      continue;
    if (!strcmp(value, "{")) {
      mp.in_table = true;
      continue;
    }
    model_add(&mp.cur, &mp.cap, a, name, value);
  }
}

const char *model_get(const Model *m, const char *name) {
  if (!m || !name)
    return NULL;
  for (int i = 0; i < m->n; i++)
    if (!strcmp(m->entries[i].name, name))
      return m->entries[i].value;
  return NULL;
}

static bool parse_u64(const char *s, const char **end, uint64_t *v) {
  if (*s < '0' || *s > '9')
    return false;
  uint64_t x = 0;
  for (; *s >= '0' && *s <= '9'; s++) {
    unsigned d = (unsigned)(*s - '0');
    if (x > (UINT64_MAX - d) / 10)
      return false; // wider than 64 bits
    x = x * 10 + d;
  }
  *v = x;
  *end = s;
  return true;
}

bool model_number(const char *value, int64_t *v, uint64_t *pattern, int *bits) {
  if (!value)
    return false;
  uint64_t x;
  const char *end;
  if (!strncmp(value, "(- ", 3)) {
    if (!parse_u64(value + 3, &end, &x) || strcmp(end, ")") || x > (uint64_t)INT64_MAX)
      return false;
    *v = -(int64_t)x;
    *pattern = (uint64_t)*v;
    *bits = 0;
    return true;
  }
  if (!parse_u64(value, &end, &x))
    return false;
  if (!*end) {
    if (x > (uint64_t)INT64_MAX)
      return false;
    *v = (int64_t)x;
    *pattern = x;
    *bits = 0;
    return true;
  }
  char *bend;
  if (strncmp(end, "bv", 2) != 0)
    return false;
  long w = strtol(end + 2, &bend, 10);
  if (bend == end + 2 || *bend || w < 1 || w > 64)
    return false;
  *pattern = x;
  *v = (int64_t)x; // the unsigned value; callers sign-extend when they need to
  *bits = (int)w;
  return true;
}

// ------------------------------------------------------------------ fixed candidates

// The value /printAssignment gave candidate n ("_b<n> = True"), -1 if none.
static int assigned(const char *out, int n) {
  const char *p = strstr(out, "Assignment computed by Houdini:");
  char key[32];
  int len = snprintf(key, sizeof key, "\n_b%d = ", n);
  p = p ? strstr(p, key) : NULL;
  if (p && !strncmp(p + len, "True", 4))
    return 1;
  if (p && !strncmp(p + len, "False", 5))
    return 0;
  return -1;
}

// Whether `line` is a candidate's assertion, `assert _b<n> ==> ...`.
static bool candidate_assert(const char *line) {
  while (*line == ' ')
    line++;
  int n, used = 0;
  return sscanf(line, "assert _b%d ==> %n", &n, &used) == 1 && used > 0;
}

// The program line p (len bytes, an assertion) with `assert` made `assume`.
static void put_as_assumption(StrBuf *b, const char *p, size_t len) {
  const char *a = strstr(p, "assert");
  sb_printf(b, "%.*sassume%.*s", (int)(a - p), p, (int)(len - (size_t)(a + 6 - p)), a + 6);
}

char *boogie_fix_candidates(const char *bpl, const char *houdini_out) {
  static const char decl[] = "const {:existential true} _b";
  if (!bpl || !houdini_out || !strstr(houdini_out, "Assignment computed by Houdini:"))
    return NULL;
  StrBuf b;
  sb_init(&b);
  for (const char *p = bpl; *p;) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p + 1) : strlen(p);
    int n, used = 0;
    if (!strncmp(p, decl, sizeof decl - 1) &&
        sscanf(p + sizeof decl - 1, "%d: bool;%n", &n, &used) == 1 && used > 0) {
      int v = assigned(houdini_out, n);
      // Boogie prints every candidate, True or False; one missing means
      // the output is not what we think it is.
      if (v < 0) {
        sb_free(&b);
        return NULL;
      }
      // Same line count: the checks are found by their line numbers.
      sb_printf(&b, "const _b%d: bool; axiom %s_b%d;\n", n, v ? "" : "!", n);
    } else if (candidate_assert(p)) {
      // Assumed, not checked: Boogie's Houdini stops refining at the first
      // round with an error that is no candidate's, so its assignment need
      // not be inductive; the errors it reports are those of that round's
      // query, in which every candidate of the assignment is assumed where
      // it stands (an assertion is assumed after its check, and a leading
      // assume in a loop head is a free invariant). So is it here, and the
      // other assertions' errors are the same, without candidates' own.
      put_as_assumption(&b, p, len);
    } else {
      sb_printf(&b, "%.*s", (int)len, p);
    }
    p += len;
  }
  return b.data;
}

// ------------------------------------------------------------------ focus

static bool is_assert_line(const char *line) {
  while (*line == ' ')
    line++;
  return !strncmp(line, "assert ", 7) || !strncmp(line, "assert{", 7);
}

char *boogie_focus(const char *bpl, const int *lines, int nlines) {
  StrBuf b;
  sb_init(&b);
  int line = 1, kept = 0;
  for (const char *p = bpl; *p; line++) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p + 1) : strlen(p);
    bool keep = false;
    for (int i = 0; i < nlines; i++)
      keep |= lines[i] == line;
    if (is_assert_line(p) && !keep) {
      put_as_assumption(&b, p, len);
    } else {
      kept += keep && is_assert_line(p);
      sb_printf(&b, "%.*s", (int)len, p);
    }
    p += len;
  }
  if (kept != nlines) {
    sb_free(&b);
    return NULL;
  }
  return b.data ? b.data : strdup("");
}
