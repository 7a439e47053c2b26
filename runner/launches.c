// launches.c — which launches of a kernel to verify (issue 11): the
// command line, --kernel-args, and the launches found in the file's host
// code (translator/host.c) become one Options per verification run, with
// the notes that say where each run's facts come from. The rules are in
// docs/design.md, "Host-code-guided launches".
#include "runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

// --kernel-args=K,v1,...: pins for kernel K (cli.c validated the syntax).
// Returns whether the option names this kernel.
static bool kernel_args_pins(const Kernel *k, Options *o, Arena *a, PtrVec *notes) {
  const char *v = o->kernel_args;
  const char *comma = v ? strchr(v, ',') : NULL;
  if (!comma || !kernel_is(k, v, (size_t)(comma - v)))
    return false;
  int i = 0;
  for (const char *p = comma + 1;; i++) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (len && !(len == 1 && *p == '*')) {
      char *val = arena_strndup(a, p, len);
      if (pinnable(k, i))
        add_pin(o, i, (uint64_t)strtoll(val, NULL, 0));
      else
        vec_push(a, notes, arena_printf(a, "note: --kernel-args: value %s for %s of '%s' "
                                           "ignored (not an integer parameter)",
                                        val, i < k->nparams ? k->params[i].name : "no parameter",
                                        k->name));
    }
    if (!e)
      break;
    p = e + 1;
  }
  if (i + 1 != k->nparams)
    vec_push(a, notes, arena_printf(a, "note: --kernel-args gives %d values for the %d "
                                       "parameters of '%s'", i + 1, k->nparams, k->name));
  return true;
}

// "30" or "(16, 16, 1)"; "?" when not a constant.
static const char *dim_text(Arena *a, bool known, const unsigned d[3]) {
  if (!known)
    return "?";
  if (d[1] == 1 && d[2] == 1)
    return arena_printf(a, "%u", d[0]);
  return arena_printf(a, "(%u, %u, %u)", d[0], d[1], d[2]);
}

static const char *arg_text(Arena *a, const HostArg *h) {
  int64_t s = (int64_t)h->v;
  if (h->bits > 1 && h->bits < 64 && (h->v >> (h->bits - 1)) & 1)
    s = (int64_t)(h->v | ~((1ULL << h->bits) - 1)); // negative in its width
  return arena_printf(a, "%lld", (long long)s);
}

// "note: launch at main.cu:88: <<<30, 512>>>, n = 1048576"
static const char *launch_note(const Kernel *k, const HostLaunch *l, SourceCtx *src, Arena *a) {
  StrBuf sb;
  sb_init(&sb);
  if (l->loc.file && l->loc.line)
    sb_printf(&sb, "note: launch at %s:%d: ", display_path(src, l->loc.file), l->loc.line);
  else
    sb_printf(&sb, "note: launch (line unknown): ");
  sb_printf(&sb, "%s<<<%s, %s", l->via_api ? "cudaLaunchKernel " : "",
            dim_text(a, l->grid_known, l->grid), dim_text(a, l->block_known, l->block));
  if (!l->smem_known || l->smem)
    sb_printf(&sb, ", %s", l->smem_known ? arena_printf(a, "%llu", (unsigned long long)l->smem)
                                         : "?");
  sb_puts(&sb, ">>>");
  for (int i = 0; i < l->nargs && l->nargs == k->nparams; i++)
    if (l->args[i].known && pinnable(k, i))
      sb_printf(&sb, ", %s = %s", k->params[i].name, arg_text(a, &l->args[i]));
  if (!l->grid_known || !l->block_known)
    sb_printf(&sb, " (%s not a constant here: any size)",
              !l->grid_known && !l->block_known ? "grid and block sizes"
              : !l->grid_known                  ? "grid size"
                                                : "block size");
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
static Options launch_options(const Options *base, bool args_pinned, const Kernel *k,
                              const HostLaunch *l, Arena *a, PtrVec *notes) {
  Options o = *base;
  const char *where = l->loc.line ? arena_printf(a, " at line %d", l->loc.line) : "";
  if (l->block_known && !base->block_dims_given) {
    memcpy(o.block_dim, l->block, sizeof o.block_dim);
    o.block_dims_given = 3;
  } else if (l->block_known && !dims_equal(base->block_dim, l->block)) {
    vec_push(a, notes, arena_printf(a, "note: the command line's block size differs from the "
                                       "launch%s (%s): the command line's is used",
                                    where, dim_text(a, true, l->block)));
  }
  if (l->grid_known && !base->grid_dims_given) {
    memcpy(o.grid_dim, l->grid, sizeof o.grid_dim);
    o.grid_dims_given = 3;
  } else if (l->grid_known && !dims_equal(base->grid_dim, l->grid)) {
    vec_push(a, notes, arena_printf(a, "note: the command line's grid size differs from the "
                                       "launch%s (%s): the command line's is used",
                                    where, dim_text(a, true, l->grid)));
  }
  if (!args_pinned && l->nargs == k->nparams)
    for (int i = 0; i < l->nargs; i++)
      if (l->args[i].known && pinnable(k, i) && l->args[i].bits == k->params[i].type.bits)
        add_pin(&o, i, l->args[i].v);
  return o;
}

static bool same_run(const Options *x, const Options *y) {
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
  if (!h->has_main)
    return hk && hk->nlaunches
               ? arena_printf(a, "note: launches of '%s' in the host code not used: the file "
                                 "defines no main(), so it may be launched from other files",
                              k->name)
               : NULL;
  if (!hk || !hk->nlaunches)
    return arena_printf(a, "note: no launch of '%s' found in the host code: verified for "
                           "any launch", k->name);
  if (hk->unfollowable)
    return arena_printf(a, "note: launches of '%s' in the host code not used: %s", k->name,
                        hk->unfollowable);
  return NULL;
}

void plan_launches(const Options *base, const HostInfo *h, const Kernel *k, SourceCtx *src,
                   Arena *a, LaunchPlan *out) {
  Options o = *base;
  PtrVec notes = {0};
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
               arena_printf(a, "note: '%s' is checked for the launches in this file's host code "
                               "(launches from other files are not considered)", k->name));
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
