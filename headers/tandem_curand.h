/* tandem/headers/tandem_curand.h — the device API of cuRAND
 * (curand_kernel.h), written for tandem from the cuRAND documentation.
 * A generator state is a small struct; curand_init writes it and every draw
 * reads and writes it (so states shared between threads show up as races),
 * and the number drawn is an arbitrary value (__tandem_arbitrary): tandem
 * never depends on which number a generator yields.
 * Included from the SDK stand-in sdk/curand_kernel.h (not precompiled:
 * only files that use cuRAND pay for it). */
#ifndef TANDEM_CURAND_H
#define TANDEM_CURAND_H
#define CURAND_KERNEL_H_

#define __TANDEM_CRS(N) struct N { unsigned int d, v[5]; int boxmuller_flag; float boxmuller_extra; };
__TANDEM_CRS(curandStateXORWOW)
__TANDEM_CRS(curandStatePhilox4_32_10)
__TANDEM_CRS(curandStateMRG32k3a)
__TANDEM_CRS(curandStateSobol32)
__TANDEM_CRS(curandStateScrambledSobol32)
__TANDEM_CRS(curandStateSobol64)
__TANDEM_CRS(curandStateScrambledSobol64)
#undef __TANDEM_CRS
/* An MTGP32 state serves a whole block (up to 256 threads draw from it at
 * once, each from its own slot, as cuRAND documents): slot t % 256 is
 * thread t's, so 512 threads on one state, or two blocks on one state,
 * race on a slot, and 256 threads of one block do not. */
struct curandStateMtgp32 { unsigned int slot[256]; int boxmuller_flag; float boxmuller_extra; };
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;
typedef struct curandStateMtgp32 curandStateMtgp32_t;
typedef struct curandStateSobol32 curandStateSobol32_t;
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
typedef struct curandStateSobol64 curandStateSobol64_t;
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];

#define __TANDEM_CR static __inline__ __attribute__((device)) __attribute__((always_inline))
/* One draw: reads and writes the state, yields an arbitrary value. */
template <typename __S> __TANDEM_CR unsigned int __tandem_curand_next(__S *s) {
  unsigned int r = __tandem_arbitrary();
  s->d = s->d + r;
  return r;
}
__TANDEM_CR unsigned int __tandem_curand_next(curandStateMtgp32 *s) {
  unsigned int r = __tandem_arbitrary();
  unsigned int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  s->slot[t % 256u] = s->slot[t % 256u] + r;
  return r;
}
/* The state curand_init writes is cuRAND's business: an arbitrary value,
 * so two threads initialising one state race even with equal arguments
 * (equal values would pass as a benign write). */
template <typename __S> __TANDEM_CR void __tandem_curand_seed(__S *s, unsigned long long x) {
  s->d = (unsigned int)x + __tandem_arbitrary();
  s->boxmuller_flag = 0;
  s->boxmuller_extra = 0.0f;
}
template <typename __S>
__TANDEM_CR void curand_init(unsigned long long seed, unsigned long long subseq,
                             unsigned long long offset, __S *s) {
  __tandem_curand_seed(s, seed ^ subseq ^ offset);
}
/* The Sobol generators' forms take the state types they initialise (as
 * in cuRAND), so curand_init(0, 0, 0, &xorwow) is not ambiguous. */
__TANDEM_CR void curand_init(unsigned int *, unsigned int offset, curandStateSobol32 *s) {
  __tandem_curand_seed(s, offset); }
__TANDEM_CR void curand_init(unsigned int *, unsigned int scramble, unsigned int offset,
                             curandStateScrambledSobol32 *s) {
  __tandem_curand_seed(s, scramble ^ offset); }
__TANDEM_CR void curand_init(unsigned long long *, unsigned long long offset, curandStateSobol64 *s) {
  __tandem_curand_seed(s, offset); }
__TANDEM_CR void curand_init(unsigned long long *, unsigned long long scramble, unsigned long long offset,
                             curandStateScrambledSobol64 *s) {
  __tandem_curand_seed(s, scramble ^ offset); }
template <typename __S> __TANDEM_CR unsigned int curand(__S *s) { return __tandem_curand_next(s); }
template <typename __S> __TANDEM_CR float curand_uniform(__S *s) {
  return __uint_as_float(__tandem_curand_next(s)); }
template <typename __S> __TANDEM_CR double curand_uniform_double(__S *s) {
  return (double)__uint_as_float(__tandem_curand_next(s)); }
template <typename __S> __TANDEM_CR float curand_normal(__S *s) {
  return __uint_as_float(__tandem_curand_next(s)); }
template <typename __S> __TANDEM_CR double curand_normal_double(__S *s) {
  return (double)__uint_as_float(__tandem_curand_next(s)); }
template <typename __S> __TANDEM_CR float curand_log_normal(__S *s, float, float) {
  return __uint_as_float(__tandem_curand_next(s)); }
template <typename __S> __TANDEM_CR double curand_log_normal_double(__S *s, double, double) {
  return (double)__uint_as_float(__tandem_curand_next(s)); }
template <typename __S> __TANDEM_CR unsigned int curand_poisson(__S *s, double) {
  return __tandem_curand_next(s); }
template <typename __S> __TANDEM_CR float2 curand_normal2(__S *s) {
  return make_float2(curand_normal(s), curand_normal(s)); }
template <typename __S> __TANDEM_CR double2 curand_normal2_double(__S *s) {
  return make_double2(curand_normal_double(s), curand_normal_double(s)); }
template <typename __S> __TANDEM_CR float4 curand_uniform4(__S *s) {
  return make_float4(curand_uniform(s), curand_uniform(s), curand_uniform(s), curand_uniform(s)); }
template <typename __S> __TANDEM_CR float4 curand_normal4(__S *s) {
  return make_float4(curand_normal(s), curand_normal(s), curand_normal(s), curand_normal(s)); }
template <typename __S> __TANDEM_CR uint4 curand4(__S *s) {
  return make_uint4(curand(s), curand(s), curand(s), curand(s)); }
template <typename __S> __TANDEM_CR void skipahead(unsigned long long n, __S *s) {
  s->d = s->d + (unsigned int)n; }
template <typename __S> __TANDEM_CR void skipahead_sequence(unsigned long long n, __S *s) {
  s->d = s->d + (unsigned int)n; }
#undef __TANDEM_CR
#endif /* TANDEM_CURAND_H */
