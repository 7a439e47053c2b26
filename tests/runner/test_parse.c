// test_parse.c — unit tests of the runner's Boogie output and model parsers
// (runner/boogie.c) and of the geometry argument parser, on outputs captured
// from real Boogie 2.4.1 + z3 4.8.12 runs of tests/runner/fixtures/*.bpl.
// Run from the repository root: tests/runner/run.sh
#include "../../runner/runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int passed, failed;

#define CHECK(cond)                                                              \
  do {                                                                           \
    if (cond)                                                                    \
      passed++;                                                                  \
    else {                                                                       \
      failed++;                                                                  \
      fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #cond);         \
    }                                                                            \
  } while (0)

static const char *DIR = "tests/runner/fixtures/";

static char *fixture(const char *name) {
  char path[512];
  snprintf(path, sizeof path, "%s%s", DIR, name);
  char *text = read_file(path, NULL);
  if (!text) {
    fprintf(stderr, "cannot read fixture %s\n", path);
    failed++;
    return xstrdup("");
  }
  return text;
}

static void parse_fixture(const char *name, Arena *a, BoogieOutput *bo) {
  char *text = fixture(name);
  boogie_parse(text, a, bo);
  free(text);
}

static void parse_models(const char *name, Arena *a, ModelSet *ms) {
  char *text = fixture(name);
  model_parse(text, a, ms);
  free(text);
}

static int64_t num(const Model *m, const char *name) {
  int64_t v;
  uint64_t pat;
  int bits;
  return model_number(model_get(m, name), &v, &pat, &bits) ? v : -999999;
}

static void test_race_output(void) {
  Arena a = {0};
  BoogieOutput bo;
  parse_fixture("out_race.txt", &a, &bo);
  CHECK(bo.have_summary && bo.verified == 0 && bo.errors_count == 5);
  CHECK(bo.nerrors == 5 && !bo.rejected && !bo.unexpected);
  int lines[5] = {45, 47, 48, 49, 50};
  for (int i = 0; i < 5 && i < bo.nerrors; i++) {
    CHECK(bo.errors[i].line == lines[i] && bo.errors[i].col == 3);
    CHECK(bo.errors[i].kind == BE_ASSERT && !strcmp(bo.errors[i].code, "BP5001"));
  }
  CHECK(!strstr(bo.filtered, "model_compress") && !strstr(bo.filtered, "Legal parameters"));
  CHECK(!strstr(bo.filtered, "smtlib2_compliant"));
  ModelSet ms;
  parse_models("model_race.txt", &a, &ms);
  CHECK(ms.n == 5);
  if (ms.n == 5) {
    CHECK(num(&ms.models[0], "local_id_x$1") == 16 && num(&ms.models[0], "local_id_x$2") == 17);
    CHECK(num(&ms.models[0], "_W_0") == 68 && num(&ms.models[0], "_LS_0") == 0);
    CHECK(num(&ms.models[0], "$f") == 3217031168LL);
    CHECK(num(&ms.models[1], "group_id_x$2") == 1 && num(&ms.models[1], "_W_1") == 12);
    CHECK(model_get(&ms.models[0], "tickleBool") == NULL); // function tables skipped
    CHECK(model_get(&ms.models[0], "no_such_constant") == NULL);
  }
  arena_free(&a);
}

static void test_verified_output(void) {
  Arena a = {0};
  BoogieOutput bo;
  parse_fixture("out_verified.txt", &a, &bo);
  CHECK(bo.have_summary && bo.verified == 1 && bo.errors_count == 0 && bo.nerrors == 0);
  CHECK(!bo.time_outs && !bo.inconclusive && !bo.out_of_memory && !bo.rejected);
  CHECK(!bo.unexpected);
  arena_free(&a);
}

static void test_timeout_output(void) {
  Arena a = {0};
  BoogieOutput bo;
  parse_fixture("out_timeout.txt", &a, &bo);
  CHECK(bo.have_summary && bo.time_outs == 1 && bo.errors_count == 0);
  CHECK(bo.ntimed_out_entries == 1 && bo.nerrors == 0 && !bo.unexpected);
  arena_free(&a);
}

