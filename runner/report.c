// report.c — turning a failed check and its Boogie model into a defect,
// and printing kernel results as text (GNU style) or JSON.
#include "runner.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char XYZ[] = "xyz";

static Num unknown(void) { return (Num){false, 0}; }
static Num known(int64_t v) { return (Num){true, v}; }

// A model constant as model_number reads it: an int (bits 0) or the
// pattern of a bit-vector of `bits` bits.
typedef struct ModelNum {
  bool ok;
  int64_t v;
  uint64_t pat;
  int bits;
} ModelNum;

static ModelNum model_num(const Model *m, const char *name) {
  ModelNum n = {0};
  n.ok = model_number(model_get(m, name), &n.v, &n.pat, &n.bits);
  return n;
}

// An unsigned model constant (thread ids, sizes).
static Num model_unsigned(const Model *m, const char *name) {
  ModelNum n = model_num(m, name);
  if (!n.ok)
    return unknown();
  if (n.bits == 0)
    return n.v >= 0 ? known(n.v) : unknown();
  return n.pat <= (uint64_t)INT64_MAX ? known((int64_t)n.pat) : unknown();
}

// A byte offset from an array's start (`_W_`): a bit-vector read as
// signed in its width, since the encoding sign-extends C's int indices.
// A race before the start (an index a too weak loop invariant let go
// negative, in a counterexample graded "possible") then names its
// negative element, not `A[?]`.
static Num model_offset(const Model *m, const char *name) {
  ModelNum n = model_num(m, name);
  if (!n.ok)
    return unknown();
  if (n.bits == 0)
    return known(n.v);
  if (n.bits < 64 && (n.pat >> (n.bits - 1)) & 1)
    n.pat |= ~(uint64_t)0 << n.bits;
  return known((int64_t)n.pat);
}

static Num model_signed_int(const Model *m, const char *name) {
  ModelNum n = model_num(m, name);
  return n.ok && n.bits == 0 ? known(n.v) : unknown();
}

// ------------------------------------------------------------------ geometry

static void read_geometry(const Options *opt, const Model *m, Num bdim[3], Num gdim[3]) {
  char name[64];
  for (int d = 0; d < 3; d++) {
    snprintf(name, sizeof name, "group_size_%c", XYZ[d]);
    bdim[d] = opt->block_dim[d] ? known(opt->block_dim[d]) : model_unsigned(m, name);
    snprintf(name, sizeof name, "num_groups_%c", XYZ[d]);
    gdim[d] = opt->grid_dim[d] ? known(opt->grid_dim[d]) : model_unsigned(m, name);
  }
}

// Thread `t` (1 or 2). A missing id in a dimension of size 1 can only be 0.
static void read_thread(const Model *m, int t, const Num bdim[3], const Num gdim[3],
                        ThreadId *id) {
  char name[64];
  for (int d = 0; d < 3; d++) {
    snprintf(name, sizeof name, "local_id_%c$%d", XYZ[d], t);
    id->local[d] = model_unsigned(m, name);
    if (!id->local[d].known && bdim[d].known && bdim[d].v == 1)
      id->local[d] = known(0);
    snprintf(name, sizeof name, "group_id_%c$%d", XYZ[d], t);
    id->group[d] = model_unsigned(m, name);
    if (!id->group[d].known && gdim[d].known && gdim[d].v == 1)
      id->group[d] = known(0);
    bool all = id->local[d].known && id->group[d].known && bdim[d].known;
    id->global[d] = all ? known(id->group[d].v * bdim[d].v + id->local[d].v) : unknown();
  }
}

// ------------------------------------------------------------------ parameters

// x * 2^e without libm (the root Makefile does not link it).
static double scale2(double x, int e) {
  for (; e > 0; e--)
    x *= 2.0;
  for (; e < 0; e++)
    x /= 2.0;
  return x;
}

// Decodes an IEEE half/float/double bit pattern.
static bool float_of_bits(uint64_t pat, int bits, double *out) {
  if (bits == 32) {
    uint32_t u = (uint32_t)pat;
    float f;
    memcpy(&f, &u, sizeof f);
    *out = f;
    return true;
  }
  if (bits == 64) {
    memcpy(out, &pat, sizeof *out);
    return true;
  }
  if (bits == 16) {
    int e = (int)((pat >> 10) & 0x1f), s = (int)((pat >> 15) & 1);
    double mant = (double)(pat & 0x3ff);
    double v = e == 0 ? scale2(mant, -24) : e == 31 ? (mant ? NAN : INFINITY)
                                                  : scale2(mant + 1024, e - 25);
    *out = s ? -v : v;
    return true;
  }
  return false;
}

static int64_t sign_extend(uint64_t pat, int bits) {
  if (bits <= 0 || bits >= 64)
    return (int64_t)pat;
  uint64_t sign = 1ULL << (bits - 1);
  pat &= (sign << 1) - 1;
  return (int64_t)((pat ^ sign) - sign);
}

static void param_value(const Param *p, const char *value, Arena *a, const char **text,
                        const char **json) {
  int64_t v;
  uint64_t pat;
  int bits;
  *text = "?";
  *json = "null";
  if (!model_number(value, &v, &pat, &bits))
    return;
  int width = bits ? bits : p->type.bits;
  double f;
  if (p->type.kind == T_FLOAT && bits && float_of_bits(pat, width, &f)) {
    *text = arena_printf(a, "%.*g", width == 64 ? 17 : 9, f);
    *json = isfinite(f) ? *text : arena_printf(a, "\"%s\"", *text);
    return;
  }
  int64_t s = bits ? sign_extend(pat, width) : v;
  *text = arena_printf(a, "%lld", (long long)s);
  *json = *text;
}

