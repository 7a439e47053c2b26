/* tandem/headers/tandem_device.h — the device intrinsics of CUDA's
 * device_functions.h / sm_*_intrinsics.h / texture_fetch_functions.h that
 * headers/cuda.h does not itself define. Written for tandem from the CUDA
 * Programming Guide and Math API reference. Included by headers/cuda.h.
 *
 * Three kinds of definitions, chosen so that what a kernel calls is either
 * modelled exactly, or over-approximated soundly, or stops the kernel with
 * exit 2 naming the call:
 *   - exact: integer bit tricks written out in C (__byte_perm, __funnelshift*),
 *     cache-hinted loads/stores as plain loads/stores;
 *   - uninterpreted: functions of their arguments only (rounding-mode and
 *     fast-math arithmetic, conversions) are declared __attribute__((const)),
 *     which the translator models as an uninterpreted function;
 *   - arbitrary: values a thread cannot predict (clock(), texture fetches,
 *     curand) come from __tandem_arbitrary(), a read of a PTX special
 *     register that the translator gives a fresh arbitrary per-thread value;
 *   - unsupported: declared without a body (the non-_sync warp functions,
 *     surface writes, grid-wide sync): the translator stops the kernel with
 *     "call to unknown function 'NAME'" (exit 2). */
#ifndef TANDEM_DEVICE_H
#define TANDEM_DEVICE_H

#define __TANDEM_DC extern "C" __attribute__((device)) __attribute__((const))
#define __TANDEM_DI2 static __inline__ __attribute__((device)) __attribute__((always_inline))

/* CUDA 11.7's qualifier for read-only kernel parameters: no effect here. */
#define __grid_constant__

/* A fresh arbitrary 32-bit value per call and per thread (see above). */
__TANDEM_DI2 unsigned int __tandem_arbitrary(void) { return __nvvm_read_ptx_sreg_clock(); }
__TANDEM_DI2 unsigned long long __tandem_arbitrary64(void) {
  return (unsigned long long)__nvvm_read_ptx_sreg_clock64(); }

/* ------------------------------------------------------------ one-component vectors */
#define __TANDEM_VEC1(T, N)                                                     \
  struct N##1 { T x; };                                                         \
  __TANDEM_HDI N##1 make_##N##1(T x) { N##1 r; r.x = x; return r; }
__TANDEM_VEC1(signed char, char) __TANDEM_VEC1(unsigned char, uchar)
__TANDEM_VEC1(short, short) __TANDEM_VEC1(unsigned short, ushort)
__TANDEM_VEC1(int, int) __TANDEM_VEC1(unsigned int, uint)
__TANDEM_VEC1(long, long) __TANDEM_VEC1(unsigned long, ulong)
__TANDEM_VEC1(long long, longlong) __TANDEM_VEC1(unsigned long long, ulonglong)
__TANDEM_VEC1(float, float) __TANDEM_VEC1(double, double)
#undef __TANDEM_VEC1
typedef struct dim3 dim3;

/* ------------------------------------------------------------ time */
/* clock()/clock64(): the SM's cycle counter, an arbitrary value per read. */
static __inline__ __attribute__((device)) long clock(void) { return (long)__tandem_arbitrary(); }
static __inline__ __attribute__((device)) long long clock64(void) { return (long long)__tandem_arbitrary64(); }
/* __nanosleep only delays the thread: no memory effect, no synchronisation. */
__TANDEM_DI2 void __nanosleep(unsigned int) {}
__TANDEM_DI2 unsigned int __laneid(void) { return __nvvm_read_ptx_sreg_laneid(); }
__TANDEM_DI2 unsigned int __lanemask_le(void) { return __nvvm_read_ptx_sreg_lanemask_le(); }
__TANDEM_DI2 unsigned int __lanemask_gt(void) { return __nvvm_read_ptx_sreg_lanemask_gt(); }
__TANDEM_DI2 unsigned int __lanemask_ge(void) { return __nvvm_read_ptx_sreg_lanemask_ge(); }
__TANDEM_DI2 unsigned int __lanemask_eq(void) { return __nvvm_read_ptx_sreg_lanemask_eq(); }

/* ------------------------------------------------------------ cache-hinted loads and stores */
/* The hints change caching, not the value read or written: plain accesses. */
#define __TANDEM_LD(N) template <typename __T> __TANDEM_DI2 __T N(const __T *p) { return *p; }
#define __TANDEM_ST(N) template <typename __T> __TANDEM_DI2 void N(__T *p, __T v) { *p = v; }
__TANDEM_LD(__ldcg) __TANDEM_LD(__ldca) __TANDEM_LD(__ldcs) __TANDEM_LD(__ldlu) __TANDEM_LD(__ldcv)
__TANDEM_ST(__stcg) __TANDEM_ST(__stcs) __TANDEM_ST(__stwb) __TANDEM_ST(__stwt)
#undef __TANDEM_LD
#undef __TANDEM_ST

