// atomics.c — the repetition-free abstraction of atomic counters
// (Bardsley & Donaldson §4.2–4.3).
//
// Under the adversarial abstraction an atomic returns an arbitrary value, so
// `i = atomicAdd(&c, 1); out[i] = x;` looks racy: both threads may get the
// same i. But a counter that is only ever moved one way by constant steps
// (atomicAdd of positive constants, or of negative ones; atomicSub alike;
// OpenCL's atomic_inc/atomic_dec) never returns a value twice, as long as it
// does not wrap around. For such a counter the paper keeps a map used(o, v):
// "offset o already returned v", and assumes every result is unused.
//
// tandem keeps no map (a quantified map made z3 time out): the race on the
// indexed array A is watched at one byte _W_A anyway, and only one value of
// the counter can index that byte. So per indexed array A there is one
// watched value _UV_A, a fixed function of _W_A (for `out[i]`, the element
// index _W_A / 4, truncated to the counter's width), and two flags
// `_US1_A`, `_US2_A`: "thread $1 ($2) has been handed _UV_A by the counter".
// A refined atomic assumes that neither thread is handed a value either of
// them already holds, and that the two threads get different values from
// one instruction. A race on A at _W_A needs both threads to have been
// handed _UV_A, which these assumptions rule out; at loop heads the flags'
// meaning is kept by Houdini candidates (`_LW_A ==> _US1_A`, `i$2 == _UV_A
// ==> _US2_A`, proposed in invariants/candidates.c) and by the fact
// `!(_US1_A && _US2_A)`, which the assumptions make inductive.
//
// Why choosing _UV_A from _W_A loses no race: the assumptions hold in every
// real execution for every value of _UV_A, so fixing it to the one value
// that can index _W_A only picks which true fact is used. The tie is total
// (every _W_A gives some _UV_A), so no choice of _W_A is excluded.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <stdlib.h>
#include <string.h>

static int64_t signed_at(uint64_t v, int bits) {
  if (bits >= 64)
    return (int64_t)v;
  uint64_t sign = UINT64_C(1) << (bits - 1);
  v &= (sign << 1) - 1;
  return (int64_t)((v ^ sign) - sign);
}

// +1 / -1: the way this atomic moves its location; 0: it may repeat a value
// (an exchange, a CAS, CUDA's wrapping atomicInc, a step that is not a
// nonzero constant). 2: it leaves the value alone (an atomic load, or
// atomicAdd(c, 0), the usual atomic read): its result is no handed-out value.
static int step_direction(Enc *e, const Instr *in) {
  if (in->atomic_op == A_LOAD)
    return 2;
  if ((in->atomic_op != A_ADD && in->atomic_op != A_SUB) || in->nargs < 1 ||
      in->type.kind != T_INT)
    return 0;
  uint64_t step;
  if (!fold_constant(e, in->a[0], &step))
    return 0;
  int64_t s = signed_at(step, in->bytes * 8);
  if (s == 0)
    return 2;
  int dir = s > 0 ? 1 : -1;
  return in->atomic_op == A_SUB ? -dir : dir;
}

static bool wrap_free(Enc *e, const Array *c, int bytes, StrBuf *notes);

