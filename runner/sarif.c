// sarif.c — --format=sarif: the JSON report (report.c, driver.c) read back
// and written as one SARIF 2.1.0 log with one run.
//
// Why a second pass over the JSON document rather than a third printer in
// report.c: the JSON report already holds every fact the user sees, so the
// SARIF view cannot drift from it, and report.c and driver.c stay unchanged.
#include "runner.h"
#include "jsonread.h"

#include <stdio.h>
#include <string.h>

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

typedef struct Rule {
  const char *id, *name, *level, *brief, *full, *anchor;
} Rule;

// One rule per class of finding tandem reports; docs/user-guide.md
// ("SARIF output") has the same list. Ids are stable: never renumber.
static const Rule rules[] = {
    {"TDM101", "ReadWriteRaceInBlock", "error", "Read-write data race between threads of one block.",
     "Two threads of the same block (work-group) access the same memory location, one reads and one writes, with no barrier between them.",
     "sarif-races"},
    {"TDM102", "ReadWriteRaceAcrossBlocks", "error", "Read-write data race between threads of different blocks.",
     "Two threads of different blocks (work-groups) access the same global memory location, one reads and one writes; barriers do not order threads of different blocks.",
     "sarif-races"},
    {"TDM103", "WriteWriteRaceInBlock", "error", "Write-write data race between threads of one block.",
     "Two threads of the same block (work-group) write the same memory location with no barrier between the writes.",
     "sarif-races"},
    {"TDM104", "WriteWriteRaceAcrossBlocks", "error", "Write-write data race between threads of different blocks.",
     "Two threads of different blocks (work-groups) write the same global memory location.",
     "sarif-races"},
    {"TDM105", "AtomicRaceInBlock", "error", "Race between an atomic and a plain access in one block.",
     "Two threads of the same block access the same location, one atomically and the other with a plain read or write; atomics only order other atomics.",
     "sarif-races"},
    {"TDM106", "AtomicRaceAcrossBlocks", "error", "Race between an atomic and a plain access across blocks.",
     "Two threads of different blocks access the same location, one atomically and the other with a plain read or write.",
     "sarif-races"},
    {"TDM107", "InsufficientAtomicScope", "error", "Atomics whose scope does not cover both threads.",
     "Two threads of different blocks (work-groups) access the same location with atomics, and at least one of them is block-scoped (atomicAdd_block, memory_scope_work_group), so the two are not atomic with respect to each other.",
     "sarif-scope"},
    {"TDM201", "BarrierDivergence", "error", "A barrier not reached by all threads of the block.",
     "Two threads of the same block disagree on reaching a barrier (__syncthreads, barrier): the behaviour is undefined.",
     "sarif-barrier"},
    {"TDM202", "NonUniformBarrierFlags", "error", "A barrier whose fence flags differ between threads.",
     "Two work-items of one work-group wait at the same barrier(flags) with different flags: which memory the barrier orders is not defined.",
     "sarif-barrier"},
    {"TDM301", "AssertionFailure", "error", "An assertion in the kernel might not hold.",
     "An assert() or tandem assertion in the kernel can fail for some thread pair and parameter values.",
     "sarif-assert"},
    {"TDM302", "InvariantFailure", "error", "A user loop invariant might not hold.",
     "A loop invariant given in the kernel might not hold on loop entry or might not be maintained by the loop body.",
     "sarif-assert"},
    {"TDM401", "MisalignedAccess", "error", "A memory access misaligned for its type.",
     "A pointer is dereferenced at an address that is not a multiple of the alignment its type needs.",
     "sarif-memory"},
    {"TDM402", "ConstantMemoryWrite", "error", "A write to __constant__ memory from device code.",
     "Device code writes a __constant__ variable, which is read-only on the device.",
     "sarif-memory"},
    {"TDM403", "OutOfBoundsAccess", "error", "An access outside a statically sized array.",
     "With --check-array-bounds: a thread reads or writes an element outside a __shared__, __constant__, __device__ or private array whose size is known.",
     "sarif-memory"},
    {"TDM404", "NullDereference", "error", "A null pointer is dereferenced.",
     "A thread reads or writes through a pointer that is null on some path (a pointer chosen between arrays and NULL).",
     "sarif-memory"},
    {"TDM901", "UnsupportedConstruct", "warning", "The kernel was not verified: unsupported construct.",
     "The kernel uses a construct tandem cannot verify (exit status 2); nothing is claimed about it.",
     "sarif-not-verified"},
    {"TDM902", "Inconclusive", "warning", "The kernel was not verified: inconclusive.",
     "The solver timed out, ran out of memory, or tandem hit an internal error (exit status 3); nothing is claimed about the kernel, or only the listed defects.",
     "sarif-not-verified"},
    // Added after the list above: appended so older rules keep their ruleIndex.
    {"TDM120", "InsufficientGroupSync", "error", "A block-level sync where the accesses need grid-level ordering.",
     "Two threads of different blocks access the same global memory location with only a block-level barrier (__syncthreads, block.sync()) between the accesses; only a grid-wide barrier (grid.sync()) orders threads of different blocks.",
     "sarif-scope"},
};
enum { NRULES = sizeof rules / sizeof rules[0] };