/* ------------------------------------------------------------ integer intrinsics (exact) */
__TANDEM_DI2 int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
__TANDEM_DI2 int __ffsll(long long x) { return __builtin_ffsll(x); }
__TANDEM_DI2 unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
__TANDEM_DI2 unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned int r = 0;
  for (int i = 0; i < 4; i++) r |= (unsigned int)((v >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
  return r;
}
__TANDEM_DI2 unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int s) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)((v << (s & 31)) >> 32); }
__TANDEM_DI2 unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int s) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)((v << (s > 32 ? 32 : s)) >> 32); }
__TANDEM_DI2 unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int s) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)(v >> (s & 31)); }
__TANDEM_DI2 unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int s) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)(v >> (s > 32 ? 32 : s)); }
__TANDEM_DI2 int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
__TANDEM_DI2 int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
__TANDEM_DI2 unsigned int __uhadd(unsigned int a, unsigned int b) {
  return (unsigned int)(((unsigned long long)a + b) >> 1); }
__TANDEM_DI2 unsigned int __urhadd(unsigned int a, unsigned int b) {
  return (unsigned int)(((unsigned long long)a + b + 1) >> 1); }
__TANDEM_DI2 unsigned int __sad(int a, int b, unsigned int c) {
  return c + (unsigned int)(a > b ? a - b : b - a); }
__TANDEM_DI2 unsigned int __usad(unsigned int a, unsigned int b, unsigned int c) {
  return c + (a > b ? a - b : b - a); }
__TANDEM_DI2 long long __mul64hi(long long a, long long b) {
  return (long long)(((__int128)a * b) >> 64); }
__TANDEM_DI2 unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64); }

/* ------------------------------------------------------------ float intrinsics (uninterpreted) */
#define __TANDEM_RND2(N) __TANDEM_DC float N##_rn(float, float); __TANDEM_DC float N##_rz(float, float); \
  __TANDEM_DC float N##_ru(float, float); __TANDEM_DC float N##_rd(float, float);
#define __TANDEM_DRND2(N) __TANDEM_DC double N##_rn(double, double); __TANDEM_DC double N##_rz(double, double); \
  __TANDEM_DC double N##_ru(double, double); __TANDEM_DC double N##_rd(double, double);
#define __TANDEM_RND1(N, R, A) __TANDEM_DC R N##_rn(A); __TANDEM_DC R N##_rz(A); \
  __TANDEM_DC R N##_ru(A); __TANDEM_DC R N##_rd(A);
__TANDEM_RND2(__fadd) __TANDEM_RND2(__fsub) __TANDEM_RND2(__fmul) __TANDEM_RND2(__fdiv)
__TANDEM_DRND2(__dadd) __TANDEM_DRND2(__dsub) __TANDEM_DRND2(__dmul) __TANDEM_DRND2(__ddiv)
__TANDEM_RND1(__frcp, float, float) __TANDEM_RND1(__fsqrt, float, float)
__TANDEM_RND1(__drcp, double, double) __TANDEM_RND1(__dsqrt, double, double)
__TANDEM_RND1(__float2int, int, float) __TANDEM_RND1(__float2uint, unsigned int, float)
__TANDEM_RND1(__float2ll, long long, float) __TANDEM_RND1(__float2ull, unsigned long long, float)
__TANDEM_RND1(__double2int, int, double) __TANDEM_RND1(__double2uint, unsigned int, double)
__TANDEM_RND1(__double2ll, long long, double) __TANDEM_RND1(__double2ull, unsigned long long, double)
__TANDEM_RND1(__double2float, float, double)
__TANDEM_RND1(__int2float, float, int) __TANDEM_RND1(__uint2float, float, unsigned int)
__TANDEM_RND1(__ll2float, float, long long) __TANDEM_RND1(__ull2float, float, unsigned long long)
__TANDEM_RND1(__ll2double, double, long long) __TANDEM_RND1(__ull2double, double, unsigned long long)
#undef __TANDEM_RND2
#undef __TANDEM_DRND2
#undef __TANDEM_RND1
__TANDEM_DC float __fmaf_rz(float, float, float); __TANDEM_DC float __fmaf_ru(float, float, float);
__TANDEM_DC float __fmaf_rd(float, float, float); __TANDEM_DC float __fmaf_ieee_rn(float, float, float);
__TANDEM_DC double __fma_rn(double, double, double); __TANDEM_DC double __fma_rz(double, double, double);
__TANDEM_DC double __fma_ru(double, double, double); __TANDEM_DC double __fma_rd(double, double, double);
__TANDEM_DC double __int2double_rn(int); __TANDEM_DC double __uint2double_rn(unsigned int);
/* cuda.h declares these without attributes; const makes every one of them
 * an uninterpreted function whatever the translator's list of known names. */