static void read_params(const Kernel *k, const Encoded *enc, const Model *m, Arena *a,
                        Defect *d) {
  d->pnames = NEW_ARRAY(a, const char *, k->nparams + 1);
  d->pvals_text = NEW_ARRAY(a, const char *, k->nparams + 1);
  d->pvals_json = NEW_ARRAY(a, const char *, k->nparams + 1);
  for (int i = 0; i < k->nparams; i++) {
    const char *mname = enc->param_model_names ? enc->param_model_names[i] : NULL;
    if (!mname || k->params[i].array || k->params[i].type.kind == T_VOID)
      continue;
    d->pnames[d->nparams] = k->params[i].name;
    param_value(&k->params[i], model_get(m, mname), a, &d->pvals_text[d->nparams],
                &d->pvals_json[d->nparams]);
    d->nparams++;
  }
}

// ------------------------------------------------------------------ races

static const char *kind_word(AccessKind k) {
  return k == ACC_READ ? "read" : k == ACC_WRITE ? "write" : "atomic";
}

// Race names list the two kinds alphabetically: atomic < read < write.
static const char *race_name(AccessKind a, AccessKind b, Arena *ar) {
  const char *x = kind_word(a), *y = kind_word(b);
  if (strcmp(x, y) > 0) {
    const char *t = x;
    x = y;
    y = t;
  }
  return arena_printf(ar, "%s-%s", x, y);
}

static const Site *find_site(const Encoded *enc, Num id) {
  if (!id.known)
    return NULL;
  if (id.v >= 0 && id.v < enc->nsites && enc->sites[id.v].id == id.v)
    return &enc->sites[id.v];
  for (int i = 0; i < enc->nsites; i++)
    if (enc->sites[i].id == id.v)
      return &enc->sites[i];
  return NULL;
}

static const Field *field_at(const Array *arr, int64_t within) {
  for (int i = 0; i < arr->nfields; i++)
    if (arr->fields && within >= arr->fields[i].offset &&
        within < (int64_t)arr->fields[i].offset + arr->fields[i].bytes)
      return &arr->fields[i];
  return NULL;
}

// `A[i]`, `A[i].f`, plus `(byte W)` when the accesses do not cover exactly
// the element (or field) that W falls in; `A[?]` when W is unknown.
// Widths: 0 for a range of symbolic length, -1 when unknown (thread 1's
// access when the model does not say which it was): unknown is not counted.
static const char *element_name(const Array *arr, Num w, int width0, int width1, Arena *a) {
  if (!w.known)
    return arena_printf(a, "%s[?]", arr->name);
  int64_t eb = arr->elem_bytes > 0 ? arr->elem_bytes : 1;
  // floor division: byte -1 is in element -1, at its last byte
  int64_t index = w.v / eb - (w.v % eb < 0), within = w.v - index * eb;
  // Both accesses cover the whole element: name the element, not a field.
  bool whole = within == 0 && (width0 < 0 || width0 == eb) && (width1 < 0 || width1 == eb);
  const Field *f = whole ? NULL : field_at(arr, within);
  int64_t unit_off = f ? f->offset : 0, unit_bytes = f ? f->bytes : eb;
  bool exact = within == unit_off && (width0 < 0 || width0 == unit_bytes) &&
               (width1 < 0 || width1 == unit_bytes);
  const char *base = f ? arena_printf(a, "%s[%lld].%s", arr->name, (long long)index, f->name)
                       : arena_printf(a, "%s[%lld]", arr->name, (long long)index);
  return exact ? base : arena_printf(a, "%s (byte %lld)", base, (long long)w.v);
}

// A run that checks the parts of one buffer as one array (launches.c,
// aliased_pointers) names the element after the lowest part: byte W of it
// is also an element of the part, at a positive distance, that W falls in
// ("x[2048]" is "sum[0]" when 'sum' is 'x' + 8192 bytes). NULL otherwise.
static const char *part_name(const Kernel *k, const Options *o, const Array *arr, Num w,
                             Arena *a) {
  int best = -1;
  for (int m = 0; w.known && m < o->nmerges; m++)
    if (k->params[o->merge_into[m]].array == arr && o->merge_delta[m] > 0 &&
        o->merge_delta[m] <= (long long)w.v &&
        (best < 0 || o->merge_delta[m] > o->merge_delta[best]))
      best = m;
  if (best < 0)
    return NULL;
  const Array *part = k->params[o->merge_from[best]].array;
  int64_t eb = part->elem_bytes > 0 ? part->elem_bytes : 1;
  return arena_printf(a, "%s[%lld]", part->name,
                      (long long)(((long long)w.v - o->merge_delta[best]) / eb));
}

