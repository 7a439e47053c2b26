/* tandem_annotation_switches.h — GPUVerify's options that switch source
 * annotations off, as macros over the annotation names (included after the
 * language header when one of them is given; runner/tools.c):
 *
 *   --no-annotations            (__TANDEM_NO_ANNOTATIONS): loop and barrier
 *       invariants, requires and ensures are dropped (assertions stay);
 *   --only-requires             (__TANDEM_ONLY_REQUIRES): the same, but
 *       __requires stays.
 *
 * (--invariants-as-candidates is no macro: the translator keeps the lines
 * and the encoder makes them Houdini candidates, dualise.c.)
 *
 * Dropping an assumption or an invariant can only lose proofs, never hide a
 * defect: what remains is checked as without the option. */
#ifndef TANDEM_ANNOTATION_SWITCHES_H
#define TANDEM_ANNOTATION_SWITCHES_H

#define __TANDEM_NOP ((void)1)

#if defined(__TANDEM_NO_ANNOTATIONS) || defined(__TANDEM_ONLY_REQUIRES)
#define __invariant(c) __TANDEM_NOP
#define __global_invariant(c) __TANDEM_NOP
#define __function_wide_invariant(c) __TANDEM_NOP
#define __candidate_invariant(c) __TANDEM_NOP
#define __candidate_global_invariant(c) __TANDEM_NOP
#define __global_requires(c) __TANDEM_NOP
#define __ensures(c) __TANDEM_NOP
#define __global_ensures(c) __TANDEM_NOP
#define __tandem_barrier_invariant(c) __TANDEM_NOP
#define __tandem_barrier_invariant_binary(c) __TANDEM_NOP
#define __tandem_bi_inst(i) __TANDEM_NOP
#ifndef __TANDEM_ONLY_REQUIRES
#define __requires(c) __TANDEM_NOP
#endif
#endif

#endif
