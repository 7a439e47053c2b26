// warps.c — warps: __syncwarp and the warp operations under independent
// thread scheduling, and lock-step warps (--warp-sync=N) by the re-sync
// method, which the two-pass method's intra-warp procedure also uses
// (Bardsley & Donaldson §3; docs/encodings.md §8).
#define TANDEM_ENCODINGS_INTERNAL
#include "encodings.h"

#include <string.h>

// Under independent thread scheduling (Volta and later) the threads of a
// warp synchronise only at __syncwarp(mask): it orders the memory accesses
// of the threads whose lanes are in the mask. Shuffles and votes make the
// lanes converge but order no memory (PTX memory model: shfl.sync and
// vote.sync are not fences), so they are no I_SYNCWARP. So for a pair in one warp of one
// block, both in the mask and both executing it, the logs are emptied, as at
// a barrier. Anything less (one thread absent, a lane outside the mask, two
// warps) synchronises nothing, which is what keeps this sound. Warps are
// consecutive linear thread ids of a block, warpSize (32, or --warp-sync's N)
// at a time.

static const char *linear_tid(Enc *e, int t) {
  const char *z = bpl_bin(e, B_MUL, 32, geom_tid(2, t), geom_bdim(e, 1));
  const char *yz = bpl_bin(e, B_MUL, 32, bpl_bin(e, B_ADD, 32, geom_tid(1, t), z), geom_bdim(e, 0));
  return bpl_bin(e, B_ADD, 32, geom_tid(0, t), yz);
}

static unsigned warp_size(const Enc *e) { return e->opt->warp_sync ? e->opt->warp_sync : 32; }

static const char *lane_in_mask(Enc *e, const char *mask, const char *lane) {
  uint64_t all = warp_size(e) >= 32 ? 0xffffffffu : (1u << warp_size(e)) - 1;
  if (strcmp(mask, bpl_const(e, all, 32)) == 0 || strcmp(mask, "4294967295bv32") == 0)
    return "true";
  const char *bit = bpl_bin(e, B_AND, 32, bpl_bin(e, B_LSHR, 32, mask, lane), "1bv32");
  return arena_printf(e->arena, "(%s == 1bv32)", bit);
}

const char *same_warp(Enc *e) {
  const char *ws = bpl_const(e, warp_size(e), 32);
  return arena_printf(e->arena, "%s && %s == %s", SAME_GROUP,
                      bpl_bin(e, B_UDIV, 32, linear_tid(e, 1), ws),
                      bpl_bin(e, B_UDIV, 32, linear_tid(e, 2), ws));
}

// Lock-step warps, the re-sync method (Bardsley & Donaldson §3.1): two
// threads of one warp execute every instruction together, so after an
// access that both executed, their accesses so far are ordered: the logs
// of that array are emptied for such a pair. In divergent code the reset
// needs both threads enabled (p$1 && p$2), so `if (tid < 16) A[o] = 1; else
// A[o] = 2;` is still a race. (With the equality abstraction the warp's
// other threads wrote too: dualise.c gives the array arbitrary contents
// after each store.)
// Where both threads of a warp are enabled again (a block both run, such as
// the join after a divergent if), everything either did before is ordered
// before what follows: lock-step serialises the two sides of a branch. Only
// the two sides themselves stay unordered (porting races), and there one of
// the threads is disabled, so nothing is emptied.
void warp_reconverge(Enc *e, const char *pred1, const char *pred2) {
  bpl_line(e, "_lg := %s && %s && %s;", pred1, pred2, same_warp(e));
  race_reset(e, FENCE_SHARED | FENCE_GLOBAL, "_lg");
}

void warp_resync(Enc *e, const Instr *in, const char *pred1, const char *pred2) {
  const Array *a = in->array;
  if (!race_tracked(a))
    return;
  bpl_line(e, "_lg := %s && %s && %s;", pred1, pred2, same_warp(e));
  for (int kind = 0; kind < 3; kind++)
    if (race_logged(e, a, kind)) {
      const char *f = race_flag(e, a, kind);
      bpl_line(e, "%s := %s && !_lg;", f, f);
    }
}

void syncwarp_emit(Enc *e, const Instr *in, const char *pred1, const char *pred2,
                   const char *mask1, const char *mask2) {
  const char *ws = bpl_const(e, warp_size(e), 32);
  const char *lin1 = linear_tid(e, 1), *lin2 = linear_tid(e, 2);
  const char *lane1 = bpl_bin(e, B_UREM, 32, lin1, ws), *lane2 = bpl_bin(e, B_UREM, 32, lin2, ws);
  // Threads of different blocks never synchronise (race_reset keeps their
  // global logs), and their __shared__ logs are never checked, so for them
  // thread $1 passing the __syncwarp is enough to empty those.
  // Each thread passes its own mask, and at one call site the masks may
  // differ between lanes (lanes 0-15 pass 0x0000ffff, lanes 16-31
  // 0xffff0000). A thread waits only for the lanes in its own mask, so the
  // pair is ordered only when each lane is in the mask the other passed
  // (and, as CUDA requires, in its own).
  const char *in_masks = arena_printf(
      e->arena, "%s && %s && %s && %s", lane_in_mask(e, mask1, lane1),
      lane_in_mask(e, mask1, lane2), lane_in_mask(e, mask2, lane1), lane_in_mask(e, mask2, lane2));
  const char *together = arena_printf(
      e->arena, "%s && (%s ==> (%s && %s == %s && %s))", pred1, SAME_GROUP, pred2,
      bpl_bin(e, B_UDIV, 32, lin1, ws), bpl_bin(e, B_UDIV, 32, lin2, ws), in_masks);
  bpl_line(e, "_lg := %s;", together);
  race_reset(e, FENCE_SHARED | FENCE_GLOBAL, "_lg");
  atomics_sync(e);
  const Kernel *k = e->k;
  for (int i = 0; i < k->narrays; i++)
    if (e->array_equality[i])
      contents_havoc_map(e, i);
  (void)in;
}
