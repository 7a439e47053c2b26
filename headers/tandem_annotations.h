/* tandem/headers/tandem_annotations.h — GPUVerify's specification language,
 * for CUDA (included by cuda.h) and OpenCL C (included by opencl.h).
 * Written for tandem from GPUVerify's documented meaning of each annotation;
 * translator/annotations.c lowers the calls. docs/user-guide.md lists what
 * tandem treats differently and why.
 *
 * Three kinds of names:
 *   - functions of booleans and integers: plain C symbols (extern "C");
 *   - functions of pointers: one overload per address space in OpenCL
 *     (recognised by the demangled base name, as for __no_read), C++
 *     overloads over `const volatile void *` in CUDA;
 *   - macros for what is an expression over the others (__uniform_int,
 *     __same_group, __read_offset, ...).
 */
#ifndef TANDEM_ANNOTATIONS_H
#define TANDEM_ANNOTATIONS_H

#ifndef __CUDA__
#define __TANDEM_AD
#define __TANDEM_AC
#define __TANDEM_AO __attribute__((overloadable))
#define __TANDEM_AX_BEGIN
#define __TANDEM_AX_END
#define __TANDEM_AI static inline __attribute__((overloadable))
#else
#define __TANDEM_AD __attribute__((device))
#define __TANDEM_AC extern "C"
#define __TANDEM_AO
#define __TANDEM_AX_BEGIN extern "C" {
#define __TANDEM_AX_END }
#define __TANDEM_AI __attribute__((device)) inline
#endif

__TANDEM_AX_BEGIN
/* Invariants, pre- and post-conditions, assertions. "global" forms are the
 * same facts: tandem evaluates every annotation for both threads. */
__TANDEM_AD void __global_invariant(bool);
__TANDEM_AD void __function_wide_invariant(bool);
__TANDEM_AD void __candidate_invariant(bool);
__TANDEM_AD void __candidate_global_invariant(bool);
__TANDEM_AD void __function_wide_candidate_invariant(bool);
__TANDEM_AD void __candidate_assert(bool);
__TANDEM_AD void __candidate_global_assert(bool);
__TANDEM_AD void __ensures(bool);
__TANDEM_AD void __global_requires(bool);
__TANDEM_AD void __global_ensures(bool);
__TANDEM_AD void __global_assert(bool);
__TANDEM_AD void __non_temporal_loads_begin(void);
__TANDEM_AD void __non_temporal_loads_end(void);

/* The calling thread is executing this statement (its predicate). */
__TANDEM_AD bool __enabled(void);
/* GPUVerify: the thread is enabled in the block immediately dominating this
 * point. tandem gives it __enabled()'s meaning (docs/user-guide.md). */
__TANDEM_AD bool __dominator_enabled(void);

/* The other thread of the pair's value of an expression. */
__TANDEM_AD int __other_int(int);
__TANDEM_AD bool __other_bool(bool);

/* In __ensures: the value on entry to the function, the returned value. */
__TANDEM_AD int __old_int(int);
__TANDEM_AD bool __old_bool(bool);
__TANDEM_AD int __return_val_int(void);
__TANDEM_AD bool __return_val_bool(void);
__TANDEM_AD void *__return_val_ptr(void);
#ifndef __CUDA__
__TANDEM_AD int4 __return_val_int4(void);
#endif

/* Integer helpers. __add_noovfl_T(x, y) is x + y, checked not to overflow. */
#define __TANDEM_NOOVFL(T, N) \
  __TANDEM_AD T __add_noovfl_##N(T, T); \
  __TANDEM_AD unsigned T __add_noovfl_unsigned_##N(unsigned T, unsigned T);
__TANDEM_NOOVFL(char, char)
__TANDEM_NOOVFL(short, short)
__TANDEM_NOOVFL(int, int)
__TANDEM_NOOVFL(long, long)
#undef __TANDEM_NOOVFL