__TANDEM_DC float __uint_as_float(unsigned int); __TANDEM_DC unsigned int __float_as_uint(float);
__TANDEM_DC float __int_as_float(int); __TANDEM_DC int __float_as_int(float);
__TANDEM_DC float __saturatef(float); __TANDEM_DC float __fdividef(float, float);
__TANDEM_DC float __expf(float); __TANDEM_DC float __exp10f(float); __TANDEM_DC float __logf(float);
__TANDEM_DC float __log2f(float); __TANDEM_DC float __sinf(float); __TANDEM_DC float __cosf(float);
__TANDEM_DC float __tanf(float); __TANDEM_DC float __powf(float, float);
__TANDEM_DC float __log10f(float); __TANDEM_DC float __frsqrt_rn(float);
__TANDEM_DC long long __double_as_longlong(double); __TANDEM_DC double __longlong_as_double(long long);
__TANDEM_DC int __double2hiint(double); __TANDEM_DC int __double2loint(double);
__TANDEM_DC double __hiloint2double(int, int);
__TANDEM_DC int __isnanf(float); __TANDEM_DC int __isinff(float); __TANDEM_DC int __finitef(float);
__TANDEM_DC int __isnan(double); __TANDEM_DC int __isinf(double); __TANDEM_DC int __finite(double);
/* The SIMD intrinsics over two 16-bit or four 8-bit lanes of a word
 * (CUDA Math API, "SIMD Intrinsics"), uninterpreted. */
#define __TANDEM_V1(N) __TANDEM_DC unsigned int N##2(unsigned int); \
                       __TANDEM_DC unsigned int N##4(unsigned int);
#define __TANDEM_V2(N) __TANDEM_DC unsigned int N##2(unsigned int, unsigned int); \
                       __TANDEM_DC unsigned int N##4(unsigned int, unsigned int);
__TANDEM_V1(__vabs) __TANDEM_V1(__vabsss) __TANDEM_V1(__vneg) __TANDEM_V1(__vnegss)
__TANDEM_V2(__vabsdiffs) __TANDEM_V2(__vabsdiffu) __TANDEM_V2(__vadd) __TANDEM_V2(__vaddss)
__TANDEM_V2(__vaddus) __TANDEM_V2(__vavgs) __TANDEM_V2(__vavgu) __TANDEM_V2(__vhaddu)
__TANDEM_V2(__vcmpeq) __TANDEM_V2(__vcmpges) __TANDEM_V2(__vcmpgeu) __TANDEM_V2(__vcmpgts)
__TANDEM_V2(__vcmpgtu) __TANDEM_V2(__vcmples) __TANDEM_V2(__vcmpleu) __TANDEM_V2(__vcmplts)
__TANDEM_V2(__vcmpltu) __TANDEM_V2(__vcmpne) __TANDEM_V2(__vmaxs) __TANDEM_V2(__vmaxu)
__TANDEM_V2(__vmins) __TANDEM_V2(__vminu) __TANDEM_V2(__vsads) __TANDEM_V2(__vsadu)
__TANDEM_V2(__vseteq) __TANDEM_V2(__vsetges) __TANDEM_V2(__vsetgeu) __TANDEM_V2(__vsetgts)
__TANDEM_V2(__vsetgtu) __TANDEM_V2(__vsetles) __TANDEM_V2(__vsetleu) __TANDEM_V2(__vsetlts)
__TANDEM_V2(__vsetltu) __TANDEM_V2(__vsetne) __TANDEM_V2(__vsub) __TANDEM_V2(__vsubss)
__TANDEM_V2(__vsubus)
#undef __TANDEM_V1
#undef __TANDEM_V2
/* The DPX functions (CUDA 12): on one 32-bit integer exact, on two 16-bit
 * halves of a word uninterpreted; the __vib* forms also say which operand
 * won, through bool pointers (packed: arbitrary). */
