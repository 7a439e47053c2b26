// race.c — read, write and atomic access logs, and the race checks.
//
// Following GPUVerify (Bardsley & Donaldson §2.3): at every access thread $1
// logs and thread $2 is checked against the log. Instead of sets of
// offsets, each array has one watched byte `_W_<a>` and one watched access
// site `_LS_<a>`, both constants the solver chooses: the log is three
// booleans "thread $1 read / wrote / atomically accessed byte _W_<a> at site
// _LS_<a> since the last barrier". A race at byte w between site i of $1 and
// site j of $2 exists iff some choice (_W_ = w, _LS_ = i) makes a check at j
// fail, so nothing is lost, and the model names the byte and both sites.
// Byte granularity makes struct fields, mixed widths and memcpy ranges one
// case: an access [o, o+n) touches _W_ iff _W_ - o < n (unsigned).
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <string.h>

bool race_tracked(const Array *a) { return a->space == MS_SHARED || a->space == MS_GLOBAL; }

static const char *flag_suffix[] = {"R", "W", "A"};
static bool strong_bit(const Enc *e, const Array *a);

static bool group_tracked(const Enc *e, const Array *a);

bool race_logged(const Enc *e, const Array *a, AccessKind kind) {
  if (!race_tracked(a))
    return false;
  int kinds = e->array_kinds[a->id]; // 0 for an array the kernel never accesses
  bool has_write = kinds & (1 << ACC_WRITE);
  switch (kind) {
  case ACC_READ: // reads of an array nobody writes cannot race: logged only when asked about
    return (kinds & (1 << ACC_READ)) &&
           (has_write || (kinds & (1 << ACC_ATOMIC)) || e->array_read_pred[a->id]);
  case ACC_WRITE:
    return has_write;
  default:
    return (kinds & (1 << ACC_ATOMIC)) &&
           (has_write || (kinds & (1 << ACC_READ)) || atomics_scope_limited(e, a));
  }
}

const char *race_flag(Enc *e, const Array *a, AccessKind kind) {
  return arena_printf(e->arena, "_L%s_%d", flag_suffix[kind], a->id);
}

const char *race_watched(Enc *e, const Array *a) { return arena_printf(e->arena, "_W_%d", a->id); }

// The width of every access to `a`, when each is aligned to it, or 0 when
// they differ. A range counts as an access of its length only when that
// length is a constant power of two its offset is a multiple of
// (align_cover_width): any other memcpy may start inside an element.
int race_width(const Enc *e, const Array *a) {
  int w = 0;
  for (int s = 0; s < e->sites.len; s++) {
    const Site *site = e->sites.items[s];
    if (site->array != a)
      continue;
    if (site->cover_bytes == 0 || (w && site->cover_bytes != w))
      return 0;
    w = site->cover_bytes;
  }
  return w;
}

// Arrays an async copy writes whose copy log can be emptied by a wait
// (race_copy_wait): they keep the event of the logged copy in `_LAE_<a>`.
static bool copy_tagged(const Enc *e, const Array *a) {
  return e->array_copied[a->id] && !e->array_atomic[a->id] && race_logged(e, a, ACC_ATOMIC);
}

void race_declare_locals(Enc *e) {
  const Kernel *k = e->k;
  bpl_var(e, "_lg", "bool");
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    for (int kind = 0; kind < 3; kind++)
      if (race_logged(e, a, kind))
        bpl_var(e, race_flag(e, a, kind), "bool");
    if (strong_bit(e, a))
      bpl_var(e, arena_printf(e->arena, "_LRX_%d", i), "bool");
    if (copy_tagged(e, a))
      bpl_var(e, arena_printf(e->arena, "_LAE_%d", i), "bv64");
    if (group_tracked(e, a))
      bpl_var(e, arena_printf(e->arena, "_LG_%d", i), "int");
    if (!race_logged(e, a, ACC_WRITE))
      continue;
    bpl_var(e, arena_printf(e->arena, "_LWV_%d", i), "bv64");
    bpl_var(e, arena_printf(e->arena, "_LWO_%d", i), "bv64");
    bpl_var(e, arena_printf(e->arena, "_LWN_%d", i), "bv64");
  }
}

