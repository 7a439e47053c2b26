// launches.c — which launches of a kernel to verify (issue 11): the
// command line, --kernel-args, and the launches found in the file's host
// code (translator/host.c) become one Options per verification run, with
// the notes that say where each run's facts come from. The rules are in
// docs/design.md, "Host-code-guided launches".
#include "runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

// More distinct launch configurations than this: one run for any launch.
enum { MAX_CONFIGS = 8 };

static bool kernel_is(const Kernel *k, const char *name, size_t n) {
  return (k->name && strlen(k->name) == n && !strncmp(k->name, name, n)) ||
         (k->llvm_name && strlen(k->llvm_name) == n && !strncmp(k->llvm_name, name, n));
}

static void add_pin(Options *o, int param, uint64_t v) {
  if (o->npins >= TANDEM_MAX_PINS)
    return;
  o->pin_param[o->npins] = param;
  o->pin_value[o->npins++] = v;
}

static bool pinnable(const Kernel *k, int i) {
  return i < k->nparams && !k->params[i].array && k->params[i].type.kind == T_INT;
}

// How many comma-separated values follow the kernel name.
static int count_values(const char *list) {
  int n = 1;
  for (const char *p = list; *p; p++) n += *p == ',';
  return n;
}

// The parameter value j of the list is for: parameter j, or in GPUVerify's
// form (one value per non-pointer parameter: its kernel arguments skip the
// arrays) the j-th parameter that is not a pointer.
static int param_for_value(const Kernel *k, bool skip_pointers, int j) {
  if (!skip_pointers) return j;
  for (int i = 0; i < k->nparams; i++)
    if (!k->params[i].array && j-- == 0) return i;
  return k->nparams;
}

// --kernel-args=K,v1,...: pins for kernel K (cli.c validated the syntax).
// Returns whether the option names this kernel.
static bool kernel_args_pins(const Kernel *k, Options *o, Arena *a, PtrVec *notes) {
  const char *v = o->kernel_args;
  const char *comma = v ? strchr(v, ',') : NULL;
  if (!comma || !kernel_is(k, v, (size_t)(comma - v)))
    return false;
  int nvals = count_values(comma + 1), nscalars = 0;
  for (int i = 0; i < k->nparams; i++) nscalars += !k->params[i].array;
  bool skip = nvals != k->nparams && nvals == nscalars;
  int i = 0;
  for (const char *p = comma + 1;; i++) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    int pi = param_for_value(k, skip, i);
    if (len && !(len == 1 && *p == '*')) {
      char *val = arena_strndup(a, p, len);
      if (pinnable(k, pi))
        add_pin(o, pi, (uint64_t)strtoll(val, NULL, 0));
      else
        vec_push(a, notes, arena_printf(a, "note: --kernel-args: value %s for %s of '%s' "
                                           "ignored (not an integer parameter)",
                                        val, pi < k->nparams ? k->params[pi].name : "no parameter",
                                        k->name));
    }
    if (!e)
      break;
    p = e + 1;
  }
  if (i + 1 != k->nparams && !skip)
    vec_push(a, notes, arena_printf(a, "note: --kernel-args gives %d values for the %d "
                                       "parameters of '%s'", i + 1, k->nparams, k->name));
  return true;
}

// ------------------------------------------------------------------ launch notes

// Terms in C's notation for the notes: an unknown that is a scalar
// argument's value takes the parameter's name, others are v0, v1, ...
typedef struct Names {
  const Kernel *k;
  const HostLaunch *l;
  Arena *a;
  const HostExpr *defining; // the argument whose own term is being printed
} Names;

// The kernel parameter whose value the compound term `x` is, so that a
// geometry reads `(n + 63) / 64` with `n = (argc > 1) ? atoi() : 1024`
// printed once. NULL when there is none.
static const char *arg_named(const Names *nm, const HostExpr *x) {
  for (int i = 0; i < nm->l->nargs && nm->l->nargs == nm->k->nparams; i++)
    if (nm->l->argx[i] == x && x != nm->defining && pinnable(nm->k, i))
      return nm->k->params[i].name;
  return NULL;
}