#define __TANDEM_DPX_MAX(a, b) ((a) > (b) ? (a) : (b))
#define __TANDEM_DPX_MIN(a, b) ((a) < (b) ? (a) : (b))
#define __TANDEM_DPX_RELU(x) ((x) > 0 ? (x) : 0)
#define __TANDEM_DPX32(T, S)                                                    \
  __TANDEM_DI2 T __vimax_##S(T a, T b) { return __TANDEM_DPX_MAX(a, b); }       \
  __TANDEM_DI2 T __vimin_##S(T a, T b) { return __TANDEM_DPX_MIN(a, b); }       \
  __TANDEM_DI2 T __vimax3_##S(T a, T b, T c) { return __TANDEM_DPX_MAX(__TANDEM_DPX_MAX(a, b), c); } \
  __TANDEM_DI2 T __vimin3_##S(T a, T b, T c) { return __TANDEM_DPX_MIN(__TANDEM_DPX_MIN(a, b), c); } \
  __TANDEM_DI2 T __viaddmax_##S(T a, T b, T c) { return __TANDEM_DPX_MAX((T)(a + b), c); } \
  __TANDEM_DI2 T __viaddmin_##S(T a, T b, T c) { return __TANDEM_DPX_MIN((T)(a + b), c); } \
  __TANDEM_DI2 T __vibmax_##S(T a, T b, bool *p) { *p = a >= b; return __TANDEM_DPX_MAX(a, b); } \
  __TANDEM_DI2 T __vibmin_##S(T a, T b, bool *p) { *p = a <= b; return __TANDEM_DPX_MIN(a, b); }
__TANDEM_DPX32(int, s32) __TANDEM_DPX32(unsigned int, u32)
__TANDEM_DI2 int __vimax_s32_relu(int a, int b) { return __TANDEM_DPX_RELU(__TANDEM_DPX_MAX(a, b)); }
__TANDEM_DI2 int __vimin_s32_relu(int a, int b) { return __TANDEM_DPX_RELU(__TANDEM_DPX_MIN(a, b)); }
__TANDEM_DI2 int __vimax3_s32_relu(int a, int b, int c) { return __TANDEM_DPX_RELU(__vimax3_s32(a, b, c)); }
__TANDEM_DI2 int __vimin3_s32_relu(int a, int b, int c) { return __TANDEM_DPX_RELU(__vimin3_s32(a, b, c)); }
__TANDEM_DI2 int __viaddmax_s32_relu(int a, int b, int c) { return __TANDEM_DPX_RELU(__viaddmax_s32(a, b, c)); }
__TANDEM_DI2 int __viaddmin_s32_relu(int a, int b, int c) { return __TANDEM_DPX_RELU(__viaddmin_s32(a, b, c)); }
#undef __TANDEM_DPX32
#undef __TANDEM_DPX_MAX
#undef __TANDEM_DPX_MIN
#undef __TANDEM_DPX_RELU
#define __TANDEM_DPX16(S)                                                       \
  __TANDEM_DC unsigned int __vimax_##S(unsigned int, unsigned int);             \
  __TANDEM_DC unsigned int __vimin_##S(unsigned int, unsigned int);             \
  __TANDEM_DC unsigned int __vimax3_##S(unsigned int, unsigned int, unsigned int); \
  __TANDEM_DC unsigned int __vimin3_##S(unsigned int, unsigned int, unsigned int); \
  __TANDEM_DC unsigned int __viaddmax_##S(unsigned int, unsigned int, unsigned int); \
  __TANDEM_DC unsigned int __viaddmin_##S(unsigned int, unsigned int, unsigned int); \
  __TANDEM_DI2 unsigned int __vibmax_##S(unsigned int a, unsigned int b, bool *hi, bool *lo) { \
    *hi = __tandem_arbitrary() & 1; *lo = __tandem_arbitrary() & 1; return __vimax_##S(a, b); } \
  __TANDEM_DI2 unsigned int __vibmin_##S(unsigned int a, unsigned int b, bool *hi, bool *lo) { \
    *hi = __tandem_arbitrary() & 1; *lo = __tandem_arbitrary() & 1; return __vimin_##S(a, b); }