// ------------------------------------------------------------------ group sync
// "insufficient group sync": a race between threads of different blocks on
// global memory with a block-level barrier between the two accesses, one
// that would have ordered them had they been in one block. `_LG_<a>` is 0
// when no block-level barrier was passed by both threads since $1's latest
// logged access to `a`, else 1 + the index of the latest one. Each race
// check on a global array is split in two: the pair with such a barrier
// (and in different blocks) and all others. Together the two assert
// exactly what the one check did, so the verdict does not change; the
// split only names the class. The barrier the report names is the model's
// `_LGB_<a>`, a constant the second check compares with `_LG_<a>`: as with
// `_W_`, a check holds only if it holds for every value of the constant.

static bool group_tracked(const Enc *e, const Array *a) {
  return e->ngroup_bars > 0 && a->space == MS_GLOBAL && race_tracked(a) &&
         (race_logged(e, a, ACC_READ) || race_logged(e, a, ACC_WRITE) ||
          race_logged(e, a, ACC_ATOMIC));
}

// A launch of one block has no pair in different blocks.
static bool one_block(const Options *o) {
  if (!o->grid_dims_given || o->only_intra_group)
    return o->only_intra_group;
  return o->grid_dim[0] == 1 && o->grid_dim[1] <= 1 && o->grid_dim[2] <= 1;
}

void race_group_setup(Enc *e) {
  const Kernel *k = e->k;
  if (one_block(e->opt))
    return;
  e->group_bars = NEW_ARRAY(e->arena, const Instr *, k->ninstrs + 1);
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      if (in->kind == I_BARRIER && in->barrier != BAR_GRID && (in->fence_flags & FENCE_GLOBAL))
        e->group_bars[e->ngroup_bars++] = in;
    }
}

void race_group_barrier(Enc *e, const Instr *in, const char *pred1, const char *pred2) {
  int idx = -1;
  for (int i = 0; i < e->ngroup_bars; i++)
    if (e->group_bars[i] == in)
      idx = i;
  if (idx < 0)
    return;
  for (int i = 0; i < e->k->narrays; i++)
    if (group_tracked(e, e->k->arrays[i]))
      bpl_line(e, "_LG_%d := (if %s && %s then %d else _LG_%d);", i, pred1, pred2, idx + 1, i);
}

void race_declare(Enc *e) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    if (!race_tracked(a) || !e->array_used[i])
      continue; // only arrays with logs get a watched byte and site
    sb_printf(&e->decls, "\n// logs of %s '%s'\nconst _W_%d: bv64;\nconst _LS_%d: int;\n",
              ir_space_name(a->space), a->name, i, i);
    if (group_tracked(e, a))
      sb_printf(&e->decls, "const _LGB_%d: int;\n", i);
    if (enc_copies_bodies(e))
      sb_printf(&e->decls, "const _LI_%d: int;\n", i);
    // When every access to the array has one power-of-two width and is
    // known aligned to it (align.c: provably, or claimed and checked),
    // watching only the first byte of each element loses no race, and
    // reports name whole elements.
    int lg = log2_exact((uint64_t)race_width(e, a));
    if (lg > 0)
      sb_printf(&e->decls, "axiom _W_%d[%d:0] == 0bv%d;\n", i, lg, lg);
  }
}

bool race_loop_accesses(const Enc *e, const Loop *l, const Array *a, AccessKind kind) {
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Site *s = e->site_of[b->ins[i]->id];
      if (s && s->array == a && s->kind == kind)
        return true;
    }
  }
  return false;
}

static const char *entry_copy(Enc *e, const Loop *l, const Array *a, int kind) {
  return arena_printf(e->arena, "_E%d%s_%d", l->id, flag_suffix[kind], a->id);
}

