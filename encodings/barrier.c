// barrier.c — __syncthreads() / barrier(flags), __syncthreads_count/and/or,
// named barriers, and grid_group::sync(). (Warps: warps.c.)
//
// Both threads of a group must reach a barrier under the same condition:
// otherwise the kernel has barrier divergence, a defect of its own. A
// barrier empties the logs of the memory spaces it fences (only for threads
// of one group: blocks do not synchronise with each other), and, under the
// equality abstraction, gives every fenced array arbitrary new contents,
// which both threads then see alike: the other threads' writes.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <string.h>

static void havoc_fenced(Enc *e, const Instr *in) {
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    if (!e->array_equality[i])
      continue;
    int fence = a->space == MS_SHARED ? FENCE_SHARED : FENCE_GLOBAL;
    if (in->fence_flags & fence)
      contents_havoc_map(e, i);
  }
}

// __syncthreads_count/and/or: every thread of the block gets the same
// result, computed from all their predicates. Known cheaply: equal for two
// threads of one block; _or: nonzero when the thread's own predicate holds;
// _and: zero when it does not; _count: nonzero when it holds, at least 2
// when both threads' hold. The result is otherwise arbitrary (the other
// threads' predicates are unknown).
static void reduce_result(Enc *e, const Instr *in, const char *pred[2]) {
  const char *r[2], *p[2];
  for (int t = 0; t < 2; t++) {
    r[t] = dual_value(e, in, t + 1);
    p[t] = dual_value(e, in->a[0], t + 1);
    const char *h = arena_printf(e->arena, "hb%d$%d", in->id, t + 1);
    bpl_var(e, h, "bv32");
    bpl_line(e, "havoc %s;", h);
    bpl_line(e, "%s := (if %s then %s else %s);", r[t], pred[t], h, r[t]);
  }
  if (strcmp(r[0], r[1]) != 0)
    bpl_line(e, "assume (%s && %s && %s) ==> %s == %s;", SAME_GROUP, pred[0], pred[1], r[0], r[1]);
  for (int t = 0; t < 2; t++) {
    if (in->barrier == BAR_REDUCE_AND)
      bpl_line(e, "assume (%s && !%s) ==> %s == 0bv32;", pred[t], p[t], r[t]);
    else
      bpl_line(e, "assume (%s && %s) ==> %s != 0bv32;", pred[t], p[t], r[t]);
  }
  if (in->barrier == BAR_REDUCE_COUNT)
    bpl_line(e, "assume (%s && %s && %s && %s && %s) ==> %s;", SAME_GROUP, pred[0], pred[1], p[0],
             p[1], bpl_cmp(e, C_UGE, 32, r[0], "2bv32"));
}

static const char *block_size(Enc *e) {
  return bpl_bin(e, B_MUL, 32, bpl_bin(e, B_MUL, 32, geom_bdim(e, 0), geom_bdim(e, 1)),
                 geom_bdim(e, 2));
}

// Named barrier `id` (bar.sync id[, count]). Threads at different ids wait
// at different barriers, so a pair is synchronised only when both reach it
// with one id. With a count below the block's size one barrier id can
// complete several times as groups of `count` threads arrive (warps 0-1,
// then warps 2-3), so two threads at the same id need not be in the same
// completion: such a barrier synchronises no pair here. Every thread of the
// block must arrive at a barrier without a count, or with a count of at
// least the block's size, so those are checked for divergence like
// __syncthreads, and the id must be the same for both threads.
static void named_barrier(Enc *e, const Instr *in, const char *pred1, const char *pred2) {
  const char *id1 = dual_value(e, in->a[0], 1), *id2 = dual_value(e, in->a[0], 2);
  // "every thread of the block takes part", as far as a thread that
  // reaches the barrier can say
  const char *full = "true";
  if (in->nargs > 1)
    full = arena_printf(e->arena, "((%s && %s) || (%s && %s))", pred1,
                        bpl_cmp(e, C_UGE, 32, dual_value(e, in->a[1], 1), block_size(e)), pred2,
                        bpl_cmp(e, C_UGE, 32, dual_value(e, in->a[1], 2), block_size(e)));
  bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
             arena_printf(e->arena, "(%s && %s) ==> ((%s <==> %s) && (%s && %s ==> %s == %s))",
                          SAME_GROUP, full, pred1, pred2, pred1, pred2, id1, id2));
  const char *cond =
      arena_printf(e->arena, "%s && (%s ==> (%s && %s && %s == %s))", pred1, SAME_GROUP, full,
                   pred2, id1, id2);
  bpl_line(e, "_lg := %s;", cond);
  race_reset(e, in->fence_flags, "_lg");
}