__TANDEM_DPX16(s16x2) __TANDEM_DPX16(u16x2)
#undef __TANDEM_DPX16
__TANDEM_DC unsigned int __vimax_s16x2_relu(unsigned int, unsigned int);
__TANDEM_DC unsigned int __vimin_s16x2_relu(unsigned int, unsigned int);
__TANDEM_DC unsigned int __vimax3_s16x2_relu(unsigned int, unsigned int, unsigned int);
__TANDEM_DC unsigned int __vimin3_s16x2_relu(unsigned int, unsigned int, unsigned int);
__TANDEM_DC unsigned int __viaddmax_s16x2_relu(unsigned int, unsigned int, unsigned int);
__TANDEM_DC unsigned int __viaddmin_s16x2_relu(unsigned int, unsigned int, unsigned int);
__TANDEM_DC int __dp4a(int, int, int);
/* more of the math API than cuda.h declares, float and double */
#define __TANDEM_M1(F) __TANDEM_DC float F##f(float); __TANDEM_DC double F(double);
#define __TANDEM_M2(F) __TANDEM_DC float F##f(float, float); __TANDEM_DC double F(double, double);
__TANDEM_M1(rcbrt) __TANDEM_M1(sinpi) __TANDEM_M1(cospi) __TANDEM_M1(asinh) __TANDEM_M1(acosh)
__TANDEM_M1(atanh) __TANDEM_M1(erfinv) __TANDEM_M1(erfcinv) __TANDEM_M1(erfcx) __TANDEM_M1(normcdf)
__TANDEM_M1(normcdfinv) __TANDEM_M1(nearbyint) __TANDEM_M1(logb) __TANDEM_M1(j0) __TANDEM_M1(j1)
__TANDEM_M1(y0) __TANDEM_M1(y1) __TANDEM_M1(significand)
__TANDEM_M2(nextafter) __TANDEM_M2(rhypot) __TANDEM_M2(fdivide)
#undef __TANDEM_M1
#undef __TANDEM_M2
__TANDEM_DC float norm3df(float, float, float); __TANDEM_DC float rnorm3df(float, float, float);
__TANDEM_DC float norm4df(float, float, float, float); __TANDEM_DC float rnorm4df(float, float, float, float);
__TANDEM_DC double norm3d(double, double, double); __TANDEM_DC double rnorm3d(double, double, double);
__TANDEM_DC float scalbnf(float, int); __TANDEM_DC double scalbn(double, int);
/* nan(tag)/nanf(tag): a quiet NaN whose payload bits the tag selects in an
   implementation-defined way. tandem does not read the tag: the payload is a
   fixed but unknown value (a pure call without arguments), which covers every
   choice the device makes; clang's CUDA math header gives the same pair as
   static device overloads next to the C library's host functions. */
__TANDEM_DC unsigned long long __tandem_nan_payload(void);
static __inline__ __attribute__((device)) double nan(const char *) {
  return __longlong_as_double((long long)(0x7ff8000000000000ull | (__tandem_nan_payload() & 0x0007ffffffffffffull)));
}
static __inline__ __attribute__((device)) float nanf(const char *) {
  return __int_as_float((int)(0x7fc00000u | ((unsigned int)__tandem_nan_payload() & 0x003fffffu)));
}
__TANDEM_DC int ilogbf(float); __TANDEM_DC int ilogb(double);
__TANDEM_DC long lrintf(float); __TANDEM_DC long long llrintf(float);
__TANDEM_DC long lroundf(float); __TANDEM_DC long long llroundf(float);
__TANDEM_DC long lrint(double); __TANDEM_DC long long llrint(double);
__TANDEM_DC long lround(double); __TANDEM_DC long long llround(double);
__TANDEM_DC float powif(float, int); __TANDEM_DC double powi(double, int);
__TANDEM_DC float fdividef(float, float);
/* functions returning through pointers: a call stops the kernel (exit 2) */
extern "C" __attribute__((device)) void sincos(double, double *, double *);
extern "C" __attribute__((device)) void sincospif(float, float *, float *);
extern "C" __attribute__((device)) void __sincosf(float, float *, float *);
extern "C" __attribute__((device)) void sincospi(double, double *, double *);
extern "C" __attribute__((device)) float frexpf(float, int *);
extern "C" __attribute__((device)) float modff(float, float *);
extern "C" __attribute__((device)) double frexp(double, int *);
extern "C" __attribute__((device)) double modf(double, double *);
extern "C" __attribute__((device)) float remquof(float, float, int *);
/* the integer min/max family of CUDA's math API */
static __inline__ __attribute__((device)) unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
static __inline__ __attribute__((device)) unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
static __inline__ __attribute__((device)) long long llmin(long long a, long long b) { return a < b ? a : b; }
static __inline__ __attribute__((device)) long long llmax(long long a, long long b) { return a > b ? a : b; }
static __inline__ __attribute__((device)) unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
static __inline__ __attribute__((device)) unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
/* float overloads CUDA provides for C++ code */
static __inline__ __attribute__((device)) float abs(float x) { return fabsf(x); }
static __inline__ __attribute__((device)) double abs(double x) { return fabs(x); }
static __inline__ __attribute__((device)) long long abs(long long x) { return llabs(x); }
static __inline__ __attribute__((device)) long abs(long x) { return labs(x); }
static __inline__ __attribute__((device)) float saturate(float x) { return __saturatef(x); }
static __inline__ __attribute__((device)) unsigned long long min(unsigned long long a, long long b) {
  return min(a, (unsigned long long)b); }
static __inline__ __attribute__((device)) unsigned long long min(long long a, unsigned long long b) {
  return min((unsigned long long)a, b); }
static __inline__ __attribute__((device)) unsigned long long max(unsigned long long a, long long b) {
  return max(a, (unsigned long long)b); }
