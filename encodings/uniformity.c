// uniformity.c — which values and block predicates are the same for both
// threads of the pair.
//
// A uniform value is kept once instead of twice, and a uniform block runs
// under one predicate: loops with uniform control keep one loop counter, so
// the user's invariants talk about one variable, and barriers there need no
// divergence check. The analysis starts from "everything uniform" and removes
// facts until nothing changes; it is an over-approximation of divergence.
//
// The same analysis runs twice. Grid-uniform ("uniform") values are equal
// for any pair of threads. Group-uniform values are equal for two threads
// of one group: blockIdx is, and so is everything computed only from it
// (`for (r = 0; r < blockIdx.x; r++)`). The pair may sit in different
// groups, where such values differ, so group-uniformity only ever justifies
// facts guarded by SAME_GROUP: the barrier-divergence check (which is
// `SAME_GROUP ==> (p$1 <==> p$2)` itself) and the loop-head candidates of
// invariants/candidates.c.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

// One run of the analysis: which facts it computes, and whether the group
// id counts as uniform (group mode).
typedef struct Uni {
  const Enc *e;
  bool group;
  bool *value; // by Instr.id
  bool *block; // by Block.id
} Uni;

static bool operands_uniform(const Uni *u, const Instr *in) {
  for (int i = 0; i < in->nargs; i++)
    if (in->a[i] && !u->value[in->a[i]->id])
      return false;
  return true;
}

// Loads are uniform only under equality abstraction, where both threads read
// one shared map: same offset, same group (or global memory), same value.
// Group mode assumes the same group.
static bool load_uniform(const Uni *u, const Instr *in) {
  const Enc *e = u->e;
  const Array *a = in->array;
  if (!e->array_equality[a->id] || !u->value[in->offset->id])
    return false;
  // a global array with contents (contents.c) has one copy per group
  return (a->space == MS_GLOBAL && !contents_group_copy(e, a)) || e->opt->only_intra_group ||
         u->group;
}

// Whether the two threads are always in one block: --only-intra-group, or
// a launch of one block.
static bool one_block(const Enc *e) {
  if (e->opt->only_intra_group)
    return true;
  if (!e->opt->grid_dims_given)
    return false;
  for (int d = 0; d < 3; d++)
    if (e->opt->grid_dim[d] > 1)
      return false;
  return true;
}

static bool value_uniform(const Uni *u, const Instr *in) {
  // Values outside any block (constants, builtins the translator shares)
  // depend on nothing but their operands.
  bool in_uniform_block = !in->block || u->block[in->block->id];
  switch (in->kind) {
  case I_CONST:
  case I_PARAM:
  case I_BDIM:
  case I_GDIM:
    return true;
  case I_BID:
    return u->group;
  case I_BIN:
  case I_ICMP:
  case I_FBIN:
  case I_FCMP:
  case I_FUNC:
  case I_CAST:
  case I_SELECT:
    return in_uniform_block && operands_uniform(u, in);
  case I_PHI:
    if (!in_uniform_block || !operands_uniform(u, in))
      return false;
    for (int i = 0; i < in->nargs; i++)
      if (!u->block[in->phi_preds[i]->id])
        return false;
    return true;
  case I_LOAD:
    return in_uniform_block && load_uniform(u, in);
  case I_BARRIER:
    // __syncthreads_count/and/or give every thread of a block one result,
    // but two blocks may get different ones: uniform when the pair is
    // always in one block, and group-uniform (u->group assumes one block)
    // otherwise; barrier.c assumes the equality within a block.
    return in_uniform_block && (u->group || one_block(u->e));
  default:
    return false;
  }
}

// A block that owns its predicate is uniform when every edge into it comes
// from a uniform block along a uniform branch.
static bool block_uniform(const Uni *u, const Block *b) {
  const Enc *e = u->e;
  int rep = e->cfg.rep[b->id];
  if (rep != b->id)
    return u->block[rep];
  if (b->id == 0)
    return true;
  const PtrVec *ps = &e->cfg.preds[b->id];
  for (int i = 0; i < ps->len; i++) {
    const Block *p = ps->items[i];
    if (e->cfg.rpo_index[p->id] < 0)
      continue;
    if (!u->block[p->id])
      return false;
    bool both_same = p->nsucc == 2 && p->succ[0] == p->succ[1];
    if (p->term == TERM_CBR && !both_same && !u->value[p->cond->id])
      return false;
  }
  return true;
}

// Operands that live in no block are not visited by the block walk below.
static bool settle_detached_value(Uni *u, Instr *v, int depth) {
  if (!v || v->block || depth > 64)
    return false;
  bool changed = false;
  for (int i = 0; i < v->nargs; i++)
    changed |= settle_detached_value(u, v->a[i], depth + 1);
  if (u->value[v->id] && !value_uniform(u, v)) {
    u->value[v->id] = false;
    changed = true;
  }
  return changed;
}

static bool settle_detached(Uni *u) {
  const Kernel *k = u->e->k;
  bool changed = false;
  for (int bi = 0; bi < k->nblocks; bi++) {
    Block *b = k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      Instr *in = b->ins[i];
      for (int j = 0; j < in->nargs; j++)
        changed |= settle_detached_value(u, in->a[j], 0);
      changed |= settle_detached_value(u, in->offset, 0);
      changed |= settle_detached_value(u, in->len, 0);
      changed |= settle_detached_value(u, in->event, 0);
    }
    if (b->cond)
      changed |= settle_detached_value(u, b->cond, 0);
  }
  return changed;
}

static void analyse(Uni *u) {
  const Kernel *k = u->e->k;
  for (int i = 0; i < k->ninstrs; i++)
    u->value[i] = true;
  for (int i = 0; i < k->nblocks; i++)
    u->block[i] = true;
  bool changed = true;
  while (changed) {
    changed = false;
    changed |= settle_detached(u);
    for (int bi = 0; bi < k->nblocks; bi++) {
      Block *b = k->blocks[bi];
      if (u->block[bi] && !block_uniform(u, b)) {
        u->block[bi] = false;
        changed = true;
      }
      for (int i = 0; i < b->nins; i++) {
        Instr *in = b->ins[i];
        if (u->value[in->id] && !value_uniform(u, in)) {
          u->value[in->id] = false;
          changed = true;
        }
      }
    }
  }
}

void uniformity_analyse(Enc *e) {
  const Kernel *k = e->k;
  e->uniform_value = NEW_ARRAY(e->arena, bool, k->ninstrs);
  e->uniform_block = NEW_ARRAY(e->arena, bool, k->nblocks);
  e->group_uniform_value = NEW_ARRAY(e->arena, bool, k->ninstrs);
  e->group_uniform_block = NEW_ARRAY(e->arena, bool, k->nblocks);
  Uni grid = {.e = e, .group = false, .value = e->uniform_value, .block = e->uniform_block};
  Uni group = {.e = e, .group = true, .value = e->group_uniform_value,
               .block = e->group_uniform_block};
  analyse(&grid);
  analyse(&group);
}