// A counter is repetition-free when every atomic access to it steps it one
// way, all of one width. Reads do not move it. A plain store resets it
// (`if (tid == 0) count = 0; __syncthreads();`): between resets it still
// repeats nothing, and the store cannot fall between two atomics without
// racing with them, which is checked (atomic-write race). So a store is
// allowed, and every barrier and __syncwarp forgets which values were
// handed out (atomics_sync). Under lock-step warps a warp also synchronises
// without either, so there a store rules the counter out.
static void find_counters(Enc *e, StrBuf *notes) {
  const Kernel *k = e->k;
  bool *broken = NEW_ARRAY(e->arena, bool, k->narrays);
  int *width = NEW_ARRAY(e->arena, int, k->narrays);
  for (int bi = 0; bi < k->nblocks; bi++) {
    const Block *b = k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      const Instr *in = b->ins[i];
      if (!e->site_of[in->id])
        continue;
      int id = in->array->id;
      // an access through a pointer that may name another array
      // (translator: guarded) is not a step every run makes: no counter
      if (in->guard)
        broken[id] = true;
      if (in->kind == I_LOAD || in->kind == I_READ_RANGE)
        continue;
      if (in->kind == I_STORE || in->kind == I_WRITE_RANGE) {
        e->rf_resets[id] = true;
        broken[id] |= e->opt->warp_sync != 0;
        continue;
      }
      int dir = step_direction(e, in);
      if (dir == 2)
        continue;
      if (dir == 0 || (e->rf_dir[id] && e->rf_dir[id] != dir) ||
          (width[id] && width[id] != in->bytes) || in->bytes > 8)
        broken[id] = true;
      e->rf_dir[id] = dir;
      width[id] = in->bytes;
    }
  }
  for (int i = 0; i < k->narrays; i++)
    if (broken[i] || !race_tracked(k->arrays[i]))
      e->rf_dir[i] = 0;
  for (int i = 0; i < k->narrays; i++)
    if (e->rf_dir[i] && !wrap_free(e, k->arrays[i], width[i], notes))
      e->rf_dir[i] = 0;
}

// ------------------------------------------------------------------ wrap-around
// Distinctness needs the counter not to wrap: n calls moving it one way by
// steps of at most S hand out v0, v0 + D1, ..., v0 + D(n-1) with
// 0 < D1 < ... < D(n-1) <= (n - 1) * S, all different modulo 2^bits when
// n * S <= 2^bits. n is bounded by the threads that can reach the counter
// (the block for a __shared__ one, the launch for a global one; fixed sizes,
// else the symbolic geometry's bounds, geometry.c) times the calls each
// makes: one per atomic instruction outside loops. An atomic in a loop
// makes the count unbounded, and then the counter is not refined.
typedef unsigned __int128 u128;

static u128 block_threads(const Enc *e) {
  if (e->opt->block_dims_given) {
    u128 n = 1;
    for (int d = 0; d < 3; d++)
      n *= e->opt->block_dim[d] ? e->opt->block_dim[d] : 1;
    return n;
  }
  return (u128)1024 * 1024 * 64;
}

// The symbolic grid's bounds are those of geometry.c's symbolic_grid.
static u128 grid_blocks(const Enc *e) {
  u128 n = 1;
  for (int d = 0; d < 3; d++) {
    uint64_t g;
    if (e->opt->grid_dims_given)
      g = e->opt->grid_dim[d] ? e->opt->grid_dim[d] : 1;
    else if (e->opt->block_dims_given) {
      uint64_t b = e->opt->block_dim[d] ? e->opt->block_dim[d] : 1;
      g = d == 0 ? 2147483647u : 65535u;
      if (UINT64_C(4294967295) / b < g)
        g = UINT64_C(4294967295) / b;
    } else
      g = d == 0 ? 4194303u : 65535u;
    n *= g;
  }
  return n;
}

// Whether block b can reach itself (it is in a loop).
static bool in_cycle(const Kernel *k, const Block *b) {
  bool *seen = calloc((size_t)k->nblocks, 1);
  const Block **stack = calloc((size_t)k->nblocks + 1, sizeof *stack);
  int top = 0;
  bool found = false;
  for (int i = 0; i < b->nsucc; i++)
    if (!seen[b->succ[i]->id])
      seen[b->succ[i]->id] = true, stack[top++] = b->succ[i];
  while (top > 0 && !found) {
    const Block *x = stack[--top];
    found = x == b;
    for (int i = 0; i < x->nsucc; i++)
      if (!seen[x->succ[i]->id])
        seen[x->succ[i]->id] = true, stack[top++] = x->succ[i];
  }
  free(seen);
  free(stack);
  return found;
}

static uint64_t abs_step(Enc *e, const Instr *in) {
  uint64_t step = 0;
  fold_constant(e, in->a[0], &step);
  int64_t s = signed_at(step, in->bytes * 8);
  return s < 0 ? (uint64_t)0 - (uint64_t)s : (uint64_t)s;
}

