// sarif_check.c — checks a SARIF log against the SARIF 2.1.0 rules that
// tandem's --format=sarif relies on (no schema download: the rules are here).
// usage: sarif_check LOG [--results=N] [--min-results=N] [--rule=ID]...
//                        [--region] [--same-fingerprints=OTHER_LOG]
//   --results / --min-results: exact / least number of results
//   --rule: a result with that ruleId must be present
//   --region: every result's primary location has a region
//   --same-fingerprints: OTHER_LOG has the same results' partialFingerprints
// Prints "ok" or one line per violation; exit status 1 on any violation.
#include "../../runner/jsonread.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int nbad;

static void bad(const char *where, const char *what) {
  printf("sarif_check: %s: %s\n", where, what);
  nbad++;
}

static const char *S(const Jv *o, const char *k) {
  return jv_str(jv_get(o, k));
}

static bool is_kind(const Jv *v, JvKind k) {
  return v && v->kind == k;
}

// A URI reference: printable ASCII without spaces, '%' followed by 2 hex digits.
static bool uri_ok(const char *u) {
  if (!u || !*u)
    return false;
  for (const unsigned char *p = (const unsigned char *)u; *p; p++) {
    if (*p <= 0x20 || *p >= 0x7f || strchr("\"<>\\^`{|}", *p))
      return false;
    if (*p == '%' && !(strchr("0123456789ABCDEFabcdef", p[1]) && p[1] &&
                       strchr("0123456789ABCDEFabcdef", p[2]) && p[2]))
      return false;
  }
  return true;
}

static bool int_ge(const Jv *v, long long min) {
  long long x;
  return jv_int(v, &x) && x == v->num && x >= min;
}

static bool level_ok(const char *l) {
  return l && (!strcmp(l, "none") || !strcmp(l, "note") || !strcmp(l, "warning") ||
               !strcmp(l, "error"));
}

static void check_message(const Jv *o, const char *where) {
  if (!S(jv_get(o, "message"), "text"))
    bad(where, "message.text missing");
}

// A location object: physicalLocation optional, but when there it has an
// artifactLocation.uri and a region with startLine >= 1 (if a region).
static void check_location(const Jv *l, const char *where, bool need_physical, bool need_region) {
  if (!is_kind(l, JV_OBJ)) {
    bad(where, "location is not an object");
    return;
  }
  const Jv *p = jv_get(l, "physicalLocation");
  if (!p) {
    if (need_physical)
      bad(where, "physicalLocation missing");
    return;
  }
  if (!uri_ok(S(jv_get(p, "artifactLocation"), "uri")))
    bad(where, "physicalLocation.artifactLocation.uri missing or not a URI reference");
  const Jv *r = jv_get(p, "region");
  if (!r) {
    if (need_region)
      bad(where, "region missing");
    return;
  }
  if (!int_ge(jv_get(r, "startLine"), 1))
    bad(where, "region.startLine is not an integer >= 1");
  if (jv_get(r, "startColumn") && !int_ge(jv_get(r, "startColumn"), 1))
    bad(where, "region.startColumn is not an integer >= 1");
  if (jv_get(l, "message"))
    check_message(l, where);
}

static void check_locations(const Jv *arr, const char *where, bool need_region) {
  if (arr && !is_kind(arr, JV_ARR))
    bad(where, "not an array");
  for (int i = 0; i < jv_len(arr); i++)
    check_location(jv_at(arr, i), where, true, need_region);
}

static void check_code_flows(const Jv *cf, const char *where) {
  if (!cf)
    return;
  if (!is_kind(cf, JV_ARR) || !cf->n)
    bad(where, "codeFlows is not a non-empty array");
  for (int i = 0; i < jv_len(cf); i++) {
    const Jv *tfs = jv_get(jv_at(cf, i), "threadFlows");
    if (!jv_len(tfs))
      bad(where, "codeFlow without threadFlows");
    for (int t = 0; t < jv_len(tfs); t++) {
      const Jv *ls = jv_get(jv_at(tfs, t), "locations");
      if (!jv_len(ls))
        bad(where, "threadFlow without locations");
      for (int k = 0; k < jv_len(ls); k++) {
        const Jv *loc = jv_get(jv_at(ls, k), "location");
        if (!loc)
          bad(where, "threadFlowLocation without location");
        else
          check_location(loc, where, false, false);
      }
    }
  }
}