// A loop without an access of some kind to an array can only empty that
// log (at a barrier), never fill it: the log stays within what it was on
// entry. Without this fact Boogie forgets, at the loop head, what thread $1
// logged before the loop (a read of `in` before a loop of barriers).
void race_loop_entry(Enc *e, const Loop *l) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    for (int kind = 0; kind < 3; kind++)
      if (race_logged(e, a, kind) && !race_loop_accesses(e, l, a, kind)) {
        bpl_var(e, entry_copy(e, l, a, kind), "bool");
        bpl_line(e, "%s := %s;", entry_copy(e, l, a, kind), race_flag(e, a, kind));
      }
  }
}

// A log flag is only ever set at a site of its kind: at loop heads, where
// Boogie forgets the flags' history, this keeps `_LS_` naming a real access
// of the right kind in every counterexample.
void race_loop_facts(Enc *e, const Loop *l, SrcLoc loc) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    for (int kind = 0; kind < 3; kind++) {
      if (!race_logged(e, a, kind))
        continue;
      StrBuf sites;
      sb_init(&sites);
      for (int s = 0; s < e->sites.len; s++) {
        const Site *site = e->sites.items[s];
        if (site->array == a && (int)site->kind == kind)
          sb_printf(&sites, "%s_LS_%d == %d", sites.len ? " || " : "", i, site->id);
      }
      bpl_assert(e, CK_INTERNAL_INVARIANT, loc,
                 arena_printf(e->arena, "%s ==> (%s)", race_flag(e, a, kind),
                              sites.len ? sites.data : "false"));
      sb_free(&sites);
      if (!race_loop_accesses(e, l, a, kind))
        bpl_assert(e, CK_INTERNAL_INVARIANT, loc,
                   arena_printf(e->arena, "%s ==> %s", race_flag(e, a, kind),
                                entry_copy(e, l, a, kind)));
    }
  }
}

void race_init(Enc *e) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    for (int kind = 0; kind < 3; kind++)
      if (race_logged(e, a, kind))
        bpl_line(e, "%s := false;", race_flag(e, a, kind));
    if (group_tracked(e, a))
      bpl_line(e, "_LG_%d := 0;", i);
  }
}

// Whether the access [off, off + len) touches the watched byte. When every
// access to the array has one power-of-two width and is known aligned to it
// (race_width, align.c), two accesses overlap only
// if they start at the same byte, and watching the starts loses nothing:
// "touches" becomes plain equality with the start, which z3 solves several times faster than
// the subtraction and comparison of the general form.
static const char *covers(Enc *e, const Array *a, const char *off, const char *len, int bytes) {
  if (bytes > 0 && bytes == race_width(e, a) && log2_exact((uint64_t)bytes) >= 0)
    return arena_printf(e->arena, "%s == %s", race_watched(e, a), off);
  const char *diff = bpl_bin(e, B_SUB, 64, race_watched(e, a), off);
  return bpl_cmp(e, C_ULT, 64, diff, len);
}

// For binary barrier invariants (contents.c): whether thread 1, since the
// logs were last emptied, wrote an element the invariant reads. The watched
// element is arbitrary, so the logged write may be any of thread 1's.
const char *race_logged_write_at(Enc *e, const Array *a, const char *off, int bytes) {
  if (!race_logged(e, a, ACC_WRITE))
    return "false";
  return arena_printf(e->arena, "(%s && %s)", race_flag(e, a, ACC_WRITE),
                      covers(e, a, off, bpl_const(e, (uint64_t)bytes, 64), bytes));
}

static AccessKind access_kind(const Instr *in) {
  switch (in->kind) {
  case I_LOAD:
  case I_READ_RANGE:
    return ACC_READ;
  case I_ATOMIC:
    return ACC_ATOMIC;
  case I_WRITE_RANGE:
    return in->collective ? ACC_ATOMIC : ACC_WRITE;
  default:
    return strong_store(in) ? ACC_ATOMIC : ACC_WRITE; // volatile: strong (fences.c)
  }
}