static int rule_index(const char *id) {
  for (int i = 0; i < NRULES; i++)
    if (!strcmp(rules[i].id, id))
      return i;
  return NRULES - 1;
}

// ------------------------------------------------------------ small pieces

static const char *S(const Jv *o, const char *key) {
  return jv_str(jv_get(o, key));
}

static bool contains(const char *s, const char *w) {
  return s && strstr(s, w);
}

// Percent-encodes a path into a URI reference: every byte outside the
// unreserved set and '/', so spaces and non-UTF-8 bytes stay legal.
static void put_uri(StrBuf *out, const char *path) {
  StrBuf u;
  sb_init(&u);
  if (path[0] == '/')
    sb_puts(&u, "file://");
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
        strchr("-._~/", *p))
      sb_putc(&u, (char)*p);
    else
      sb_printf(&u, "%%%02X", *p);
  }
  json_string(out, u.data ? u.data : "");
  sb_free(&u);
}

static void put_triple(StrBuf *out, const Jv *v) {
  sb_putc(out, '(');
  for (int d = 0; d < 3; d++) {
    long long x;
    if (d)
      sb_putc(out, ',');
    if (jv_int(jv_at(v, d), &x))
      sb_printf(out, "%lld", x);
    else
      sb_putc(out, '?');
  }
  sb_putc(out, ')');
}

// "thread (8,0,0) in block (0,0,0)" (work-item/work-group for OpenCL).
static void put_thread(StrBuf *out, const Jv *t, bool cl) {
  sb_puts(out, cl ? "work-item " : "thread ");
  put_triple(out, jv_get(t, "thread"));
  sb_puts(out, cl ? " in work-group " : " in block ");
  put_triple(out, jv_get(t, "block"));
}

// A JSON report location: {file, line, column} members of `o`.
typedef struct Loc {
  const char *file;
  long long line, col;
} Loc;

static Loc loc_of(const Jv *o, const char *fallback_file) {
  Loc l = {jv_str(jv_get(o, "file")), 0, 0};
  if (!jv_int(jv_get(o, "line"), &l.line))
    l.line = 0;
  if (!jv_int(jv_get(o, "column"), &l.col))
    l.col = 0;
  if (!l.file)
    l.file = fallback_file, l.line = 0, l.col = 0;
  return l;
}