static void check_rules(const Jv *rules) {
  if (!is_kind(rules, JV_ARR))
    bad("tool.driver.rules", "not an array");
  for (int i = 0; i < jv_len(rules); i++) {
    const Jv *r = jv_at(rules, i);
    const char *id = S(r, "id");
    if (!id) {
      bad("rule", "id missing");
      continue;
    }
    for (int j = 0; j < i; j++)
      if (S(jv_at(rules, j), "id") && !strcmp(S(jv_at(rules, j), "id"), id))
        bad(id, "rule id not unique");
    if (!S(r, "name") || !S(jv_get(r, "shortDescription"), "text") ||
        !S(jv_get(r, "fullDescription"), "text") || !uri_ok(S(r, "helpUri")))
      bad(id, "rule lacks name, shortDescription, fullDescription or helpUri");
    const Jv *dc = jv_get(r, "defaultConfiguration");
    if (dc && !level_ok(S(dc, "level")))
      bad(id, "defaultConfiguration.level not in the enum");
  }
}

static int rule_at(const Jv *rules, const char *id) {
  for (int i = 0; id && i < jv_len(rules); i++)
    if (S(jv_at(rules, i), "id") && !strcmp(S(jv_at(rules, i), "id"), id))
      return i;
  return -1;
}

static void check_result(const Jv *res, const Jv *rules, bool need_region) {
  const char *id = S(res, "ruleId");
  const char *where = id ? id : "result";
  int at = rule_at(rules, id);
  if (at < 0)
    bad(where, "ruleId missing or not among the rules");
  long long ri;
  if (jv_get(res, "ruleIndex") && (!jv_int(jv_get(res, "ruleIndex"), &ri) || ri != at))
    bad(where, "ruleIndex does not point at the rule named by ruleId");
  if (jv_get(res, "level") && !level_ok(S(res, "level")))
    bad(where, "level not in none|note|warning|error");
  check_message(res, where);
  const Jv *locs = jv_get(res, "locations");
  if (!jv_len(locs))
    bad(where, "no locations");
  check_locations(locs, where, need_region);
  check_locations(jv_get(res, "relatedLocations"), where, false);
  check_code_flows(jv_get(res, "codeFlows"), where);
  const Jv *fp = jv_get(res, "partialFingerprints");
  if (fp && !is_kind(fp, JV_OBJ))
    bad(where, "partialFingerprints is not an object");
  for (int i = 0; fp && i < fp->n; i++)
    if (!is_kind(fp->items[i], JV_STR))
      bad(where, "partialFingerprints value is not a string");
}

static void check_invocations(const Jv *inv) {
  if (!jv_len(inv))
    bad("run", "no invocations");
  for (int i = 0; i < jv_len(inv); i++) {
    const Jv *v = jv_at(inv, i);
    if (!is_kind(jv_get(v, "executionSuccessful"), JV_BOOL))
      bad("invocation", "executionSuccessful missing or not a boolean");
    const Jv *ns = jv_get(v, "toolExecutionNotifications");
    for (int k = 0; k < jv_len(ns); k++) {
      const Jv *n = jv_at(ns, k);
      check_message(n, "notification");
      if (jv_get(n, "level") && !level_ok(S(n, "level")))
        bad("notification", "level not in the enum");
      check_locations(jv_get(n, "locations"), "notification", false);
    }
  }
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  StrBuf sb;
  sb_init(&sb);
  int c;
  while ((c = getc(f)) != EOF)
    sb_putc(&sb, (char)c);
  fclose(f);
  return sb.data ? sb.data : xmalloc(1);
}