// Whether some read of `a` is a volatile (strong) load: then its read log
// says whether the logged read was strong (`_LRX_<a>`), since a strong read
// and a strong write (atomic, volatile store) do not race.
static bool has_strong_load(const Enc *e, const Array *a) {
  for (int i = 0; i < e->sites.len; i++) {
    const Site *s = e->sites.items[i];
    if (s->array == a && s->strong && s->kind == ACC_READ)
      return true;
  }
  return false;
}

static bool strong_bit(const Enc *e, const Array *a) {
  return race_logged(e, a, ACC_READ) && has_strong_load(e, a);
}

static void log_access(Enc *e, const Instr *in, const Site *s, const char *pred1,
                       const char *off1, const char *len, const char *val1) {
  const Array *a = in->array;
  AccessKind kind = access_kind(in);
  if (!race_logged(e, a, kind))
    return;
  // Unwound loops: which copy of the site logs is chosen like the site
  // itself (an arbitrary constant), so the model says in which iterations
  // the logged access was made; every copy can still be the one logged.
  const char *iter = enc_copies_bodies(e)
                         ? arena_printf(e->arena, " && _LI_%d == %d", a->id, e->unwind_iter)
                         : "";
  bpl_line(e, "_lg := %s && _LS_%d == %d%s && %s;", pred1, a->id, s->id, iter,
           covers(e, a, off1, len, align_cover_width(e, in)));
  const char *flag = race_flag(e, a, kind);
  bpl_line(e, "%s := %s || _lg;", flag, flag);
  if (kind == ACC_READ && strong_bit(e, a))
    bpl_line(e, "_LRX_%d := (if _lg then %s else _LRX_%d);", a->id, strong_load(in) ? "true" : "false",
             a->id);
  if (in->collective && in->event && copy_tagged(e, a))
    bpl_line(e, "_LAE_%d := (if _lg then %s else _LAE_%d);", a->id, dual_value(e, in->event, 1), a->id);
  sync_on_log(e, a);
  if (group_tracked(e, a))
    bpl_line(e, "_LG_%d := (if _lg then 0 else _LG_%d);", a->id, a->id);
  if (kind != ACC_WRITE)
    return;
  // What benign-write tolerance compares against: value, start and width
  // of the logged write (width 0 for writes without a known value).
  bool has_value = val1 != NULL;
  bpl_line(e, "_LWV_%d := (if _lg then %s else _LWV_%d);", a->id, has_value ? val1 : "0bv64",
           a->id);
  bpl_line(e, "_LWO_%d := (if _lg then %s else _LWO_%d);", a->id, off1, a->id);
  bpl_line(e, "_LWN_%d := (if _lg then %s else _LWN_%d);", a->id, has_value ? len : "0bv64",
           a->id);
}

static Check *check_against(Enc *e, const Instr *in, const Site *s, const char *base,
                          AccessKind logged, const char *extra, const char *note) {
  const Array *a = in->array;
  if (!race_logged(e, a, logged))
    return NULL; // that log is never set
  // An array whose logs carry fence and lock state: the check is split by
  // race class, each class excused by flags and locks (fences.c). Its
  // plain-race check comes back, so that check_classed still emits (and
  // marks) the group-sync half: returning NULL here once dropped that half,
  // and a hand-off with a block fence across blocks was verified when a
  // barrier stood between the two accesses (e2e 764).
  Check *classed = sync_check(e, in, s, base, logged, extra, note);
  if (classed)
    return classed;
  const char *expr = arena_printf(e->arena, "!(%s && %s%s)", base, race_flag(e, a, logged),
                                  extra ? extra : "");
  Check *c = bpl_assert(e, CK_RACE, in->loc, expr);
  c->site = s;
  c->logged = logged;
  c->array = a;
  c->same_group_only = a->space == MS_SHARED;
  c->note = note;
  return c;
}

