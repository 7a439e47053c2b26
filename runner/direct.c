// direct.c — the direct proof attempt: the verification condition of the
// generated Boogie program (vcgen.c) goes to z3 without Boogie, with
// Houdini over the candidate invariants done here.
//
// Only a proof is taken from it as a verdict, and a proof from it is a
// proof of the very program Boogie would have checked (docs/design.md,
// "Direct proofs"). A kernel it does not prove (a model, an "unknown", a
// time-out, a program vcgen.c does not read, no z3) goes to Boogie, and
// every defect reported is a counterexample Boogie printed. A model of the
// final query chooses what Boogie is asked: the Houdini fixpoint its models
// run takes as fixed, the assertions to check alone should Boogie's run
// time out and the values to pin there (take_witness; driver.c,
// confirm_direct), and, when the attempt has shown that no other line can
// fail, the only lines its models run checks (all_failures; driver.c,
// write_models_program): the report is still Boogie's.
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

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

enum { MAX_FAILURES = 64 };

typedef struct Session Session;
typedef struct Attempt {
  const DirectConfig *cfg;
  Session *session;
  Arena *arena;
  VcProgram *vp;
  const char *shared; // the SMT text every query starts with
  int queries;
  bool session_failed; // z3 would not start, or a query failed: no more queries this phase
  bool bit_blast;      // the second phase: bit_blast_tactic instead of check_tactic
  // Where it stopped (DirectStop): Houdini's queries, whether one went
  // unanswered, whether a fixpoint was reached (after which a program not
  // proved or refuted is one whose final query went unanswered).
  int houdini_queries;
  bool houdini_unanswered, at_fixpoint;
  int lines_chunks;   // final_query: chunks asked beside the final query
  bool lines_settled; // ... which settled it
  double start_ms;
  double end_ms;      // > 0: the attempt stops here even with budget left (all_failures)
  double deadline_ms; // > 0: no phase goes on past this (DirectConfig.budget_ms)
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
static const char check_tactic[] =
    "(then simplify propagate-values solve-eqs elim-uncnstr simplify smt)";

// The same simplifications, then the whole query bit-blasted and given to
// z3's SAT solver: only for a program whose ints are only compared
// (vc_ints_only_compared), read again with those ints as bit-vectors, so
// that no Int is left, and only after the SMT core ran out of time
// (direct_prove). Memory maps and float operations are removed first:
// a select of a store becomes an if-then-else, the maps left become
// uninterpreted functions (bvarray2uf) and those functions, with the
// float operations, are replaced by fresh values and the congruence
// facts between them (ackermannize_bv); each step keeps satisfiability,
// and one that cannot apply makes z3 answer "unknown" (a map compared
// whole, say), which proves nothing. On queries that decide offsets built
// from constants, masks and shifts (a thread's 16 values written at
// `block * 480 + (tid & 3) + (tid >> 2) * 16`) this answers in seconds
// where the SMT core runs for minutes; on the bench's small queries it is
// 1.5-7 times slower, hence second (benchmarks/README.md, "Seventeenth
// session").
static const char bit_blast_tactic[] =
    "(then simplify propagate-values solve-eqs elim-uncnstr "
    "(using-params simplify :blast_select_store true) bvarray2uf ackermannize_bv bit-blast "
    "sat)";

typedef enum { Q_UNSAT, Q_SAT, Q_OTHER } QueryAnswer;

// One z3 process answers every query of an attempt: the shared text is
// sent and parsed once, and each query runs between (push 1) and (pop 1).
// Houdini's rounds then cost their solving, not a process start and a
// parse of the whole program each (about 20-40 ms a query).
struct Session {
  Proc proc;
  int to, from;   // our ends of z3's stdin and stdout
  bool open;
  const char *tag; // --keep-temps file: PREFIX.direct<tag>.smt2
  StrBuf sent;    // everything sent, for --keep-temps
  StrBuf got;     // what z3 printed since the last answer was taken
};

static const char end_marker[] = "tandem:end\n";

static double budget_left_ms(const Attempt *at) {
  // A third of --timeout for the whole attempt: what it does not prove
  // then still has Boogie's full limit, so a kernel the attempt cannot
  // prove costs at most a third more than before.
  double now = now_ms(), left = at->cfg->timeout_s * 1000.0 / 3.0 - (now - at->start_ms);
  if (at->deadline_ms > 0 && at->deadline_ms - now < left)
    left = at->deadline_ms - now;
  return at->end_ms > 0 && at->end_ms - now < left ? at->end_ms - now : left;
}

// Reads what z3 has printed (waiting at most wait_ms for it) into s->got;
// with write_fd, also says whether that fd is ready for writing.
static void session_pull(Session *s, int wait_ms, int write_fd, short *write_ready) {
  struct pollfd fds[2] = {{.fd = s->from, .events = POLLIN},
                          {.fd = write_fd, .events = POLLOUT}};
  if (poll(fds, 2, wait_ms) < 0)
    return;
  if (write_ready)
    *write_ready = fds[1].revents;
  if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
    char buf[65536];
    ssize_t n = read(s->from, buf, sizeof buf);
    if (n == 0) { // z3 ended: proc_poll sees it next
      close(s->from);
      s->from = -1;
    }
    if (n > 0)
      sb_printf(&s->got, "%.*s", (int)n, buf);
  }
}

// False, with the reason in at->why, when the attempt's time is up or z3
// has ended (or gone past --memory-limit, which proc_poll samples).
static bool session_alive(Attempt *at, Session *s) {
  double left = budget_left_ms(at);
  if (left > 0 && !proc_poll(&s->proc))
    return true;
  snprintf(at->why, at->whylen, "%s", left <= 0 ? "time limit"
                                      : s->proc.over_memory ? "memory limit"
                                                            : "z3 ended");
  return false;
}

