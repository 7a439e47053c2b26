// test_direct.c — the direct proof attempt (runner/direct.c, vcgen.c) on
// small Boogie programs: tests/direct/*.bpl, each with its expected outcome
// in a comment line `// expect: proved`, `// expect: not proved` or
// `// expect: skipped` (vcgen.c does not read it, and Boogie must be asked).
// Each program is also tried with the bit-blasted phase alone (direct.c):
// where its ints are only compared (vcgen.c, ints_only_compared) that must
// give the same outcome, unless a line `// bit-blast: OUTCOME` says
// otherwise: `skipped` for a program with int arithmetic or a large int
// literal, which that phase must refuse, or `not proved` where something
// is left that z3's bit-blasting cannot take (its "unknown" must never be
// a proof).
//
// A line `// failing lines: L1 L2...` lists the lines of the assertions
// that fail in the final query's model (the attempt's report to the driver,
// which then asks Boogie to check only those): exactly these, in any order.
// A line `// every failing line: L1 L2...` asks the attempt for every
// line whose assertions can fail (direct.c, all_failures): it must say the
// list is complete and give exactly these; `// every failing line: not
// found` says it must not claim a complete list.
// Each line `// pin: axiom NAME == VALUE;` must be among the model's
// constants as the attempt writes them for that run (vc_pin_axioms); no
// line `// no pin: TEXT` may be.
//
//   bin/test_direct DIR        every DIR/*.bpl against its expectation
//   bin/test_direct FILE.bpl   prints the outcome (tests/runner/direct.sh
//                              compares it with Boogie's verdict)
//   TEST_DIRECT_KEEP=1         keeps the queries sent to z3 in $TMPDIR
#include "../../runner/runner.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct Failing {
  int lines[8];
  int n;
  char *pins; // heap
  bool ask_all, all; // ask for every failing line; the attempt found them all
} Failing;

static const char *outcome(const char *path, bool bit_blast, char *why, size_t whylen,
                           Failing *failing) {
  char *text = read_file(path, NULL);
  if (!text) {
    snprintf(why, whylen, "cannot read");
    return "unreadable";
  }
  char *z3 = find_program("z3");
  const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
  char prefix[512];
  snprintf(prefix, sizeof prefix, "%s/test_direct_%d", tmp, (int)getpid());
  DirectConfig dc = {.z3 = z3 ? z3 : "z3", .prefix = prefix, .timeout_s = 60, .keep = getenv("TEST_DIRECT_KEEP") != NULL,
                     .bit_blast_only = bit_blast};
  if (failing) {
    dc.failed_lines = failing->lines;
    dc.max_failed = 8;
    dc.nfailed = &failing->n;
    dc.pins = &failing->pins;
    if (failing->ask_all)
      dc.all_failed = &failing->all;
  }
  DirectResult r = direct_prove(text, &dc, why, whylen);
  free(z3);
  free(text);
  return r == DIRECT_PROVED ? "proved" : r == DIRECT_SKIPPED ? "skipped" : "not proved";
  // (DIRECT_REFUTED and DIRECT_NOT_PROVED are both "not proved" here)
}

// The attempt's failing lines are the expected ones (nwant -1: not asked).
static bool same_lines(const int *want, int nwant, const Failing *got) {
  if (nwant < 0)
    return true;
  if (got->n != nwant)
    return false;
  for (int i = 0; i < nwant; i++) {
    bool found = false;
    for (int k = 0; k < got->n; k++)
      found |= got->lines[k] == want[i];
    if (!found)
      return false;
  }
  return true;
}

// Each `TAG TEXT` line of the program: TEXT must be (wanted) or must not
// be in the attempt's pins.
static bool pins_as_expected(const char *path, const char *text, const char *tag, bool wanted,
                             const char *pins) {
  size_t tl = strlen(tag);
  for (const char *l = strstr(text, tag); l; l = strstr(l + 1, tag)) {
    char *item = strndup(l + tl, strcspn(l + tl, "\n"));
    bool found = pins && strstr(pins, item);
    if (found != wanted)
      printf("FAIL %s: `%s` %s the pins:\n%s", path, item, wanted ? "not in" : "in",
             pins ? pins : "");
    free(item);
    if (found != wanted)
      return false;
  }
  return true;
}