static const char *var_name(const Names *nm, int v) {
  for (int i = 0; i < nm->l->nargs && nm->l->nargs == nm->k->nparams; i++) {
    const HostExpr *x = nm->l->argx[i];
    if (x && x->kind == HX_VAR && x->var == v && pinnable(nm->k, i))
      return nm->k->params[i].name;
  }
  return arena_printf(nm->a, "v%d", v);
}

static const char *const_text(Arena *a, uint64_t v, int bits) {
  if (bits == 1)
    return v ? "true" : "false";
  int64_t s = (int64_t)v;
  if (bits > 1 && bits < 64 && (v >> (bits - 1)) & 1)
    s = (int64_t)(v | ~((1ULL << bits) - 1));
  if (s >= 65536 && !(s & (s - 1))) // 1<<20 reads better than 1048576
    return arena_printf(a, "1<<%d", log2_exact((uint64_t)s));
  return arena_printf(a, "%lld", (long long)s);
}

static const char *c_term(const Names *nm, const HostExpr *x, bool top) {
  static const char *const bin[] = {
      [LLVMAdd] = "+",  [LLVMSub] = "-",  [LLVMMul] = "*",   [LLVMUDiv] = "/", [LLVMSDiv] = "/",
      [LLVMURem] = "%", [LLVMSRem] = "%", [LLVMShl] = "<<",  [LLVMLShr] = ">>",
      [LLVMAShr] = ">>", [LLVMAnd] = "&", [LLVMOr] = "|",    [LLVMXor] = "^"};
  static const char *const cmp[] = {
      [LLVMIntEQ] = "==", [LLVMIntNE] = "!=", [LLVMIntUGT] = ">", [LLVMIntUGE] = ">=",
      [LLVMIntULT] = "<", [LLVMIntULE] = "<=", [LLVMIntSGT] = ">", [LLVMIntSGE] = ">=",
      [LLVMIntSLT] = "<", [LLVMIntSLE] = "<="};
  Arena *a = nm->a;
  const char *r = x->kind == HX_CONST || x->kind == HX_VAR ? NULL : arg_named(nm, x);
  if (r)
    return r;
  switch (x->kind) {
  case HX_CONST:
    r = const_text(a, x->v, x->bits);
    return top || !strchr(r, '<') ? r : arena_printf(a, "(%s)", r);
  case HX_VAR:
    return var_name(nm, x->var);
  case HX_ZEXT:
  case HX_SEXT:
  case HX_EXTRACT:
    return c_term(nm, x->a, top);
  case HX_BIN:
    if (x->bits == 1 && x->op == LLVMXor && x->b->kind == HX_CONST && x->b->v == 1)
      return arena_printf(a, "!(%s)", c_term(nm, x->a, true));
    r = arena_printf(a, "%s %s %s", c_term(nm, x->a, false),
                     x->op < (int)(sizeof bin / sizeof *bin) && bin[x->op] ? bin[x->op] : "?",
                     c_term(nm, x->b, false));
    break;
  case HX_CMP:
    r = arena_printf(a, "%s %s %s", c_term(nm, x->a, false),
                     x->op < (int)(sizeof cmp / sizeof *cmp) && cmp[x->op] ? cmp[x->op] : "?",
                     c_term(nm, x->b, false));
    break;
  case HX_SELECT:
    r = arena_printf(a, "%s ? %s : %s", c_term(nm, x->a, false), c_term(nm, x->b, false),
                     c_term(nm, x->c, false));
    break;
  default:
    return "?";
  }
  return top ? r : arena_printf(a, "(%s)", r);
}

static bool is_one(const HostExpr *x) { return x && x->kind == HX_CONST && x->v == 1; }

