// direct.c — the direct proof attempt: the verification condition of the
// generated Boogie program (vcgen.c) goes to z3 without Boogie, with
// Houdini over the candidate invariants done here.
//
// Only a proof is taken from it. A kernel it does not prove (a model, an
// "unknown", a time-out, a program vcgen.c does not read, no z3) goes to
// Boogie exactly as before, and Boogie's answer alone is reported; so
// reports of defects never depend on this code, and a proof from it is a
// proof of the very program Boogie would have checked (docs/design.md,
// "Direct proofs").
//
// Houdini: all candidates are assumed true; a query checks only the
// candidates' assertions (the others are assumed) and every candidate an
// assertion of a model's failing executions mentions is dropped, until a
// query is unsatisfiable. The last query checks every other assertion
// with the surviving candidates. Why the two together are a proof: take
// any execution of the loop-cut program and its first failing assertion.
// If it is a candidate's, every assertion before it held, which the
// Houdini query's assumptions allow, so that query had a model; if it is
// another, the candidates before it held, and the last query had a model.
#include "runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_FAILURES = 64 };

typedef struct Attempt {
  const DirectConfig *cfg;
  Arena *arena;
  VcProgram *vp;
  const char *shared; // the SMT text every query starts with
  int queries;
  double start_ms;
  char *why;
  size_t whylen;
} Attempt;

// z3's options, first in every query. Fixed seeds: the same question
// gets the same answer from run to run, as with Boogie (driver.c). No
// automatic configuration and relevancy 0: the query has no labels, which
// are what needs relevancy (driver.c, boogie_args).
static const char query_head[] =
    "(set-option :print-success false)\n"
    "(set-option :produce-models true)\n"
    "(set-option :auto_config false)\n"
    "(set-option :smt.relevancy 0)\n"
    "(set-option :smt.random_seed 0)\n"
    "(set-option :sat.random_seed 0)\n";

// How z3 solves: its SMT core after the simplifications that the
// incremental mode Boogie uses leaves out (equalities solved, unconstrained
// terms removed). Measured on the bench's queries: benchmarks/README.md,
// "Direct proofs".
static const char check_command[] =
    "(check-sat-using (then simplify propagate-values solve-eqs elim-uncnstr simplify smt))\n";

typedef enum { Q_UNSAT, Q_SAT, Q_OTHER } QueryAnswer;

// Runs one query; on Q_SAT, *model is z3's output (heap; free()).
static QueryAnswer run_query(Attempt *at, const char *tail, char **model) {
  *model = NULL;
  // A third of --timeout for the whole attempt: what it does not prove
  // then still has Boogie's full limit, so a kernel the attempt cannot
  // prove costs at most a third more than before.
  double budget_ms = at->cfg->timeout_s * 1000.0 / 3.0;
  double left_ms = budget_ms - (now_ms() - at->start_ms);
  if (left_ms < 100) {
    snprintf(at->why, at->whylen, "time limit");
    return Q_OTHER;
  }
  const char *in = arena_printf(at->arena, "%s.d%d.smt2", at->cfg->prefix, at->queries);
  const char *out = arena_printf(at->arena, "%s.d%d.out", at->cfg->prefix, at->queries);
  at->queries++;
  FILE *f = fopen(in, "w");
  if (!f) {
    snprintf(at->why, at->whylen, "cannot write %s", in);
    return Q_OTHER;
  }
  fputs(query_head, f);
  // --rlimit: z3 counts the units of each check-sat from zero, as in the
  // queries Boogie asks under /proverOpt:O:rlimit (driver.c).
  if (at->cfg->rlimit)
    fprintf(f, "(set-option :rlimit %llu)\n", at->cfg->rlimit);
  fputs(at->shared, f);
  fputs(tail, f);
  if (fclose(f) != 0) {
    snprintf(at->why, at->whylen, "cannot write %s", in);
    return Q_OTHER;
  }
  unsigned secs = (unsigned)(left_ms / 1000.0) + 1;
  const char *limit = arena_printf(at->arena, "-T:%u", secs);
  char *const argv[] = {(char *)at->cfg->z3, "-smt2", (char *)limit, (char *)in, NULL};
  Proc p;
  char err[256];
  if (proc_start(&p, argv, NULL, out, true, secs + 5, err, sizeof err) != 0) {
    snprintf(at->why, at->whylen, "z3: %s", err);
    return Q_OTHER;
  }
  p.mem_limit = at->cfg->mem_limit;
  proc_wait(&p);
  char *text = read_file(out, NULL);
  QueryAnswer a = Q_OTHER;
  if (text && !strncmp(text, "unsat\n", 6))
    a = Q_UNSAT;
  else if (text && !strncmp(text, "sat\n", 4))
    a = Q_SAT;
  if (a == Q_OTHER)
    snprintf(at->why, at->whylen, "z3 answered %.40s", text && *text ? text : "nothing");
  if (a == Q_SAT && !p.timed_out && !p.over_memory)
    *model = text;
  else
    free(text);
  if (!at->cfg->keep) {
    remove(in);
    remove(out);
  }
  return a;
}