static int check_file(const char *path) {
  char *text = read_file(path, NULL);
  const char *e = text ? strstr(text, "// expect: ") : NULL;
  if (!e) {
    printf("FAIL %s: no `// expect:` line\n", path);
    free(text);
    return 1;
  }
  char want[32];
  sscanf(e + 11, "%31[a-z ]", want);
  size_t n = strlen(want);
  while (n && want[n - 1] == ' ')
    want[--n] = '\0';
  char bb_want[32] = "";
  const char *bl = strstr(text, "// bit-blast: ");
  if (bl)
    sscanf(bl + 14, "%31[a-z ]", bb_want);
  n = strlen(bb_want);
  while (n && bb_want[n - 1] == ' ')
    bb_want[--n] = '\0';
  if (!bb_want[0] || !strcmp(want, "skipped"))
    snprintf(bb_want, sizeof bb_want, "%s", want);
  int want_failing[8], nwant = -1; // -1: not asked
  const char *every = strstr(text, "// every failing line:");
  const char *fl = every ? every + 22 : strstr(text, "// failing lines:");
  if (fl && !every)
    fl += 17;
  bool want_all = every && !strstr(every, "// every failing line: not found");
  if (fl && (!every || want_all)) {
    nwant = 0;
    const char *p = fl;
    for (int used = 0; nwant < 8 && sscanf(p, "%d%n", &want_failing[nwant], &used) == 1;
         p += used)
      nwant++;
  }
  char why[256];
  Failing failing = {{0}, 0, NULL, every != NULL, false};
  const char *got = outcome(path, false, why, sizeof why, &failing);
  if (strcmp(got, want) != 0) {
    printf("FAIL %s: %s (%s), expected %s\n", path, got, why, want);
    free(failing.pins);
    free(text);
    return 1;
  }
  bool pins_ok = pins_as_expected(path, text, "// pin: ", true, failing.pins) &&
                 pins_as_expected(path, text, "// no pin: ", false, failing.pins);
  if (!pins_ok) {
    free(failing.pins);
    free(text);
    return 1;
  }
  free(failing.pins);
  free(text);
  if (every && failing.all != want_all) {
    printf("FAIL %s: every failing line %s, expected %s\n", path,
           failing.all ? "found" : "not found", want_all ? "found" : "not found");
    return 1;
  }
  // A program vcgen.c does not read has no bit-blasted phase either.
  if (!same_lines(want_failing, nwant, &failing)) {
    printf("FAIL %s: failing lines", path);
    for (int i = 0; i < failing.n; i++)
      printf(" %d", failing.lines[i]);
    printf(", expected %d of them\n", nwant);
    return 1;
  }
  const char *bb = outcome(path, true, why, sizeof why, NULL);
  if (strcmp(bb, bb_want) != 0) {
    printf("FAIL %s: bit-blasted: %s (%s), expected %s\n", path, bb, why, bb_want);
    return 1;
  }
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: test_direct DIR | FILE.bpl\n");
    return 2;
  }
  size_t len = strlen(argv[1]);
  if (len > 4 && !strcmp(argv[1] + len - 4, ".bpl")) {
    char why[256];
    printf("%s\n", outcome(argv[1], false, why, sizeof why, NULL));
    return 0;
  }
  DIR *d = opendir(argv[1]);
  if (!d) {
    perror(argv[1]);
    return 2;
  }
  char *names[512];
  int count = 0;
  for (struct dirent *de; (de = readdir(d)) && count < 512;) {
    size_t l = strlen(de->d_name);
    if (l > 4 && !strcmp(de->d_name + l - 4, ".bpl"))
      names[count++] = xstrdup(de->d_name);
  }
  closedir(d);
  qsort(names, (size_t)count, sizeof names[0], by_name);
  int failed = 0;
  for (int i = 0; i < count; i++) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", argv[1], names[i]);
    failed += check_file(path);
    free(names[i]);
  }
  printf("direct: %d passed, %d failed\n", count - failed, failed);
  return failed ? 1 : 0;
}
