// barrier.c — __syncthreads() / barrier(flags). (Warps: warps.c.)
//
// Both threads of a group must reach a barrier under the same condition:
// otherwise the kernel has barrier divergence, a defect of its own. A
// barrier empties the logs of the memory spaces it fences (only for threads
// of one group: blocks do not synchronise with each other), and, under the
// equality abstraction, gives every fenced array arbitrary new contents,
// which both threads then see alike: the other threads' writes.
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

void barrier_emit(Enc *e, const Instr *in, const char *pred1, const char *pred2, bool uniform) {
  if (!uniform)
    bpl_assert(e, CK_BARRIER_DIVERGENCE, in->loc,
               arena_printf(e->arena, "%s ==> (%s <==> %s)", SAME_GROUP, pred1, pred2));
  race_reset(e, in->fence_flags, pred1);
  atomics_sync(e);
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++) {
    const Array *a = k->arrays[i];
    if (!e->array_equality[i])
      continue;
    int fence = a->space == MS_SHARED ? FENCE_SHARED : FENCE_GLOBAL;
    if (in->fence_flags & fence)
      bpl_line(e, "havoc M_%d;", i);
  }
}
