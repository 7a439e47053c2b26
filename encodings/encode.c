// encode.c — encode_kernel: runs the passes over one kernel in order and
// hands the runner the program text and the table of its checks.
//
//   arrays + sites -> cfg (loops, regions, shared predicates) -> uniformity
//   -> repetition-free counters -> declarations (geometry, parameters,
//   logs) -> dualise (predication,
//   race logs, barriers, invariants) -> printer
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_access(const Instr *in) {
  switch (in->kind) {
  case I_LOAD: case I_STORE: case I_READ_RANGE: case I_WRITE_RANGE: case I_ATOMIC:
    return true;
  default:
    return false;
  }
}

// A volatile store to global memory is a strong write, like an atomic one
// (fences.c): it is logged and checked as an atomic access. A volatile load
// stays a read, marked strong in its log (race.c).
static AccessKind site_kind(const Instr *in) {
  if (in->kind == I_LOAD || in->kind == I_READ_RANGE)
    return ACC_READ;
  // an async copy's write is logged like an atomic (race.c, race_copy_wait);
  // so is a strong (volatile) store (fences.c)
  return in->kind == I_ATOMIC || (in->kind == I_WRITE_RANGE && in->collective) ||
                 strong_store(in)
             ? ACC_ATOMIC
             : ACC_WRITE;
}

static void note(Enc *e, StrBuf *notes, const char *fmt, const char *name) {
  (void)e;
  sb_printf(notes, fmt, name);
  sb_putc(notes, '\n');
}

// GPUVerify's default abstraction (its ArrayControlFlowAnalyser): an array
// whose values may decide a branch is modelled with the equality
// abstraction, the others adversarially. Arbitrary per-thread values in a
// branch make a uniform `if (p[0] == 22) { barrier(); }` divergent and let
// one thread see two values in two reads of an element nobody writes (the
// transitive closure's `if (b[y][x] == 0) if (b[y][k] && b[k][x])`): false
// alarms the equal, but still arbitrary, contents avoid. This marks the
// arrays read into the backward slice of a branch condition, through pure
// code, phis and the stores to arrays already marked.
static void mark_slice(const Instr *v, bool *slice, bool *changed) {
  if (v && !slice[v->id]) {
    slice[v->id] = true;
    *changed = true;
  }
}

// With `addresses`, the slice also starts at every access's offset and
// every annotation's condition: the arrays whose values decide where a
// thread accesses memory or what it asserts (read_only_global, dualise.c).
static bool *sliced_arrays(Enc *e, bool addresses) {
  const Kernel *k = e->k;
  bool *slice = NEW_ARRAY(e->arena, bool, k->ninstrs + 1);
  bool *arr = NEW_ARRAY(e->arena, bool, k->narrays + 1);
  bool changed = false;
  for (int bi = 0; bi < k->nblocks; bi++) {
    const Block *b = k->blocks[bi];
    if (b->term == TERM_CBR)
      mark_slice(b->cond, slice, &changed);
    for (int i = 0; addresses && i < b->nins; i++) {
      const Instr *in = b->ins[i];
      if (in->array && in->offset)
        mark_slice(in->offset, slice, &changed);
      bool annotation = in->kind == I_ASSERT || in->kind == I_ASSUME ||
                        in->kind == I_REQUIRES || in->kind == I_INVARIANT;
      if (annotation && in->nargs > 0)
        mark_slice(in->a[0], slice, &changed);
    }
  }
  for (int rounds = 0; changed && rounds < 64; rounds++) {
    changed = false;
    for (int bi = 0; bi < k->nblocks; bi++) {
      const Block *b = k->blocks[bi];
      for (int i = 0; i < b->nins; i++) {
        const Instr *in = b->ins[i];
        if (in->kind == I_STORE && in->array && arr[in->array->id] && in->nargs > 0)
          mark_slice(in->a[0], slice, &changed);
        if (!slice[in->id])
          continue;
        if (in->kind == I_LOAD && in->array && !arr[in->array->id])
          arr[in->array->id] = changed = true;
        bool pure = in->kind == I_BIN || in->kind == I_ICMP || in->kind == I_CAST ||
                    in->kind == I_SELECT || in->kind == I_PHI || in->kind == I_FBIN ||
                    in->kind == I_FCMP || in->kind == I_FUNC;
        for (int j = 0; pure && j < in->nargs; j++)
          mark_slice(in->a[j], slice, &changed);
      }
    }
  }
  return arr;
}