// "30", "(16, 16, 1)", "(n + 63) / 64"; "?" when not followed.
static const char *dim_text(const Names *nm, bool known, const unsigned d[3],
                            HostExpr *const x[3]) {
  Arena *a = nm->a;
  if (known && d[1] == 1 && d[2] == 1)
    return arena_printf(a, "%u", d[0]);
  if (known)
    return arena_printf(a, "(%u, %u, %u)", d[0], d[1], d[2]);
  if (!x[0] || !x[1] || !x[2])
    return "?";
  if (is_one(x[1]) && is_one(x[2]))
    return c_term(nm, x[0], true);
  return arena_printf(a, "(%s, %s, %s)", c_term(nm, x[0], true), c_term(nm, x[1], true),
                      c_term(nm, x[2], true));
}

static bool mentioned(const HostLaunch *l, int v) {
  for (int d = 0; d < 3; d++)
    if (hx_mentions(l->gridx[d], v) || hx_mentions(l->blockx[d], v))
      return true;
  for (int i = 0; i < l->nargs; i++)
    if (hx_mentions(l->argx[i], v) || (l->bufbytes && hx_mentions(l->bufbytes[i], v)))
      return true;
  for (int f = 0; f < l->nfacts; f++)
    if (hx_mentions(l->facts[f].e, v))
      return true;
  return false;
}

// "note: launch at main.cu:88: <<<(n + 255) / 256, 256>>>, n = atoi() (from
// main.cu:71); on the path: n % 256 == 0 (main.cu:73)"
static const char *launch_note(const Kernel *k, const HostLaunch *l, SourceCtx *src, Arena *a) {
  Names nm = {.k = k, .l = l, .a = a};
  StrBuf sb;
  sb_init(&sb);
  const char *where = loc_text(src, l->loc, false, a);
  sb_printf(&sb, "note: launch %s%s: ", where ? "at " : "", where ? where : "(line unknown)");
  if (l->opencl)
    sb_printf(&sb, "global %s, local %s (work-groups: %s)",
              dim_text(&nm, l->global_known, l->global, l->globalx),
              dim_text(&nm, l->block_known, l->block, l->blockx),
              dim_text(&nm, l->grid_known, l->grid, l->gridx));
  else
    sb_printf(&sb, "%s<<<%s, %s", l->via_api ? "cudaLaunchKernel " : "",
              dim_text(&nm, l->grid_known, l->grid, l->gridx),
              dim_text(&nm, l->block_known, l->block, l->blockx));
  if (l->opencl)
    ;
  else if (!l->smem_known || l->smem)
    sb_printf(&sb, ", %s", l->smem_known ? arena_printf(a, "%llu", (unsigned long long)l->smem)
                          : l->smemx     ? c_term(&nm, l->smemx, true)
                                         : "?");
  if (!l->opencl)
    sb_puts(&sb, ">>>");
  for (int i = 0; i < l->nargs && l->nargs == k->nparams; i++) {
    const HostExpr *x = l->argx[i];
    if (!x || !pinnable(k, i))
      continue;
    if (x->kind == HX_VAR) {
      const HostVar *v = &l->vars[x->var];
      const char *from = loc_text(src, v->loc, false, a);
      sb_printf(&sb, ", %s = %s%s%s%s", k->params[i].name, v->what, from ? " (from " : "",
                from ? from : "", from ? ")" : "");
    } else {
      nm.defining = x;
      sb_printf(&sb, ", %s = %s", k->params[i].name, c_term(&nm, x, true));
      nm.defining = NULL;
    }
  }
  for (int i = 0; l->bufbytes && i < l->nargs && l->nargs == k->nparams; i++) {
    if (!l->bufbytes[i] || !k->params[i].array)
      continue;
    const char *from = loc_text(src, l->bufloc[i], false, a);
    sb_printf(&sb, ", %s: %s bytes (from %s%s%s)", k->params[i].name,
              c_term(&nm, l->bufbytes[i], true), l->opencl ? "clCreateBuffer" : "cudaMalloc",
              from ? " at " : "", from ? from : "");
  }
  for (int v = 0; v < l->nvars; v++) {
    if (!mentioned(l, v) || strcmp(var_name(&nm, v), arena_printf(a, "v%d", v)))
      continue;
    const char *from = loc_text(src, l->vars[v].loc, false, a);
    sb_printf(&sb, ", v%d = %s%s%s%s", v, l->vars[v].what, from ? " (from " : "",
              from ? from : "", from ? ")" : "");
  }
  for (int f = 0; f < l->nfacts; f++) {
    const char *from = loc_text(src, l->facts[f].loc, false, a);
    sb_printf(&sb, "%s%s%s%s%s", f ? ", " : "; on the path: ", c_term(&nm, l->facts[f].e, true),
              from ? " (" : "", from ? from : "", from ? ")" : "");
  }
  bool gx = l->grid_known || (l->gridx[0] && l->gridx[1] && l->gridx[2]);
  bool bx = l->block_known || (l->blockx[0] && l->blockx[1] && l->blockx[2]);
  if (!gx || !bx)
    sb_printf(&sb, " (%s not followed here: any size)",
              !gx && !bx ? "grid and block sizes" : !gx ? "grid size" : "block size");
  const char *r = arena_strdup(a, sb.data);
  sb_free(&sb);
  return r;
}