static void put_physical(StrBuf *out, Loc l) {
  sb_puts(out, "\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
  put_uri(out, l.file);
  sb_putc(out, '}');
  if (l.line > 0) {
    sb_printf(out, ",\"region\":{\"startLine\":%lld", l.line);
    if (l.col > 0)
      sb_printf(out, ",\"startColumn\":%lld", l.col);
    sb_putc(out, '}');
  }
  sb_putc(out, '}');
}

// A location object; `msg` may be NULL, `id` < 0 for none.
static void put_location(StrBuf *out, Loc l, const char *msg, int id) {
  sb_putc(out, '{');
  if (id >= 0)
    sb_printf(out, "\"id\":%d,", id);
  put_physical(out, l);
  if (msg) {
    sb_puts(out, ",\"message\":{\"text\":");
    json_string(out, msg);
    sb_putc(out, '}');
  }
  sb_putc(out, '}');
}

// ------------------------------------------------------------ fingerprints

// The text of line `line` of `file` with outer blanks removed, or NULL.
static char *source_line(const char *file, long long line, Arena *a) {
  FILE *f = line > 0 ? fopen(file, "rb") : NULL;
  if (!f)
    return NULL;
  StrBuf sb;
  sb_init(&sb);
  long long n = 1;
  int c;
  while ((c = getc(f)) != EOF && n <= line) {
    if (c == '\n')
      n++;
    else if (n == line)
      sb_putc(&sb, (char)c);
  }
  fclose(f);
  char *s = n > line || (c == EOF && n == line) ? arena_strdup(a, sb.data ? sb.data : "") : NULL;
  sb_free(&sb);
  if (!s)
    return NULL;
  while (*s == ' ' || *s == '\t')
    s++;
  size_t len = strlen(s);
  while (len && strchr(" \t\r", s[len - 1]))
    s[--len] = '\0';
  return s;
}

static void fnv(uint64_t *h, const char *s) {
  for (const unsigned char *p = (const unsigned char *)s; *p; p++)
    *h = (*h ^ *p) * 1099511628211ULL;
  *h = (*h ^ 0xff) * 1099511628211ULL; // separator: ("ab","c") != ("a","bc")
}

// Why these parts: the kernel's linkage name, the rule and the two source
// lines (their text, so edits elsewhere in the file do not move it; the
// line number when the file cannot be read) identify a defect across runs,
// while thread ids and the element come from the solver's model and vary.
static void fp_loc(uint64_t *h, Loc l, Arena *a) {
  char *text = source_line(l.file, l.line, a);
  fnv(h, l.file ? l.file : "");
  fnv(h, text ? text : arena_printf(a, "line %lld", l.line));
}

// ------------------------------------------------------------ results

typedef struct Ctx {
  StrBuf *out;
  Arena *a;
  int nresults;
  const char *file;   // the input file as given
  const Jv *kernel;
  bool cl;            // OpenCL wording (the kernel's "lang")
} Ctx;

static const char *race_rule(const Jv *d) {
  const char *race = jv_str(jv_get(d, "race"));
  const char *msg = jv_str(jv_get(d, "message"));
  bool across = jv_get(d, "different_blocks") && jv_get(d, "different_blocks")->b;
  const char *cls = jv_str(jv_get(d, "class"));
  if ((cls && !strcmp(cls, "insufficient atomic scope")) || contains(msg, "insufficient atomic scope"))
    return "TDM107";
  if (cls && !strcmp(cls, "insufficient group sync"))
    return "TDM120";
  if (contains(race, "atomic"))
    return across ? "TDM106" : "TDM105";
  if (race && !strcmp(race, "write-write"))
    return across ? "TDM104" : "TDM103";
  return across ? "TDM102" : "TDM101";
}

static const char *defect_rule(const Jv *d) {
  const char *kind = jv_str(jv_get(d, "kind"));
  static const char *const map[][2] = {{"barrier-divergence", "TDM201"}, {"barrier-flags", "TDM202"}, {"assertion", "TDM301"},
                                       {"invariant", "TDM302"}, {"misaligned-access", "TDM401"},
                                       {"constant-write", "TDM402"}, {"out-of-bounds", "TDM403"},
                                       {"null-dereference", "TDM404"}};
  if (kind && !strcmp(kind, "race"))
    return race_rule(d);
  for (size_t i = 0; kind && i < sizeof map / sizeof map[0]; i++)
    if (!strcmp(kind, map[i][0]))
      return map[i][1];
  return "TDM302";
}

static void result_head(Ctx *c, const char *rule, const char *level, const char *msg) {
  StrBuf *out = c->out;
  sb_puts(out, c->nresults++ ? ",{" : "{");
  sb_printf(out, "\"ruleId\":\"%s\",\"ruleIndex\":%d,\"level\":\"%s\",\"message\":{\"text\":",
            rule, rule_index(rule), level);
  json_string(out, msg);
  sb_puts(out, "}");
}

static void put_logical(StrBuf *out, const Jv *k) {
  sb_puts(out, ",\"logicalLocations\":[{\"kind\":\"function\",\"name\":");
  json_string(out, jv_str(jv_get(k, "kernel")));
  sb_puts(out, ",\"fullyQualifiedName\":");
  json_string(out, jv_str(jv_get(k, "signature")));
  sb_puts(out, ",\"decoratedName\":");
  json_string(out, jv_str(jv_get(k, "mangled")));
  sb_puts(out, "}]");
}

static void primary_location(Ctx *c, Loc l) {
  sb_puts(c->out, ",\"locations\":[{");
  put_physical(c->out, l);
  put_logical(c->out, c->kernel);
  sb_puts(c->out, "}]");
}

// The kernel's facts as a property bag; `extra` is more members or "".
static void properties(Ctx *c, const Jv *d, const char *extra) {
  StrBuf *out = c->out;
  sb_puts(out, ",\"properties\":{\"kernel\":");
  json_string(out, jv_str(jv_get(c->kernel, "kernel")));
  sb_puts(out, ",\"signature\":");
  json_string(out, jv_str(jv_get(c->kernel, "signature")));
  sb_puts(out, ",\"mangled\":");
  json_string(out, jv_str(jv_get(c->kernel, "mangled")));
  sb_puts(out, ",\"verdict\":");
  json_string(out, jv_str(jv_get(c->kernel, "verdict")));
  if (d) {
    const char *keys[] = {"class", "race", "array", "element"};
    for (int i = 0; i < 4; i++)
      if (jv_str(jv_get(d, keys[i]))) {
        sb_printf(out, ",\"%s\":", keys[i]);
        json_string(out, jv_str(jv_get(d, keys[i])));
      }
  }
  sb_printf(out, "%s}}", extra);
}

static void fingerprint(Ctx *c, const char *rule, Loc l1, Loc l2) {
  uint64_t h = 14695981039346656037ULL;
  fnv(&h, jv_str(jv_get(c->kernel, "mangled")) ? jv_str(jv_get(c->kernel, "mangled")) : "");
  fnv(&h, rule);
  fp_loc(&h, l1, c->a);
  fp_loc(&h, l2, c->a);
  sb_printf(c->out, ",\"partialFingerprints\":{\"tandemDefect/v1\":\"%016llx\"}",
            (unsigned long long)h);
}

// One threadFlow per thread, each with its access (or the defect's line).
static void code_flows(Ctx *c, const Loc l[2], const char *const msg[2]) {
  StrBuf *out = c->out;
  sb_puts(out, ",\"codeFlows\":[{\"threadFlows\":[");
  for (int i = 0; i < 2; i++) {
    sb_printf(out, "%s{\"id\":\"thread%d\",\"message\":{\"text\":", i ? "," : "", i + 1);
    json_string(out, arena_printf(c->a, "thread %d of the pair: %s", i + 1, msg[i]));
    sb_puts(out, "},\"locations\":[{\"location\":");
    put_location(out, l[i], msg[i], -1);
    sb_puts(out, "}]}");
  }
  sb_puts(out, "]}]");
}

// "kernel", or "device function" for a --no-inline function's own check.
static const char *unit_word(Ctx *c) {
  const Jv *p = jv_get(c->kernel, "device_function");
  return p && p->b ? "device function" : "kernel";
}

static const char *error_line(Ctx *c, const Jv *d) {
  const char *sig = jv_str(jv_get(c->kernel, "signature"));
  const char *kind = jv_str(jv_get(d, "kind"));
  if (kind && !strcmp(kind, "barrier-divergence"))
    return arena_printf(c->a, "barrier divergence in kernel '%s': the barrier is not reached by "
                        "all %s", sig, c->cl ? "work-items of the work-group" : "threads of the block");
  bool across = jv_get(d, "different_blocks") && jv_get(d, "different_blocks")->b;
  return arena_printf(c->a, "%s in %s '%s'%s", jv_str(jv_get(d, "message")), unit_word(c), sig,
                      !across ? "" : c->cl ? " (work-items in different work-groups)"
                                           : " (threads in different blocks)");
}

static void defect_result(Ctx *c, const Jv *d) {
  const char *rule = defect_rule(d);
  Loc at = loc_of(d, c->file), l[2];
  const char *msg[2];
  const Jv *acc = jv_get(d, "accesses");
  const Jv *threads = acc ? acc : jv_get(d, "threads");
  for (int i = 0; i < 2; i++) {
    const Jv *t = jv_at(threads, i);
    l[i] = acc ? loc_of(t, c->file) : at;
    if (acc && l[i].line <= 0 && at.line > 0)
      l[i] = at; // an access the model did not place: the error's line
    StrBuf sb;
    sb_init(&sb);
    put_thread(&sb, t, c->cl);
    if (acc)
      sb_printf(&sb, " %s %s",
                !strcmp(jv_str(jv_get(t, "access")) ? jv_str(jv_get(t, "access")) : "", "read")
                    ? "reads" : !strcmp(jv_str(jv_get(t, "access")) ? jv_str(jv_get(t, "access")) : "",
                                        "write") ? "writes" : "atomically accesses",
                jv_str(jv_get(d, "element")) ? jv_str(jv_get(d, "element")) : "?");
    msg[i] = arena_strdup(c->a, sb.data ? sb.data : "");
    sb_free(&sb);
  }
  result_head(c, rule, "error", error_line(c, d));
  primary_location(c, acc ? l[1] : at);
  const Jv *sync = jv_get(d, "sync");
  if (acc || sync) {
    sb_puts(c->out, ",\"relatedLocations\":[");
    if (acc)
      put_location(c->out, l[0], msg[0], 1);
    // Scope classes: the synchronisation to widen.
    if (sync && acc)
      sb_putc(c->out, ',');
    if (sync)
      put_location(c->out, loc_of(sync, c->file),
                   arena_printf(c->a, "the synchronisation whose scope is too narrow for this "
                                "pair (%s)", S(d, "class") ? S(d, "class") : "?"), 2);
    sb_puts(c->out, "]");
  }
  code_flows(c, l, msg);
  fingerprint(c, rule, l[0], l[1]);
  properties(c, d, "");
}

// Unsupported and inconclusive kernels: one "warning" result each, so a
// kernel that was not verified never passes a SARIF gate silently.
static void unverified_result(Ctx *c, const char *verdict) {
  bool unsup = !strcmp(verdict, "unsupported");
  const char *rule = unsup ? "TDM901" : "TDM902";
  const char *why = jv_str(jv_get(c->kernel, "message"));
  const char *sig = jv_str(jv_get(c->kernel, "signature"));
  const char *msg = unsup ? arena_printf(c->a, "unsupported: %s (%s '%s')", why ? why : "?",
                                         unit_word(c), sig)
                          : arena_printf(c->a, "%s '%s': inconclusive (%s)", unit_word(c), sig,
                                         why ? why : "unknown reason");
  Loc at = unsup ? loc_of(jv_get(c->kernel, "location"), c->file) : (Loc){c->file, 0, 0};
  result_head(c, rule, "warning", msg);
  primary_location(c, at);
  fingerprint(c, rule, at, at);
  properties(c, NULL, "");
}

static void kernel_results(Ctx *c) {
  const char *verdict = jv_str(jv_get(c->kernel, "verdict"));
  const Jv *ds = jv_get(c->kernel, "defects");
  for (int i = 0; i < jv_len(ds); i++)
    defect_result(c, jv_at(ds, i));
  if (verdict && (!strcmp(verdict, "unsupported") || !strcmp(verdict, "inconclusive")))
    unverified_result(c, verdict);
}

// ------------------------------------------------------------ the log

static void put_rules(StrBuf *out) {
  sb_puts(out, "\"rules\":[");
  for (int i = 0; i < NRULES; i++) {
    const Rule *r = &rules[i];
    sb_printf(out, "%s{\"id\":\"%s\",\"name\":\"%s\",\"shortDescription\":{\"text\":", i ? "," : "",
              r->id, r->name);
    json_string(out, r->brief);
    sb_puts(out, "},\"fullDescription\":{\"text\":");
    json_string(out, r->full);
    sb_printf(out, "},\"helpUri\":\"docs/user-guide.md#%s\",\"defaultConfiguration\":"
                   "{\"level\":\"%s\"}}", r->anchor, r->level);
  }
  sb_puts(out, "]");
}

// A notification for toolExecutionNotifications; `file` may be NULL.
static void notification(StrBuf *out, int *n, const char *level, const char *text,
                         const char *file) {
  sb_printf(out, "%s{\"level\":\"%s\",\"message\":{\"text\":", (*n)++ ? "," : "", level);
  json_string(out, text);
  sb_putc(out, '}');
  if (file) {
    sb_puts(out, ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
    put_uri(out, file);
    sb_puts(out, "}}}]");
  }
  sb_putc(out, '}');
}

static const char *note_level(const char *s) {
  return contains(s, "error") ? "error" : "note";
}

static void notifications(StrBuf *out, const Jv *files) {
  int n = 0;
  sb_puts(out, "\"toolExecutionNotifications\":[");
  for (int i = 0; i < jv_len(files); i++) {
    const Jv *f = jv_at(files, i);
    const char *file = jv_str(jv_get(f, "file"));
    if (jv_str(jv_get(f, "error")))
      notification(out, &n, "error", jv_str(jv_get(f, "error")), file);
    const Jv *notes = jv_get(f, "notes");
    for (int j = 0; j < jv_len(notes); j++)
      notification(out, &n, note_level(jv_str(jv_at(notes, j))), jv_str(jv_at(notes, j)), file);
    const Jv *ks = jv_get(f, "kernels");
    for (int k = 0; k < jv_len(ks); k++) {
      const Jv *kn = jv_get(jv_at(ks, k), "notes");
      for (int j = 0; j < jv_len(kn); j++)
        notification(out, &n, note_level(jv_str(jv_at(kn, j))), jv_str(jv_at(kn, j)), file);
    }
  }
  sb_puts(out, "]");
}

int sarif_from_json(const char *json, StrBuf *out) {
  Arena a = {0};
  const char *err = NULL;
  Jv *doc = jv_parse(json, &a, &err);
  if (!doc) {
    fprintf(stderr, "tandem: internal error: own JSON report unreadable (%s)\n", err);
    arena_free(&a);
    return EXIT_INCONCLUSIVE;
  }
  long long exit = EXIT_INCONCLUSIVE;
  jv_int(jv_get(doc, "exit"), &exit);
  const char *version = jv_str(jv_get(doc, "tandem"));
  sb_printf(out, "{\"$schema\":\"%s\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":"
                 "{\"name\":\"tandem\",\"version\":", SARIF_SCHEMA);
  json_string(out, version ? version : TANDEM_VERSION);
  // No informationUri: optional in SARIF 2.1.0, and tandem has no home page
  // to name; rules point into docs/user-guide.md instead (helpUri).
  sb_puts(out, ",");
  put_rules(out);
  sb_printf(out, "}},\"invocations\":[{\"executionSuccessful\":%s,\"exitCode\":%lld,",
            exit == EXIT_VERIFIED || exit == EXIT_DEFECT ? "true" : "false", exit);
  const Jv *files = jv_get(doc, "files");
  notifications(out, files);
  sb_puts(out, "}],\"results\":[");
  Ctx c = {out, &a, 0, NULL, NULL, false};
  for (int i = 0; i < jv_len(files); i++) {
    const Jv *f = jv_at(files, i), *ks = jv_get(f, "kernels");
    c.file = jv_str(jv_get(f, "file"));
    for (int k = 0; k < jv_len(ks); k++) {
      c.kernel = jv_at(ks, k);
      c.cl = S(c.kernel, "lang") && !strcmp(S(c.kernel, "lang"), "opencl");
      kernel_results(&c);
    }
  }
  sb_puts(out, "]}]}\n");
  arena_free(&a);
  return (int)exit;
}