static Jv *load(const char *path, Arena *a) {
  char *text = slurp(path);
  const char *err = NULL;
  Jv *doc = text ? jv_parse(text, a, &err) : NULL;
  if (!doc)
    printf("sarif_check: %s: %s\n", path, text ? err : "cannot read");
  free(text);
  return doc;
}

static const Jv *results_of(const Jv *doc) {
  return jv_get(jv_at(jv_get(doc, "runs"), 0), "results");
}

// Same results, in order, with the same partialFingerprints.
static void same_fingerprints(const Jv *a, const Jv *b) {
  const Jv *ra = results_of(a), *rb = results_of(b);
  if (jv_len(ra) != jv_len(rb)) {
    bad("fingerprints", "the two logs have different numbers of results");
    return;
  }
  for (int i = 0; i < jv_len(ra); i++) {
    const Jv *fa = jv_get(jv_at(ra, i), "partialFingerprints");
    const Jv *fb = jv_get(jv_at(rb, i), "partialFingerprints");
    if (!fa || !fb || fa->n != fb->n || !fa->n)
      bad("fingerprints", "missing or different partialFingerprints");
    for (int k = 0; fa && fb && k < fa->n; k++) {
      const char *x = jv_str(fa->items[k]), *y = S(fb, fa->keys[k]);
      if (!x || !y || strcmp(x, y))
        bad(fa->keys[k], "fingerprint differs between the two runs");
    }
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: sarif_check LOG [options]\n");
    return 2;
  }
  Arena a = {0};
  Jv *doc = load(argv[1], &a);
  if (!doc) {
    arena_free(&a);
    return 1;
  }
  if (!S(doc, "version") || strcmp(S(doc, "version"), "2.1.0"))
    bad("log", "version is not \"2.1.0\"");
  if (!S(doc, "$schema"))
    bad("log", "$schema missing");
  const Jv *runs = jv_get(doc, "runs");
  if (jv_len(runs) != 1)
    bad("log", "not exactly one run");
  long long want = -1, min = 0, n = 0;
  bool need_region = false;
  for (int i = 2; i < argc; i++)
    if (!strncmp(argv[i], "--results=", 10))
      want = atoll(argv[i] + 10);
    else if (!strncmp(argv[i], "--min-results=", 14))
      min = atoll(argv[i] + 14);
    else if (!strcmp(argv[i], "--region"))
      need_region = true;
  for (int r = 0; r < jv_len(runs); r++) {
    const Jv *run = jv_at(runs, r), *drv = jv_get(jv_get(run, "tool"), "driver");
    if (!S(drv, "name"))
      bad("run", "tool.driver.name missing");
    const Jv *rules = jv_get(drv, "rules");
    check_rules(rules);
    check_invocations(jv_get(run, "invocations"));
    const Jv *res = jv_get(run, "results");
    if (!is_kind(res, JV_ARR))
      bad("run", "results is not an array");
    for (int i = 0; i < jv_len(res); i++)
      check_result(jv_at(res, i), rules, need_region);
    n += jv_len(res);
  }
  if ((want >= 0 && n != want) || n < min) {
    printf("sarif_check: %lld results\n", n);
    nbad++;
  }
  for (int i = 2; i < argc; i++) {
    if (!strncmp(argv[i], "--rule=", 7)) {
      bool found = false;
      const Jv *res = results_of(doc);
      for (int k = 0; k < jv_len(res); k++)
        found |= S(jv_at(res, k), "ruleId") && !strcmp(S(jv_at(res, k), "ruleId"), argv[i] + 7);
      if (!found)
        bad(argv[i] + 7, "no result with this ruleId");
    } else if (!strncmp(argv[i], "--same-fingerprints=", 20)) {
      Jv *other = load(argv[i] + 20, &a);
      if (other)
        same_fingerprints(doc, other);
      else
        nbad++;
    }
  }
  arena_free(&a);
  if (!nbad)
    printf("ok\n");
  return nbad ? 1 : 0;
}