static bool dims_equal(const unsigned a[3], const unsigned b[3]) {
  for (int d = 0; d < 3; d++)
    if ((a[d] ? a[d] : 1) != (b[d] ? b[d] : 1))
      return false;
  return true;
}

// One launch applied to the command line's options; the command line
// wins, with a note where it disagrees with the launch.
static const char *dims(Arena *a, const unsigned d[3]) {
  if (d[1] == 1 && d[2] == 1)
    return arena_printf(a, "%u", d[0]);
  return arena_printf(a, "(%u, %u, %u)", d[0], d[1], d[2]);
}

// Whether a run uses relations of its launch (then it is that launch's
// own run: runs are shared only by launches of equal constants).
static bool relational(const Options *o) {
  const HostLaunch *l = o->launch;
  if (!l)
    return false;
  if (o->launch_grid || o->launch_block || l->nfacts)
    return true;
  for (int i = 0; o->launch_args && i < l->nargs; i++)
    if (l->argx[i] && l->argx[i]->kind != HX_CONST)
      return true;
  return false;
}

static bool all3(HostExpr *const x[3]) { return x[0] && x[1] && x[2]; }

static bool is_write(const Instr *in) {
  return in->kind == I_STORE || in->kind == I_ATOMIC || in->kind == I_WRITE_RANGE;
}

// An access predicate such as __write_offset, or an __array_snapshot:
// offsets of the array's own, which a shift would change.
static bool is_annotation(const Instr *in) {
  return in->kind == I_ACCESS_PRED || in->kind == I_SNAPSHOT;
}

// Whether an instruction on pointer parameter i's array is one `is` says:
// is_write (the kernel writes through it: a store, an atomic, a copy or a
// call's write) or is_annotation.
static bool param_has(const Kernel *k, int i, bool (*is)(const Instr *)) {
  const Array *arr = k->params[i].array;
  for (int b = 0; arr && b < k->nblocks; b++)
    for (int n = 0; n < k->blocks[b]->nins; n++)
      if (k->blocks[b]->ins[n]->array == arr && is(k->blocks[b]->ins[n]))
        return true;
  return false;
}

static bool memory_param(const Kernel *k, int i) {
  return i >= 0 && i < k->nparams && k->params[i].array &&
         k->params[i].array->space != MS_PRIVATE;
}

static void refuse(Options *o, const HostLaunch *l, const char *why) {
  if (!o->launch_refusal) {
    o->launch_refusal = why;
    o->launch_refusal_loc = l->loc;
  }
}

static const char *launch_word(const HostLaunch *l) { return l->opencl ? "enqueue" : "launch"; }