static void test_rejected_outputs(void) {
  Arena a = {0};
  BoogieOutput bo;
  parse_fixture("out_parse_error.txt", &a, &bo);
  CHECK(bo.rejected && bo.reject_line && strstr(bo.reject_line, "invalid UnaryExpression"));
  CHECK(!bo.have_summary);
  parse_fixture("out_type_error.txt", &a, &bo);
  CHECK(bo.rejected && bo.reject_line && strstr(bo.reject_line, "mismatched types"));
  boogie_parse("x.bpl(1,46): Error: undeclared identifier: y\n"
               "1 name resolution errors detected in x.bpl\n", &a, &bo);
  CHECK(bo.rejected && strstr(bo.reject_line, "undeclared identifier"));
  arena_free(&a);
}

static void test_loops_output(void) {
  Arena a = {0};
  BoogieOutput bo;
  parse_fixture("out_loops.txt", &a, &bo);
  CHECK(bo.nerrors == 1 && bo.errors_count == 1);
  if (bo.nerrors == 1)
    CHECK(bo.errors[0].kind == BE_INV_MAINTAINED && bo.errors[0].line == 17);
  boogie_parse("a.bpl(9,5): Error BP5004: This loop invariant might not hold on entry.\n"
               "Execution trace:\n    a.bpl(7,5): anon0\n\n"
               "Assignment computed by Houdini:\nb0 = True\n"
               "Boogie program verifier finished with 0 verified, 1 error\n", &a, &bo);
  CHECK(bo.nerrors == 1 && bo.errors[0].kind == BE_INV_ENTRY && !bo.unexpected);
  ModelSet ms;
  parse_models("model_loops.txt", &a, &ms);
  CHECK(ms.n == 1);
  arena_free(&a);
}

// /mv:FILE writes models in the order of the error lines; /printModel:1
// prints them in the order z3 found them. many.bpl's assertion i at line
// 4+i fails only with c == 100+i, which tells which model is whose.
static void test_model_order(void) {
  Arena a = {0};
  BoogieOutput bo;
  parse_fixture("out_many.txt", &a, &bo);
  ModelSet ms;
  parse_models("model_many.txt", &a, &ms);
  CHECK(bo.nerrors == 17 && ms.n == 17);
  bool ordered = bo.nerrors == ms.n;
  for (int i = 0; ordered && i < bo.nerrors; i++) {
    int line = bo.errors[i].line;
    int64_t want = line <= 15 ? 100 + (line - 4) : 200 + (line - 18);
    ordered = num(&ms.models[i], "c") == want;
  }
  CHECK(ordered);
  parse_fixture("out_many_printmodel.txt", &a, &bo);
  CHECK(bo.nerrors == 17 && !bo.unexpected && bo.errors_count == 17);
  arena_free(&a);
}

static void test_odd_outputs(void) {
  Arena a = {0};
  BoogieOutput bo;
  boogie_parse("", &a, &bo);
  CHECK(!bo.have_summary && bo.nerrors == 0);
  boogie_parse(NULL, &a, &bo);
  CHECK(!bo.have_summary);
  boogie_parse("Unhandled Exception:\nSystem.NullReferenceException: boom\n", &a, &bo);
  CHECK(!bo.have_summary && bo.unexpected);
  boogie_parse("Prover error: something else went wrong\n"
               "Boogie program verifier finished with 1 verified, 0 errors\n", &a, &bo);
  CHECK(bo.unexpected && bo.verified == 1);
  boogie_parse("Boogie program verifier finished with 1 verified, 0 errors, 2 weird things\n",
               &a, &bo);
  CHECK(bo.inconclusive > 0);
  boogie_parse("Boogie program verifier finished with 0 verified, 0 errors, 1 inconclusive, "
               "1 out of memory\n", &a, &bo);
  CHECK(bo.inconclusive == 1 && bo.out_of_memory == 1);
  boogie_parse("Boogie program verifier finished with lots verified\n", &a, &bo);
  CHECK(!bo.have_summary);
  boogie_parse("/tmp/a(1)/x.bpl(12,3): Error BP5001: This assertion might not hold.\r\n", &a,
               &bo);
  CHECK(bo.nerrors == 1 && bo.errors[0].line == 12 && bo.errors[0].col == 3);
  boogie_parse("x.bpl(12): Error BP5001: odd\nx.bpl(a,b): Error BP5001: odd\n", &a, &bo);
  CHECK(bo.nerrors == 0 && bo.unexpected);
  boogie_parse("x.bpl(3,1): Error BP9999: something new\n", &a, &bo);
  CHECK(bo.nerrors == 1 && bo.errors[0].kind == BE_OTHER);
  arena_free(&a);
}