static void build_race(const Kernel *k, const Encoded *enc, const Options *opt, const Check *c,
                       const Model *m, Arena *a, Defect *d) {
  const Array *arr = c->array ? c->array : c->site ? c->site->array : NULL;
  d->kind = DK_RACE;
  char name[64];
  int aid = arr ? arr->id : -1;
  snprintf(name, sizeof name, "_W_%d", aid);
  d->byte_offset = model_offset(m, name);
  snprintf(name, sizeof name, "_LS_%d", aid);
  const Site *logged = find_site(enc, model_signed_int(m, name));
  if (logged && logged->kind != c->logged)
    logged = NULL; // the model disagrees with the check: do not guess a location
  d->acc[0].kind = c->logged;
  d->acc[0].has_loc = logged && logged->loc.line > 0;
  if (logged)
    d->acc[0].loc = logged->loc;
  d->acc[1].kind = c->site ? c->site->kind : ACC_READ;
  d->acc[1].has_loc = c->site && c->site->loc.line > 0;
  if (c->site)
    d->acc[1].loc = c->site->loc;
  // Unwound loops (--loop-unwind, the re-check): the iterations of each
  // access, the checked one's from its check, the logged one's from the model.
  // "" says: outside every unwound loop.
  if (enc->nunwind_iters && c->unwind_iter >= 0 && c->unwind_iter <= enc->nunwind_iters)
    d->acc[1].iter = c->unwind_iter ? enc->unwind_iters[c->unwind_iter - 1] : "";
  snprintf(name, sizeof name, "_LI_%d", aid);
  Num li = enc->nunwind_iters ? model_signed_int(m, name) : unknown();
  if (logged && li.known && li.v >= 0 && li.v <= enc->nunwind_iters)
    d->acc[0].iter = li.v ? enc->unwind_iters[li.v - 1] : "";
  d->race = race_name(d->acc[0].kind, d->acc[1].kind, a);
  d->array = arr ? arr->name : "?";
  int w1 = c->site ? c->site->bytes : -1, w0 = logged ? logged->bytes : -1;
  d->element = arr ? element_name(arr, d->byte_offset, w0, w1, a) : "?";
  const char *part = arr ? part_name(k, opt, arr, d->byte_offset, a) : NULL;
  if (part)
    d->element = arena_printf(a, "%s (%s)", d->element, part);
  d->title = arena_printf(a, "%s race on %s", d->race, d->element);
  if (c->note)
    d->title = arena_printf(a, "%s (%s)", d->title, c->note);
  if (c->group_sync && arr) {
    // The block-level barrier the model says both threads passed last.
    snprintf(name, sizeof name, "_LGB_%d", aid);
    Num b = model_signed_int(m, name);
    if (b.known && b.v >= 1 && b.v <= enc->ngroup_bars) {
      d->has_sync = true;
      d->sync_loc = enc->group_bar_locs[b.v - 1];
    }
  } else if (c->sync_is_logged ? d->acc[0].has_loc : c->sync_loc.line > 0) {
    d->has_sync = true;
    d->sync_loc = c->sync_is_logged ? d->acc[0].loc : c->sync_loc;
  }
}

// The offending offset is the model constant _OOB_<check id> (bounds.c),
// read as signed: a negative index is the likely mistake.
static void build_out_of_bounds(const Check *c, const Model *m, Arena *a, Defect *d) {
  const Array *arr = c->array;
  char name[64];
  snprintf(name, sizeof name, "_OOB_%d", c->id);
  int64_t v;
  uint64_t pat;
  int bits;
  d->kind = DK_OUT_OF_BOUNDS;
  d->array = arr ? arr->name : "?";
  int eb = arr && arr->elem_bytes > 0 ? arr->elem_bytes : 1;
  d->size = arr ? arr->size_bytes / eb : 0;
  d->index = unknown();
  if (model_number(model_get(m, name), &v, &pat, &bits)) {
    int64_t off = bits ? (int64_t)pat : v;
    d->byte_offset = known(off);
    // floor division: byte -1 is in element -1
    d->index = known(off >= 0 ? off / eb : -((-off + eb - 1) / eb));
  }
  const char *what = c->logged == ACC_READ ? "read of" : c->logged == ACC_ATOMIC ? "atomic on" : "write to";
  const char *idx = d->index.known ? arena_printf(a, "%lld", (long long)d->index.v) : "?";
  d->element = arena_printf(a, "%s[%s]", d->array, idx);
  d->title = arena_printf(a, "out-of-bounds %s '%s' (index %s, size %lld)", what, d->array, idx,
                          (long long)d->size);
}

// The race classes a check's note may name as "CLASS: detail" (encodings
// that know why the synchronisation fails: atomics.c, race.c, and the
// fence and lock encodings). docs/user-guide.md ("Race classes") lists them.
static const char *const note_classes[] = {
    "insufficient atomic scope", "missing fence",   "insufficient fence scope",
    "insufficient lock scope",   "missing fence in lock", "unprotected access",
    "insufficient group sync",
};

static const char *class_in_note(const char *note, Arena *a) {
  if (!note)
    return NULL;
  size_t n = strcspn(note, ":");
  for (size_t i = 0; i < sizeof note_classes / sizeof note_classes[0]; i++)
    if (strlen(note_classes[i]) == n && !strncmp(note, note_classes[i], n))
      return arena_printf(a, "%.*s", (int)n, note);
  return NULL;
}

static int64_t linear_id(const ThreadId *t, const Num bdim[3]) {
  return (t->local[2].v * bdim[1].v + t->local[1].v) * bdim[0].v + t->local[0].v;
}

// Two threads of one warp: one block, and the same linear thread index
// divided by the warp size (32, or --warp-sync's). Unknown ids: no.
static bool same_warp(const Defect *d, const Options *opt) {
  int64_t ws = opt->warp_sync ? opt->warp_sync : 32;
  for (int i = 0; i < 3; i++)
    if (!d->t[0].local[i].known || !d->t[1].local[i].known || !d->bdim[i].known ||
        !d->t[0].group[i].known || !d->t[1].group[i].known ||
        d->t[0].group[i].v != d->t[1].group[i].v)
      return false;
  return linear_id(&d->t[0], d->bdim) / ws == linear_id(&d->t[1], d->bdim) / ws;
}