// Calls (one per site) and largest step of counter c; false if a site is
// in a loop (then the calls are unbounded).
static bool calls_and_step(Enc *e, const Array *c, u128 *calls_out, u128 *step_out) {
  const Kernel *k = e->k;
  u128 calls = 0, step = 0;
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      if (in->kind != I_ATOMIC || in->array != c || step_direction(e, in) == 2)
        continue;
      if (in_cycle(k, k->blocks[bi])) {
        *calls_out = (u128)in->loc.line; // the line, for the note
        return false;
      }
      calls++;
      if (abs_step(e, in) > step)
        step = abs_step(e, in);
    }
  *calls_out = calls;
  *step_out = step;
  return true;
}

// Whether counter c cannot wrap; says why in `notes` either way.
static bool wrap_free(Enc *e, const Array *c, int bytes, StrBuf *notes) {
  u128 calls, step;
  if (!calls_and_step(e, c, &calls, &step)) {
    sb_printf(notes,
              "'%s' is stepped in a loop (line %d): the number of calls is "
              "unbounded, so it may wrap around and its atomics return arbitrary "
              "values\n",
              c->name, (int)calls);
    return false;
  }
  bool shared = c->space == MS_SHARED;
  u128 threads = block_threads(e) * (shared ? 1 : grid_blocks(e));
  u128 limit = bytes >= 8 ? (u128)1 << 64 : (u128)1 << (bytes * 8);
  // calls * step < 2^84 fits in 128 bits, the product with threads may not:
  // divide instead.
  u128 moved = calls * step;
  bool ok = moved == 0 || (moved <= limit && threads <= limit / moved);
  const char *geometry = shared ? (e->opt->block_dims_given ? "--blockDim" : "the symbolic block bounds")
                         : e->opt->grid_dims_given && e->opt->block_dims_given
                             ? "--blockDim/--gridDim"
                             : "the symbolic launch bounds";
  unsigned long long th = threads > (u128)UINT64_MAX ? UINT64_MAX : (unsigned long long)threads;
  sb_printf(notes,
            "'%s': at most %s%llu threads%s x %llu call%s x step %llu %s within %d bits (bound "
            "from %s)%s\n",
            c->name, threads > (u128)UINT64_MAX ? "more than " : "", th,
            shared ? " of a block" : "", (unsigned long long)calls, calls == 1 ? "" : "s",
            (unsigned long long)step, ok ? "stays" : "may not stay", bytes * 8, geometry,
            ok ? "" : ": it may wrap around, so its atomics return arbitrary values");
  return ok;
}

// ------------------------------------------------------------------ value bound
// Between its reset to K and the end of the kernel a __shared__ counter is
// stepped at most n = (threads of a block) x (call sites) times by at most S
// each (the wrap-around count above), so every value handed out after the
// reset lies in [K, K + n*S) (increments; (K - n*S, K] for decrements).
// That holds only if every atomic comes after some reset: we ask for a
// block-wide barrier that comes before every atomic and that thread
// (0,0,0), which every block has, reaches only after storing K. Resets that
// race with the atomics are reported (atomic-write race), so in a verified
// kernel they are ordered by barriers and each restarts the count at K.

// Whether block `to` can be reached from the entry without passing `avoid`.
static bool reachable_avoiding(const Kernel *k, const Block *to, const Block *avoid) {
  if (k->blocks[0] == avoid)
    return false;
  bool *seen = calloc((size_t)k->nblocks, 1);
  const Block **stack = calloc((size_t)k->nblocks + 1, sizeof *stack);
  int top = 0;
  bool found = false;
  seen[0] = true;
  stack[top++] = k->blocks[0];
  while (top > 0 && !found) {
    const Block *x = stack[--top];
    found = x == to;
    for (int i = 0; i < x->nsucc; i++)
      if (x->succ[i] != avoid && !seen[x->succ[i]->id])
        seen[x->succ[i]->id] = true, stack[top++] = x->succ[i];
  }
  free(seen);
  free(stack);
  return found;
}

static int index_in_block(const Instr *in) {
  for (int i = 0; i < in->block->nins; i++)
    if (in->block->ins[i] == in)
      return i;
  return -1;
}

// Whether every execution reaches `b` (block, position) after `a`:
// a's block dominates b's, and within one block a comes first.
static bool before(const Kernel *k, const Block *ab, int ai, const Block *bb, int bi) {
  if (ab == bb)
    return ai < bi;
  return !reachable_avoiding(k, bb, ab);
}

