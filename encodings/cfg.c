// cfg.c — control-flow facts the two-thread lowering needs: dominators,
// natural loops (rejecting irreducible flow), regions in topological order,
// and for each block the control-equivalent block whose predicate it shares.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <stdlib.h>
#include <string.h>

bool loop_contains(const Loop *l, const Block *b) { return l && l->body[b->id]; }

static void compute_preds(Enc *e) {
  const Kernel *k = e->k;
  e->cfg.preds = NEW_ARRAY(e->arena, PtrVec, k->nblocks);
  for (int i = 0; i < k->nblocks; i++) {
    Block *b = k->blocks[i];
    for (int s = 0; s < b->nsucc; s++)
      vec_push(e->arena, &e->cfg.preds[b->succ[s]->id], b);
  }
}

// Depth-first search from the entry: post-order numbering, and every edge
// to a block still on the stack (a retreating edge) is recorded.
typedef struct Dfs {
  int *state; // 0 new, 1 on stack, 2 done
  int *post;
  int npost;
  int *retreat_from, *retreat_to;
  int nretreat;
} Dfs;

static void dfs_visit(const Kernel *k, Dfs *d, int root) {
  // Iterative to survive deep CFGs: stack of (block, next successor).
  int *stack = xmalloc(sizeof(int) * 2 * (size_t)(k->nblocks + 1));
  int sp = 0;
  stack[sp++] = root;
  stack[sp++] = 0;
  d->state[root] = 1;
  while (sp) {
    int b = stack[sp - 2], *next = &stack[sp - 1];
    Block *blk = k->blocks[b];
    if (*next < blk->nsucc) {
      int s = blk->succ[(*next)++]->id;
      if (d->state[s] == 0) {
        d->state[s] = 1;
        stack[sp++] = s;
        stack[sp++] = 0;
      } else if (d->state[s] == 1) {
        d->retreat_from[d->nretreat] = b;
        d->retreat_to[d->nretreat++] = s;
      }
    } else {
      d->state[b] = 2;
      d->post[d->npost++] = b;
      sp -= 2;
    }
  }
  free(stack);
}

static int intersect(const int *idom, const int *order, int a, int b) {
  while (a != b) {
    while (order[a] > order[b])
      a = idom[a];
    while (order[b] > order[a])
      b = idom[b];
  }
  return a;
}

// Cooper, Harvey and Kennedy's iterative dominator algorithm over the RPO.
static void compute_dominators(Enc *e) {
  Cfg *c = &e->cfg;
  int n = c->nblocks;
  c->idom = NEW_ARRAY(e->arena, int, n);
  for (int i = 0; i < n; i++)
    c->idom[i] = -1;
  int entry = c->rpo[0];
  c->idom[entry] = entry;
  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = 1; i < n && c->rpo[i] >= 0; i++) {
      int b = c->rpo[i], new_idom = -1;
      PtrVec *ps = &c->preds[b];
      for (int p = 0; p < ps->len; p++) {
        int pid = ((Block *)ps->items[p])->id;
        if (c->idom[pid] < 0)
          continue;
        new_idom = new_idom < 0 ? pid : intersect(c->idom, c->rpo_index, pid, new_idom);
      }
      if (new_idom != c->idom[b]) {
        c->idom[b] = new_idom;
        changed = true;
      }
    }
  }
}

static bool dominates(const Cfg *c, int a, int b) {
  while (b >= 0) {
    if (a == b)
      return true;
    if (c->idom[b] == b)
      return false;
    b = c->idom[b];
  }
  return false;
}

static Loop *loop_for_header(Enc *e, PtrVec *loops, Block *h) {
  for (int i = 0; i < loops->len; i++)
    if (((Loop *)loops->items[i])->header == h)
      return loops->items[i];
  Loop *l = NEW(e->arena, Loop);
  l->header = h;
  l->body = NEW_ARRAY(e->arena, bool, e->k->nblocks);
  l->body[h->id] = true;
  vec_push(e->arena, loops, l);
  return l;
}

// The natural loop of back edge u -> h: h and every block that reaches u
// without passing through h.
static void add_natural_loop(Enc *e, Loop *l, int u) {
  int *work = xmalloc(sizeof(int) * (size_t)e->k->nblocks);
  int nw = 0;
  if (!l->body[u]) {
    l->body[u] = true;
    work[nw++] = u;
  }
  while (nw) {
    int b = work[--nw];
    PtrVec *ps = &e->cfg.preds[b];
    for (int p = 0; p < ps->len; p++) {
      int pid = ((Block *)ps->items[p])->id;
      if (!l->body[pid] && e->cfg.rpo_index[pid] >= 0) {
        l->body[pid] = true;
        work[nw++] = pid;
      }
    }
  }
  free(work);
}