/* __barrier_invariant_N(e, i1, ..., iN) and the _binary_ forms (macros
 * below); __read_permission is GPUVerify's permission for its access checks,
 * which tandem replaces by race checks on the invariant's own reads. */
__TANDEM_AD void __tandem_barrier_invariant(bool);
__TANDEM_AD void __tandem_barrier_invariant_binary(bool);
__TANDEM_AD void __tandem_array_snapshot(bool, bool);
#ifdef __CUDA__
__TANDEM_AD void __tandem_bi_inst(unsigned long long);
#else
__TANDEM_AD void __tandem_bi_inst(unsigned long);
#endif
__TANDEM_AX_END

/* __ite(c, x, y): c ? x : y without control flow. */
#define __TANDEM_ITE(T) __TANDEM_AD __TANDEM_AO T __ite(bool, T, T);
__TANDEM_ITE(char) __TANDEM_ITE(unsigned char) __TANDEM_ITE(short) __TANDEM_ITE(unsigned short)
__TANDEM_ITE(int) __TANDEM_ITE(unsigned int) __TANDEM_ITE(long) __TANDEM_ITE(unsigned long)
#ifdef __CUDA__
__TANDEM_ITE(long long) __TANDEM_ITE(unsigned long long)
#endif
#undef __TANDEM_ITE
/* __add_noovfl(x1, ..., xn), 1 to 4 operands (GPUVerify's predicate form):
 * true when the sum of the operands does not overflow their type. The sum
 * is formed in a wider type (32-bit operands) or, for unsigned long, checked
 * one partial sum at a time (no partial sum of unsigned operands wraps iff
 * the whole sum does not). */
#define __TANDEM_NOOVFL2(T, W, LO, HI) \
  __TANDEM_AI bool __add_noovfl(T x) { return (void)x, 1; } \
  __TANDEM_AI bool __add_noovfl(T x, T y) { return (W)x + (W)y >= (W)(LO) && (W)x + (W)y <= (W)(HI); } \
  __TANDEM_AI bool __add_noovfl(T x, T y, T z) { \
    return (W)x + (W)y + (W)z >= (W)(LO) && (W)x + (W)y + (W)z <= (W)(HI); } \
  __TANDEM_AI bool __add_noovfl(T x, T y, T z, T u) { \
    return (W)x + (W)y + (W)z + (W)u >= (W)(LO) && (W)x + (W)y + (W)z + (W)u <= (W)(HI); }
__TANDEM_NOOVFL2(int, long, -2147483647 - 1, 2147483647)
__TANDEM_NOOVFL2(unsigned int, long, 0, 4294967295u)
__TANDEM_AI bool __add_noovfl(long x) { return (void)x, 1; }
__TANDEM_AI bool __add_noovfl(long x, long y) { /* no overflow: the sum has x's or y's sign */
  long s = (long)((unsigned long)x + (unsigned long)y);
  return ((x ^ s) & (y ^ s)) >= 0;
}
__TANDEM_AI bool __add_noovfl(unsigned long x) { return (void)x, 1; }
__TANDEM_AI bool __add_noovfl(unsigned long x, unsigned long y) { return x + y >= x; }
__TANDEM_AI bool __add_noovfl(unsigned long x, unsigned long y, unsigned long z) {
  return x + y >= x && x + y + z >= x + y;
}
__TANDEM_AI bool __add_noovfl(unsigned long x, unsigned long y, unsigned long z, unsigned long u) {
  return x + y >= x && x + y + z >= x + y && x + y + z + u >= x + y + z;
}
#undef __TANDEM_NOOVFL2

/* At most one of the conditions holds (for the calling thread). */
__TANDEM_AD __TANDEM_AO bool __at_most_one(bool, bool);
__TANDEM_AD __TANDEM_AO bool __at_most_one(bool, bool, bool);
__TANDEM_AD __TANDEM_AO bool __at_most_one(bool, bool, bool, bool);
__TANDEM_AD __TANDEM_AO bool __at_most_one(bool, bool, bool, bool, bool);
__TANDEM_AD __TANDEM_AO bool __at_most_one(bool, bool, bool, bool, bool, bool);