// The parameters given pointers into buffer r (HostLaunch.buffer) become
// one array: each is merged into the one at the lowest offset, its
// accesses shifted by its distance from it. When a distance is not a
// constant the launch is refused instead.
static void merge_group(const Kernel *k, const HostLaunch *l, int r, Options *o,
                        const char *where, Arena *a, PtrVec *notes) {
  int members[TANDEM_MAX_PINS], n = 0, low = -1, unknown = -1, w = -1;
  for (int j = 0; j < l->nargs; j++) {
    if (l->buffer[j] != r || !memory_param(k, j))
      continue;
    if (n == TANDEM_MAX_PINS) {
      refuse(o, l, "the launch passes one buffer to too many parameters");
      return;
    }
    members[n++] = j;
    if (w < 0 && param_has(k, j, is_write))
      w = j;
    if (!l->off_known[j])
      unknown = j;
    else if (low < 0 || l->ptr_off[j] < l->ptr_off[low])
      low = j;
  }
  if (n < 2 || w < 0)
    return;
  const char *lw = launch_word(l);
  if (unknown >= 0) {
    int other = members[0] == unknown ? members[1] : members[0];
    refuse(o, l, arena_printf(a, "the %s%s passes pointers into one buffer to '%s' and '%s' at a "
                                 "distance that is not a constant, and the kernel writes through "
                                 "'%s': tandem checks distinct pointer parameters as distinct "
                                 "arrays, and cannot check parameters that may overlap",
                              lw, where, k->params[other].name, k->params[unknown].name,
                              k->params[w].name));
    return;
  }
  StrBuf names;
  sb_init(&names);
  bool shifted = false;
  for (int m = 0; m < n; m++) {
    int j = members[m];
    long long d = l->ptr_off[j] - l->ptr_off[low];
    sb_printf(&names, "%s'%s'", m == 0 ? "" : m + 1 == n ? " and " : ", ", k->params[j].name);
    if (d)
      sb_printf(&names, " ('%s' + %lld bytes)", k->params[low].name, d);
    shifted |= d != 0;
    if (j == low)
      continue;
    if ((d && param_has(k, j, is_annotation)) || o->nmerges >= TANDEM_MAX_PINS) {
      refuse(o, l, arena_printf(a, "the %s%s passes pointers into one buffer to '%s' and '%s', "
                                   "and the kernel's annotations name '%s': tandem cannot check "
                                   "them as one array",
                                lw, where, k->params[low].name, k->params[j].name,
                                k->params[j].name));
      continue;
    }
    o->merge_from[o->nmerges] = j;
    o->merge_into[o->nmerges] = low;
    o->merge_delta[o->nmerges++] = d;
  }
  vec_push(a, notes, arena_printf(a, "note: the %s%s %s %s, and the kernel writes through '%s': "
                                     "%s checked as one array, named '%s' in reports",
                                  lw, where,
                                  shifted     ? "passes pointers into one buffer to"
                                  : l->opencl ? "sets the same buffer as"
                                              : "passes the same pointer to",
                                  names.data, k->params[w].name,
                                  n == 2 ? "the two are" : "they are", k->params[low].name));
  sb_free(&names);
}

// Pointer arguments that the launch shows to name one buffer (host.c,
// pointer_aliases). The encoding makes each pointer parameter an array of
// its own; where the kernel writes through one of two such parameters,
// that is false for this launch and would hide the races between them
// (and what one's writes do to the other's reads). Pointers at known
// distances: encoded as one array, the accesses through each shifted by
// its distance from the lowest, which is exact (docs/encodings.md §16).
// A distance that is not a constant: not modelled, so the launch is
// refused. Where none is written through, nothing the encoding relies on
// is false: reads alone neither race nor change what a read returns.
static void aliased_pointers(const Kernel *k, const HostLaunch *l, Options *o,
                             const char *where, Arena *a, PtrVec *notes) {
  if (l->nargs != k->nparams || !l->buffer)
    return;
  for (int r = 0; r < l->nargs; r++)
    if (l->buffer[r] == r)
      merge_group(k, l, r, o, where, a, notes);
}