// Whether thread (0,0,0) takes the edge p -> s: p branches on
// `threadIdx.d == 0` (s on the true side) or `!= 0` (s on the false side).
static bool thread0_edge(Enc *e, const Block *p, const Block *s) {
  const Instr *c = p->term == TERM_CBR ? p->cond : NULL;
  uint64_t z;
  if (!c || c->kind != I_ICMP || p->succ[0] == p->succ[1])
    return false;
  const Instr *x = c->a[0], *y = c->a[1];
  if (x->kind != I_TID)
    x = c->a[1], y = c->a[0];
  if (x->kind != I_TID || !fold_constant(e, y, &z) || z != 0)
    return false;
  return (c->cmp == C_EQ && p->succ[0] == s) || (c->cmp == C_NE && p->succ[1] == s);
}

// Whether thread (0,0,0) has executed reset `st` whenever it reaches the
// barrier at (bb, bi): st's block comes first for every thread, or it is
// the target of a thread-0 edge whose branch comes first.
static bool thread0_resets_before(Enc *e, const Instr *st, const Block *bb, int bi) {
  const Kernel *k = e->k;
  const Block *s = st->block;
  if (before(k, s, index_in_block(st), bb, bi))
    return true;
  if (s == bb)
    return false;
  for (int pi = 0; pi < k->nblocks; pi++) {
    const Block *p = k->blocks[pi];
    if (p != bb && thread0_edge(e, p, s) && before(k, p, p->nins, bb, bi))
      return true;
  }
  return false;
}

// The one reset value K of counter c, if every plain write to it stores K
// at the counter's one constant offset with the atomics' width.
static bool reset_value(Enc *e, const Array *c, int bytes, uint64_t off, uint64_t *k_out) {
  bool any = false;
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      uint64_t o, v;
      if (in->array != c || in->kind == I_LOAD || in->kind == I_READ_RANGE ||
          in->kind == I_ATOMIC)
        continue;
      if (in->kind != I_STORE || in->bytes != bytes || !fold_constant(e, in->offset, &o) ||
          o != off || !fold_constant(e, in->a[0], &v))
        return false;
      if (bytes < 8)
        v &= (UINT64_C(1) << (bytes * 8)) - 1;
      if (any && v != *k_out)
        return false;
      *k_out = v, any = true;
    }
  return any;
}

// Whether some block-wide barrier comes before every refined atomic on c
// and after a reset by thread (0,0,0).
static bool reset_before_atomics(Enc *e, const Array *c) {
  const Kernel *k = e->k;
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *bar = k->blocks[bi]->ins[i];
      if (bar->kind != I_BARRIER || bar->barrier == BAR_NAMED || bar->barrier == BAR_FLAGS ||
          !(bar->fence_flags & FENCE_SHARED))
        continue;
      bool reset = false, all_after = true;
      for (int bj = 0; bj < k->nblocks; bj++)
        for (int j = 0; j < k->blocks[bj]->nins; j++) {
          const Instr *in = k->blocks[bj]->ins[j];
          if (in->array != c)
            continue;
          if (in->kind == I_STORE)
            reset |= thread0_resets_before(e, in, k->blocks[bi], i);
          else if (atomics_refined(e, in))
            all_after &= before(k, k->blocks[bi], i, k->blocks[bj], j);
        }
      if (reset && all_after)
        return true;
    }
  return false;
}

static bool calls_and_step(Enc *e, const Array *c, u128 *calls, u128 *step);