/* Queries and declarations over a pointer: the array it points into. */
#define __TANDEM_PQ(AS)                                                              \
  __TANDEM_AD __TANDEM_AO bool __read(const volatile AS void *);                     \
  __TANDEM_AD __TANDEM_AO bool __write(const volatile AS void *);                    \
  __TANDEM_AD __TANDEM_AO int __ptr_base(const volatile AS void *);                  \
  __TANDEM_AD __TANDEM_AO unsigned long __ptr_offset_bytes(const volatile AS void *); \
  __TANDEM_AD __TANDEM_AO void __reads_from(const volatile AS void *);               \
  __TANDEM_AD __TANDEM_AO void __writes_to(const volatile AS void *);                \
  __TANDEM_AD __TANDEM_AO void __requires_fresh_array(const volatile AS void *);     \
  __TANDEM_AD __TANDEM_AO void *__other_ptr(const volatile AS void *);               \
  __TANDEM_AD __TANDEM_AO bool __atomic_has_taken_value(volatile AS unsigned *, unsigned long, unsigned);
#ifndef __CUDA__
__TANDEM_PQ(__private) __TANDEM_PQ(__global) __TANDEM_PQ(__constant) __TANDEM_PQ(__local)
#else
__TANDEM_PQ()
#endif
#undef __TANDEM_PQ

/* Element forms of the byte-offset queries. */
#define __read_offset(p) (__read_offset_bytes(p) / sizeof(*(p)))
#define __write_offset(p) (__write_offset_bytes(p) / sizeof(*(p)))
#define __ptr_offset(p) (__ptr_offset_bytes(p) / sizeof(*(p)))

/* Two-thread predicates. */
#define __uniform_int(X) ((X) == __other_int(X))
#define __uniform_bool(X) ((X) == __other_bool(X))
#define __distinct_int(X) ((X) != __other_int(X))
#define __distinct_bool(X) ((X) != __other_bool(X))
#define __other_ptr_base(X) __other_int(X)
#define __uniform_ptr_base(X) ((X) == __other_ptr_base(X))
#define __distinct_ptr_base(X) ((X) != __other_ptr_base(X))
#define __all(X) ((X) & __other_bool(X))
#define __exclusive(X) (!(__all(X)))
#ifndef __CUDA__
#define __same_group ((get_group_id(0) == __other_int(get_group_id(0))) & \
                      (get_group_id(1) == __other_int(get_group_id(1))) & \
                      (get_group_id(2) == __other_int(get_group_id(2))))
#else
#define __same_group ((blockIdx.x == __other_int(blockIdx.x)) & \
                      (blockIdx.y == __other_int(blockIdx.y)) & \
                      (blockIdx.z == __other_int(blockIdx.z)))
#endif

#define __read_permission(t, x) ((void)0)
/* __array_snapshot(dst, src): the arrays are named through __no_read, whose
 * argument the translator resolves to an array. */
#define __array_snapshot(dst, src) __tandem_array_snapshot(__no_read(dst), __no_read(src))
/* DECLARE_UF_BINARY(F, T1, T2, R), DECLARE_UF_UNARY(F, T1, R) (file scope):
 * F is an uninterpreted function, the same function for every thread; the
 * translator applies __uninterpreted_function_F as a pure function. */