// A race's class: what its note names, what its check says, else a plain
// data race, or an intra-warp race when the two threads share a warp
// (under independent thread scheduling only a __syncwarp orders them).
static void race_class(const Check *c, const Options *opt, Arena *a, Defect *d) {
  d->cls = class_in_note(c->note, a);
  if (!d->cls)
    d->cls = c->race_class;
  if (!d->cls)
    d->cls = same_warp(d, opt) ? "intra-warp race" : "data race";
  if (!c->note)
    d->title = arena_printf(a, "%s (%s)", d->title, d->cls);
}

static const char *invariant_title(BoogieErrKind ek) {
  if (ek == BE_INV_ENTRY)
    return "loop invariant might not hold on entry";
  if (ek == BE_INV_MAINTAINED)
    return "loop invariant might not be maintained by the loop";
  return "loop invariant might not hold";
}

void build_defect(const Kernel *k, const Encoded *enc, const Options *opt, const Check *c,
                  BoogieErrKind ek, const Model *m, Arena *a, Defect *d) {
  memset(d, 0, sizeof *d);
  d->loc = c->loc;
  if (c->loc.line <= 0 && c->site)
    d->loc = c->site->loc;
  d->byte_offset = unknown();
  read_geometry(opt, m, d->bdim, d->gdim);
  read_thread(m, 1, d->bdim, d->gdim, &d->t[0]);
  read_thread(m, 2, d->bdim, d->gdim, &d->t[1]);
  for (int i = 0; i < 3; i++) {
    const Num *g0 = &d->t[0].group[i], *g1 = &d->t[1].group[i];
    if (g0->known && g1->known && g0->v != g1->v)
      d->different_groups = true;
  }
  read_params(k, enc, m, a, d);
  switch (c->kind) {
  case CK_RACE:
    build_race(k, enc, opt, c, m, a, d);
    race_class(c, opt, a, d);
    break;
  case CK_BARRIER_DIVERGENCE:
    d->kind = DK_BARRIER;
    d->title = c->grid        ? "barrier divergence at a grid-wide barrier"
               : c->async_copy ? "barrier divergence at an async work-group copy"
               : c->copy_wait  ? "barrier divergence at wait_group_events"
                               : "barrier divergence";
    d->async_copy = c->async_copy;
    d->copy_wait = c->copy_wait;
    d->cls = "barrier divergence";
    d->grid_barrier = c->grid;
    break;
  case CK_ASSERT:
    d->kind = DK_ASSERT;
    d->title = "assertion might not hold";
    d->cls = "assertion";
    break;
  case CK_BARRIER_INVARIANT:
    d->kind = DK_ASSERT;
    // Check.note: the binary invariants' check of third threads' writes
    d->title = c->note ? c->note : "barrier invariant might not hold";
    d->cls = "assertion";
    break;
  case CK_MISALIGNED:
    d->kind = DK_MISALIGNED;
    d->cls = "misaligned access";
    d->array = c->array ? c->array->name : NULL;
    d->title = arena_printf(a, "misaligned access to '%s' (its type needs %d-byte alignment)",
                            d->array ? d->array : "?", c->align);
    break;
  case CK_CONSTANT_WRITE:
    d->kind = DK_CONSTANT_WRITE;
    d->cls = "constant write";
    d->array = c->array ? c->array->name : NULL;
    d->title = arena_printf(a, "write to __constant__ memory '%s' from device code",
                            d->array ? d->array : "?");
    break;
  case CK_OUT_OF_BOUNDS:
    build_out_of_bounds(c, m, a, d);
    break;
  case CK_NULL_DEREF:
    d->kind = DK_NULL_DEREF;
    // Check.note: the pointer may be unknown memory (an undefined pointer,
    // a body-less function's result), which GPUVerify also reports as a
    // possible null pointer access.
    d->title = c->note ? arena_printf(a, "dereference of %s", c->note)
                       : "null pointer dereference";
    break;
  case CK_BARRIER_FLAGS:
    d->kind = DK_BARRIER_FLAGS;
    d->title = "barrier with non-uniform flags";
    break;
  default:
    d->kind = DK_INVARIANT;
    d->cls = "invariant";
    d->title = invariant_title(ek);
    break;
  }
  // The two-pass warp method: say which of its two solver runs found it.
  if (c->warp_pass)
    d->title = arena_printf(a, "%s (%s)", d->title,
                            c->warp_pass == WARP_PASS_INTRA ? "intra-warp pass" : "inter-warp pass");
}

// ------------------------------------------------------------------ sources

static bool same_file(const char *a, const char *b) {
  char ra[PATH_MAX], rb[PATH_MAX];
  return realpath(a, ra) && realpath(b, rb) && !strcmp(ra, rb);
}

// Standard input's copy, tandem-XXXXXX/stdin.cu in the temp dir, which
// names itself <stdin> in a #line directive. Without one, clang may record it relative to an ancestor of its working directory
// ("tmp/tandem-AbC123/stdin.cu"), so its last two components identify it.
static bool is_stdin_copy(const SourceCtx *src, const char *file) {
  if (!src->shown)
    return false;
  if (!strcmp(file, src->shown)) // the #line of main.c's copy_stdin
    return true;
  const char *last = strrchr(src->input, '/'), *tail = last;
  while (tail && tail > src->input && tail[-1] != '/')
    tail--;
  size_t n = strlen(file), m = tail ? strlen(tail) : 0;
  return tail && tail != last && n >= m && !strcmp(file + n - m, tail) &&
         (n == m || file[n - m - 1] == '/');
}