// Sets rf_start/rf_span of __shared__ counter c when its values are bounded.
static void find_bound(Enc *e, const Array *c, StrBuf *notes) {
  int bytes = 0;
  uint64_t off = 0, k0 = 0;
  bool one_offset = true;
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      uint64_t o;
      if (!atomics_refined(e, in) || in->array != c)
        continue;
      if (!fold_constant(e, in->offset, &o) || (bytes && o != off))
        one_offset = false;
      off = o, bytes = in->bytes;
    }
  u128 calls, step;
  if (c->space != MS_SHARED || !bytes || !one_offset || !calls_and_step(e, c, &calls, &step))
    return;
  u128 span = calls * step * block_threads(e);
  u128 limit = bytes >= 8 ? (u128)1 << 64 : (u128)1 << (bytes * 8);
  if (span >= limit)
    return;
  if (!reset_value(e, c, bytes, off, &k0) || !reset_before_atomics(e, c)) {
    sb_printf(notes,
              "'%s': no bound on its values (not reset to one constant by thread 0 before a "
              "barrier that precedes every atomic on it)\n",
              c->name);
    return;
  }
  e->rf_start[c->id] = k0;
  e->rf_span[c->id] = (uint64_t)span;
  sb_printf(notes, "'%s': reset to %llu before its atomics, so its values lie within %llu %s it\n",
            c->name, (unsigned long long)k0, (unsigned long long)span,
            e->rf_dir[c->id] > 0 ? "above" : "below");
}

// Which counter handed out each value: an atomic on a repetition-free
// counter, or a phi all of whose incoming values come from one counter.
// Optimistic fixpoint, so that loop phis (`i = atomicAdd(...)` before the
// loop and at its end) are found: unknown values start as "any counter".
static void find_sources(Enc *e) {
  const Kernel *k = e->k;
  static const Array any, none;
  const Array **src = NEW_ARRAY(e->arena, const Array *, k->ninstrs);
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      bool counter = atomics_refined(e, in);
      src[in->id] = counter ? in->array : in->kind == I_PHI ? &any : &none;
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (int bi = 0; bi < k->nblocks; bi++)
      for (int i = 0; i < k->blocks[bi]->nins && k->blocks[bi]->ins[i]->kind == I_PHI; i++) {
        const Instr *phi = k->blocks[bi]->ins[i];
        const Array *s = src[phi->id];
        for (int j = 0; j < phi->nargs && s != &none; j++) {
          const Instr *a = phi->a[j];
          const Array *as = a->block ? src[a->id] : &none; // constants: no counter
          if (as == &any)
            continue;
          s = s == &any || s == as ? as : &none;
        }
        if (s != src[phi->id])
          src[phi->id] = s, changed = true;
      }
  }
  for (int i = 0; i < k->ninstrs; i++)
    e->rf_source[i] = src[i] == &any || src[i] == &none ? NULL : src[i];
}

// The shape `ext(v) * 2^k + c` of an access offset, with v handed out by a
// counter and the access [c, c + bytes) inside one 2^k-byte slot: then the
// access touches byte w only if v is bits [k, k + width) of w.
static bool index_shape(Enc *e, const Instr *off, int bytes, const Instr **v, int *shift) {
  uint64_t c = 0, m;
  if (off->kind == I_BIN && off->binop == B_ADD) {
    if (fold_constant(e, off->a[1], &c))
      off = off->a[0];
    else if (fold_constant(e, off->a[0], &c))
      off = off->a[1];
  }
  int k = 0;
  if (off->kind == I_BIN && off->binop == B_SHL && fold_constant(e, off->a[1], &m) && m < 64)
    k = (int)m, off = off->a[0];
  else if (off->kind == I_BIN && off->binop == B_MUL) {
    if (fold_constant(e, off->a[1], &m) && log2_exact(m) >= 0)
      k = log2_exact(m), off = off->a[0];
    else if (fold_constant(e, off->a[0], &m) && log2_exact(m) >= 0)
      k = log2_exact(m), off = off->a[1];
  }
  if (off->kind == I_CAST && (off->cast == CAST_ZEXT || off->cast == CAST_SEXT))
    off = off->a[0];
  if (!off->block || !e->rf_source[off->id] || off->type.bits + k > 64 || k > 32 ||
      c + (uint64_t)bytes > (UINT64_C(1) << k))
    return false;
  *v = off;
  *shift = k;
  return true;
}

// Ties each raced-on array to the counter whose values index it.
static void find_ties(Enc *e) {
  const Kernel *k = e->k;
  for (int bi = 0; bi < k->nblocks; bi++)
    for (int i = 0; i < k->blocks[bi]->nins; i++) {
      const Instr *in = k->blocks[bi]->ins[i];
      const Site *s = e->site_of[in->id];
      const Instr *v;
      int shift;
      if (!s || s->bytes == 0 || !race_logged(e, in->array, s->kind) ||
          e->rf_tie[in->array->id].counter || e->rf_dir[in->array->id] ||
          !index_shape(e, in->offset, in->bytes, &v, &shift))
        continue;
      RfTie *t = &e->rf_tie[in->array->id];
      t->counter = e->rf_source[v->id];
      t->shift = shift;
      t->bits = v->type.bits;
    }
}