static void test_model_values(void) {
  int64_t v;
  uint64_t pat;
  int bits;
  CHECK(model_number("63bv32", &v, &pat, &bits) && v == 63 && bits == 32);
  CHECK(model_number("(- 5)", &v, &pat, &bits) && v == -5 && bits == 0);
  CHECK(model_number("7", &v, &pat, &bits) && v == 7 && bits == 0);
  CHECK(model_number("18446744073709551615bv64", &v, &pat, &bits) && pat == UINT64_MAX);
  CHECK(!model_number("18446744073709551616bv64", &v, &pat, &bits));
  CHECK(!model_number("1bv65", &v, &pat, &bits));
  CHECK(!model_number("1bv", &v, &pat, &bits));
  CHECK(!model_number("true", &v, &pat, &bits));
  CHECK(!model_number("", &v, &pat, &bits));
  CHECK(!model_number(NULL, &v, &pat, &bits));
  CHECK(!model_number("(- 5", &v, &pat, &bits));
  CHECK(!model_number("T@U!val!3", &v, &pat, &bits));
  CHECK(!model_number("99999999999999999999", &v, &pat, &bits));
  Arena a = {0};
  ModelSet ms;
  model_parse("*** MODEL\nx -> 1\nf -> {\n  1 -> 2\n  else -> 3\n}\ny -> (- 2)\n"
              "*** STATE <initial>\n  z -> 4\n*** END_STATE\n*** END_MODEL\n"
              "*** MODEL\nx -> 5\n", &a, &ms); // the second model is truncated
  CHECK(ms.n == 1);
  if (ms.n == 1) {
    CHECK(num(&ms.models[0], "x") == 1 && num(&ms.models[0], "y") == -2);
    CHECK(!model_get(&ms.models[0], "f") && !model_get(&ms.models[0], "z"));
  }
  model_parse(NULL, &a, &ms);
  CHECK(ms.n == 0);
  CHECK(model_get(NULL, "x") == NULL);
  arena_free(&a);
}

static void test_dims(void) {
  unsigned d[3];
  CHECK(parse_dims("32", d) == 1 && d[0] == 32 && d[1] == 1 && d[2] == 1);
  CHECK(parse_dims("4,8,2", d) == 3 && d[0] == 4 && d[1] == 8 && d[2] == 2);
  CHECK(parse_dims("[16,2]", d) == 2 && d[0] == 16 && d[1] == 2);
  CHECK(parse_dims("0", d) < 0);
  CHECK(parse_dims("1,2,3,4", d) < 0);
  CHECK(parse_dims("", d) < 0);
  CHECK(parse_dims("3,", d) < 0);
  CHECK(parse_dims("x", d) < 0);
  CHECK(parse_dims("-4", d) < 0);
  CHECK(parse_dims("99999999999", d) < 0);
}