// The name to print for a file clang recorded: the user's spelling of the
// input when it is the input, else clang's.
const char *display_path(SourceCtx *src, const char *file) {
  const char *shown = src->shown ? src->shown : src->input;
  if (!file || !*file)
    return shown;
  if (!strcmp(file, src->input) || is_stdin_copy(src, file) || same_file(file, src->input))
    return shown;
  return file;
}

const char *loc_text(SourceCtx *src, SrcLoc l, bool with_col, Arena *a) {
  if (l.line <= 0)
    return NULL;
  if (!l.file)
    return arena_printf(a, "line %d", l.line);
  const char *file = display_path(src, l.file);
  return with_col && l.col > 0 ? arena_printf(a, "%s:%d:%d", file, l.line, l.col)
                               : arena_printf(a, "%s:%d", file, l.line);
}

static char *load_source(SourceCtx *src, const char *file) {
  char *text = read_file(file, NULL);
  if (!text && file[0] != '/') {
    // Relative to the input file's directory when not relative to cwd.
    const char *slash = strrchr(src->input, '/');
    if (slash) {
      char *alt = arena_printf(src->arena, "%.*s/%s", (int)(slash - src->input), src->input,
                               file);
      text = read_file(alt, NULL);
    }
  }
  if (!text)
    return NULL;
  // Standard input's copy starts with main.c's #line: not the user's line 1.
  const char *start = text;
  if (src->shown && !strcmp(file, src->input) && !strncmp(text, "#line 1 \"", 9) &&
      strchr(text, '\n'))
    start = strchr(text, '\n') + 1;
  char *copy = arena_strdup(src->arena, start);
  free(text);
  return copy;
}

// Line `line` of `file`, or NULL. Files are read once per input.
const char *report_source_line(SourceCtx *src, const char *file, int line, size_t *len) {
  if (!file || !*file || is_stdin_copy(src, file))
    file = src->input;
  if (line <= 0)
    return NULL;
  const char *text = NULL;
  int i;
  for (i = 0; i < src->names.len; i++)
    if (!strcmp(src->names.items[i], file))
      break;
  if (i == src->names.len) {
    vec_push(src->arena, &src->names, arena_strdup(src->arena, file));
    vec_push(src->arena, &src->texts, load_source(src, file));
  }
  text = src->texts.items[i];
  if (!text)
    return NULL;
  for (int l = 1; l < line; l++) {
    text = strchr(text, '\n');
    if (!text)
      return NULL;
    text++;
  }
  *len = strcspn(text, "\r\n");
  return text;
}

// ------------------------------------------------------------------ text

static void put_loc(StrBuf *out, SourceCtx *src, SrcLoc loc) {
  if (loc.line <= 0) {
    return;
  }
  sb_printf(out, "%s:%d:", display_path(src, loc.file), loc.line);
  if (loc.col > 0)
    sb_printf(out, "%d:", loc.col);
  sb_putc(out, ' ');
}

static void put_source(StrBuf *out, SourceCtx *src, SrcLoc loc) {
  size_t len;
  const char *text = report_source_line(src, loc.file, loc.line, &len);
  if (text)
    sb_printf(out, "%5d | %.*s\n", loc.line, (int)len, text);
}

static void put_num(StrBuf *out, Num n) {
  if (n.known)
    sb_printf(out, "%lld", (long long)n.v);
  else
    sb_putc(out, '?');
}

static void put_triple(StrBuf *out, const Num v[3]) {
  sb_putc(out, '(');
  for (int d = 0; d < 3; d++) {
    if (d)
      sb_putc(out, ',');
    put_num(out, v[d]);
  }
  sb_putc(out, ')');
}

static void put_thread(StrBuf *out, const ThreadId *t, Lang lang) {
  sb_puts(out, lang == LANG_OPENCL ? "work-item " : "thread ");
  put_triple(out, t->local);
  sb_puts(out, lang == LANG_OPENCL ? " in work-group " : " in block ");
  put_triple(out, t->group);
  sb_puts(out, " (global id ");
  bool flat = t->global[1].known && t->global[1].v == 0 && t->global[2].known &&
              t->global[2].v == 0;
  if (flat)
    put_num(out, t->global[0]);
  else
    put_triple(out, t->global);
  sb_putc(out, ')');
}

static const char *verb(AccessKind k) {
  return k == ACC_READ ? "reads" : k == ACC_WRITE ? "writes" : "atomically accesses";
}

static void put_params_note(StrBuf *out, const Defect *d, Lang lang, bool symbolic) {
  sb_puts(out, "note: ");
  if (d->nparams) {
    sb_puts(out, "parameters: ");
    for (int i = 0; i < d->nparams; i++)
      sb_printf(out, "%s%s = %s", i ? ", " : "", d->pnames[i], d->pvals_text[i]);
    sb_puts(out, "; ");
  }
  sb_puts(out, lang == LANG_OPENCL ? "local_size = " : "blockDim = ");
  put_triple(out, d->bdim);
  sb_puts(out, lang == LANG_OPENCL ? ", num_groups = " : ", gridDim = ");
  put_triple(out, d->gdim);
  if (symbolic)
    sb_puts(out, " [symbolic launch geometry: values from the counterexample]");
  sb_putc(out, '\n');
}

static void text_race(StrBuf *out, SourceCtx *src, const KernelResult *r, const Defect *d) {
  for (int i = 0; i < 2; i++) {
    const AccessInfo *acc = &d->acc[i];
    if (acc->has_loc)
      put_loc(out, src, acc->loc);
    sb_puts(out, "note: ");
    put_thread(out, &d->t[i], r->lang);
    sb_printf(out, " %s %s", verb(acc->kind), d->element);
    if (acc->iter && *acc->iter)
      sb_printf(out, " in %s", acc->iter);
    sb_putc(out, '\n');
    if (acc->has_loc)
      put_source(out, src, acc->loc);
  }
}