// Whether the array has a volatile or strong access: the synchronisation
// patterns of fences.c and locks.c read such flags as arbitrary values, and
// keep that model.
static bool has_strong_site(Enc *e, const Array *a) {
  for (int i = 0; i < e->sites.len; i++) {
    const Site *s = e->sites.items[i];
    if (s->array == a && s->strong)
      return true;
  }
  return false;
}

// The default (neither --equality-abstraction nor --adversarial-abstraction):
// the equality abstraction for the arrays that decide branches and qualify
// for it (tracked, one width, no atomics, no strong accesses). A --no-inline
// function's own check keeps the adversarial one (proc_options).
// The argument for equal values (docs/encodings.md §17) needs every order
// between two threads' accesses to come from a barrier, whose havoc stands
// for the other threads' stores: not in kernels with flags or locks, named or
// grid barriers (contents_kernel_obstacle), nor with lock-step warps, where
// a third lane's store is seen without any barrier. Those keep adversarial
// values unless --equality-abstraction asks otherwise. Runs after
// sync_analyse, which finds the flags and locks.
static void default_abstraction(Enc *e, StrBuf *notes) {
  const Kernel *k = e->k;
  if (e->opt->equality_abstraction || e->opt->adversarial_abstraction || k->is_proc ||
      e->opt->warp_sync || contents_kernel_obstacle(e))
    return;
  bool *cf = sliced_arrays(e, false);
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    if (!cf[i] || !race_tracked(a) || !e->array_used[i] || e->array_atomic[i] ||
        !e->array_width[i] || has_strong_site(e, a))
      continue;
    e->array_equality[i] = true;
    note(e, notes, "'%s' decides branches: equality abstraction used for it", a->name);
  }
}

// Which arrays are accessed, how wide, whether atomically; which are
// modelled with contents (private arrays of one width; shared and global
// arrays under --equality-abstraction); one Site per access.
static void analyse_arrays(Enc *e, StrBuf *notes) {
  const Kernel *k = e->k;
  int n = k->narrays;
  e->array_used = NEW_ARRAY(e->arena, bool, n);
  e->array_width = NEW_ARRAY(e->arena, int, n);
  e->array_atomic = NEW_ARRAY(e->arena, bool, n);
  e->array_copied = NEW_ARRAY(e->arena, bool, n);
  e->array_kinds = NEW_ARRAY(e->arena, int, n);
  e->array_read_pred = NEW_ARRAY(e->arena, bool, n);
  e->array_equality = NEW_ARRAY(e->arena, bool, n);
  e->site_of = NEW_ARRAY(e->arena, Site *, k->ninstrs);
  bool *mixed = NEW_ARRAY(e->arena, bool, n);
  bool *widths = NEW_ARRAY(e->arena, bool, n); // several widths (and nothing else mixed)
  e->array_bytes = NEW_ARRAY(e->arena, bool, n);
  align_analyse(e);
  for (int bi = 0; bi < k->nblocks; bi++) {
    const Block *b = k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      if (in->kind == I_ACCESS_PRED && in->array &&
          (in->pred == AP_NO_READ || in->pred == AP_READ_IMPLIES || in->pred == AP_READ_OFFSET))
        e->array_read_pred[in->array->id] = true;
      if (!is_access(in))
        continue;
      int id = in->array->id;
      e->array_used[id] = true;
      e->array_atomic[id] |= in->kind == I_ATOMIC;
      e->array_copied[id] |= in->kind == I_WRITE_RANGE && in->collective;
      e->array_kinds[id] |= 1 << site_kind(in);
      // A --no-inline call's write makes the contents arbitrary, the map
      // is then havocked (dualise.c): it keeps following the stores.
      bool havocs = in->kind == I_WRITE_RANGE && in->footprint;
      if ((in->kind == I_WRITE_RANGE && !havocs) || in->kind == I_ATOMIC)
        mixed[id] = true; // contents no longer follow single stores
      else if (in->kind != I_READ_RANGE && !havocs) {
        if (e->array_width[id] && e->array_width[id] != in->bytes)
          widths[id] = true;
        if (in->bytes > 8)
          mixed[id] = true;
        e->array_width[id] = in->bytes;
      }
      Site *s = NEW(e->arena, Site);
      s->id = e->sites.len;
      s->kind = site_kind(in);
      s->strong = strong_load(in) || strong_store(in);
      s->array = in->array;
      s->loc = in->loc;
      s->bytes = in->len ? 0 : in->bytes;
      s->footprint = in->footprint;
      s->aligned = !in->len && align_known(e, in);
      s->cover_bytes = align_cover_width(e, in);
      // a map keyed by element start cannot see partly overlapping accesses
      if (!s->aligned && in->kind != I_READ_RANGE && !havocs)
        mixed[id] = true;
      vec_push(e->arena, &e->sites, s);
      e->site_of[in->id] = s;
    }
  }
  for (int i = 0; i < n; i++) {
    const Array *a = k->arrays[i];
    // A private array read and written with several widths (a float4
    // stored, its bytes compared through a char *): a map of bytes, each
    // access its bytes in little-endian order (dualise.c).
    if (!mixed[i] && widths[i] && a->space == MS_PRIVATE) {
      e->array_bytes[i] = true;
      e->array_width[i] = 1;
    } else if (mixed[i] || widths[i] || e->array_width[i] > 8) {
      e->array_width[i] = 0;
    }
    if (!e->opt->equality_abstraction || !race_tracked(a) || !e->array_used[i])
      continue;
    if (e->array_atomic[i])
      note(e, notes,
           "warning: '%s' is accessed atomically: the equality abstraction would be unsound "
           "for it, the adversarial abstraction is used",
           a->name);
    else if (!e->array_width[i])
      note(e, notes, "'%s' is accessed with mixed widths or ranges: adversarial abstraction used for it",
           a->name);
    else
      e->array_equality[i] = true;
  }
}

