// infer_info.c — --infer-info: which candidate invariants Houdini kept.
//
// Boogie 2.4.1 prints Houdini's final assignment under /printAssignment:
//
//     Assignment computed by Houdini:
//     _b0 = True
//     _b1 = False
//
// A candidate `_bN ==> c` holds at its loop head when _bN is True. The
// encoder recorded, per candidate it proposed at a loop (invariants/), the
// loop's location and a C rendering (Encoded.cands). Copies of one rendering
// (thread 1's and thread 2's, or the two procedures of the two-pass warp
// method) are shown once, and only when every copy was kept: a pasted
// `__invariant(c)` is checked for both threads. Kept candidates without a
// rendering (about tandem's own bookkeeping) are counted.
#include "runner.h"

#include <stdlib.h>
#include <string.h>

// kept[n] for n < ncand: 1 True, 0 False or not printed.
static bool read_assignment(const char *text, int ncand, char *kept) {
  const char *p = text ? strstr(text, "Assignment computed by Houdini:") : NULL;
  if (!p)
    return false;
  for (p = strchr(p, '\n'); p && *p; p = strchr(p + 1, '\n')) {
    const char *l = p + 1;
    int n, used = 0;
    if (sscanf(l, "_b%d = %n", &n, &used) != 1 || used == 0)
      continue;
    if (n >= 0 && n < ncand)
      kept[n] = !strncmp(l + used, "True", 4);
  }
  return true;
}

static bool same_loc(SrcLoc a, SrcLoc b) {
  return a.line == b.line && a.col == b.col &&
         (a.file == b.file || (a.file && b.file && !strcmp(a.file, b.file)));
}

static LoopInvs *group_of(KernelResult *r, Arena *a, SrcLoc loop) {
  for (int i = 0; i < r->loop_invs.len; i++) {
    LoopInvs *g = r->loop_invs.items[i];
    if (same_loc(g->loop, loop))
      return g;
  }
  LoopInvs *g = NEW(a, LoopInvs);
  g->loop = loop;
  vec_push(a, &r->loop_invs, g);
  return g;
}

// Whether every copy of candidate i's rendering at its loop was kept.
static bool all_copies_kept(const Encoded *enc, const char *kept, int i) {
  const InferredCand *c = &enc->cands[i];
  for (int j = 0; j < enc->ncands; j++) {
    const InferredCand *d = &enc->cands[j];
    if (d->text && !strcmp(d->text, c->text) && same_loc(d->loop, c->loop) && !kept[d->n])
      return false;
  }
  return true;
}

static bool is_ident(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Whether `name` (n characters) is an identifier of `line`.
static bool in_line(const char *line, size_t len, const char *name, size_t n) {
  for (size_t i = 0; n && i + n <= len; i++)
    if (!memcmp(line + i, name, n) && (i == 0 || !is_ident(line[i - 1])) &&
        (i + n == len || !is_ident(line[i + n])))
      return true;
  return false;
}

// A variable's LLVM name is the source name, or it with a number LLVM added
// to make it unique ("j25" for a second `j`): the one the loop's line
// mentions, else the name as it is.
static const char *resolve_names(const char *text, SourceCtx *src, SrcLoc loop, Arena *a) {
  size_t len = 0;
  const char *line = report_source_line(src, loop.file, loop.line, &len);
  StrBuf out;
  sb_init(&out);
  const char mark = INVARIANTS_VAR_MARK[0];
  for (const char *p = text; *p;) {
    const char *end = *p == mark ? strchr(p + 1, mark) : NULL;
    if (!end) {
      sb_putc(&out, *p++);
      continue;
    }
    const char *name = p + 1;
    size_t n = (size_t)(end - name), k = n;
    while (k > 1 && name[k - 1] >= '0' && name[k - 1] <= '9')
      k--;
    bool keep = !line || in_line(line, len, name, n) || k == n || !in_line(line, len, name, k);
    sb_printf(&out, "%.*s", (int)(keep ? n : k), name);
    p = end + 1;
  }
  const char *r = arena_strdup(a, out.data);
  sb_free(&out);
  return r;
}

static bool listed(const LoopInvs *g, const char *text) {
  for (int i = 0; i < g->texts.len; i++)
    if (!strcmp(g->texts.items[i], text))
      return true;
  return false;
}

void infer_info_collect(const Encoded *enc, const char *boogie_text, SourceCtx *src, Arena *a,
                        KernelResult *r) {
  int ncand = 0;
  for (int i = 0; i < enc->ncands; i++)
    if (enc->cands[i].n >= ncand)
      ncand = enc->cands[i].n + 1;
  char *kept = calloc((size_t)ncand + 1, 1);
  if (!kept || !read_assignment(boogie_text, ncand, kept)) {
    free(kept);
    return;
  }
  for (int i = 0; i < enc->ncands; i++) {
    const InferredCand *c = &enc->cands[i];
    LoopInvs *g = group_of(r, a, c->loop);
    if (!kept[c->n] || (c->implied_by >= 0 && c->implied_by < ncand && kept[c->implied_by]))
      continue;
    if (!c->text)
      g->hidden++;
    else if (all_copies_kept(enc, kept, i)) {
      const char *text = resolve_names(c->text, src, c->loop, a);
      if (!listed(g, text))
        vec_push(a, &g->texts, (void *)text);
    }
  }
  free(kept);
}