static void text_two_threads(StrBuf *out, SourceCtx *src, const KernelResult *r,
                             const Defect *d, const char *lead, const char *what) {
  put_loc(out, src, d->loc);
  sb_printf(out, "note: %s", lead);
  put_thread(out, &d->t[0], r->lang);
  sb_puts(out, " and ");
  put_thread(out, &d->t[1], r->lang);
  sb_printf(out, "%s\n", what);
}

// Text reports name a kernel by its full signature ("fill(int*)",
// "a::step(float*)"), so overloads, namespaces and template instantiations
// are never confused; JSON carries the qualified name and the signature
// separately.
const char *kernel_word(const KernelResult *r) { return r->is_proc ? "device function" : "kernel"; }

const char *kernel_shown_name(const KernelResult *r) {
  return r->signature && *r->signature ? r->signature : r->kernel;
}

// Scope classes: where the synchronisation with too narrow a scope is.
static void text_sync(StrBuf *out, SourceCtx *src, const Defect *d) {
  if (!d->has_sync)
    return;
  put_loc(out, src, d->sync_loc);
  sb_printf(out, "note: the synchronisation whose scope is too narrow for this pair (%s)\n",
            d->cls);
  put_source(out, src, d->sync_loc);
}

static void text_defect(StrBuf *out, SourceCtx *src, const KernelResult *r, const Defect *d) {
  bool cl = r->lang == LANG_OPENCL;
  put_loc(out, src, d->loc);
  if (d->kind == DK_BARRIER && d->grid_barrier)
    sb_printf(out, "error: barrier divergence in kernel '%s': the grid-wide barrier is not "
                   "reached by all threads of the grid\n", r->kernel);
  else if (d->kind == DK_BARRIER && d->async_copy)
    sb_printf(out, "error: barrier divergence in kernel '%s': the async work-group copy is not "
                   "made by all work-items of the work-group with the same arguments\n",
              kernel_shown_name(r));
  else if (d->kind == DK_BARRIER && d->copy_wait)
    sb_printf(out, "error: barrier divergence in kernel '%s': wait_group_events is not called "
                   "by all work-items of the work-group with the same events\n",
              kernel_shown_name(r));
  else if (d->kind == DK_BARRIER)
    sb_printf(out, "error: barrier divergence in kernel '%s': the barrier is not reached by "
                   "all %s\n", kernel_shown_name(r), cl ? "work-items of the work-group" : "threads of the block");
  else
    sb_printf(out, "error: %s in %s '%s'%s\n", d->title, kernel_word(r), kernel_shown_name(r),
              d->kind == DK_RACE && d->different_groups
                  ? (cl ? " (work-items in different work-groups)" : " (threads in different blocks)")
                  : "");
  put_source(out, src, d->loc);
  if (d->kind == DK_RACE) {
    text_race(out, src, r, d);
    text_sync(out, src, d);
  } else if (d->kind == DK_BARRIER)
    text_two_threads(out, src, r, d, "",
                     d->async_copy  ? " disagree on reaching it or on its arguments"
                     : d->copy_wait ? " disagree on reaching it or on its events"
                                    : " disagree on reaching it");
  else if (d->kind == DK_BARRIER_FLAGS)
    text_two_threads(out, src, r, d, "", " reach it with different fence flags");
  else
    text_two_threads(out, src, r, d, "counterexample with ", "");
  put_params_note(out, d, r->lang, r->symbolic);
}

static const char *summary_text(const KernelResult *r, Arena *a) {
  switch (r->verdict) {
  case V_VERIFIED:
    return "verified";
  case V_UNSUPPORTED:
    return "unsupported";
  case V_INCONCLUSIVE:
    return arena_printf(a, "inconclusive (%s)", r->message ? r->message : "unknown reason");
  case V_DEFECTS:
    break;
  }
  if (r->nraces == r->ndefects)
    return arena_printf(a, "%d race%s found", r->ndefects, r->ndefects == 1 ? "" : "s");
  return arena_printf(a, "%d defect%s found", r->ndefects, r->ndefects == 1 ? "" : "s");
}

// --infer-info: per loop, the invariants Houdini kept, ready to paste.
static void text_loop_invs(StrBuf *out, SourceCtx *src, const LoopInvs *g) {
  put_loc(out, src, g->loop);
  if (!g->texts.len && !g->hidden) {
    sb_puts(out, "note: no loop invariant inferred for this loop\n");
    return;
  }
  sb_puts(out, "note: loop invariants inferred for this loop (--infer-info):\n");
  for (int i = 0; i < g->texts.len; i++)
    sb_printf(out, "    __invariant(%s)\n", (const char *)g->texts.items[i]);
  if (g->hidden)
    sb_printf(out, "    (and %d inferred fact%s about tandem's own encoding, with no "
              "__invariant form)\n", g->hidden, g->hidden == 1 ? "" : "s");
}