// A parameter pinned by --kernel-args or by the launches in the host code
// (Options.pin_*) is a constant of the one launch being verified: an axiom
// on the model constant both threads read (docs/encodings.md, "Pinned
// parameters"). Only integer parameters are pinned.
static void pin_param(Enc *e, int i) {
  const Param *p = &e->k->params[i];
  if (p->type.kind != T_INT || p->type.bits < 1 || p->type.bits > 64)
    return;
  for (int j = 0; j < e->opt->npins; j++) {
    if (e->opt->pin_param[j] != i)
      continue;
    uint64_t v = e->opt->pin_value[j];
    int bits = p->type.bits;
    if (bits < 64)
      v &= (1ULL << bits) - 1;
    if (bits == 1)
      sb_printf(&e->decls, "axiom P%d == %s;\n", i, v ? "true" : "false");
    else if (bits == 8 || bits == 16 || bits == 32 || bits == 64)
      sb_printf(&e->decls, "axiom P%d == %llubv%d;\n", i, (unsigned long long)v, bits);
  }
}

static void declare_params(Enc *e, Encoded *out) {
  const Kernel *k = e->k;
  out->param_model_names = NEW_ARRAY(e->arena, const char *, k->nparams + 1);
  sb_puts(&e->decls, "\n// scalar kernel parameters\n");
  for (int i = 0; i < k->nparams; i++) {
    const Param *p = &k->params[i];
    if (p->array || p->type.kind == T_VOID)
      continue;
    out->param_model_names[i] = arena_printf(e->arena, "P%d", i);
    sb_printf(&e->decls, "const P%d: %s; // %s\n", i, bpl_type(p->type), p->name);
    pin_param(e, i);
  }
}

