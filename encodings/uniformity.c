// uniformity.c — which values and block predicates are the same for both
// threads of the pair.
//
// A uniform value is kept once instead of twice, and a uniform block runs
// under one predicate: loops with uniform control keep one loop counter, so
// the user's invariants talk about one variable, and barriers there need no
// divergence check. The analysis starts from "everything uniform" and removes
// facts until nothing changes; it is an over-approximation of divergence.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

static bool operands_uniform(const Enc *e, const Instr *in) {
  for (int i = 0; i < in->nargs; i++)
    if (in->a[i] && !e->uniform_value[in->a[i]->id])
      return false;
  return true;
}

// Loads are uniform only under equality abstraction, where both threads read
// one shared map: same offset, same group (or global memory), same value.
static bool load_uniform(const Enc *e, const Instr *in) {
  const Array *a = in->array;
  if (!e->array_equality[a->id] || !e->uniform_value[in->offset->id])
    return false;
  return a->space == MS_GLOBAL || e->opt->only_intra_group;
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

static bool value_uniform(const Enc *e, const Instr *in) {
  // Values outside any block (constants, builtins the translator shares)
  // depend on nothing but their operands.
  bool in_uniform_block = !in->block || e->uniform_block[in->block->id];
  switch (in->kind) {
  case I_CONST:
  case I_PARAM:
  case I_BDIM:
  case I_GDIM:
    return true;
  case I_BIN:
  case I_ICMP:
  case I_FBIN:
  case I_FCMP:
  case I_FUNC:
  case I_CAST:
  case I_SELECT:
    return in_uniform_block && operands_uniform(e, in);
  case I_PHI:
    if (!in_uniform_block || !operands_uniform(e, in))
      return false;
    for (int i = 0; i < in->nargs; i++)
      if (!e->uniform_block[in->phi_preds[i]->id])
        return false;
    return true;
  case I_LOAD:
    return in_uniform_block && load_uniform(e, in);
  case I_BARRIER:
    // __syncthreads_count/and/or give every thread of a block one result,
    // but two blocks may get different ones: uniform only when the pair is
    // always in one block (barrier.c assumes the equality otherwise).
    return in_uniform_block && one_block(e);
  default:
    return false;
  }
}

// A block that owns its predicate is uniform when every edge into it comes
// from a uniform block along a uniform branch.
static bool block_uniform(const Enc *e, const Block *b) {
  int rep = e->cfg.rep[b->id];
  if (rep != b->id)
    return e->uniform_block[rep];
  if (b->id == 0)
    return true;
  PtrVec *ps = &e->cfg.preds[b->id];
  for (int i = 0; i < ps->len; i++) {
    const Block *p = ps->items[i];
    if (e->cfg.rpo_index[p->id] < 0)
      continue;
    if (!e->uniform_block[p->id])
      return false;
    bool both_same = p->nsucc == 2 && p->succ[0] == p->succ[1];
    if (p->term == TERM_CBR && !both_same && !e->uniform_value[p->cond->id])
      return false;
  }
  return true;
}

// Operands that live in no block are not visited by the block walk below.
static bool settle_detached_value(Enc *e, Instr *v, int depth) {
  if (!v || v->block || depth > 64)
    return false;
  bool changed = false;
  for (int i = 0; i < v->nargs; i++)
    changed |= settle_detached_value(e, v->a[i], depth + 1);
  if (e->uniform_value[v->id] && !value_uniform(e, v)) {
    e->uniform_value[v->id] = false;
    changed = true;
  }
  return changed;
}

static bool settle_detached(Enc *e) {
  bool changed = false;
  for (int bi = 0; bi < e->k->nblocks; bi++) {
    Block *b = e->k->blocks[bi];
    for (int i = 0; i < b->nins; i++) {
      Instr *in = b->ins[i];
      for (int j = 0; j < in->nargs; j++)
        changed |= settle_detached_value(e, in->a[j], 0);
      changed |= settle_detached_value(e, in->offset, 0);
      changed |= settle_detached_value(e, in->len, 0);
    }
    if (b->cond)
      changed |= settle_detached_value(e, b->cond, 0);
  }
  return changed;
}

void uniformity_analyse(Enc *e) {
  const Kernel *k = e->k;
  e->uniform_value = NEW_ARRAY(e->arena, bool, k->ninstrs);
  e->uniform_block = NEW_ARRAY(e->arena, bool, k->nblocks);
  for (int i = 0; i < k->ninstrs; i++)
    e->uniform_value[i] = true;
  for (int i = 0; i < k->nblocks; i++)
    e->uniform_block[i] = true;
  bool changed = true;
  while (changed) {
    changed = false;
    changed |= settle_detached(e);
    for (int bi = 0; bi < k->nblocks; bi++) {
      Block *b = k->blocks[bi];
      if (e->uniform_block[bi] && !block_uniform(e, b)) {
        e->uniform_block[bi] = false;
        changed = true;
      }
      for (int i = 0; i < b->nins; i++) {
        Instr *in = b->ins[i];
        if (e->uniform_value[in->id] && !value_uniform(e, in)) {
          e->uniform_value[in->id] = false;
          changed = true;
        }
      }
    }
  }
}