static Options launch_options(const Options *base, bool args_pinned, const Kernel *k,
                              const HostLaunch *l, Arena *a, PtrVec *notes) {
  Options o = *base;
  o.launch = l;
  o.launch_grid = !l->grid_known && !base->grid_dims_given && all3(l->gridx);
  o.launch_block = !l->block_known && !base->block_dims_given && all3(l->blockx);
  o.launch_args = !args_pinned && l->nargs == k->nparams;
  if (!relational(&o))
    o.launch = NULL;
  const char *where = l->loc.line ? arena_printf(a, " at line %d", l->loc.line) : "";
  if (l->block_known && !base->block_dims_given) {
    memcpy(o.block_dim, l->block, sizeof o.block_dim);
    o.block_dims_given = 3;
  } else if (l->block_known && !dims_equal(base->block_dim, l->block)) {
    vec_push(a, notes, arena_printf(a, "note: the command line's block size differs from the "
                                       "launch%s (%s): the command line's is used",
                                    where, dims(a, l->block)));
  }
  // A size the launch computes (a relation): the command line's replaces it.
  Names nm = {.k = k, .l = l, .a = a};
  if (base->block_dims_given && !l->block_known && all3(l->blockx))
    vec_push(a, notes, arena_printf(a, "note: the command line's block size replaces the "
                                       "launch%s's (%s)", where,
                                    dim_text(&nm, false, l->block, l->blockx)));
  if (base->grid_dims_given && !l->grid_known && all3(l->gridx))
    vec_push(a, notes, arena_printf(a, "note: the command line's grid size replaces the "
                                       "launch%s's (%s)", where,
                                    dim_text(&nm, false, l->grid, l->gridx)));
  if (l->grid_known && !base->grid_dims_given) {
    memcpy(o.grid_dim, l->grid, sizeof o.grid_dim);
    o.grid_dims_given = 3;
  } else if (l->grid_known && !dims_equal(base->grid_dim, l->grid)) {
    vec_push(a, notes, arena_printf(a, "note: the command line's grid size differs from the "
                                       "launch%s (%s): the command line's is used",
                                    where, dims(a, l->grid)));
  }
  if (!args_pinned && l->nargs == k->nparams)
    for (int i = 0; i < l->nargs; i++)
      if (l->args[i].known && pinnable(k, i) && l->args[i].bits == k->params[i].type.bits)
        add_pin(&o, i, l->args[i].v);
  aliased_pointers(k, l, &o, where, a, notes);
  return o;
}

// Two host terms are the same formula: same shape, constants and unknowns
// (an unknown is the launch's own free constant, H$i in the Boogie, so
// the same index and width in two launches is the same formula).
static bool hx_equal(const HostLaunch *la, const HostExpr *a, const HostLaunch *lb,
                     const HostExpr *b) {
  if (!a || !b)
    return a == b;
  if (a->kind != b->kind || a->bits != b->bits || a->op != b->op || a->lo != b->lo ||
      a->v != b->v)
    return false;
  if (a->kind == HX_VAR)
    return a->var == b->var && a->var < la->nvars && b->var < lb->nvars &&
           la->vars[a->var].bits == lb->vars[b->var].bits;
  return hx_equal(la, a->a, lb, b->a) && hx_equal(la, a->b, lb, b->b) &&
         hx_equal(la, a->c, lb, b->c);
}

static bool hx3_equal(const HostLaunch *a, HostExpr *const x[3], const HostLaunch *b,
                      HostExpr *const y[3]) {
  for (int d = 0; d < 3; d++)
    if (!hx_equal(a, x[d], b, y[d]))
      return false;
  return true;
}