void atomics_analyse(Enc *e, StrBuf *notes) {
  const Kernel *k = e->k;
  e->rf_dir = NEW_ARRAY(e->arena, int, k->narrays);
  e->rf_tie = NEW_ARRAY(e->arena, RfTie, k->narrays);
  e->rf_resets = NEW_ARRAY(e->arena, bool, k->narrays);
  e->rf_source = NEW_ARRAY(e->arena, const Array *, k->ninstrs + 1);
  e->rf_start = NEW_ARRAY(e->arena, uint64_t, k->narrays);
  e->rf_span = NEW_ARRAY(e->arena, uint64_t, k->narrays);
  if (e->opt->no_refined_atomics)
    return;
  find_counters(e, notes);
  find_sources(e);
  find_ties(e);
  for (int i = 0; i < k->narrays; i++)
    if (e->rf_dir[i])
      sb_printf(notes,
                "'%s' is only ever %s by constants and cannot wrap around: its atomics "
                "are modelled as repetition-free (they never return a value twice)\n",
                k->arrays[i]->name, e->rf_dir[i] > 0 ? "incremented" : "decremented");
  for (int i = 0; i < k->narrays; i++)
    if (e->rf_dir[i])
      find_bound(e, k->arrays[i], notes);
}

bool atomics_refined(Enc *e, const Instr *in) {
  return in->kind == I_ATOMIC && e->rf_dir && e->rf_dir[in->array->id] &&
         in->type.kind == T_INT && step_direction(e, in) != 2;
}

static const char *held(Enc *e, const Array *a, int t) {
  return arena_printf(e->arena, "_US%d_%d", t, a->id);
}

const char *atomics_watched_value(Enc *e, const Array *a) {
  return arena_printf(e->arena, "_UV_%d", a->id);
}

// The offset at which the counter is watched: its one constant offset, or
// a constant the solver chooses (then the flags rarely help, but stay
// sound: only values handed out at that offset count).
static const char *counter_offset(Enc *e, const Array *c) {
  const char *lit = NULL, *free_offset = arena_printf(e->arena, "_UO_%d", c->id);
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      uint64_t o;
      if (in->kind != I_ATOMIC || in->array != c || !atomics_refined(e, in))
        continue;
      if (!fold_constant(e, in->offset, &o))
        return free_offset;
      const char *l = bpl_const(e, o, 64);
      if (lit && strcmp(lit, l))
        return free_offset;
      lit = l;
    }
  return lit ? lit : free_offset;
}

void atomics_declare(Enc *e) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const RfTie *t = &e->rf_tie[i];
    if (!t->counter)
      continue;
    const char *uo = counter_offset(e, t->counter);
    sb_printf(&e->decls, "\n// '%s' is indexed by values of the repetition-free counter '%s'\n",
              k->arrays[i]->name, t->counter->name);
    if (uo[0] == '_' && !strstr(e->decls.data, arena_printf(e->arena, "const %s:", uo)))
      sb_printf(&e->decls, "const %s: bv64;\n", uo);
    sb_printf(&e->decls, "const _UV_%d: bv%d;\naxiom _UV_%d == _W_%d[%d:%d];\n", i, t->bits, i, i,
              t->shift + t->bits, t->shift);
  }
}

void atomics_declare_locals(Enc *e) {
  for (int i = 0; i < e->k->narrays; i++)
    if (e->rf_tie[i].counter)
      for (int t = 1; t <= 2; t++)
        bpl_var(e, held(e, e->k->arrays[i], t), "bool");
}

void atomics_init(Enc *e) {
  for (int i = 0; i < e->k->narrays; i++)
    if (e->rf_tie[i].counter)
      for (int t = 1; t <= 2; t++)
        bpl_line(e, "%s := false;", held(e, e->k->arrays[i], t));
}