// A race check, split by class when `a` is tracked for group sync (see
// above): the two checks' conditions partition the original one.
static Check *check_classed(Enc *e, const Instr *in, const Site *s, const char *base,
                            AccessKind logged, const char *extra) {
  const Array *a = in->array;
  if (!group_tracked(e, a))
    return check_against(e, in, s, base, logged, extra, NULL);
  const char *x = extra ? extra : "";
  const char *across = arena_printf(e->arena, "!%s && _LG_%d != 0", SAME_GROUP, a->id);
  Check *root = check_against(e, in, s, base, logged,
                              arena_printf(e->arena, "%s && !(%s)", x, across), NULL);
  if (!root)
    return NULL;
  Check *c = check_against(e, in, s, base, logged,
                           arena_printf(e->arena, "%s && %s && _LG_%d == _LGB_%d", x, across,
                                        a->id, a->id), NULL);
  c->split_of = root->id + 1;
  c->group_sync = true;
  c->note = e->k->lang == LANG_OPENCL
                ? "insufficient group sync: a work-group barrier orders only the work-items "
                  "of one work-group"
                : "insufficient group sync: a block-level barrier orders only the threads of "
                  "one block; threads of different blocks need grid.sync()";
  return root;
}

// A --no-inline call's access against a logged access of a call of the
// same function through the same parameter (or global): both are inside
// that function, whose own check covers every such pair (section 24).
static const char *not_same_footprint(Enc *e, const Site *s) {
  if (s->footprint <= 0)
    return "";
  StrBuf b;
  sb_init(&b);
  for (int i = 0; i < e->sites.len; i++) {
    const Site *o = e->sites.items[i];
    if (o->array == s->array && o->footprint == s->footprint)
      sb_printf(&b, " && _LS_%d != %d", s->array->id, o->id);
  }
  const char *r = arena_strdup(e->arena, b.data);
  sb_free(&b);
  return r;
}

static void check_access(Enc *e, const Instr *in, const Site *s, const char *pred2,
                         const char *off2, const char *len, const char *val2) {
  const Array *a = in->array;
  AccessKind kind = access_kind(in);
  const char *base = arena_printf(e->arena, "%s%s && %s%s", pred2,
                                  a->space == MS_SHARED ? " && " SAME_GROUP : "",
                                  covers(e, a, off2, len, align_cover_width(e, in)),
                                  not_same_footprint(e, s));
  bool strong_read = strong_load(in);
  switch (kind) {
  case ACC_READ:
    check_classed(e, in, s, base, ACC_WRITE, NULL);
    if (!strong_read) // a strong read races with no strong write
      check_classed(e, in, s, base, ACC_ATOMIC, NULL);
    break;
  case ACC_WRITE: {
    check_classed(e, in, s, base, ACC_READ, NULL);
    const char *benign = NULL;
    if (!e->opt->no_benign_tolerance && val2)
      benign = arena_printf(e->arena, " && !(_LWV_%d == %s && _LWO_%d == %s && _LWN_%d == %s)",
                            a->id, val2, a->id, off2, a->id, len);
    if (check_classed(e, in, s, base, ACC_WRITE, benign) && benign)
      e->benign_checks++;
    check_classed(e, in, s, base, ACC_ATOMIC, NULL);
    break;
  }
  case ACC_ATOMIC: {
    const char *strong = strong_bit(e, a)
                             ? arena_printf(e->arena, " && !_LRX_%d", a->id)
                             : NULL;
    check_classed(e, in, s, base, ACC_READ, strong);
    check_classed(e, in, s, base, ACC_WRITE, NULL);
    // Atomics race with each other only when a scope does not cover the
    // pair (atomics.c): a block-scoped one and threads of two blocks.
    const char *note = NULL, *extra = atomics_scope_extra(e, in, &note);
    Check *c = extra ? check_against(e, in, s, base, ACC_ATOMIC, extra, note) : NULL;
    if (c) {
      // The operation to widen: $2's own atomic when it is block-scoped,
      // else $1's logged one (the report takes its location from the model).
      c->sync_loc = in->scope == SCOPE_BLOCK ? in->loc : (SrcLoc){0};
      c->sync_is_logged = in->scope != SCOPE_BLOCK;
    }
    break;
  }
  }
}