void report_kernel_text(const KernelResult *r, SourceCtx *src, StrBuf *out) {
  if (r->verdict == V_UNSUPPORTED) {
    put_loc(out, src, r->msg_loc);
    if (r->msg_loc.line <= 0)
      sb_printf(out, "%s: ", src->shown ? src->shown : src->input);
    sb_printf(out, "error: unsupported: %s (%s '%s')\n", r->message ? r->message : "?",
              kernel_word(r), kernel_shown_name(r));
    put_source(out, src, r->msg_loc);
  }
  for (int i = 0; i < r->ndefects; i++)
    text_defect(out, src, r, &r->defects[i]);
  for (int i = 0; i < r->notes.len; i++)
    sb_printf(out, "%s\n", (const char *)r->notes.items[i]);
  for (int i = 0; i < r->loop_invs.len; i++)
    text_loop_invs(out, src, r->loop_invs.items[i]);
  Arena a = {0};
  sb_printf(out, "tandem: %s '%s' (%s): %s\n", kernel_word(r), kernel_shown_name(r), r->file,
            summary_text(r, &a));
  arena_free(&a);
}

// ------------------------------------------------------------------ json

// Length of the well-formed UTF-8 sequence at p (2-4), or 0.
static int utf8_len(const unsigned char *p) {
  int n = p[0] >= 0xF0 && p[0] <= 0xF4 ? 4 : p[0] >= 0xE0 ? 3 : p[0] >= 0xC2 && p[0] < 0xE0 ? 2 : 0;
  if (p[0] >= 0xF5)
    return 0;
  for (int k = 1; k < n; k++)
    if ((p[k] & 0xC0) != 0x80)
      return 0;
  if ((n == 3 && p[0] == 0xE0 && p[1] < 0xA0) || (n == 4 && p[0] == 0xF0 && p[1] < 0x90) ||
      (n == 4 && p[0] == 0xF4 && p[1] >= 0x90) || (n == 3 && p[0] == 0xED && p[1] >= 0xA0))
    return 0;
  return n;
}

void json_string(StrBuf *out, const char *s) {
  if (!s) {
    sb_puts(out, "null");
    return;
  }
  sb_putc(out, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\')
      sb_printf(out, "\\%c", *p);
    else if (*p == '\n')
      sb_puts(out, "\\n");
    else if (*p == '\t')
      sb_puts(out, "\\t");
    else if (*p == '\r')
      sb_puts(out, "\\r");
    else if (*p < 0x20 || *p == 0x7f)
      sb_printf(out, "\\u%04x", *p);
    else if (*p < 0x80)
      sb_putc(out, (char)*p);
    else {
      // UTF-8 goes through; any other byte (a file name in Latin-1, say)
      // becomes the character of the same number, so the JSON stays valid.
      int n = utf8_len(p);
      if (n)
        for (int k = 0; k < n; k++)
          sb_putc(out, (char)*p++);
      else
        sb_printf(out, "\\u%04x", *p++);
      p--;
    }
  }
  sb_putc(out, '"');
}

static void json_num(StrBuf *out, Num n) {
  if (n.known)
    sb_printf(out, "%lld", (long long)n.v);
  else
    sb_puts(out, "null");
}

static void json_triple(StrBuf *out, const Num v[3]) {
  sb_putc(out, '[');
  for (int d = 0; d < 3; d++) {
    if (d)
      sb_putc(out, ',');
    json_num(out, v[d]);
  }
  sb_putc(out, ']');
}

static void json_loc(StrBuf *out, SourceCtx *src, SrcLoc loc, bool has) {
  sb_puts(out, "\"file\":");
  json_string(out, has ? display_path(src, loc.file) : NULL);
  if (has && loc.line > 0)
    sb_printf(out, ",\"line\":%d,\"column\":%d", loc.line, loc.col);
  else
    sb_puts(out, ",\"line\":null,\"column\":null");
}

static void json_thread(StrBuf *out, const ThreadId *t) {
  sb_puts(out, "\"thread\":");
  json_triple(out, t->local);
  sb_puts(out, ",\"block\":");
  json_triple(out, t->group);
  sb_puts(out, ",\"global_id\":");
  json_triple(out, t->global);
}

static void json_geometry(StrBuf *out, const Num b[3], const Num g[3], bool symbolic) {
  sb_puts(out, "{\"blockDim\":");
  json_triple(out, b);
  sb_puts(out, ",\"gridDim\":");
  json_triple(out, g);
  sb_printf(out, ",\"symbolic\":%s}", symbolic ? "true" : "false");
}

static void json_params(StrBuf *out, const Defect *d) {
  sb_putc(out, '{');
  for (int i = 0; d && i < d->nparams; i++) {
    if (i)
      sb_putc(out, ',');
    json_string(out, d->pnames[i]);
    sb_printf(out, ":%s", d->pvals_json[i]);
  }
  sb_putc(out, '}');
}

static const char *defect_kind_json(DefectKind k) {
  switch (k) {
  case DK_RACE:
    return "race";
  case DK_BARRIER:
    return "barrier-divergence";
  case DK_ASSERT:
    return "assertion";
  case DK_MISALIGNED:
    return "misaligned-access";
  case DK_CONSTANT_WRITE:
    return "constant-write";
  case DK_OUT_OF_BOUNDS:
    return "out-of-bounds";
  case DK_BARRIER_FLAGS:
    return "barrier-flags";
  case DK_NULL_DEREF:
    return "null-dereference";
  case DK_INVARIANT:
    break;
  }
  return "invariant";
}

