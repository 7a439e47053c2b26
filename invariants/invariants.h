// invariants.h — loop invariants tandem proposes itself. Each candidate is
// guarded by an existential constant; Boogie's Houdini (/contractInfer)
// drops the ones that do not hold and uses the rest. User annotations
// (__invariant and the access predicates) are lowered by encodings/dualise.c.
#ifndef TANDEM_INVARIANTS_H
#define TANDEM_INVARIANTS_H

#define TANDEM_ENCODINGS_INTERNAL
#include "../encodings/encodings.h"

// Emits `assert _b<n> ==> cand;` lines at the head of loop l.
void invariants_emit_candidates(Enc *e, const Loop *l);

#endif
