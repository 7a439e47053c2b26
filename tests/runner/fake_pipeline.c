// fake_pipeline.c — test double for translate_file / encode_kernel, so the
// runner can be tested end to end against real Boogie before (and apart
// from) the real translator and encoder.
//
// translate_file gives one kernel, 'reduce', with scalar params `n` (i32)
// and `f` (float), a pointer param `out`, and arrays sdata (id 0, int) and
// pairs (id 1, struct pair {int x; int y;}). SrcLocs point at
// tests/runner/fixtures/k.cu. encode_kernel returns the Boogie file named by
// $TANDEM_FAKE_BPL, with the checks and sites its comments declare:
//   // SITE <id> <read|write|atomic> <array id> <line> <col> <bytes>
//   // CHECK <race|barrier|assert|invariant|internal> <site id|-1> <logged kind> <line> <col>
// on the line of the `assert` (or `invariant`) they describe.
#include "../../encodings/encodings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *SRC = "tests/runner/fixtures/k.cu";

int translate_file(const char *path, Lang lang, const Options *opt, Arena *a, Module *out,
                   char *err, size_t errlen) {
  (void)path; (void)opt;
  if (getenv("TANDEM_FAKE_TRANSLATE_FAIL")) {
    snprintf(err, errlen, "fake translation failure");
    return -1;
  }
  Kernel *k = NEW(a, Kernel);
  k->name = getenv("TANDEM_FAKE_KERNEL") ? getenv("TANDEM_FAKE_KERNEL") : "reduce";
  k->llvm_name = arena_printf(a, "_Z%zu%sPii", strlen(k->name), k->name);
  k->lang = lang;
  k->loc = (SrcLoc){SRC, 3, 17};
  if (getenv("TANDEM_FAKE_UNSUPPORTED")) {
    k->unsupported = getenv("TANDEM_FAKE_UNSUPPORTED");
    k->unsupported_loc = (SrcLoc){SRC, 9, 5};
  }
  k->narrays = 2;
  k->arrays = NEW_ARRAY(a, Array *, 2);
  Array *sdata = NEW(a, Array), *pairs = NEW(a, Array);
  *sdata = (Array){0, "sdata", MS_SHARED, "int", 4, NULL, 0, 256, -1, {SRC, 5, 14}, NULL};
  Field *fl = NEW_ARRAY(a, Field, 2);
  fl[0] = (Field){"x", 0, 4};
  fl[1] = (Field){"y", 4, 4};
  *pairs = (Array){1, "pairs", MS_GLOBAL, "struct pair", 8, fl, 2, -1, 2, {SRC, 3, 40}, NULL};
  k->arrays[0] = sdata;
  k->arrays[1] = pairs;
  k->nparams = 3;
  k->params = NEW_ARRAY(a, Param, 3);
  k->params[0] = (Param){"n", {T_INT, 32}, NULL};
  k->params[1] = (Param){"f", {T_FLOAT, 32}, NULL};
  k->params[2] = (Param){"out", {T_VOID, 0}, pairs};
  // TANDEM_FAKE_NKERNELS=N: N copies named reduce0..reduce<N-1>.
  int n = getenv("TANDEM_FAKE_NKERNELS") ? atoi(getenv("TANDEM_FAKE_NKERNELS")) : 1;
  n = n < 1 ? 1 : n > 16 ? 16 : n;
  out->nkernels = n;
  out->kernels = NEW_ARRAY(a, Kernel *, n);
  for (int i = 0; i < n; i++) {
    out->kernels[i] = NEW(a, Kernel);
    *out->kernels[i] = *k;
    if (n > 1) {
      const char *nm = arena_printf(a, "%s%d", k->name, i);
      out->kernels[i]->name = nm;
      out->kernels[i]->llvm_name = arena_printf(a, "_Z%zu%sPii", strlen(nm), nm);
    }
  }
  return 0;
}

static AccessKind kind_of(const char *s) {
  return !strcmp(s, "write") ? ACC_WRITE : !strcmp(s, "atomic") ? ACC_ATOMIC : ACC_READ;
}

static CheckKind check_of(const char *s) {
  if (!strcmp(s, "race")) return CK_RACE;
  if (!strcmp(s, "barrier")) return CK_BARRIER_DIVERGENCE;
  if (!strcmp(s, "assert")) return CK_ASSERT;
  if (!strcmp(s, "invariant")) return CK_INVARIANT;
  return CK_INTERNAL_INVARIANT;
}

int encode_kernel(const Kernel *k, const Options *opt, Arena *a, Encoded *out, char *err,
                  size_t errlen) {
  (void)opt;
  const char *path = getenv("TANDEM_FAKE_BPL");
  char *text = path ? read_file(path, NULL) : NULL;
  if (!text) {
    snprintf(err, errlen, "fake encoder: set TANDEM_FAKE_BPL");
    return -1;
  }
  memset(out, 0, sizeof *out);
  out->bpl = text;
  out->sites = NEW_ARRAY(a, Site, 64);
  out->checks = NEW_ARRAY(a, Check, 64);
  int line = 1;
  for (const char *p = text; *p; line++) {
    const char *e = strchr(p, '\n');
    const char *s;
    char w1[32], w2[32];
    int id, arr, l, c, bytes, site;
    if ((s = strstr(p, "// SITE ")) && (!e || s < e) &&
        sscanf(s, "// SITE %d %31s %d %d %d %d", &id, w1, &arr, &l, &c, &bytes) == 6 &&
        out->nsites < 64) {
      out->sites[out->nsites++] =
          (Site){.id = id, .kind = kind_of(w1), .array = k->arrays[arr], .loc = {SRC, l, c},
                 .bytes = bytes, .aligned = true, .cover_bytes = bytes};
    }
    if ((s = strstr(p, "// CHECK ")) && (!e || s < e) &&
        sscanf(s, "// CHECK %31s %d %31s %d %d", w1, &site, w2, &l, &c) == 5 &&
        out->nchecks < 64) {
      Check *ck = &out->checks[out->nchecks];
      *ck = (Check){.id = out->nchecks,
                    .kind = check_of(w1),
                    .bpl_line = line,
                    .loc = {SRC, l, c},
                    .logged = kind_of(w2)};
      for (int i = 0; i < out->nsites; i++)
        if (out->sites[i].id == site) {
          ck->site = &out->sites[i];
          ck->array = out->sites[i].array;
        }
      out->nchecks++;
    }
    if (!e)
      break;
    p = e + 1;
  }
  static const char *names[3] = {"$n", "$f", NULL};
  out->param_model_names = names;
  out->has_candidates = strstr(text, ":existential") != NULL;
  out->notes = "fake encoder notes";
  return 0;
}

void encoded_free(Encoded *e) {
  free(e->bpl);
  e->bpl = NULL;
}