static void json_race_fields(StrBuf *out, SourceCtx *src, const Defect *d) {
  sb_puts(out, ",\"race\":");
  json_string(out, d->race);
  sb_puts(out, ",\"array\":");
  json_string(out, d->array);
  sb_puts(out, ",\"element\":");
  json_string(out, d->element);
  sb_puts(out, ",\"byte_offset\":");
  json_num(out, d->byte_offset);
  sb_printf(out, ",\"different_blocks\":%s", d->different_groups ? "true" : "false");
  sb_puts(out, ",\"accesses\":[");
  for (int i = 0; i < 2; i++) {
    sb_puts(out, i ? ",{" : "{");
    json_thread(out, &d->t[i]);
    sb_printf(out, ",\"access\":\"%s\",", kind_word(d->acc[i].kind));
    json_loc(out, src, d->acc[i].loc, d->acc[i].has_loc);
    sb_putc(out, '}');
  }
  sb_putc(out, ']');
}

static void json_defect(StrBuf *out, SourceCtx *src, const KernelResult *r, const Defect *d) {
  sb_printf(out, "{\"kind\":\"%s\",\"class\":", defect_kind_json(d->kind));
  json_string(out, d->cls);
  sb_puts(out, ",\"message\":");
  json_string(out, d->title);
  sb_putc(out, ',');
  json_loc(out, src, d->loc, d->loc.line > 0);
  if (d->kind == DK_OUT_OF_BOUNDS) {
    sb_puts(out, ",\"array\":");
    json_string(out, d->array);
    sb_puts(out, ",\"index\":");
    json_num(out, d->index);
    sb_printf(out, ",\"size\":%lld,\"byte_offset\":", (long long)d->size);
    json_num(out, d->byte_offset);
  }
  // Scope classes: the operation whose scope is too narrow, to fix.
  if (d->has_sync) {
    sb_puts(out, ",\"sync\":{");
    json_loc(out, src, d->sync_loc, true);
    sb_putc(out, '}');
  }
  if (d->kind == DK_RACE) {
    json_race_fields(out, src, d);
  } else {
    sb_puts(out, ",\"threads\":[{");
    json_thread(out, &d->t[0]);
    sb_puts(out, "},{");
    json_thread(out, &d->t[1]);
    sb_puts(out, "}]");
  }
  sb_puts(out, ",\"geometry\":");
  json_geometry(out, d->bdim, d->gdim, r->symbolic);
  sb_puts(out, ",\"parameters\":");
  json_params(out, d);
  sb_putc(out, '}');
}

static const char *verdict_name(Verdict v) {
  switch (v) {
  case V_VERIFIED:
    return "verified";
  case V_DEFECTS:
    return "defects";
  case V_UNSUPPORTED:
    return "unsupported";
  case V_INCONCLUSIVE:
    break;
  }
  return "inconclusive";
}

// --infer-info: "invariants": [{file, line, column, text}] and the number of
// kept facts without a C form, "invariants_omitted". Absent without it.
static void json_loop_invs(StrBuf *out, SourceCtx *src, const KernelResult *r) {
  if (!r->loop_invs.len)
    return;
  sb_puts(out, ",\"invariants\":[");
  int n = 0, hidden = 0;
  for (int i = 0; i < r->loop_invs.len; i++) {
    const LoopInvs *g = r->loop_invs.items[i];
    hidden += g->hidden;
    for (int t = 0; t < g->texts.len; t++) {
      sb_puts(out, n++ ? ",{" : "{");
      json_loc(out, src, g->loop, true);
      sb_puts(out, ",\"text\":");
      json_string(out, arena_printf(src->arena, "__invariant(%s)", (const char *)g->texts.items[t]));
      sb_putc(out, '}');
    }
  }
  sb_printf(out, "],\"invariants_omitted\":%d", hidden);
}

void report_kernel_json(const KernelResult *r, SourceCtx *src, StrBuf *out) {
  sb_puts(out, "{\"kernel\":");
  json_string(out, r->kernel);
  sb_puts(out, ",\"signature\":");
  json_string(out, r->signature ? r->signature : r->kernel);
  sb_puts(out, ",\"mangled\":");
  json_string(out, r->mangled ? r->mangled : r->kernel);
  if (r->is_proc) // --no-inline: not a kernel, its own check
    sb_puts(out, ",\"device_function\":true");
  sb_printf(out, ",\"verdict\":\"%s\",\"message\":", verdict_name(r->verdict));
  json_string(out, r->message);
  if (r->verdict == V_UNSUPPORTED) {
    sb_puts(out, ",\"location\":{");
    json_loc(out, src, r->msg_loc, true);
    sb_putc(out, '}');
  }
  sb_puts(out, ",\"geometry\":");
  json_geometry(out, r->bdim, r->gdim, r->symbolic);
  sb_puts(out, ",\"parameters\":");
  json_params(out, r->ndefects ? &r->defects[0] : NULL);
  sb_puts(out, ",\"notes\":[");
  for (int i = 0; i < r->notes.len; i++) {
    if (i)
      sb_putc(out, ',');
    json_string(out, r->notes.items[i]);
  }
  sb_putc(out, ']');
  json_loop_invs(out, src, r);
  sb_puts(out, ",\"defects\":[");
  for (int i = 0; i < r->ndefects; i++) {
    if (i)
      sb_putc(out, ',');
    json_defect(out, src, r, &r->defects[i]);
  }
  // Last, so that the members before it read as they always did; sarif.c
  // words threads as work-items for OpenCL from it.
  sb_printf(out, "],\"lang\":\"%s\"}", r->lang == LANG_OPENCL ? "opencl" : "cuda");
}

int verdict_exit(Verdict v) {
  switch (v) {
  case V_VERIFIED:
    return EXIT_VERIFIED;
  case V_DEFECTS:
    return EXIT_DEFECT;
  case V_UNSUPPORTED:
    return EXIT_BAD_INPUT;
  case V_INCONCLUSIVE:
    break;
  }
  return EXIT_INCONCLUSIVE;
}