static int loop_size(const Loop *l, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += l->body[i];
  return s;
}

static int cmp_loop_size_desc(const void *a, const void *b) {
  const Loop *la = *(Loop *const *)a, *lb = *(Loop *const *)b;
  return la->id - lb->id; // ids are assigned as sizes in descending order below
}

static void nest_loops(Enc *e, PtrVec *found) {
  Cfg *c = &e->cfg;
  int n = c->nblocks;
  // Order by size, largest first: a loop's parent is the smallest larger loop
  // containing its header.
  int *sizes = xmalloc(sizeof(int) * (size_t)(found->len + 1));
  for (int i = 0; i < found->len; i++)
    sizes[i] = loop_size(found->items[i], n);
  for (int i = 0; i < found->len; i++) {
    int rank = 0;
    for (int j = 0; j < found->len; j++)
      if (sizes[j] > sizes[i] || (sizes[j] == sizes[i] && j < i))
        rank++;
    ((Loop *)found->items[i])->id = rank;
  }
  free(sizes);
  if (found->len)
    qsort(found->items, (size_t)found->len, sizeof(void *), cmp_loop_size_desc);
  c->loops = (Loop **)found->items;
  c->nloops = found->len;
  c->loop_of = NEW_ARRAY(e->arena, Loop *, n);
  for (int i = 0; i < c->nloops; i++) {
    Loop *l = c->loops[i];
    for (int j = i - 1; j >= 0; j--)
      if (c->loops[j]->body[l->header->id]) {
        l->parent = c->loops[j];
        break;
      }
    l->depth = l->parent ? l->parent->depth + 1 : 1;
    for (int b = 0; b < n; b++)
      if (l->body[b])
        c->loop_of[b] = l; // later (smaller) loops overwrite: innermost wins
  }
}

static void collect_exits(Enc *e) {
  const Kernel *k = e->k;
  for (int i = 0; i < e->cfg.nloops; i++) {
    Loop *l = e->cfg.loops[i];
    for (int b = 0; b < k->nblocks; b++) {
      if (!l->body[b])
        continue;
      Block *blk = k->blocks[b];
      for (int s = 0; s < blk->nsucc; s++) {
        Block *t = blk->succ[s];
        if (l->body[t->id])
          continue;
        bool seen = false;
        for (int x = 0; x < l->exit_targets.len; x++)
          seen |= l->exit_targets.items[x] == t;
        if (!seen)
          vec_push(e->arena, &l->exit_targets, t);
      }
    }
  }
}

static bool find_loops(Enc *e) {
  const Kernel *k = e->k;
  Cfg *c = &e->cfg;
  int n = k->nblocks;
  Dfs d = {0};
  d.state = xmalloc(sizeof(int) * (size_t)n);
  memset(d.state, 0, sizeof(int) * (size_t)n);
  d.post = xmalloc(sizeof(int) * (size_t)n);
  int maxedges = 2 * n + 1;
  d.retreat_from = xmalloc(sizeof(int) * (size_t)maxedges);
  d.retreat_to = xmalloc(sizeof(int) * (size_t)maxedges);
  dfs_visit(k, &d, 0);

  c->rpo = NEW_ARRAY(e->arena, int, n);
  c->rpo_index = NEW_ARRAY(e->arena, int, n);
  for (int i = 0; i < n; i++) {
    c->rpo[i] = -1;
    c->rpo_index[i] = -1;
  }
  for (int i = 0; i < d.npost; i++) {
    c->rpo[i] = d.post[d.npost - 1 - i];
    c->rpo_index[c->rpo[i]] = i;
  }
  compute_dominators(e);

  bool ok = true;
  PtrVec found = {0};
  for (int i = 0; i < d.nretreat && ok; i++) {
    int u = d.retreat_from[i], h = d.retreat_to[i];
    if (!dominates(c, h, u)) {
      enc_error(e, k->blocks[u]->loc,
                "irreducible control flow (a loop with more than one entry)");
      ok = false;
      break;
    }
    add_natural_loop(e, loop_for_header(e, &found, k->blocks[h]), u);
  }
  free(d.state);
  free(d.post);
  free(d.retreat_from);
  free(d.retreat_to);
  if (!ok)
    return false;
  nest_loops(e, &found);
  collect_exits(e);
  return true;
}