// Whether two launches state the same facts about the kernel's run, so
// that one run checks both: a kernel launched the same way twice (a
// warm-up, then a timed loop) costs one proof, and a race is reported
// once, with both launches in its notes. Facts of the path (host
// branches) must be the same list too; a launch whose facts are only a
// superset of another's is still checked on its own.
static bool same_launch(const HostLaunch *a, const HostLaunch *b) {
  if (a->opencl != b->opencl || a->grid_known != b->grid_known ||
      a->block_known != b->block_known || a->smem_known != b->smem_known ||
      a->nargs != b->nargs || a->nfacts != b->nfacts || (a->smem_known && a->smem != b->smem))
    return false;
  if ((a->grid_known && !dims_equal(a->grid, b->grid)) ||
      (a->block_known && !dims_equal(a->block, b->block)))
    return false;
  if (!hx3_equal(a, a->gridx, b, b->gridx) || !hx3_equal(a, a->blockx, b, b->blockx) ||
      !hx_equal(a, a->smemx, b, b->smemx))
    return false;
  for (int i = 0; i < a->nargs; i++) {
    const HostArg *x = &a->args[i], *y = &b->args[i];
    if (x->known != y->known || x->bits != y->bits || (x->known && x->v != y->v))
      return false;
    if ((a->buffer && b->buffer &&
         (a->buffer[i] != b->buffer[i] || a->off_known[i] != b->off_known[i] ||
          a->ptr_off[i] != b->ptr_off[i])) ||
        !a->buffer != !b->buffer)
      return false;
    if (!hx_equal(a, a->argx ? a->argx[i] : NULL, b, b->argx ? b->argx[i] : NULL) ||
        !hx_equal(a, a->bufbytes ? a->bufbytes[i] : NULL, b, b->bufbytes ? b->bufbytes[i] : NULL))
      return false;
  }
  for (int i = 0; i < a->nfacts; i++)
    if (!hx_equal(a, a->facts[i].e, b, b->facts[i].e))
      return false;
  return true;
}

static bool same_run(const Options *x, const Options *y) {
  if (!x->launch != !y->launch)
    return false;
  if (x->launch && (x->launch_grid != y->launch_grid || x->launch_block != y->launch_block ||
                    x->launch_args != y->launch_args || !same_launch(x->launch, y->launch)))
    return false;
  if (x->block_dims_given != y->block_dims_given || x->grid_dims_given != y->grid_dims_given ||
      x->npins != y->npins)
    return false;
  if (x->block_dims_given && !dims_equal(x->block_dim, y->block_dim))
    return false;
  if (x->grid_dims_given && !dims_equal(x->grid_dim, y->grid_dim))
    return false;
  for (int i = 0; i < x->npins; i++)
    if (x->pin_param[i] != y->pin_param[i] || x->pin_value[i] != y->pin_value[i])
      return false;
  if (x->nmerges != y->nmerges || !x->launch_refusal != !y->launch_refusal)
    return false;
  for (int i = 0; i < x->nmerges; i++)
    if (x->merge_from[i] != y->merge_from[i] || x->merge_into[i] != y->merge_into[i] ||
        x->merge_delta[i] != y->merge_delta[i])
      return false;
  return true;
}

static void one_run(LaunchPlan *p, const Options *o, PtrVec *notes, Arena *a) {
  p->opts = NEW_ARRAY(a, Options, 1);
  p->notes = NEW_ARRAY(a, PtrVec, 1);
  p->opts[0] = *o;
  p->notes[0] = *notes;
  p->n = 1;
}

// Why the host code gives no launch facts for `k`, or NULL when it does.
static const char *host_unused(const Kernel *k, const HostInfo *h, const HostKernel *hk,
                               Arena *a) {
  // Without main() the file is not the whole program, but a kernel with
  // internal linkage, or an implicit instance of a kernel template defined
  // here, can be launched from this file only (the latter unless another
  // file #includes this one, which the note says): its launches here are
  // all of them (the rules below still apply to each).
  if (!h->has_main && !(hk && (hk->internal || hk->local_instance)))
    return hk && hk->nlaunches
               ? arena_printf(a, "note: launches of '%s' in the host code not used: the file "
                                 "defines no main(), so it may be launched from other files",
                              k->name)
               : NULL;
  if (h->all_unfollowable)
    return arena_printf(a, "note: launches of '%s' in the host code not used: %s", k->name,
                        h->all_unfollowable);
  if (hk && hk->unfollowable)
    return arena_printf(a, "note: launches of '%s' in the host code not used: %s", k->name,
                        hk->unfollowable);
  if (!hk || !hk->nlaunches)
    return arena_printf(a, "note: no launch of '%s' found in the host code: verified for "
                           "any launch", k->name);
  return NULL;
}