// Writes `text` to z3, reading what it prints meanwhile (an error while it
// parses) so that neither side blocks. False on failure.
static bool session_send(Attempt *at, Session *s, const char *text) {
  sb_puts(&s->sent, text);
  size_t len = strlen(text), off = 0;
  while (off < len) {
    if (!session_alive(at, s))
      return false;
    short ready = 0;
    session_pull(s, 100, s->to, &ready);
    if (!(ready & (POLLOUT | POLLERR)))
      continue;
    ssize_t n = write(s->to, text + off, len - off);
    if (n < 0 && errno != EAGAIN && errno != EINTR) {
      snprintf(at->why, at->whylen, "cannot write to z3: %s", strerror(errno));
      return false;
    }
    off += n > 0 ? (size_t)n : 0;
  }
  return true;
}

typedef enum { R_DONE, R_WAITING, R_FAILED } ReadState;

// Waits up to wait_ms (< 0: as long as the attempt's time lasts) for z3's
// output up to the end marker, which goes to *reply (heap).
static ReadState session_read(Attempt *at, Session *s, double wait_ms, char **reply) {
  *reply = NULL;
  double until = now_ms() + wait_ms;
  while (!(s->got.data && strstr(s->got.data, end_marker))) {
    if (!session_alive(at, s))
      return R_FAILED;
    double left = budget_left_ms(at), w = wait_ms < 0 ? left : until - now_ms();
    if (w <= 0)
      return R_WAITING;
    w = w < left ? w : left;
    session_pull(s, w < 100 ? (int)w + 1 : 100, -1, NULL);
  }
  // --memory-limit: proc_poll samples z3's memory every 100 ms, which a
  // query can fit between; its size once it has answered is checked too
  // (z3 rarely gives memory back, so that is about its peak).
  if (s->proc.mem_limit && group_rss(s->proc.pid) > s->proc.mem_limit) {
    snprintf(at->why, at->whylen, "memory limit");
    return R_FAILED;
  }
  *reply = s->got.data;
  sb_init(&s->got);
  return R_DONE;
}

// Sends `text` and reads z3's output up to the end marker (into *reply,
// heap), watching the time left, memory and z3's death. False on failure.
static bool exchange(Attempt *at, Session *s, const char *text, char **reply) {
  *reply = NULL;
  if (!session_send(at, s, text))
    return false;
  if (session_read(at, s, -1, reply) != R_DONE)
    return false;
  if (!*reply)
    *reply = xstrdup("");
  return true;
}

static bool session_open(Attempt *at, Session *s) {
  double left = budget_left_ms(at);
  if (left < 100) {
    snprintf(at->why, at->whylen, "time limit");
    return false;
  }
  unsigned secs = (unsigned)(left / 1000.0) + 1;
  const char *limit = arena_printf(at->arena, "-T:%u", secs);
  char *const argv[] = {(char *)at->cfg->z3, "-in", "-smt2", (char *)limit, NULL};
  char err[256];
  sb_init(&s->sent);
  sb_init(&s->got);
  if (proc_start_piped(&s->proc, argv, secs + 5, &s->to, &s->from, err, sizeof err) != 0) {
    snprintf(at->why, at->whylen, "z3: %s", err);
    return false;
  }
  s->open = true;
  s->proc.mem_limit = at->cfg->mem_limit;
  fcntl(s->to, F_SETFL, fcntl(s->to, F_GETFL) | O_NONBLOCK);
  fcntl(s->from, F_SETFL, fcntl(s->from, F_GETFL) | O_NONBLOCK);
  StrBuf start;
  sb_init(&start);
  sb_puts(&start, query_head);
  // --rlimit: z3 counts the units of each check-sat from zero, as in the
  // queries Boogie asks under /proverOpt:O:rlimit (driver.c).
  if (at->cfg->rlimit)
    sb_printf(&start, "(set-option :rlimit %llu)\n", at->cfg->rlimit);
  sb_puts(&start, at->shared);
  sb_printf(&start, "(echo \"%.*s\")\n", (int)strlen(end_marker) - 1, end_marker);
  char *reply;
  bool ok = exchange(at, s, start.data, &reply);
  sb_free(&start);
  // Nothing may come before the marker: anything else is z3 rejecting
  // the program (an ill-sorted term is Boogie's type error).
  if (ok && strncmp(reply, end_marker, strlen(end_marker)) != 0) {
    snprintf(at->why, at->whylen, "z3 answered %.60s", reply);
    ok = false;
  }
  free(reply);
  return ok;
}

static void session_close(Attempt *at, Session *s) {
  if (!s->open)
    return;
  proc_kill(&s->proc);
  if (s->to >= 0)
    close(s->to);
  if (s->from >= 0)
    close(s->from);
  if (at->cfg->keep) {
    FILE *f = fopen(arena_printf(at->arena, "%s.direct%s%s.smt2", at->cfg->prefix,
                                 at->bit_blast ? "-bb" : "", s->tag ? s->tag : ""), "w");
    if (f) {
      fputs(s->sent.data ? s->sent.data : "", f);
      fclose(f);
    }
  }
  sb_free(&s->sent);
  sb_free(&s->got);
  s->open = false;
}