// ------------------------------------------------------------------ regions
// The node of region `r` that block b belongs to: b itself when r owns it,
// else the child loop of r that contains it; NULL-equivalent (-1) outside r.
static int region_node_of(const Region *r, const Loop *owner, Loop **loop_of, const Block *b) {
  if (owner && !owner->body[b->id])
    return -1;
  Loop *l = loop_of[b->id];
  if (l == owner) {
    for (int i = 0; i < r->nnodes; i++)
      if (r->nodes[i].block == b)
        return i;
    return -1;
  }
  // climb to the child of `owner`
  while (l && l->parent != owner)
    l = l->parent;
  for (int i = 0; i < r->nnodes; i++)
    if (r->nodes[i].loop == l)
      return i;
  return -1;
}

typedef struct RegionGraph {
  int n;           // nodes; index n is the virtual exit
  int **succ;      // succ[i]: list of node indices (n = exit)
  int *nsucc;
} RegionGraph;

static void rg_add(RegionGraph *g, int from, int to) {
  for (int i = 0; i < g->nsucc[from]; i++)
    if (g->succ[from][i] == to)
      return;
  g->succ[from] = xrealloc(g->succ[from], sizeof(int) * (size_t)(g->nsucc[from] + 1));
  g->succ[from][g->nsucc[from]++] = to;
}

static void rg_free(RegionGraph *g) {
  for (int i = 0; i <= g->n; i++)
    free(g->succ[i]);
  free(g->succ);
  free(g->nsucc);
}

// Edges between the nodes of a region. Back edges to the region's header and
// edges leaving the region go to the virtual exit: the region graph describes
// one iteration.
static void region_edges(Enc *e, Region *r, RegionGraph *g) {
  const Kernel *k = e->k;
  g->n = r->nnodes;
  g->succ = xmalloc(sizeof(int *) * (size_t)(g->n + 1));
  g->nsucc = xmalloc(sizeof(int) * (size_t)(g->n + 1));
  memset(g->succ, 0, sizeof(int *) * (size_t)(g->n + 1));
  memset(g->nsucc, 0, sizeof(int) * (size_t)(g->n + 1));
  for (int b = 0; b < k->nblocks; b++) {
    Block *blk = k->blocks[b];
    if (e->cfg.rpo_index[b] < 0)
      continue;
    int from = region_node_of(r, r->loop, e->cfg.loop_of, blk);
    if (from < 0)
      continue;
    if (blk->term == TERM_RET || blk->term == TERM_UNREACHABLE)
      rg_add(g, from, g->n);
    for (int s = 0; s < blk->nsucc; s++) {
      Block *t = blk->succ[s];
      int to = region_node_of(r, r->loop, e->cfg.loop_of, t);
      if (to < 0 || (r->loop && t == r->loop->header))
        to = g->n;
      if (to != from)
        rg_add(g, from, to);
    }
  }
}

// Kahn's algorithm; the region's entry stays first.
static void region_toposort(Region *r, RegionGraph *g) {
  int n = g->n;
  int *indeg = xmalloc(sizeof(int) * (size_t)(n + 1));
  memset(indeg, 0, sizeof(int) * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < g->nsucc[i]; j++)
      indeg[g->succ[i][j]]++;
  int *order = xmalloc(sizeof(int) * (size_t)(n + 1));
  int head = 0, tail = 0;
  order[tail++] = 0;
  for (int i = 1; i < n; i++)
    if (indeg[i] == 0)
      order[tail++] = i;
  while (head < tail) {
    int v = order[head++];
    for (int j = 0; j < g->nsucc[v]; j++) {
      int s = g->succ[v][j];
      if (s < n && --indeg[s] == 0)
        order[tail++] = s;
    }
  }
  // tail == n for a reducible CFG; any node left over (unreachable) goes last.
  RNode *sorted = xmalloc(sizeof(RNode) * (size_t)(n + 1));
  int *new_index = xmalloc(sizeof(int) * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    new_index[i] = -1;
  for (int i = 0; i < tail; i++)
    new_index[order[i]] = i;
  for (int i = 0, next = tail; i < n; i++)
    if (new_index[i] < 0)
      new_index[i] = next++;
  for (int i = 0; i < n; i++)
    sorted[new_index[i]] = r->nodes[i];
  memcpy(r->nodes, sorted, sizeof(RNode) * (size_t)n);
  // renumber the graph to match
  int **succ = xmalloc(sizeof(int *) * (size_t)(n + 1));
  int *nsucc = xmalloc(sizeof(int) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    succ[new_index[i]] = g->succ[i];
    nsucc[new_index[i]] = g->nsucc[i];
    for (int j = 0; j < g->nsucc[i]; j++)
      if (g->succ[i][j] < n)
        g->succ[i][j] = new_index[g->succ[i][j]];
  }
  succ[n] = g->succ[n];
  nsucc[n] = g->nsucc[n];
  free(g->succ);
  free(g->nsucc);
  g->succ = succ;
  g->nsucc = nsucc;
  free(sorted);
  free(new_index);
  free(order);
  free(indeg);
}

// Post-dominators and dominators of the (acyclic) region graph, by the
// topological order: ipdom[i] > i, idom[i] < i.
static void region_doms(RegionGraph *g, int *idom, int *ipdom) {
  int n = g->n;
  ipdom[n] = n;
  for (int i = n - 1; i >= 0; i--) {
    int p = -1;
    for (int j = 0; j < g->nsucc[i]; j++) {
      int s = g->succ[i][j];
      if (p < 0) {
        p = s;
        continue;
      }
      int a = p, b = s;
      while (a != b) {
        while (a < b)
          a = ipdom[a];
        while (b < a)
          b = ipdom[b];
      }
      p = a;
    }
    ipdom[i] = p < 0 ? n : p;
  }
  for (int i = 0; i <= n; i++)
    idom[i] = -1;
  idom[0] = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < g->nsucc[i]; j++) {
      int s = g->succ[i][j];
      if (s >= n || idom[i] < 0)
        continue;
      if (idom[s] < 0) {
        idom[s] = i;
        continue;
      }
      int a = idom[s], b = i;
      while (a != b) {
        while (a > b)
          a = idom[a];
        while (b > a)
          b = idom[b];
      }
      idom[s] = a;
    }
}