static const char *proc_name(Enc *e) {
  char *n = arena_printf(e->arena, "kernel_%s", e->k->name);
  for (char *p = n; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
      *p = '_';
  return n;
}

static void enc_free(Enc *e) {
  sb_free(&e->procs);
  sb_free(&e->decls);
  sb_free(&e->locals);
  sb_free(&e->body);
}

// A --no-inline function's own check (docs/encodings.md, section 24) is
// made for every call of it, whatever the launch: no pinned arguments nor
// launch relations; and its memory is seen by the two threads at
// different times (different calls), so loads are arbitrary per thread
// and atomics are not refined by the function's own atomics alone.
static const Options *proc_options(const Kernel *k, const Options *opt, Arena *arena) {
  if (!k->is_proc)
    return opt;
  Options *o = NEW(arena, Options);
  *o = *opt;
  o->equality_abstraction = false;
  o->adversarial_abstraction = true;
  o->no_refined_atomics = true;
  o->npins = 0;
  o->launch = NULL;
  o->launch_grid = o->launch_block = o->launch_args = false;
  return o;
}

int encode_kernel(const Kernel *k, const Options *opt, Arena *arena, Encoded *out, char *err,
                  size_t errlen) {
  memset(out, 0, sizeof *out);
  opt = proc_options(k, opt, arena);
  Enc e = {.k = k, .opt = opt, .arena = arena, .err = err, .errlen = errlen};
  if (errlen)
    err[0] = '\0';
  if (k->nblocks == 0) {
    snprintf(err, errlen, "kernel '%s' has no body", k->name);
    return -1;
  }
  sb_init(&e.decls);
  sb_init(&e.locals);
  sb_init(&e.body);
  sb_init(&e.procs);
  StrBuf notes;
  sb_init(&notes);
  sb_puts(&notes, "distinct pointer parameters are assumed not to alias\n");
  e.folded = NEW_ARRAY(arena, signed char, k->ninstrs + 1);
  e.folded_value = NEW_ARRAY(arena, uint64_t, k->ninstrs + 1);
  analyse_arrays(&e, &notes);
  atomics_analyse(&e, &notes);
  if (cfg_build(&e)) {
    sync_analyse(&e);
    e.array_value_used = sliced_arrays(&e, true);
    default_abstraction(&e, &notes);
    contents_select(&e, &notes);
    uniformity_analyse(&e);
    geometry_declare(&e);
    declare_params(&e, out);
    launch_declare(&e);
    race_group_setup(&e);
    race_declare(&e);
    atomics_declare(&e);
    sync_declare(&e);
    const char *name = proc_name(&e);
    if (opt->warp_sync && opt->warp_method == WARP_TWOPASS) {
      e.warp_pass = WARP_PASS_INTER;
      dualise_kernel(&e);
      bpl_end_procedure(&e, arena_printf(arena, "%s_inter_warp", name));
      e.warp_pass = WARP_PASS_INTRA;
      if (!e.failed)
        dualise_kernel(&e);
      bpl_end_procedure(&e, arena_printf(arena, "%s_intra_warp", name));
      out->nprocedures = 2;
    } else {
      dualise_kernel(&e);
      bpl_end_procedure(&e, name);
      out->nprocedures = 1;
    }
  }
  if (e.failed) {
    out->error_loc = e.err_loc;
    enc_free(&e);
    sb_free(&notes);
    return -1;
  }
  if (geometry_finish(&e))
    sb_puts(&notes, "blocks have at most 1024 threads (CUDA's limit, x*y*z <= 1024, stated)\n");
  out->bpl = bpl_assemble(&e);
  out->checks = NEW_ARRAY(arena, Check, e.checks.len + 1);
  for (int i = 0; i < e.checks.len; i++)
    out->checks[i] = *(Check *)e.checks.items[i];
  out->nchecks = e.checks.len;
  out->sites = NEW_ARRAY(arena, Site, e.sites.len + 1);
  for (int i = 0; i < e.sites.len; i++)
    out->sites[i] = *(Site *)e.sites.items[i];
  out->nsites = e.sites.len;
  // Checks point at sites: re-point them into the copied array.
  for (int i = 0; i < out->nchecks; i++)
    if (out->checks[i].site)
      out->checks[i].site = &out->sites[out->checks[i].site->id];
  out->ngroup_bars = e.ngroup_bars;
  out->group_bar_locs = NEW_ARRAY(arena, SrcLoc, e.ngroup_bars + 1);
  for (int i = 0; i < e.ngroup_bars; i++)
    out->group_bar_locs[i] = e.group_bars[i]->loc;
  out->has_candidates = e.ncandidates > 0;
  out->unwound_loops = e.unwound_loops;
  out->counted_loops = e.counted_loops;
  out->counted_capped = e.counted_capped;
  out->unrolled_loops = e.unrolled_loops;
  out->unrollable_loops = e.unrollable_loops;
  out->kept_loops = e.kept_loops;
  out->benign_checks = e.benign_checks;
  out->unroll_copies_least = e.unroll_copies_least;
  out->nunwind_iters = e.unwind_iters.len;
  out->unwind_iters = NEW_ARRAY(arena, const char *, e.unwind_iters.len + 1);
  for (int i = 0; i < e.unwind_iters.len; i++)
    out->unwind_iters[i] = e.unwind_iters.items[i];
  out->nloops = e.cfg.nloops;
  out->has_assumptions = e.user_assumptions;
  out->ncands = e.cands.len;
  out->cands = NEW_ARRAY(arena, InferredCand, e.cands.len + 1);
  for (int i = 0; i < e.cands.len; i++)
    out->cands[i] = *(InferredCand *)e.cands.items[i];
  out->ncand_loops = e.cand_loops.len;
  out->cand_loops = NEW_ARRAY(arena, SrcLoc, e.cand_loops.len + 1);
  for (int i = 0; i < e.cand_loops.len; i++)
    out->cand_loops[i] = *(SrcLoc *)e.cand_loop_locs.items[i];
  out->notes = arena_strdup(arena, notes.data);
  sb_free(&notes);
  enc_free(&e);
  return 0;
}

void encoded_free(Encoded *e) {
  free(e->bpl);
  e->bpl = NULL;
}