// The kernel-name demangler (common/demangle.c) on the shapes kernels
// take; expected names cross-checked with llvm-cxxfilt-14 where it knows
// them (it prints `float const*` for tandem's `const float*`, and does not
// know _BitInt).
static void test_demangle(void) {
  static const struct {
    const char *mangled, *qualified, *signature;
  } cases[] = {
      {"_Z4fillPi", "fill", "fill(int*)"},
      {"_ZN1a4stepEPf", "a::step", "a::step(float*)"},
      {"_Z5scaleIfLi256EEvPfi", "scale<float, 256>", "scale<float, 256>(float*, int)"},
      {"_ZN12_GLOBAL__N_11kEPi", "(anonymous namespace)::k", "(anonymous namespace)::k(int*)"},
      {"_Z6wide24PDU24_Py", "wide24", "wide24(unsigned _BitInt(24)*, unsigned long long*)"},
      {"_Z3sumPKfS0_", "sum", "sum(const float*, const float*)"},
      {"plain_c_kernel", "plain_c_kernel", "plain_c_kernel"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    Arena a = {0};
    KernelNames k;
    demangle_kernel(&a, cases[i].mangled, &k);
    CHECK(!strcmp(k.qualified, cases[i].qualified));
    CHECK(!strcmp(k.signature, cases[i].signature));
    if (strcmp(k.signature, cases[i].signature))
      fprintf(stderr, "  %s: got '%s'\n", cases[i].mangled, k.signature);
    CHECK(kernel_name_matches(&k, cases[i].mangled));
    CHECK(kernel_name_matches(&k, cases[i].qualified));
    arena_free(&a);
  }
  Arena a = {0};
  KernelNames k;
  // A name without its namespaces or enclosing classes, but whole after a "::".
  CHECK(demangle_kernel(&a, "_ZN8dwt_cuda12fdwt53KernelILi64ELi8EEEvPKiPiiii", &k));
  CHECK(kernel_name_matches(&k, "fdwt53Kernel<64, 8>"));
  CHECK(kernel_name_matches(&k, "fdwt53Kernel<64,8>(const int*, int*, int, int, int)"));
  CHECK(kernel_name_matches(&k, "dwt_cuda::fdwt53Kernel<64, 8>"));
  CHECK(!kernel_name_matches(&k, "Kernel<64, 8>"));
  CHECK(!kernel_name_matches(&k, "fdwt53Kernel<64, 6>"));
  CHECK(!demangle_kernel(&a, "_Z3bad!!", &k)); // outside the subset: shown mangled
  CHECK(!strcmp(k.qualified, "_Z3bad!!"));
  arena_free(&a);
}

// --memory-limit sizes (issue 16): binary units, a fraction, and garbage.
static void test_sizes(void) {
  unsigned long long b = 0;
  CHECK(parse_size("8G", &b) && b == 8ULL << 30);
  CHECK(parse_size("512M", &b) && b == 512ULL << 20);
  CHECK(parse_size("512m", &b) && b == 512ULL << 20);
  CHECK(parse_size("1.5G", &b) && b == 3ULL << 29);
  CHECK(parse_size("4096K", &b) && b == 4ULL << 20);
  CHECK(parse_size("2GiB", &b) && b == 2ULL << 30);
  CHECK(parse_size("2GB", &b) && b == 2ULL << 30);
  CHECK(parse_size("1T", &b) && b == 1ULL << 40);
  CHECK(parse_size("1048576", &b) && b == 1048576);
  const char *bad[] = {"", "G", "-1G", "0", "0M", "8X", "8GG", "8 G", "1e30", "nan", "M8", "2000000T"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    CHECK(!parse_size(bad[i], &b));
  Arena a = {0};
  CHECK(!strcmp(size_text(&a, 8ULL << 30), "8.0 GiB"));
  CHECK(!strcmp(size_text(&a, 20ULL << 20), "20.0 MiB"));
  CHECK(!strcmp(size_text(&a, 3ULL << 29), "1.5 GiB"));
  CHECK(!strcmp(size_text(&a, 512), "512 bytes"));
  arena_free(&a);
  CHECK(default_memory_limit() > 0);
}

// -x and `-` (issue 16): the spellings clang takes, and the errors.
static void test_stdin_options(void) {
  struct { const char *argv[4]; int rc; const char *ext; } cases[] = {
      {{"tandem", "-x", "cu", "-"}, 0, ".cu"},
      {{"tandem", "-xcuda", "-", NULL}, 0, ".cu"},
      {{"tandem", "-x=cl", "-", NULL}, 0, ".cl"},
      {{"tandem", "-x", "opencl", "-"}, 0, ".cl"},
      {{"tandem", "-", NULL, NULL}, EXIT_BAD_INPUT, NULL},
      {{"tandem", "-xc++", "-", NULL}, EXIT_BAD_INPUT, NULL},
      {{"tandem", "-xcu", "-", "-"}, EXIT_BAD_INPUT, ".cu"},
      {{"tandem", "k.cu", "-x", NULL}, EXIT_BAD_INPUT, NULL},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    int argc = 0;
    while (argc < 4 && cases[i].argv[argc])
      argc++;
    Config cfg;
    FILE *saved = stderr;
    stderr = fopen("/dev/null", "w"); // the expected error messages
    int rc = config_parse(argc, (char **)cases[i].argv, &cfg);
    fclose(stderr);
    stderr = saved;
    CHECK(rc == cases[i].rc);
    if (rc == 0) {
      CHECK(cfg.opt.stdin_ext && !strcmp(cfg.opt.stdin_ext, cases[i].ext));
      CHECK(cfg.opt.memory_limit == default_memory_limit());
    }
    config_free(&cfg);
  }
}

// z3's "unknown" answers are counted in Boogie's prover log, read in
// 64 KiB pieces: answers past the first piece, and one straddling two
// pieces, count once each (a log of 200 KB counted only its first piece's).
static void test_prover_log(void) {
  char path[] = "/tmp/tandem-test-log-XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd < 0)
    return;
  FILE *f = fdopen(fd, "w");
  const char *ask = "(get-info :reason-unknown)\n";
  int asked = 0;
  for (int i = 0; i < 200000; i++) {
    fputs("(assert true)\n", f);
    if (i % 20000 == 19999 || i == 4682) { // after 4683 lines of 14 bytes: across the first read (65567)
      fputs(ask, f);
      asked++;
    }
  }
  fclose(f);
  ProverLog pl = {0, false};
  prover_log_scan(path, &pl);
  CHECK(pl.unknowns == asked);
  CHECK(!pl.quantified);
  unlink(path);
}

// boogie_focus: the assertions on the given lines stay, every other one is
// assumed, lines keep their numbers; a line with no assertion is refused.
static void test_focus(void) {
  const char *bpl = "procedure p() {\n"
                    "  assert x == 1;\n"
                    "  assume y;\n"
                    "  assert !(p$2 && _W_1 == 0bv64);\n"
                    "  // assert in a comment\n"
                    "  assert _b3 ==> z;\n"
                    "}\n";
  int keep[] = {4};
  char *f = boogie_focus(bpl, keep, 1);
  CHECK(f && !strcmp(f, "procedure p() {\n"
                        "  assume x == 1;\n"
                        "  assume y;\n"
                        "  assert !(p$2 && _W_1 == 0bv64);\n"
                        "  // assert in a comment\n"
                        "  assume _b3 ==> z;\n"
                        "}\n"));
  free(f);
  int two[] = {6, 2};
  f = boogie_focus(bpl, two, 2);
  CHECK(f && strstr(f, "  assert x == 1;\n") && strstr(f, "  assert _b3 ==> z;\n") &&
        strstr(f, "  assume !(p$2"));
  free(f);
  int none[] = {3}; // an assume
  CHECK(boogie_focus(bpl, none, 1) == NULL);
  int comment[] = {5};
  CHECK(boogie_focus(bpl, comment, 1) == NULL);
}

int main(void) {
  test_focus();
  test_prover_log();
  test_sizes();
  test_stdin_options();
  test_race_output();
  test_verified_output();
  test_timeout_output();
  test_rejected_outputs();
  test_loops_output();
  test_model_order();
  test_odd_outputs();
  test_model_values();
  test_dims();
  test_demangle();
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