static bool postdominates(const int *ipdom, int n, int b, int d) {
  for (int x = d; x < n; x = ipdom[x])
    if (x == b)
      return true;
  return false;
}

// A block shares the predicate of the highest block of its region that it
// is control-equivalent to (dominated by it and post-dominating it within one
// iteration): every thread that runs one runs the other, in the same
// iteration. Code after a divergent if, or after a loop, thus keeps the
// predicate it had before instead of a fresh one that loops would havoc.
static void region_reps(Enc *e, Region *r, RegionGraph *g) {
  int n = g->n;
  int *idom = xmalloc(sizeof(int) * (size_t)(n + 1));
  int *ipdom = xmalloc(sizeof(int) * (size_t)(n + 1));
  region_doms(g, idom, ipdom);
  for (int i = 0; i < n; i++) {
    Block *b = r->nodes[i].block;
    if (!b)
      continue;
    int rep = i;
    for (int d = idom[i]; d >= 0; d = idom[d]) {
      if (r->nodes[d].block && postdominates(ipdom, n, i, d))
        rep = d;
      if (d == 0)
        break;
    }
    e->cfg.rep[b->id] = r->nodes[rep].block->id;
  }
  free(idom);
  free(ipdom);
}

static Region *build_region(Enc *e, Loop *owner) {
  const Kernel *k = e->k;
  Region *r = NEW(e->arena, Region);
  r->loop = owner;
  r->nodes = NEW_ARRAY(e->arena, RNode, k->nblocks + e->cfg.nloops + 1);
  // entry first
  Block *entry = owner ? owner->header : k->blocks[0];
  r->nodes[r->nnodes++].block = entry;
  for (int i = 0; i < k->nblocks; i++) {
    int b = e->cfg.rpo[i];
    if (b < 0)
      break;
    if (k->blocks[b] != entry && e->cfg.loop_of[b] == owner)
      r->nodes[r->nnodes++].block = k->blocks[b];
  }
  for (int i = 0; i < e->cfg.nloops; i++)
    if (e->cfg.loops[i]->parent == owner)
      r->nodes[r->nnodes++].loop = e->cfg.loops[i];
  RegionGraph g;
  region_edges(e, r, &g);
  region_toposort(r, &g);
  region_reps(e, r, &g);
  rg_free(&g);
  return r;
}

bool cfg_build(Enc *e) {
  Cfg *c = &e->cfg;
  c->nblocks = e->k->nblocks;
  compute_preds(e);
  if (!find_loops(e))
    return false;
  c->rep = NEW_ARRAY(e->arena, int, c->nblocks);
  for (int i = 0; i < c->nblocks; i++)
    c->rep[i] = i;
  c->top = build_region(e, NULL);
  for (int i = 0; i < c->nloops; i++)
    c->loops[i]->region = build_region(e, c->loops[i]);
  return true;
}