// Sends one query to an open session, in its own push/pop.
static bool send_query_text(Attempt *at, Session *s, const char *tail) {
  at->queries++;
  const char *text = arena_printf(at->arena, "(push 1)\n%s(echo \"%.*s\")\n(pop 1)\n", tail,
                                  (int)strlen(end_marker) - 1, end_marker);
  return session_send(at, s, text);
}

// Sends one query to the attempt's session, opening it first if need be.
// False when the session failed: no more queries this phase.
static bool query_send(Attempt *at, Session *s, const char *tail) {
  if (!s->open && (at->session_failed || !session_open(at, s))) {
    at->session_failed = true;
    return false;
  }
  if (!send_query_text(at, s, tail)) {
    session_close(at, s);
    at->session_failed = true;
    return false;
  }
  return true;
}

// z3's reply to a query: on Q_SAT, *model is the reply (heap; free()).
static QueryAnswer query_answer(Attempt *at, char *reply, char **model) {
  QueryAnswer a = Q_OTHER;
  if (!strncmp(reply, "unsat\n", 6))
    a = Q_UNSAT;
  else if (!strncmp(reply, "sat\n", 4))
    a = Q_SAT;
  // Only the answer's first line: after "unknown" z3 also complains that
  // the query's (get-model) has no model to give.
  size_t line = strcspn(reply, "\n");
  if (a == Q_OTHER)
    snprintf(at->why, at->whylen, "z3 answered %.*s", (int)(line < 40 ? line : 40),
             *reply ? reply : "nothing");
  if (a == Q_SAT)
    *model = reply;
  else
    free(reply);
  return a;
}

// Waits for the session's answer; a failure ends the session's phase.
static QueryAnswer query_wait(Attempt *at, Session *s, char **model) {
  char *reply;
  if (session_read(at, s, -1, &reply) != R_DONE) {
    session_close(at, s);
    at->session_failed = true;
    return Q_OTHER;
  }
  return query_answer(at, reply, model);
}

// Runs one query; on Q_SAT, *model is z3's output (heap; free()).
static QueryAnswer run_query(Attempt *at, const char *tail, char **model) {
  *model = NULL;
  if (!query_send(at, at->session, tail))
    return Q_OTHER;
  return query_wait(at, at->session, model);
}

// What a query asks for after its answer. A Houdini round reads the
// failing assertions (ASK_FAILURES); the final query needs only sat or
// unsat, unless the driver wants its failing lines and the witness's
// constants (ASK_WITNESS): printing a model of thousands of constants is
// not free.
typedef enum { ASK_ANSWER, ASK_FAILURES, ASK_WITNESS } Ask;

// cap_ms > 0: z3 stops the query after that long and answers "unknown"
// (the split of the final query, split_final), and the session goes on.
static char *query_tail(Attempt *at, const bool *check, const bool *cand_on, Ask ask,
                        unsigned cap_ms) {
  StrBuf q;
  sb_init(&q);
  vc_query(at->vp, check, cand_on, &q);
  const char *tactic = at->bit_blast ? bit_blast_tactic : check_tactic;
  if (cap_ms)
    sb_printf(&q, "(check-sat-using (try-for %s %u))\n", tactic, cap_ms);
  else
    sb_printf(&q, "(check-sat-using %s)\n", tactic);
  if (ask != ASK_ANSWER)
    vc_model_request(at->vp, &q);
  if (ask == ASK_WITNESS)
    vc_constants_request(at->vp, &q);
  char *s = arena_strdup(at->arena, q.data ? q.data : "");
  sb_free(&q);
  return s;
}