// Two threads of different groups use different copies of a __shared__
// counter: their values may coincide.
static const char *one_copy(const Array *c) { return c->space == MS_SHARED ? " && " SAME_GROUP : ""; }

// "a && b", leaving out the conjuncts that are literally true; "true" if none.
static const char *all_of(Enc *e, const char *const *terms, int n) {
  StrBuf sb;
  sb_init(&sb);
  for (int i = 0; i < n; i++)
    if (terms[i] && strcmp(terms[i], "true"))
      sb_printf(&sb, "%s%s", sb.len ? " && " : "", terms[i]);
  const char *r = arena_strdup(e->arena, sb.len ? sb.data : "true");
  sb_free(&sb);
  return r;
}

static const char *equal(Enc *e, const char *a, const char *b) {
  return strcmp(a, b) == 0 ? "true" : arena_printf(e->arena, "%s == %s", a, b);
}

// After both threads' results (r1, r2) of refined atomic `in` are havocked.
void atomics_emit(Enc *e, const Instr *in, const char *const pred[2], const char *const off[2],
                  const char *const res[2]) {
  const Array *c = in->array;
  const char *same[] = {pred[0], pred[1], equal(e, off[0], off[1]),
                        c->space == MS_SHARED ? SAME_GROUP : NULL};
  if (e->rf_span[c->id]) {
    // The counter's values since its reset (find_bound).
    int bits = in->type.bits;
    const char *k0 = bpl_const(e, e->rf_start[c->id], bits);
    const char *span = bpl_const(e, e->rf_span[c->id], bits);
    for (int t = 0; t < 2; t++) {
      const char *d = e->rf_dir[c->id] > 0 ? bpl_bin(e, B_SUB, bits, res[t], k0)
                                           : bpl_bin(e, B_SUB, bits, k0, res[t]);
      bpl_line(e, "assume %s ==> %s;", pred[t], bpl_cmp(e, C_ULT, bits, d, span));
    }
  }
  const char *cond = all_of(e, same, 4);
  if (strcmp(cond, "true") == 0)
    bpl_line(e, "assume %s != %s;", res[0], res[1]);
  else
    bpl_line(e, "assume %s ==> %s != %s;", cond, res[0], res[1]);
  for (int i = 0; i < e->k->narrays; i++) {
    const RfTie *tie = &e->rf_tie[i];
    if (tie->counter != c || tie->bits != in->type.bits)
      continue;
    const Array *a = e->k->arrays[i];
    const char *uo = counter_offset(e, c);
    const char *gets[2];
    for (int t = 0; t < 2; t++) {
      const char *terms[] = {pred[t], equal(e, off[t], uo),
                             equal(e, res[t], atomics_watched_value(e, a))};
      gets[t] = arena_printf(e->arena, "(%s)", all_of(e, terms, 3));
    }
    for (int t = 0; t < 2; t++)
      bpl_line(e, "assume %s ==> !%s && !(%s%s);", gets[t], held(e, a, t + 1), held(e, a, 2 - t),
               one_copy(c));
    for (int t = 0; t < 2; t++)
      bpl_line(e, "%s := %s || %s;", held(e, a, t + 1), held(e, a, t + 1), gets[t]);
  }
}

// A barrier or __syncwarp: a plain store to a counter may have reset it
// since, so the values handed out so far may come again.
void atomics_sync(Enc *e) {
  for (int i = 0; i < e->k->narrays; i++) {
    const RfTie *tie = &e->rf_tie[i];
    if (tie->counter && e->rf_resets[tie->counter->id])
      for (int t = 1; t <= 2; t++)
        bpl_line(e, "%s := false;", held(e, e->k->arrays[i], t));
  }
}

bool atomics_loop_hands_out(Enc *e, const Loop *l, const Array *counter) {
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    if (!l->body[bi])
      continue;
    const Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++)
      if (atomics_refined(e, b->ins[i]) && b->ins[i]->array == counter)
        return true;
  }
  return false;
}