static char *query_tail(Attempt *at, const bool *check, const bool *cand_on) {
  StrBuf q;
  sb_init(&q);
  vc_query(at->vp, check, cand_on, &q);
  sb_puts(&q, check_command);
  vc_model_request(at->vp, &q);
  char *s = arena_strdup(at->arena, q.data ? q.data : "");
  sb_free(&q);
  return s;
}

// Houdini: drops candidates until their assertions hold. False when it
// cannot go on (an answer other than sat/unsat, or a model it cannot read).
static bool houdini(Attempt *at, bool *check, bool *cand_on) {
  int n = vc_nasserts(at->vp), nc = vc_ncandidates(at->vp);
  bool any = false;
  for (int i = 0; i < n; i++)
    any |= check[i] = vc_assert_is_candidate(at->vp, i);
  for (int round = 0; any && round <= nc; round++) {
    char *model;
    QueryAnswer a = run_query(at, query_tail(at, check, cand_on), &model);
    if (a == Q_UNSAT)
      return true;
    if (a != Q_SAT)
      return false;
    int failed[MAX_FAILURES];
    int nf = vc_failures(at->vp, model, failed, MAX_FAILURES);
    free(model);
    bool dropped = false;
    for (int k = 0; k < nf; k++)
      for (int c = 0; c < nc; c++)
        if (cand_on[c] && vc_assert_mentions(at->vp, failed[k], c)) {
          cand_on[c] = false;
          dropped = true;
        }
    if (!dropped) {
      snprintf(at->why, at->whylen, "a Houdini model names no candidate");
      return false;
    }
  }
  return !any;
}

// Houdini's fixpoint as Boogie's /printAssignment prints it.
static char *assignment_text(Attempt *at, const bool *cand_on) {
  StrBuf sb;
  sb_init(&sb);
  sb_puts(&sb, "Assignment computed by Houdini:\n");
  for (int c = 0; c < vc_ncandidates(at->vp); c++)
    sb_printf(&sb, "%s = %s\n", vc_candidate_name(at->vp, c), cand_on[c] ? "True" : "False");
  return sb.data;
}

DirectResult direct_prove(const char *bpl, const DirectConfig *cfg, char *why, size_t whylen) {
  Arena arena = {0};
  Attempt at = {.cfg = cfg, .arena = &arena, .start_ms = now_ms(), .why = why,
                .whylen = whylen};
  why[0] = '\0';
  if (cfg->assignment)
    *cfg->assignment = NULL;
  const char *parse_why = NULL;
  at.vp = vc_parse(&arena, bpl, &parse_why);
  StrBuf shared;
  sb_init(&shared);
  if (!at.vp || !vc_prepare(at.vp, &shared, &parse_why)) {
    snprintf(why, whylen, "program not read: %s", parse_why ? parse_why : "?");
    sb_free(&shared);
    arena_free(&arena);
    return DIRECT_SKIPPED;
  }
  at.shared = arena_strdup(&arena, shared.data ? shared.data : "");
  sb_free(&shared);
  int n = vc_nasserts(at.vp), nc = vc_ncandidates(at.vp);
  bool *check = NEW_ARRAY(&arena, bool, n + 1);
  bool *cand_on = NEW_ARRAY(&arena, bool, nc + 1);
  for (int c = 0; c < nc; c++)
    cand_on[c] = true;
  DirectResult r = DIRECT_NOT_PROVED;
  if (houdini(&at, check, cand_on)) {
    for (int i = 0; i < n; i++)
      check[i] = !vc_assert_is_candidate(at.vp, i);
    char *model = NULL;
    // Asked even when nothing is checked: z3 then still reads every
    // declaration, axiom and definition, and rejects what is ill-sorted
    // (Boogie's type errors), which must not pass for a proof.
    QueryAnswer a = run_query(&at, query_tail(&at, check, cand_on), &model);
    if (a == Q_UNSAT)
      r = DIRECT_PROVED;
    else if (!why[0])
      snprintf(why, whylen, "a model");
    if (a == Q_SAT && nc && cfg->assignment)
      *cfg->assignment = assignment_text(&at, cand_on);
    free(model);
  }
  if (cfg->queries)
    *cfg->queries = at.queries;
  arena_free(&arena);
  return r;
}