void plan_launches(const Options *base, const HostInfo *h, const Kernel *k, SourceCtx *src,
                   Arena *a, LaunchPlan *out) {
  Options o = *base;
  PtrVec notes = {0};
  // --no-inline: a device function's own check holds for every caller and
  // launch; no launch is its own.
  if (k->is_proc) {
    one_run(out, &o, &notes, a);
    return;
  }
  bool args_pinned = kernel_args_pins(k, &o, a, &notes);
  const HostKernel *hk = h ? host_find(h, k->llvm_name) : NULL;
  const char *why = h ? host_unused(k, h, hk, a) : NULL;
  // No main() and no launch of k (an explicit instantiation has a host stub
  // but no launch): nothing to say, and k is verified for any launch. Every
  // kernel gets at least one run: none would leave it silently unverified.
  if (!h || why || !hk || hk->nlaunches == 0) {
    if (why)
      vec_push(a, &notes, (void *)why);
    one_run(out, &o, &notes, a);
    return;
  }
  // Each distinct configuration is one run (docs/design.md says why not
  // their disjunction); launches that agree share a run and its notes.
  Options *runs = NEW_ARRAY(a, Options, hk->nlaunches);
  PtrVec *rnotes = NEW_ARRAY(a, PtrVec, hk->nlaunches);
  int n = 0;
  for (int i = 0; i < hk->nlaunches; i++) {
    PtrVec extra = {0};
    Options lo = launch_options(&o, args_pinned, k, &hk->launches[i], a, &extra);
    int r = 0;
    while (r < n && !same_run(&runs[r], &lo))
      r++;
    if (r == n) {
      runs[n] = lo;
      rnotes[n] = notes;
      rnotes[n].items = NULL;
      rnotes[n].len = rnotes[n].cap = 0;
      for (int j = 0; j < notes.len; j++)
        vec_push(a, &rnotes[n], notes.items[j]);
      vec_push(a, &rnotes[n],
               hk->launches[i].opencl
                   ? arena_printf(a, "note: '%s' is checked for the enqueues in the host code "
                                     "of --host (enqueues from other files are not considered)",
                                  k->name)
                   : hk->internal ? arena_printf(a, "note: '%s' is checked for the launches "
                                                    "in this file's host code (it is 'static' or "
                                                    "in an anonymous namespace: no other file "
                                                    "can launch it)", k->name)
                   : !h->has_main && hk->local_instance
                   ? arena_printf(a, "note: '%s' is checked for the launches in this file's "
                                     "host code (an implicit instance of a template defined "
                                     "in this file: another file can launch it only by "
                                     "#including this one, and such launches are not "
                                     "considered)", k->name)
                   : arena_printf(a, "note: '%s' is checked for the launches in this file's host "
                                     "code (launches from other files are not considered)",
                                  k->name));
      n++;
    }
    vec_push(a, &rnotes[r], (void *)launch_note(k, &hk->launches[i], src, a));
    for (int j = 0; j < extra.len; j++)
      vec_push(a, &rnotes[r], extra.items[j]);
  }
  if (n > MAX_CONFIGS) {
    vec_push(a, &notes, arena_printf(a, "note: '%s' is launched in %d different ways in the "
                                        "host code: verified for any launch instead", k->name, n));
    one_run(out, &o, &notes, a);
    return;
  }
  out->n = n;
  out->opts = runs;
  out->notes = rnotes;
}