// Drops every candidate that an assertion failing in `model` mentions;
// false when none is dropped.
static bool drop_refuted(Attempt *at, const bool *check, bool *cand_on, const char *model) {
  int failed[MAX_FAILURES], nc = vc_ncandidates(at->vp);
  int nf = vc_failures(at->vp, check, model, failed, MAX_FAILURES);
  bool dropped = false;
  for (int k = 0; k < nf; k++)
    for (int c = 0; c < nc; c++)
      if (cand_on[c] && vc_assert_mentions(at->vp, failed[k], c)) {
        cand_on[c] = false;
        dropped = true;
      }
  return dropped;
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
    at->houdini_queries++;
    QueryAnswer a = run_query(at, query_tail(at, check, cand_on, ASK_FAILURES, 0), &model);
    if (a == Q_UNSAT)
      return true;
    at->houdini_unanswered = a != Q_SAT;
    if (a != Q_SAT)
      return false;
    bool dropped = drop_refuted(at, check, cand_on, model);
    free(model);
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

// Adds `line` to lines[0..*n) unless it is there; false when full.
static bool add_line(int *lines, int *n, int max, int line) {
  for (int i = 0; i < *n; i++)
    if (lines[i] == line)
      return true;
  if (*n >= max)
    return false;
  lines[(*n)++] = line;
  return true;
}

// The lines of the assertions that fail in a final query's model, each
// once, added to the driver's array.
static void read_failed_lines(Attempt *at, const bool *check, const char *model) {
  const DirectConfig *cfg = at->cfg;
  int failed[MAX_FAILURES];
  int nf = vc_failures(at->vp, check, model, failed, MAX_FAILURES);
  for (int k = 0; k < nf; k++) {
    int line = vc_assert_line(at->vp, failed[k]);
    if (line > 0 && !add_line(cfg->failed_lines, cfg->nfailed, cfg->max_failed, line))
      break;
  }
}

// A model of the final query (or of one of its chunks, split_final): an
// execution that fails a checked assertion. The driver gets Houdini's
// fixpoint, the failing lines and the model's constants, for Boogie to
// report that execution (driver.c, confirm_direct).
static void take_witness(Attempt *at, const bool *check, const bool *cand_on, const char *model) {
  const DirectConfig *cfg = at->cfg;
  if (!at->why[0])
    snprintf(at->why, at->whylen, "a model");
  if (vc_ncandidates(at->vp) && cfg->assignment && !*cfg->assignment)
    *cfg->assignment = assignment_text(at, cand_on);
  if (cfg->failed_lines)
    read_failed_lines(at, check, model);
  if (cfg->pins && !*cfg->pins && cfg->nfailed && *cfg->nfailed > 0)
    *cfg->pins = strdup(vc_pin_axioms(at->vp, model, at->arena));
}

// The final query went unanswered after Houdini's fixpoint: its checks are
// asked again one at a time (one assertion line each; when there are more
// than MAX_SPLIT, in MAX_SPLIT runs of neighbouring lines), each query
// checking its own assertions with every other one assumed and the
// fixpoint's candidates on, and stopped by z3 itself after an equal share
// of what is left of the phase's budget. Measured on Rodinia's myocyte
// (benchmarks/README.md, "Nineteenth session"): the whole query ran past
// two minutes, one assertion checked alone failed in 8 s. What the answers
// mean, by the first-failing-assertion argument of the header: all
// unsatisfiable is a proof (any execution's first failing assertion is in
// some group, every assertion before it held, so that group's query had a
// model); a group with a model or without an answer is named to the user
// (DirectStop), and the program is not proved.
enum { MAX_SPLIT = 48, MIN_SPLIT_MS = 200 };

static void note_undecided(DirectStop *stop, int line) {
  if (!add_line(stop->undecided, &stop->nundecided, MAX_UNDECIDED, line))
    stop->more_undecided++;
}

// Groups the assertions that are (candidates) or are not Houdini's
// candidates, and are in `only` when it is given, by their line: group[i]
// of assertion i (-1: not of the kind), line_of[g] of group g. Returns the
// number of groups.
static int line_groups(Attempt *at, bool candidates, const bool *only, int *group,
                       int *line_of) {
  int n = vc_nasserts(at->vp), ng = 0;
  for (int i = 0; i < n; i++) {
    group[i] = -1;
    if (vc_assert_is_candidate(at->vp, i) != candidates || (only && !only[i]))
      continue;
    int line = vc_assert_line(at->vp, i), g = 0;
    while (g < ng && line_of[g] != line)
      g++;
    if (g == ng)
      line_of[ng++] = line;
    group[i] = g;
  }
  return ng;
}

// Chunk k of nchunks: the assertions of groups [lo, hi) checked.
static void chunk_check(Attempt *at, const int *group, int ng, int nchunks, int k, bool *check,
                        int *lo, int *hi) {
  *lo = k * ng / nchunks;
  *hi = (k + 1) * ng / nchunks;
  for (int i = 0; i < vc_nasserts(at->vp); i++)
    check[i] = group[i] >= *lo && group[i] < *hi;
}

// One chunk's query, stopped by z3 after its share of what is left.
static QueryAnswer ask_chunk(Attempt *at, const bool *check, const bool *cand_on, int chunks_left,
                             Ask ask, char **model) {
  double share = budget_left_ms(at) / chunks_left;
  *model = NULL;
  if (share < MIN_SPLIT_MS || at->session_failed)
    return Q_OTHER;
  return run_query(at, query_tail(at, check, cand_on, ask, (unsigned)share), model);
}

// Where each chunk stands in split_houdini and split_final.
typedef enum { C_OPEN, C_UNSAT, C_SAT } ChunkState;

// How many chunks have no answer yet. Each pass asks them with equal
// shares of what is left, so a quick answer leaves its time to the others.
static int open_chunks(const ChunkState *st, int nchunks) {
  int n = 0;
  for (int k = 0; k < nchunks; k++)
    n += st[k] == C_OPEN;
  return n;
}

// Houdini with its query asked chunk by chunk: a model of a chunk drops
// the candidates its failing assertions mention (an execution whose first
// failing assertion is that candidate's, with the chunks' other
// assertions assumed before it, as Houdini's own query would have found);
// every chunk unsatisfiable under the same candidates is the fixpoint (by
// the first-failing-assertion argument, Houdini's whole query is then
// unsatisfiable). Passes go on over the chunks still open, a chunk without
// an answer getting a bigger share in the next one; a drop opens them all
// again (fewer candidates assumed). No share left: no fixpoint.
static bool split_houdini(Attempt *at, bool *check, bool *cand_on) {
  int n = vc_nasserts(at->vp);
  int *group = NEW_ARRAY(at->arena, int, n + 1), *line_of = NEW_ARRAY(at->arena, int, n + 1);
  int ng = line_groups(at, true, NULL, group, line_of);
  int nchunks = ng < MAX_SPLIT ? ng : MAX_SPLIT;
  ChunkState *st = NEW_ARRAY(at->arena, ChunkState, nchunks + 1);
  for (int open; (open = open_chunks(st, nchunks)) > 0;) {
    bool dropped = false, answered = false;
    for (int k = 0; k < nchunks; k++) {
      if (st[k] != C_OPEN)
        continue;
      int lo, hi;
      chunk_check(at, group, ng, nchunks, k, check, &lo, &hi);
      char *model;
      at->houdini_queries++;
      QueryAnswer a = ask_chunk(at, check, cand_on, open--, ASK_FAILURES, &model);
      at->houdini_unanswered = a == Q_OTHER;
      if (a == Q_OTHER && (at->session_failed || budget_left_ms(at) < MIN_SPLIT_MS))
        return false;
      answered |= a != Q_OTHER;
      if (a == Q_UNSAT)
        st[k] = C_UNSAT;
      if (a == Q_SAT) {
        bool any = drop_refuted(at, check, cand_on, model);
        free(model);
        if (!any)
          return false;
        dropped = true;
      }
    }
    // A pass with no answer at all: the next one's shares would be smaller
    // (the same chunks, less time left), and under --rlimit the same.
    if (!answered)
      return false;
    for (int k = 0; k < nchunks && dropped; k++)
      st[k] = C_OPEN;
  }
  return true;
}

// unasked: the fixpoint is split_houdini's, and the final query has not
// been asked whole (then even one group is asked).
static DirectResult split_final(Attempt *at, bool *check, const bool *cand_on, bool unasked,
                                DirectStop *stop) {
  int n = vc_nasserts(at->vp);
  int *group = NEW_ARRAY(at->arena, int, n + 1), *line_of = NEW_ARRAY(at->arena, int, n + 1);
  int ng = line_groups(at, false, NULL, group, line_of);
  if (ng < 2 && !unasked)
    return DIRECT_NOT_PROVED;
  // No assertion but the candidates': one query with nothing checked, as
  // in attempt(), which z3 must still find unsatisfiable.
  int nchunks = ng == 0 ? 1 : ng < MAX_SPLIT ? ng : MAX_SPLIT;
  ChunkState *st = NEW_ARRAY(at->arena, ChunkState, nchunks + 1);
  // A chunk's model after Houdini's whole-query fixpoint is a model of the
  // final query (it fails a checked assertion, the assumed ones hold before
  // it): taken as the whole query's would be (take_witness), and the
  // program is refuted.
  bool witness = !unasked && at->cfg->failed_lines;
  // Passes over the chunks without an answer, until every chunk has one or
  // no share is worth asking for; the chunks left open are undecided.
  bool answered = true;
  for (int open; answered && (open = open_chunks(st, nchunks)) > 0 &&
                 budget_left_ms(at) / open >= MIN_SPLIT_MS && !at->session_failed;) {
    answered = false; // as in split_houdini: a pass without answers ends it
    for (int k = 0; k < nchunks; k++) {
      if (st[k] != C_OPEN)
        continue;
      int lo, hi;
      chunk_check(at, group, ng, nchunks, k, check, &lo, &hi);
      char *model;
      QueryAnswer a = ask_chunk(at, check, cand_on, open--, witness ? ASK_WITNESS : ASK_ANSWER,
                                &model);
      answered |= a != Q_OTHER;
      if (a == Q_UNSAT)
        st[k] = C_UNSAT;
      if (a == Q_SAT)
        st[k] = C_SAT;
      if (a == Q_SAT && witness) {
        take_witness(at, check, cand_on, model);
        free(model);
        return DIRECT_REFUTED;
      }
      free(model);
    }
  }
  // A model under the split's own Houdini fixpoint is not handed on:
  // measured on e2e 1114, it became a reported race on a table written at
  // a bijection of the thread id, which no real execution has, where
  // Boogie's own run gives up. Its checks count as not decided.
  int proved = 0;
  bool all = true;
  for (int k = 0; k < nchunks; k++) {
    int lo = k * ng / nchunks, hi = (k + 1) * ng / nchunks;
    proved += st[k] == C_UNSAT ? hi - lo : 0;
    all &= st[k] == C_UNSAT;
    for (int g = lo; g < hi && st[k] != C_UNSAT; g++)
      note_undecided(stop, line_of[g]);
  }
  stop->groups = ng;
  stop->proved = proved;
  return all ? DIRECT_PROVED : DIRECT_NOT_PROVED;
}

// The final query, asked whole in the attempt's process as it always was.
// When it has no answer within LINES_AFTER_MS, its checks are also asked
// chunk by chunk (split_final's chunks: one assertion line each, up to
// MAX_SPLIT) in a second z3 process while the first goes on searching,
// and whichever settles the query first decides. Why the chunks decide
// it: each checks its own assertions with every other one assumed and the
// fixpoint's candidates on, so all unsatisfiable is the whole query
// unsatisfiable (any execution's first failing assertion is in some chunk,
// every assertion before it held), and a chunk's model is an execution
// that fails a checked assertion: a model of the whole query, taken as its
// witness (split_final does the same after the whole query has run out of
// time). Measured on the e2e suite's race-free kernels (benchmarks/README.md,
// "Twenty-third session"): 15 of the 19 final queries over a second take
// 0.1 s or less line by line (e2e 1128: 5.1 s whole, 0.17 s by lines), and
// some line alone may be far harder than the whole (e2e 1118: 6 s whole,
// one line past 60 s). Asked first, the lines cost the queries that take
// 0.3 s whole up to 1.5 s (make bench 136.7 to 161.1 s); asked only after a
// second, beside the whole query, they cost no query its answer, and the
// first process asks exactly what it asked before: z3's answers depend on
// what its process did earlier (1147's model was lost in a new process).
enum { LINES_AFTER_MS = 1000, LINE_CAP_MS = 2000, LINES_POLL_MS = 10, LINES_NICE = 10 };

typedef struct Lines {
  Session s;
  bool active;
  int *group, *line_of, ng, nchunks, next; // next: the chunk being asked
  bool *check;                             // its checks
  char why[200];                           // the second process's own failures
} Lines;

// While the second process is asked, at->why points at its own buffer:
// its failures (a time limit, z3's end) are not the attempt's reasons.
typedef struct WhySaved {
  char *why;
  size_t len;
} WhySaved;

static WhySaved lines_why_enter(Attempt *at, Lines *ln) {
  WhySaved saved = {at->why, at->whylen};
  at->why = ln->why;
  at->whylen = sizeof ln->why;
  return saved;
}

static void lines_why_leave(Attempt *at, WhySaved saved) {
  at->why = saved.why;
  at->whylen = saved.len;
}

static void lines_stop(Attempt *at, Lines *ln) {
  session_close(at, &ln->s);
  ln->active = false;
}

// Asks chunk ln->next, stopped by z3 after LINE_CAP_MS at most.
static bool lines_ask(Attempt *at, Lines *ln, const bool *cand_on, Ask ask) {
  int lo, hi;
  chunk_check(at, ln->group, ln->ng, ln->nchunks, ln->next, ln->check, &lo, &hi);
  double left = budget_left_ms(at);
  if (left < MIN_SPLIT_MS)
    return false;
  // Under --rlimit each run is bounded by its units alone, so that its
  // answer does not depend on the machine's speed.
  unsigned cap = at->cfg->rlimit ? 0 : (unsigned)(left < LINE_CAP_MS ? left : LINE_CAP_MS);
  return send_query_text(at, &ln->s, query_tail(at, ln->check, cand_on, ask, cap));
}

// The chunks split the whole query's checks, those in `check`.
static void lines_start(Attempt *at, Lines *ln, const bool *check, const bool *cand_on,
                        Ask ask) {
  int n = vc_nasserts(at->vp);
  ln->group = NEW_ARRAY(at->arena, int, n + 1);
  ln->line_of = NEW_ARRAY(at->arena, int, n + 1);
  ln->check = NEW_ARRAY(at->arena, bool, n + 1);
  ln->ng = line_groups(at, false, check, ln->group, ln->line_of);
  ln->nchunks = ln->ng < MAX_SPLIT ? ln->ng : MAX_SPLIT;
  ln->s = (Session){.to = -1, .from = -1, .tag = "-lines"};
  if (ln->nchunks < 2 || !at->cfg->lines_beside) // one chunk is the whole query again
    return;
  WhySaved saved = lines_why_enter(at, ln);
  bool ok = session_open(at, &ln->s);
  // At a lower priority: on a machine with no core to spare (make test
  // runs two kernels at once on two cores) the lines take what the whole
  // query leaves (e2e 1147: its whole query's model 2.8 s alone, 6.4 s
  // beside the lines at the same priority).
  if (ok)
    setpriority(PRIO_PROCESS, (id_t)ln->s.proc.pid, LINES_NICE);
  ok = ok && lines_ask(at, ln, cand_on, ask);
  lines_why_leave(at, saved);
  ln->active = true;
  if (!ok)
    lines_stop(at, ln);
}

// Takes the second process's answer, if it has one, and asks the next
// chunk. Q_UNSAT: every chunk unsatisfiable; Q_SAT: a chunk's model
// (*model) with its checks in ln->check; Q_OTHER: nothing settled (and
// ln->active false once a chunk went unanswered).
static QueryAnswer lines_step(Attempt *at, Lines *ln, const bool *cand_on, Ask ask,
                              char **model) {
  QueryAnswer result = Q_OTHER;
  WhySaved saved = lines_why_enter(at, ln);
  char *reply;
  ReadState r = session_read(at, &ln->s, LINES_POLL_MS, &reply);
  QueryAnswer a = r == R_DONE ? query_answer(at, reply, model) : Q_OTHER;
  if (r == R_FAILED || (r == R_DONE && a == Q_OTHER))
    lines_stop(at, ln);
  else if (a == Q_SAT)
    result = Q_SAT;
  else if (a == Q_UNSAT && ++ln->next == ln->nchunks)
    result = Q_UNSAT;
  else if (a == Q_UNSAT && !lines_ask(at, ln, cand_on, ask))
    lines_stop(at, ln);
  lines_why_leave(at, saved);
  return result;
}

static QueryAnswer final_query(Attempt *at, bool *check, const bool *cand_on, Ask ask,
                               char **model) {
  *model = NULL;
  Session *s = at->session;
  if (!query_send(at, s, query_tail(at, check, cand_on, ask, 0)))
    return Q_OTHER;
  char *reply;
  ReadState st = session_read(at, s, LINES_AFTER_MS, &reply);
  Lines ln = {.active = false};
  if (st == R_WAITING)
    lines_start(at, &ln, check, cand_on, ask);
  if (ln.active)
    at->lines_chunks = ln.nchunks;
  // The whole query's answer, once it has one; "unknown" (--rlimit) leaves
  // the lines to go on.
  QueryAnswer whole = st == R_DONE ? query_answer(at, reply, model) : Q_OTHER;
  bool whole_open = st == R_WAITING;
  while (whole_open || (ln.active && whole == Q_OTHER)) {
    QueryAnswer a = ln.active ? lines_step(at, &ln, cand_on, ask, model) : Q_OTHER;
    if (a != Q_OTHER) {
      // Settled by the lines: the first process, if still searching, is
      // stopped, and the phase ends here (a proof or a model).
      if (a == Q_SAT)
        memcpy(check, ln.check, (size_t)vc_nasserts(at->vp) * sizeof *check);
      at->lines_settled = true;
      at->why[0] = '\0';
      lines_stop(at, &ln);
      session_close(at, s);
      return a;
    }
    if (!whole_open)
      continue; // lines_step waited LINES_POLL_MS
    st = session_read(at, s, ln.active ? LINES_POLL_MS : -1, &reply);
    if (st == R_WAITING)
      continue;
    whole_open = false;
    if (st == R_DONE)
      whole = query_answer(at, reply, model);
    if (st == R_FAILED) {
      session_close(at, s);
      at->session_failed = true;
    }
  }
  if (ln.active)
    lines_stop(at, &ln);
  return whole;
}

// After a model of the final query: the other lines whose assertions can
// fail, for Boogie's models run to check those alone (driver.c,
// write_models_program). The final query is asked again with the lines
// found so far assumed, until it is unsatisfiable: then no execution's
// first failing assertion is on another line (it would be a model: every
// assertion before it held), and Boogie, which reports exactly the
// assertions that fail with every one before them holding, reports the same
// failures of the program with only those lines checked as of the whole
// (an assumption after the failing assertion constrains nothing). Any other
// answer, a line past max_failed, more than ALL_FAILURES_ROUNDS queries or
// ALL_FAILURES_MS spent leaves the list incomplete, and Boogie checks the
// whole program as before. Why: Boogie's own search for the other
// failures ends with that same unsatisfiable query, asked with its labels
// and without z3's simplifications (e2e 1151's racy kernel: 16 s in
// Boogie after a model in 1.2 s here), and with the lines beside it here.
// Why the bounds: each query asks the whole query again, where Boogie
// only blocks the failure it found in an incremental solver (a kernel
// racing on 26 lines, beside other jobs: 4.5 s in Boogie alone, 25 s with
// 25 queries first; idle, with the bound: 1.8 s before, 2.5 s).
// Bounds in queries and not in the first query's time, so that under
// --rlimit the path taken does not depend on the machine's speed. Where
// the other lines cannot be proved here either, the time is lost (e2e
// 1147, whose other line needs a hash to be injective: 13 s more until the
// last query ran out of units); a bound relative to the time the model
// took (twice) lost more elsewhere (e2e 1151's other lines, proved in
// about 1.5 s after a model in 1.2 s, were then left to Boogie's 16 s).
enum { ALL_FAILURES_ROUNDS = 4, ALL_FAILURES_MS = 20000 };

static bool on_failed_line(const DirectConfig *cfg, int line) {
  for (int k = 0; k < *cfg->nfailed; k++)
    if (cfg->failed_lines[k] == line)
      return true;
  return false;
}

static void all_failures(Attempt *at, bool *check, const bool *cand_on) {
  const DirectConfig *cfg = at->cfg;
  // Not for an unwound program (first_phase_only): its attempt is a quick
  // look for a model within 3 s, which the search would spend (e2e 772's
  // re-check: 1.2 s more, for the same report).
  if (!cfg->all_failed || !cfg->failed_lines || *cfg->nfailed == 0 || cfg->first_phase_only)
    return;
  // The first query's reasons and counts are the attempt's, kept as they were.
  char why[200];
  snprintf(why, sizeof why, "%s", at->why);
  int chunks = at->lines_chunks;
  bool settled = at->lines_settled;
  at->end_ms = now_ms() + ALL_FAILURES_MS;
  int n = vc_nasserts(at->vp);
  for (int round = 0; round < ALL_FAILURES_ROUNDS; round++) {
    int found = *cfg->nfailed;
    bool any = false;
    for (int i = 0; i < n; i++) {
      check[i] = !vc_assert_is_candidate(at->vp, i) &&
                 !on_failed_line(cfg, vc_assert_line(at->vp, i));
      any |= check[i];
    }
    char *model = NULL;
    QueryAnswer a = any ? final_query(at, check, cand_on, ASK_FAILURES, &model) : Q_UNSAT;
    if (a == Q_SAT)
      read_failed_lines(at, check, model);
    free(model);
    *cfg->all_failed = a == Q_UNSAT;
    if (a != Q_SAT || *cfg->nfailed == found) // no new line: full, or a model not read
      break;
  }
  at->end_ms = 0;
  snprintf(at->why, at->whylen, "%s", why);
  at->lines_chunks = chunks;
  at->lines_settled = settled;
}

// One phase of the attempt: Houdini, then the final query.
static DirectResult attempt(Attempt *at, bool *check, bool *cand_on) {
  int n = vc_nasserts(at->vp);
  DirectResult r = DIRECT_NOT_PROVED;
  if (houdini(at, check, cand_on)) {
    at->at_fixpoint = true;
    for (int i = 0; i < n; i++)
      check[i] = !vc_assert_is_candidate(at->vp, i);
    char *model = NULL;
    // Asked even when nothing is checked: z3 then still reads every
    // declaration, axiom and definition, and rejects what is ill-sorted
    // (Boogie's type errors), which must not pass for a proof. The model's
    // failing assertions are read when the driver wants them.
    Ask ask = at->cfg->failed_lines ? ASK_WITNESS : ASK_ANSWER;
    QueryAnswer a = final_query(at, check, cand_on, ask, &model);
    if (a == Q_UNSAT)
      r = DIRECT_PROVED;
    if (a == Q_SAT) {
      r = DIRECT_REFUTED;
      take_witness(at, check, cand_on, model);
      all_failures(at, check, cand_on);
    }
    free(model);
  }
  return r;
}

// Reads the program into at->vp and the text every query shares into
// at->shared (for bit-blasting, if asked and the program only compares its ints).
static bool read_program(Attempt *at, const char *bpl, bool bit_blast, const char **why) {
  at->vp = vc_parse(at->arena, bpl, why);
  StrBuf shared;
  sb_init(&shared);
  bool ok = at->vp && vc_prepare(at->vp, bit_blast, &shared, why);
  at->shared = arena_strdup(at->arena, shared.data ? shared.data : "");
  sb_free(&shared);
  return ok;
}

// A new phase: a new z3 session and budget, the program read again when
// the phase wants the other reading. Reading is deterministic, so
// assertions and candidates keep their numbers (checked: n, nc).
static bool start_phase(Attempt *at, const char *bpl, bool bit_blast, int n, int nc) {
  session_close(at, at->session);
  at->session_failed = false;
  at->start_ms = now_ms();
  if (at->bit_blast == bit_blast)
    return true;
  at->bit_blast = bit_blast;
  const char *parse_why = NULL;
  return read_program(at, bpl, bit_blast, &parse_why) && vc_nasserts(at->vp) == n &&
         vc_ncandidates(at->vp) == nc;
}

DirectResult direct_prove(const char *bpl, const DirectConfig *cfg, char *why, size_t whylen) {
  Arena arena = {0};
  Session session = {.to = -1, .from = -1};
  Attempt at = {.cfg = cfg, .session = &session, .arena = &arena, .start_ms = now_ms(),
                .why = why, .whylen = whylen, .bit_blast = cfg->bit_blast_only};
  if (cfg->budget_ms > 0)
    at.deadline_ms = at.start_ms + cfg->budget_ms;
  why[0] = '\0';
  if (cfg->assignment)
    *cfg->assignment = NULL;
  if (cfg->nfailed)
    *cfg->nfailed = 0;
  if (cfg->pins)
    *cfg->pins = NULL;
  if (cfg->all_failed)
    *cfg->all_failed = false;
  if (cfg->stop)
    memset(cfg->stop, 0, sizeof *cfg->stop);
  const char *parse_why = NULL;
  if (!read_program(&at, bpl, at.bit_blast, &parse_why)) {
    snprintf(why, whylen, "program not read: %s", parse_why ? parse_why : "?");
    arena_free(&arena);
    return DIRECT_SKIPPED;
  }
  if (at.bit_blast && !vc_ints_only_compared(at.vp)) {
    snprintf(why, whylen, "int arithmetic: not bit-blasted");
    arena_free(&arena);
    return DIRECT_SKIPPED;
  }
  int n = vc_nasserts(at.vp), nc = vc_ncandidates(at.vp);
  bool *check = NEW_ARRAY(&arena, bool, n + 1);
  bool *cand_on = NEW_ARRAY(&arena, bool, nc + 1);
  for (int c = 0; c < nc; c++)
    cand_on[c] = true;
  DirectResult r = attempt(&at, check, cand_on);
  // The SMT core ran out of time: a second phase, bit-blasted, with a
  // budget of its own (at most a third of --timeout again). The program is
  // read again with its ints as bit-vectors (only for this phase: the SMT
  // core does worse on some queries with them, e2e 1122), and the
  // phase starts from the first one's candidates: each one dropped was
  // refuted by a model with all the others assumed, so it is out of every
  // fixpoint of the smaller sets too (Houdini's argument).
  if (r == DIRECT_NOT_PROVED && !at.bit_blast && !strcmp(why, "time limit") &&
      vc_ints_only_compared(at.vp) && !cfg->first_phase_only) {
    why[0] = '\0';
    if (!start_phase(&at, bpl, true, n, nc))
      snprintf(why, whylen, "program not read again");
    else
      r = attempt(&at, check, cand_on);
    if (r == DIRECT_NOT_PROVED)
      snprintf(why + strlen(why), whylen - strlen(why), " (also bit-blasted)");
  }
  // A query went unanswered: the split phase (split_houdini, split_final),
  // with a budget of its own, on the SMT core's reading. Houdini goes on
  // from the candidates left (each one dropped was refuted with a superset
  // of any later set assumed).
  if (r == DIRECT_NOT_PROVED && (at.at_fixpoint || at.houdini_unanswered) &&
      !cfg->bit_blast_only && !cfg->first_phase_only) {
    char before[200];
    snprintf(before, sizeof before, "%s", why);
    DirectStop scratch = {0}, *stop = cfg->stop ? cfg->stop : &scratch;
    if (!start_phase(&at, bpl, false, n, nc)) {
      snprintf(why, whylen, "%s; program not read again", before);
    } else {
      bool houdini_split = !at.at_fixpoint;
      if (houdini_split && split_houdini(&at, check, cand_on))
        at.at_fixpoint = true;
      if (at.at_fixpoint)
        r = split_final(&at, check, cand_on, houdini_split, stop);
      snprintf(why, whylen, "%s%s", before,
               houdini_split && !at.at_fixpoint ? "; Houdini one check at a time: no fixpoint"
               : houdini_split ? "; Houdini one check at a time: a fixpoint" : "");
      if (stop->groups)
        snprintf(why + strlen(why), whylen - strlen(why), "; its checks one at a time: %d of %d "
                 "proved", stop->proved, stop->groups);
    }
  }
  if (cfg->stop) {
    cfg->stop->houdini_queries = at.houdini_queries;
    cfg->stop->lines_chunks = at.lines_chunks;
    cfg->stop->by_lines = at.lines_settled;
    cfg->stop->candidates = nc;
    for (int c = 0; c < nc; c++)
      cfg->stop->kept += cand_on[c];
    cfg->stop->in_final = r == DIRECT_NOT_PROVED && at.at_fixpoint;
    cfg->stop->in_houdini = r == DIRECT_NOT_PROVED && !at.at_fixpoint && at.houdini_unanswered;
  }
  if (cfg->queries)
    *cfg->queries = at.queries;
  session_close(&at, &session);
  arena_free(&arena);
  return r;
}