// __constant__ memory is read-only for device code: CUDA's clang accepts
// `coeffs[0] = 5;` but the hardware's constant cache is not written, so a
// kernel that does it is wrong whatever the race checks say. Any write
// (store, memset/memcpy destination, atomic) a thread reaches is a defect.
// Only thread 1 is checked: every thread is thread 1 of some pair.
void race_constant_write(Enc *e, const Instr *in, const char *pred1) {
  if (in->array->space != MS_CONSTANT || in->kind == I_LOAD || in->kind == I_READ_RANGE)
    return;
  if (in->kind == I_ATOMIC && in->atomic_op == A_LOAD)
    return;
  Check *c = bpl_assert(e, CK_CONSTANT_WRITE, in->loc, arena_printf(e->arena, "!(%s)", pred1));
  c->array = in->array;
}

// One access instruction executed by both threads in lock-step: $1 logs,
// then $2 is checked, so a race between the two threads at this very
// instruction is found too. Values are 64-bit zero-extended (or NULL).
void race_access(Enc *e, const Instr *in, const RaceOperands *ops) {
  if (!race_tracked(in->array))
    return;
  const Site *s = e->site_of[in->id];
  log_access(e, in, s, ops->pred[0], ops->off[0], ops->len[0], ops->val[0]);
  check_access(e, in, s, ops->pred[1], ops->off[1], ops->len[1], ops->val[1]);
}

void race_reset_grid(Enc *e, int fence_flags, const char *pred1) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    if (!(fence_flags & (a->space == MS_SHARED ? FENCE_SHARED : FENCE_GLOBAL)))
      continue;
    for (int kind = 0; kind < 3; kind++)
      if (race_logged(e, a, kind)) {
        const char *f = race_flag(e, a, kind);
        bpl_line(e, "%s := %s && !(%s);", f, f, pred1);
      }
  }
}

// A barrier reached by thread $1 (and, as the divergence check ensures, by
// $2 when they share a group) empties the logs of the spaces it fences.
// Threads of different groups do not synchronise: global logs survive.
void race_reset(Enc *e, int fence_flags, const char *pred1) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    bool shared = a->space == MS_SHARED;
    if (!(fence_flags & (shared ? FENCE_SHARED : FENCE_GLOBAL)))
      continue;
    const char *cond = shared ? pred1 : arena_printf(e->arena, "%s && %s", pred1, SAME_GROUP);
    for (int kind = 0; kind < 3; kind++) {
      if (!race_logged(e, a, kind))
        continue;
      // a barrier does not wait for async copies: their log stays
      if (kind == ACC_ATOMIC && e->array_copied[i])
        continue;
      const char *f = race_flag(e, a, kind);
      if (shared && strcmp(pred1, "true") == 0)
        bpl_line(e, "%s := false;", f);
      else
        bpl_line(e, "%s := %s && !(%s);", f, f, cond);
    }
  }
}

// wait_group_events: every work-item of the group waits until the group's
// async copies with the events it names are complete, so such a copy's
// write (logged as an atomic, see access_kind) no longer races with the
// group's later accesses: the log is emptied when the logged copy's event
// (`_LAE_<a>`, thread 1's) is one of the events thread 1 waits for. A copy
// whose event is not named stays logged, in flight. Only for arrays without
// real atomics, whose log would be emptied as well; and, for global memory,
// only within one group (other groups do not wait). With events that are
// not known (imm), no copy completes.
void race_copy_wait(Enc *e, const Instr *in, const char *pred1) {
  const Kernel *k = e->k;
  if (in->imm || in->nargs == 0)
    return;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    if (!copy_tagged(e, a))
      continue;
    StrBuf m;
    sb_init(&m);
    for (int j = 0; j < in->nargs; j++)
      sb_printf(&m, "%s_LAE_%d == %s", j ? " || " : "", i, dual_value(e, in->a[j], 1));
    const char *cond = a->space == MS_SHARED
                           ? pred1
                           : arena_printf(e->arena, "%s && %s", pred1, SAME_GROUP);
    const char *f = race_flag(e, a, ACC_ATOMIC);
    bpl_line(e, "%s := %s && !(%s && (%s));", f, f, cond, m.data);
    sb_free(&m);
  }
}