#ifndef __CUDA__
#define DECLARE_UF_BINARY(F, T1, T2, R) \
  R __uninterpreted_function_##F(T1, T2); \
  static inline R F(T1 x, T2 y) { return __uninterpreted_function_##F(x, y); }
#define DECLARE_UF_UNARY(F, T1, R) \
  R __uninterpreted_function_##F(T1); \
  static inline R F(T1 x) { return __uninterpreted_function_##F(x); }
#else
#define DECLARE_UF_BINARY(F, T1, T2, R) \
  extern "C" __attribute__((device)) R __uninterpreted_function_##F(T1, T2); \
  static __attribute__((device)) inline R F(T1 x, T2 y) { return __uninterpreted_function_##F(x, y); }
#define DECLARE_UF_UNARY(F, T1, R) \
  extern "C" __attribute__((device)) R __uninterpreted_function_##F(T1); \
  static __attribute__((device)) inline R F(T1 x) { return __uninterpreted_function_##F(x); }
#endif

#define __is_pow2(x) ((((x) & ((x) - 1)) == 0))
#define __mod_pow2(x, y) (((y) - 1) & (x))

/* __axiom(e) at file scope: a fact assumed at the start of every kernel of
 * the file. It becomes a function __tandem_axiom_<n> returning e that the
 * translator calls from each kernel's entry. */
#define __tandem_axcat(x, y) x##y
#define __tandem_axname(n) __tandem_axcat(__tandem_axiom_, n)
#ifdef __CUDA__
#define __tandem_axdef(e, n) \
  extern "C" __attribute__((device)) bool __tandem_axname(n)(void); \
  extern "C" __attribute__((device)) bool __tandem_axname(n)(void) { return (e); }
#else
#define __tandem_axdef(e, n) \
  bool __tandem_axname(n)(void); \
  bool __tandem_axname(n)(void) { return (e); }
#endif
#define __axiom(e) __tandem_axdef(e, __COUNTER__)

/* Barrier invariants: __barrier_invariant_N(e, i1, ..., iN) becomes a call
 * __tandem_barrier_invariant(e) followed by one __tandem_bi_inst(ik) per
 * instantiation (the binary forms: two per pair), which the translator
 * gathers into one I_BARRIER_INV (docs/encodings.md, section 24). */
#define __TANDEM_BI_1(a) __tandem_bi_inst(a)
#define __TANDEM_BI_2(a, ...) __tandem_bi_inst(a), __TANDEM_BI_1(__VA_ARGS__)
#define __TANDEM_BI_3(a, ...) __tandem_bi_inst(a), __TANDEM_BI_2(__VA_ARGS__)
#define __TANDEM_BI_4(a, ...) __tandem_bi_inst(a), __TANDEM_BI_3(__VA_ARGS__)
#define __TANDEM_BI_5(a, ...) __tandem_bi_inst(a), __TANDEM_BI_4(__VA_ARGS__)
#define __TANDEM_BI_6(a, ...) __tandem_bi_inst(a), __TANDEM_BI_5(__VA_ARGS__)
#define __TANDEM_BI_7(a, ...) __tandem_bi_inst(a), __TANDEM_BI_6(__VA_ARGS__)
#define __TANDEM_BI_8(a, ...) __tandem_bi_inst(a), __TANDEM_BI_7(__VA_ARGS__)
#define __TANDEM_BI_9(a, ...) __tandem_bi_inst(a), __TANDEM_BI_8(__VA_ARGS__)
#define __TANDEM_BI_10(a, ...) __tandem_bi_inst(a), __TANDEM_BI_9(__VA_ARGS__)
#define __TANDEM_BI_11(a, ...) __tandem_bi_inst(a), __TANDEM_BI_10(__VA_ARGS__)
#define __TANDEM_BI_12(a, ...) __tandem_bi_inst(a), __TANDEM_BI_11(__VA_ARGS__)
#define __TANDEM_BI_13(a, ...) __tandem_bi_inst(a), __TANDEM_BI_12(__VA_ARGS__)
#define __TANDEM_BI_14(a, ...) __tandem_bi_inst(a), __TANDEM_BI_13(__VA_ARGS__)
#define __TANDEM_BI_15(a, ...) __tandem_bi_inst(a), __TANDEM_BI_14(__VA_ARGS__)
#define __TANDEM_BI_16(a, ...) __tandem_bi_inst(a), __TANDEM_BI_15(__VA_ARGS__)
#define __TANDEM_BI_17(a, ...) __tandem_bi_inst(a), __TANDEM_BI_16(__VA_ARGS__)
#define __TANDEM_BI_18(a, ...) __tandem_bi_inst(a), __TANDEM_BI_17(__VA_ARGS__)
#define __TANDEM_BI_19(a, ...) __tandem_bi_inst(a), __TANDEM_BI_18(__VA_ARGS__)
#define __TANDEM_BI_20(a, ...) __tandem_bi_inst(a), __TANDEM_BI_19(__VA_ARGS__)
#define __TANDEM_BI_21(a, ...) __tandem_bi_inst(a), __TANDEM_BI_20(__VA_ARGS__)
#define __TANDEM_BI_22(a, ...) __tandem_bi_inst(a), __TANDEM_BI_21(__VA_ARGS__)
#define __TANDEM_BI_23(a, ...) __tandem_bi_inst(a), __TANDEM_BI_22(__VA_ARGS__)
#define __TANDEM_BI_24(a, ...) __tandem_bi_inst(a), __TANDEM_BI_23(__VA_ARGS__)
#define __TANDEM_BI_25(a, ...) __tandem_bi_inst(a), __TANDEM_BI_24(__VA_ARGS__)
#define __TANDEM_BI_26(a, ...) __tandem_bi_inst(a), __TANDEM_BI_25(__VA_ARGS__)
#define __TANDEM_BI_27(a, ...) __tandem_bi_inst(a), __TANDEM_BI_26(__VA_ARGS__)
#define __TANDEM_BI_28(a, ...) __tandem_bi_inst(a), __TANDEM_BI_27(__VA_ARGS__)
#define __TANDEM_BI_29(a, ...) __tandem_bi_inst(a), __TANDEM_BI_28(__VA_ARGS__)
#define __TANDEM_BI_30(a, ...) __tandem_bi_inst(a), __TANDEM_BI_29(__VA_ARGS__)
#define __TANDEM_BI_31(a, ...) __tandem_bi_inst(a), __TANDEM_BI_30(__VA_ARGS__)
#define __TANDEM_BI_32(a, ...) __tandem_bi_inst(a), __TANDEM_BI_31(__VA_ARGS__)
#define __TANDEM_BI_33(a, ...) __tandem_bi_inst(a), __TANDEM_BI_32(__VA_ARGS__)
#define __TANDEM_BI_34(a, ...) __tandem_bi_inst(a), __TANDEM_BI_33(__VA_ARGS__)
#define __TANDEM_BI_35(a, ...) __tandem_bi_inst(a), __TANDEM_BI_34(__VA_ARGS__)
#define __TANDEM_BI_36(a, ...) __tandem_bi_inst(a), __TANDEM_BI_35(__VA_ARGS__)
#define __TANDEM_BI_37(a, ...) __tandem_bi_inst(a), __TANDEM_BI_36(__VA_ARGS__)
#define __TANDEM_BI_38(a, ...) __tandem_bi_inst(a), __TANDEM_BI_37(__VA_ARGS__)
#define __TANDEM_BI_39(a, ...) __tandem_bi_inst(a), __TANDEM_BI_38(__VA_ARGS__)
#define __TANDEM_BI_40(a, ...) __tandem_bi_inst(a), __TANDEM_BI_39(__VA_ARGS__)
#define __barrier_invariant_1(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_1(__VA_ARGS__))
#define __barrier_invariant_2(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_2(__VA_ARGS__))
#define __barrier_invariant_3(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_3(__VA_ARGS__))
#define __barrier_invariant_4(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_4(__VA_ARGS__))
#define __barrier_invariant_5(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_5(__VA_ARGS__))
#define __barrier_invariant_6(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_6(__VA_ARGS__))
#define __barrier_invariant_7(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_7(__VA_ARGS__))
#define __barrier_invariant_8(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_8(__VA_ARGS__))
#define __barrier_invariant_9(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_9(__VA_ARGS__))
#define __barrier_invariant_10(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_10(__VA_ARGS__))
#define __barrier_invariant_11(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_11(__VA_ARGS__))
#define __barrier_invariant_12(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_12(__VA_ARGS__))
#define __barrier_invariant_13(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_13(__VA_ARGS__))
#define __barrier_invariant_14(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_14(__VA_ARGS__))
#define __barrier_invariant_15(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_15(__VA_ARGS__))
#define __barrier_invariant_16(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_16(__VA_ARGS__))
#define __barrier_invariant_17(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_17(__VA_ARGS__))
#define __barrier_invariant_18(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_18(__VA_ARGS__))
#define __barrier_invariant_19(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_19(__VA_ARGS__))
#define __barrier_invariant_20(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_20(__VA_ARGS__))
#define __barrier_invariant_21(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_21(__VA_ARGS__))
#define __barrier_invariant_22(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_22(__VA_ARGS__))
#define __barrier_invariant_23(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_23(__VA_ARGS__))
#define __barrier_invariant_24(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_24(__VA_ARGS__))
#define __barrier_invariant_25(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_25(__VA_ARGS__))
#define __barrier_invariant_26(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_26(__VA_ARGS__))
#define __barrier_invariant_27(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_27(__VA_ARGS__))
#define __barrier_invariant_28(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_28(__VA_ARGS__))
#define __barrier_invariant_29(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_29(__VA_ARGS__))
#define __barrier_invariant_30(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_30(__VA_ARGS__))
#define __barrier_invariant_31(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_31(__VA_ARGS__))
#define __barrier_invariant_32(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_32(__VA_ARGS__))
#define __barrier_invariant_33(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_33(__VA_ARGS__))
#define __barrier_invariant_34(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_34(__VA_ARGS__))
#define __barrier_invariant_35(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_35(__VA_ARGS__))
#define __barrier_invariant_36(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_36(__VA_ARGS__))
#define __barrier_invariant_37(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_37(__VA_ARGS__))
#define __barrier_invariant_38(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_38(__VA_ARGS__))
#define __barrier_invariant_39(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_39(__VA_ARGS__))
#define __barrier_invariant_40(e, ...) (__tandem_barrier_invariant(e), __TANDEM_BI_40(__VA_ARGS__))
#define __barrier_invariant_binary_1(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_2(__VA_ARGS__))
#define __barrier_invariant_binary_2(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_4(__VA_ARGS__))
#define __barrier_invariant_binary_3(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_6(__VA_ARGS__))
#define __barrier_invariant_binary_4(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_8(__VA_ARGS__))
#define __barrier_invariant_binary_5(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_10(__VA_ARGS__))
#define __barrier_invariant_binary_6(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_12(__VA_ARGS__))
#define __barrier_invariant_binary_7(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_14(__VA_ARGS__))
#define __barrier_invariant_binary_8(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_16(__VA_ARGS__))
#define __barrier_invariant_binary_9(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_18(__VA_ARGS__))
#define __barrier_invariant_binary_10(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_20(__VA_ARGS__))
#define __barrier_invariant_binary_11(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_22(__VA_ARGS__))
#define __barrier_invariant_binary_12(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_24(__VA_ARGS__))
#define __barrier_invariant_binary_13(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_26(__VA_ARGS__))
#define __barrier_invariant_binary_14(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_28(__VA_ARGS__))
#define __barrier_invariant_binary_15(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_30(__VA_ARGS__))
#define __barrier_invariant_binary_16(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_32(__VA_ARGS__))
#define __barrier_invariant_binary_17(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_34(__VA_ARGS__))
#define __barrier_invariant_binary_18(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_36(__VA_ARGS__))
#define __barrier_invariant_binary_19(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_38(__VA_ARGS__))
#define __barrier_invariant_binary_20(e, ...) (__tandem_barrier_invariant_binary(e), __TANDEM_BI_40(__VA_ARGS__))

#undef __TANDEM_AD
#undef __TANDEM_AC
#undef __TANDEM_AO
#undef __TANDEM_AI
#undef __TANDEM_AX_BEGIN
#undef __TANDEM_AX_END

#endif /* TANDEM_ANNOTATIONS_H */