// barrier(flags) with flags computed at run time. Work-items of one
// group that wait at one barrier with different flags are a defect of
// their own (checked unless the flags are provably equal within a group).
// After the check they are equal, so a space is fenced for the pair when
// thread $1's flags name it: the logs of that space are emptied only under
// that condition.
static void flags_barrier(Enc *e, const Instr *in, const char *pred1, const char *pred2) {
  const char *f1 = dual_value(e, in->a[0], 1), *f2 = dual_value(e, in->a[0], 2);
  if (!e->group_uniform_value[in->a[0]->id])
    bpl_assert(e, CK_BARRIER_FLAGS, in->loc,
               arena_printf(e->arena, "(%s && %s && %s) ==> %s == %s", SAME_GROUP, pred1, pred2,
                            f1, f2));
  static const int space[2] = {FENCE_SHARED, FENCE_GLOBAL};
  for (int i = 0; i < 2; i++) {
    const char *bit = bpl_const(e, (uint64_t)(i + 1), in->a[0]->type.bits);
    const char *on = arena_printf(e->arena, "(%s && %s != %s)", pred1,
                                  bpl_bin(e, B_AND, in->a[0]->type.bits, f1, bit),
                                  bpl_const(e, 0, in->a[0]->type.bits));
    race_reset(e, space[i], on);
  }
}

// grid_group::sync() (cooperative groups): a barrier of every thread of
// the grid, with device-scope memory ordering (CUDA Programming Guide,
// grid synchronisation). So every thread must reach it, whatever its
// block: the divergence check has no "same group" premise, and is needed
// only where the predicates may differ for some pair (grid-uniform,
// uniformity.c). Reached by $1, hence by $2, it empties the logs of both
// spaces for every pair, threads of different blocks included.
static void grid_barrier(Enc *e, const Instr *in, const char *pred1, const char *pred2,
                         bool grid_uniform) {
  if (!grid_uniform) {
    Check *c = bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
                          arena_printf(e->arena, "%s <==> %s", pred1, pred2));
    c->grid = true;
  }
  race_reset_grid(e, in->fence_flags, pred1);
}

// wait_group_events must be called by the whole work-group with the same
// number of events and the same events (OpenCL 1.2, 6.12.10): checked for
// two work-items of one group that both reach it, one check per operand
// that is not group-uniform already (uniformity.c).
static void wait_uniformity(Enc *e, const Instr *in, const char *pred1, const char *pred2) {
  for (int i = -1; i < in->nargs; i++) {
    const Instr *v = i < 0 ? in->len : in->a[i];
    if (!v || e->group_uniform_value[v->id])
      continue;
    Check *c = bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
                          arena_printf(e->arena, "(%s && %s && %s) ==> %s == %s", SAME_GROUP, pred1,
                                       pred2, dual_value(e, v, 1), dual_value(e, v, 2)));
    c->copy_wait = true;
  }
}

void barrier_emit(Enc *e, const Instr *in, const char *pred1, const char *pred2,
                  bool group_uniform, bool grid_uniform) {
  if (in->barrier == BAR_GRID) {
    grid_barrier(e, in, pred1, pred2, grid_uniform);
  } else if (in->barrier == BAR_NAMED) {
    named_barrier(e, in, pred1, pred2);
    race_group_barrier(e, in, pred1, pred2);
  } else if (in->barrier == BAR_COPY_WAIT) {
    if (!group_uniform) {
      Check *c = bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
                            arena_printf(e->arena, "%s ==> (%s <==> %s)", SAME_GROUP, pred1, pred2));
      c->copy_wait = true;
    }
    wait_uniformity(e, in, pred1, pred2);
    race_copy_wait(e, in, pred1);
    // the copied contents arrive: arbitrary under the equality abstraction
    for (int i = 0; i < e->k->narrays; i++)
      if (e->array_copied[i] && e->array_equality[i])
        contents_havoc_map(e, i);
    return;
  } else if (in->barrier == BAR_FLAGS) {
    if (!group_uniform)
      bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
                 arena_printf(e->arena, "%s ==> (%s <==> %s)", SAME_GROUP, pred1, pred2));
    flags_barrier(e, in, pred1, pred2);
  } else {
    if (!group_uniform)
      bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
                 arena_printf(e->arena, "%s ==> (%s <==> %s)", SAME_GROUP, pred1, pred2));
    race_reset(e, in->fence_flags, pred1);
    race_group_barrier(e, in, pred1, pred2);
  }
  atomics_sync(e);
  havoc_fenced(e, in);
  if (in->barrier >= BAR_REDUCE_COUNT && in->barrier <= BAR_REDUCE_OR) {
    const char *pred[2] = {pred1, pred2};
    reduce_result(e, in, pred);
  }
}