static __inline__ __attribute__((device)) unsigned long long max(long long a, unsigned long long b) {
  return max((unsigned long long)a, b); }
static __inline__ __attribute__((host)) __attribute__((device)) double min(float a, double b) { return min((double)a, b); }
static __inline__ __attribute__((host)) __attribute__((device)) double min(double a, float b) { return min(a, (double)b); }
static __inline__ __attribute__((host)) __attribute__((device)) double max(float a, double b) { return max((double)a, b); }
static __inline__ __attribute__((host)) __attribute__((device)) double max(double a, float b) { return max(a, (double)b); }

/* ------------------------------------------------------------ warps */
/* 64-bit and double shuffles: two 32-bit shuffles, as CUDA does. */
#define __TANDEM_SHFL64(NAME, OT)                                               \
  __TANDEM_DI2 long long NAME(unsigned int m, long long v, OT o, int w = warpSize) { \
    int lo = NAME(m, (int)v, o, w), hi = NAME(m, (int)(v >> 32), o, w);         \
    return (long long)(((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo); } \
  __TANDEM_DI2 unsigned long long NAME(unsigned int m, unsigned long long v, OT o, int w = warpSize) { \
    return (unsigned long long)NAME(m, (long long)v, o, w); }                   \
  __TANDEM_DI2 long NAME(unsigned int m, long v, OT o, int w = warpSize) {      \
    return (long)NAME(m, (long long)v, o, w); }                                 \
  __TANDEM_DI2 unsigned long NAME(unsigned int m, unsigned long v, OT o, int w = warpSize) { \
    return (unsigned long)NAME(m, (long long)v, o, w); }                        \
  __TANDEM_DI2 double NAME(unsigned int m, double v, OT o, int w = warpSize) {  \
    return __longlong_as_double(NAME(m, __double_as_longlong(v), o, w)); }
__TANDEM_SHFL64(__shfl_sync, int) __TANDEM_SHFL64(__shfl_up_sync, unsigned int)
__TANDEM_SHFL64(__shfl_down_sync, unsigned int) __TANDEM_SHFL64(__shfl_xor_sync, int)
#undef __TANDEM_SHFL64
/* __match_*_sync: a warp-synchronising exchange whose result is modelled as
 * arbitrary (as the translator does for shuffles and votes). */
__TANDEM_DI2 unsigned int __match_any_sync(unsigned int m, unsigned int v) {
  return __nvvm_match_any_sync_i32(m, v); }
__TANDEM_DI2 unsigned int __match_any_sync(unsigned int m, int v) {
  return __nvvm_match_any_sync_i32(m, (unsigned int)v); }
__TANDEM_DI2 unsigned int __match_any_sync(unsigned int m, unsigned long long v) {
  return __nvvm_match_any_sync_i64(m, (long long)v); }
__TANDEM_DI2 unsigned int __match_any_sync(unsigned int m, long long v) {
  return __nvvm_match_any_sync_i64(m, v); }
__TANDEM_DI2 unsigned int __match_any_sync(unsigned int m, float v) {
  return __nvvm_match_any_sync_i32(m, (unsigned int)__float_as_int(v)); }
__TANDEM_DI2 unsigned int __match_all_sync(unsigned int m, unsigned int v, int *pred) {
  return __nvvm_match_all_sync_i32p(m, v, pred); }
__TANDEM_DI2 unsigned int __match_all_sync(unsigned int m, int v, int *pred) {
  return __nvvm_match_all_sync_i32p(m, (unsigned int)v, pred); }
__TANDEM_DI2 unsigned int __match_all_sync(unsigned int m, unsigned long long v, int *pred) {
  return __nvvm_match_all_sync_i64p(m, (long long)v, pred); }
__TANDEM_DI2 unsigned int __match_all_sync(unsigned int m, long long v, int *pred) {
  return __nvvm_match_all_sync_i64p(m, v, pred); }
/* __reduce_*_sync (sm_80): the warp-synchronising exchange of an index
 * shuffle, whose result the translator already treats as arbitrary. */
#define __TANDEM_RED(N, T)                                                      \
  __TANDEM_DI2 T __reduce_##N##_sync(unsigned int m, T v) {                     \
    return (T)__nvvm_shfl_sync_idx_i32(m, (int)v, 0, 0x1f); }
__TANDEM_RED(add, int) __TANDEM_RED(add, unsigned int) __TANDEM_RED(min, int)
__TANDEM_RED(min, unsigned int) __TANDEM_RED(max, int) __TANDEM_RED(max, unsigned int)
__TANDEM_RED(and, unsigned int) __TANDEM_RED(or, unsigned int) __TANDEM_RED(xor, unsigned int)
#undef __TANDEM_RED
/* The pre-CUDA-9 warp functions have no mask and no synchronisation
 * guarantee; tandem does not model them: a call stops the kernel. */
#define __TANDEM_OLD_SHFL(T)                                                    \
  __attribute__((device)) T __shfl(T, int, int = 32);                           \
  __attribute__((device)) T __shfl_up(T, unsigned int, int = 32);               \
  __attribute__((device)) T __shfl_down(T, unsigned int, int = 32);             \
  __attribute__((device)) T __shfl_xor(T, int, int = 32);
__TANDEM_OLD_SHFL(int) __TANDEM_OLD_SHFL(unsigned int) __TANDEM_OLD_SHFL(long)
__TANDEM_OLD_SHFL(unsigned long) __TANDEM_OLD_SHFL(long long)
__TANDEM_OLD_SHFL(unsigned long long) __TANDEM_OLD_SHFL(float) __TANDEM_OLD_SHFL(double)
#undef __TANDEM_OLD_SHFL
__attribute__((device)) int __any(int);
__attribute__((device)) int __all(int);
__attribute__((device)) unsigned int __ballot(int);

/* ------------------------------------------------------------ more atomics */
__TANDEM_DI2 float atomicExch(float *p, float v) {
  return __int_as_float(__nvvm_atom_xchg_gen_i((int *)p, __float_as_int(v))); }
__TANDEM_DI2 long long atomicAdd(long long *p, long long v) {
  return __nvvm_atom_add_gen_ll(p, v); }
__TANDEM_DI2 unsigned short atomicCAS(unsigned short *p, unsigned short c, unsigned short v);
/* (16-bit CAS declared only: a call stops the kernel.) */

/* ------------------------------------------------------------ device-side allocation */
/* clang's own <new> wrapper (lib/clang/14/include/cuda_wrappers/new) gives
 * device operator new/delete over malloc/free (declared in cuda.h). The
 * translator does not model heap allocation, so a kernel that allocates
 * stops with exit 2 naming malloc/free. */
#include <new>
/* CUDA's runtime header brings these in for device code too. */
#include <assert.h>
#include <limits.h>
#include <time.h>

/* ------------------------------------------------------------ textures and surfaces */
/* A texture fetch reads through the read-only texture path; the value is
 * arbitrary (CUDA gives no coherence with writes made by the same kernel,
 * so tandem does not relate it to any array: see the README's limits). */
template <typename __T> struct __tandem_tex_val {
  __attribute__((device)) static __T get() {
    __T r;
    unsigned int *w = (unsigned int *)&r;
    for (unsigned int i = 0; i < sizeof(__T) / 4; i++) w[i] = __tandem_arbitrary();
    if (sizeof(__T) % 4) { unsigned char *b = (unsigned char *)&r;
      for (unsigned int i = sizeof(__T) / 4 * 4; i < sizeof(__T); i++) b[i] = (unsigned char)__tandem_arbitrary(); }
    return r;
  }
};
#define __TANDEM_TEX(N, ...)                                                    \
  template <typename __T> __TANDEM_DI2 __T N(cudaTextureObject_t, __VA_ARGS__) { \
    return __tandem_tex_val<__T>::get(); }                                      \
  template <typename __T> __TANDEM_DI2 void N(__T *r, cudaTextureObject_t, __VA_ARGS__) { \
    *r = __tandem_tex_val<__T>::get(); }
__TANDEM_TEX(tex1Dfetch, int) __TANDEM_TEX(tex1D, float) __TANDEM_TEX(tex2D, float, float)
__TANDEM_TEX(tex3D, float, float, float) __TANDEM_TEX(tex1DLayered, float, int)
__TANDEM_TEX(tex2DLayered, float, float, int) __TANDEM_TEX(texCubemap, float, float, float)
__TANDEM_TEX(tex1DLod, float, float) __TANDEM_TEX(tex2DLod, float, float, float)
__TANDEM_TEX(tex3DLod, float, float, float, float) __TANDEM_TEX(tex2DGather, float, float, int)
#undef __TANDEM_TEX
/* Surface reads are arbitrary values like texture fetches; surface writes
 * write memory tandem does not model: declared only, a call stops the kernel. */
template <typename __T> __TANDEM_DI2 __T surf1Dread(cudaSurfaceObject_t, int, int = 0) {
  return __tandem_tex_val<__T>::get(); }
template <typename __T> __TANDEM_DI2 __T surf2Dread(cudaSurfaceObject_t, int, int, int = 0) {
  return __tandem_tex_val<__T>::get(); }
template <typename __T> __TANDEM_DI2 __T surf3Dread(cudaSurfaceObject_t, int, int, int, int = 0) {
  return __tandem_tex_val<__T>::get(); }
template <typename __T> __TANDEM_DI2 void surf2Dread(__T *r, cudaSurfaceObject_t, int, int, int = 0) {
  *r = __tandem_tex_val<__T>::get(); }
template <typename __T> __attribute__((device)) void surf1Dwrite(__T, cudaSurfaceObject_t, int, int = 0);
template <typename __T> __attribute__((device)) void surf2Dwrite(__T, cudaSurfaceObject_t, int, int, int = 0);
template <typename __T> __attribute__((device)) void surf3Dwrite(__T, cudaSurfaceObject_t, int, int, int, int = 0);
template <typename __T> __attribute__((device)) void surf2DLayeredwrite(__T, cudaSurfaceObject_t, int, int, int, int = 0);

/* Texture references (the pre-CUDA-12 `texture<T, dim, mode>` globals):
 * host code binds them; a device fetch is arbitrary as above. */
template <class __T, int __dim = 1, enum cudaTextureReadMode __mode = cudaReadModeElementType>
struct __attribute__((device_builtin_texture_type)) texture {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
};
template <class __T, int __d, enum cudaTextureReadMode __m>
__TANDEM_DI2 __T tex1Dfetch(texture<__T, __d, __m>, int) { return __tandem_tex_val<__T>::get(); }
template <class __T, int __d, enum cudaTextureReadMode __m>
__TANDEM_DI2 __T tex1D(texture<__T, __d, __m>, float) { return __tandem_tex_val<__T>::get(); }
template <class __T, int __d, enum cudaTextureReadMode __m>
__TANDEM_DI2 __T tex2D(texture<__T, __d, __m>, float, float) { return __tandem_tex_val<__T>::get(); }
template <class __T, int __d, enum cudaTextureReadMode __m>
__TANDEM_DI2 __T tex3D(texture<__T, __d, __m>, float, float, float) { return __tandem_tex_val<__T>::get(); }
extern "C" {
__host__ cudaError_t cudaBindTexture(__tandem_size_t *off, const void *tex, const void *p,
                                     const struct cudaChannelFormatDesc *d, __tandem_size_t n);
__host__ cudaError_t cudaBindTexture2D(__tandem_size_t *off, const void *tex, const void *p,
                                       const struct cudaChannelFormatDesc *d, __tandem_size_t w,
                                       __tandem_size_t h, __tandem_size_t pitch);
__host__ cudaError_t cudaBindTextureToArray(const void *tex, cudaArray_const_t a,
                                            const struct cudaChannelFormatDesc *d);
__host__ cudaError_t cudaUnbindTexture(const void *tex);
}
template <class __T, int __d, enum cudaTextureReadMode __m>
static __inline__ __host__ cudaError_t cudaBindTexture(__tandem_size_t *off, const texture<__T, __d, __m> &t,
                                                       const void *p, __tandem_size_t n = ~(__tandem_size_t)0) {
  return cudaBindTexture(off, (const void *)&t, p, &t.channelDesc, n); }
template <class __T, int __d, enum cudaTextureReadMode __m>
static __inline__ __host__ cudaError_t cudaBindTexture(__tandem_size_t *off, const texture<__T, __d, __m> &t,
                                                       const void *p, const struct cudaChannelFormatDesc &d,
                                                       __tandem_size_t n = ~(__tandem_size_t)0) {
  return cudaBindTexture(off, (const void *)&t, p, &d, n); }
template <class __T, int __d, enum cudaTextureReadMode __m>
static __inline__ __host__ cudaError_t cudaBindTexture2D(__tandem_size_t *off, const texture<__T, __d, __m> &t,
                                                         const void *p, const struct cudaChannelFormatDesc &d,
                                                         __tandem_size_t w, __tandem_size_t h, __tandem_size_t pitch) {
  return cudaBindTexture2D(off, (const void *)&t, p, &d, w, h, pitch); }
template <class __T, int __d, enum cudaTextureReadMode __m>
static __inline__ __host__ cudaError_t cudaBindTextureToArray(const texture<__T, __d, __m> &t, cudaArray_const_t a) {
  return cudaBindTextureToArray((const void *)&t, a, &t.channelDesc); }
template <class __T, int __d, enum cudaTextureReadMode __m>
static __inline__ __host__ cudaError_t cudaBindTextureToArray(const texture<__T, __d, __m> &t, cudaArray_const_t a,
                                                              const struct cudaChannelFormatDesc &d) {
  return cudaBindTextureToArray((const void *)&t, a, &d); }
template <class __T, int __d, enum cudaTextureReadMode __m>
static __inline__ __host__ cudaError_t cudaUnbindTexture(const texture<__T, __d, __m> &t) {
  return cudaUnbindTexture((const void *)&t); }

#undef __TANDEM_DC
#undef __TANDEM_DI2
#endif /* TANDEM_DEVICE_H */