// No value is ever held by both threads (same copy of the counter): true
// on entry and kept by every refined atomic's assumptions.
void atomics_loop_facts(Enc *e, const Loop *l, SrcLoc loc) {
  for (int i = 0; i < e->k->narrays; i++) {
    const RfTie *tie = &e->rf_tie[i];
    if (!tie->counter || !atomics_loop_hands_out(e, l, tie->counter))
      continue;
    const Array *a = e->k->arrays[i];
    bpl_assert(e, CK_INTERNAL_INVARIANT, loc,
               arena_printf(e->arena, "!(%s && %s%s)", held(e, a, 1), held(e, a, 2),
                            one_copy(tie->counter)));
  }
}

const char *atomics_held(Enc *e, const Array *a, int t) { return held(e, a, t); }

// ------------------------------------------------------------------ scopes
// An atomic is atomic only towards the threads its scope covers: a
// block-scoped one (CUDA's atomic*_block, nvvm `.cta`) towards its own
// block. Two atomics on one byte by threads s and t race unless each
// operation's scope covers the other thread (PTX memory model: morally
// strong needs both scopes to include both threads). Device and system
// scope cover every thread of the launch, and __shared__ memory is only
// ever shared within a block, so only global arrays with a block-scoped
// atomic need the check, and only for threads of different blocks.
// Atomic-like accesses that are atomic only within a group: block-scoped
// atomics, and async work-group copies (their writes are logged as atomics,
// race.c), which two groups make independently.
static bool group_scoped(const Instr *in) {
  return (in->kind == I_ATOMIC && in->scope == SCOPE_BLOCK) ||
         (in->kind == I_WRITE_RANGE && in->collective);
}

bool atomics_scope_limited(const Enc *e, const Array *a) {
  if (a->space != MS_GLOBAL)
    return false;
  for (int bi = 0; bi < e->k->nblocks; bi++)
    for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
      const Instr *in = e->k->blocks[bi]->ins[i];
      if (in->array == a && group_scoped(in))
        return true;
    }
  return false;
}

static const char *cuda_atomic_name(AtomicOp op) {
  static const char *const names[] = {
      [A_ADD] = "atomicAdd", [A_SUB] = "atomicSub",   [A_EXCH] = "atomicExch",
      [A_MIN] = "atomicMin", [A_MAX] = "atomicMax",   [A_UMIN] = "atomicMin",
      [A_UMAX] = "atomicMax", [A_INC] = "atomicInc", [A_DEC] = "atomicDec",
      [A_CAS] = "atomicCAS", [A_AND] = "atomicAnd",   [A_OR] = "atomicOr",
      [A_XOR] = "atomicXor", [A_FADD] = "atomicAdd",  [A_LOAD] = "atomic load",
      [A_STORE] = "atomic store"};
  return names[op] ? names[op] : "atomic";
}

const char *atomics_scope_extra(Enc *e, const Instr *in, const char **note) {
  const Array *a = in->array;
  if (!atomics_scope_limited(e, a))
    return NULL;
  const char *which = "true";
  if (in->kind == I_WRITE_RANGE) {
    *note = "async copies of different work-groups";
  } else if (in->scope == SCOPE_BLOCK) {
    *note = e->k->lang == LANG_OPENCL
                ? "insufficient atomic scope: the atomic is memory_scope_work_group"
                : arena_printf(e->arena, "insufficient atomic scope: %s_block is block-scoped",
                               cuda_atomic_name(in->atomic_op));
  } else {
    // Thread $2's atomic covers the launch: the pair races only if thread
    // $1's logged atomic is one of the block-scoped ones.
    StrBuf sb;
    sb_init(&sb);
    for (int bi = 0; bi < e->k->nblocks; bi++)
      for (int i = 0; i < e->k->blocks[bi]->nins; i++) {
        const Instr *o = e->k->blocks[bi]->ins[i];
        if (o->array == a && group_scoped(o) && e->site_of[o->id])
          sb_printf(&sb, "%s_LS_%d == %d", sb.len ? " || " : "", a->id, e->site_of[o->id]->id);
      }
    which = arena_strdup(e->arena, sb.len ? sb.data : "false");
    sb_free(&sb);
    *note = e->k->lang == LANG_OPENCL
                ? "insufficient atomic scope: the first atomic is memory_scope_work_group"
                : "insufficient atomic scope: the first atomic is block-scoped";
  }
  return arena_printf(e->arena, " && !%s && (%s)", SAME_GROUP, which);
}
