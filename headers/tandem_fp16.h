/* tandem/headers/tandem_fp16.h — half and bfloat16 precision (cuda_fp16.h,
 * cuda_bf16.h), written for tandem from the CUDA Math API documentation.
 * The types keep CUDA's layout (2 and 4 bytes, so array offsets are the
 * real ones); arithmetic converts to float, computes there and converts
 * back. The conversions are uninterpreted functions (declared
 * __attribute__((const))): tandem needs no half arithmetic, only that equal
 * inputs give equal results. Included by headers/cuda.h. */
#ifndef TANDEM_FP16_H
#define TANDEM_FP16_H

#define __CUDA_FP16_H__
#define __CUDA_FP16_HPP__
#define __CUDA_BF16_H__
#define __CUDA_BF16_HPP__
#define __CUDA_FP16_TYPES_EXIST__
#define __CUDA_BF16_TYPES_EXIST__

extern "C" {
__TANDEM_HD float __tandem_h2f(unsigned short) __attribute__((const));
__TANDEM_HD unsigned short __tandem_f2h(float) __attribute__((const));
__TANDEM_HD float __tandem_b2f(unsigned short) __attribute__((const));
__TANDEM_HD unsigned short __tandem_f2b(float) __attribute__((const));
__TANDEM_HD float __tandem_fmax_nan(float, float) __attribute__((const));
__TANDEM_HD float __tandem_fmin_nan(float, float) __attribute__((const));
}

/* The raw bit containers (CUDA's __half_raw, __nv_bfloat16_raw, ...). */
typedef struct __align__(2) { unsigned short x; } __half_raw;
typedef struct __align__(4) { unsigned short x, y; } __half2_raw;
typedef struct __align__(2) { unsigned short x; } __nv_bfloat16_raw;
typedef struct __align__(4) { unsigned short x, y; } __nv_bfloat162_raw;

/* An assignment from each integer type: with only the float and double
 * ones, `h = 0` is ambiguous between them and the copy from T(int). */
#define __TANDEM_F16_ASSIGN(T, TO, I)                                           \
    __TANDEM_HDI T &operator=(I i) { __x = TO((float)i); return *this; }

/* One 16-bit float type T with its pair type T2, their raw containers R
 * and R2; FROM/TO convert raw bits. */
#define __TANDEM_F16(T, T2, R, R2, TO, FROM)                                    \
  struct __align__(2) T {                                                       \
    unsigned short __x;                                                         \
    T() = default;                                                              \
    __TANDEM_HDI T(const R &r) : __x(r.x) {}                                    \
    __TANDEM_HDI operator R() const { R r; r.x = __x; return r; }               \
    __TANDEM_HDI T &operator=(const R &r) { __x = r.x; return *this; }          \
    __TANDEM_F16_ASSIGN(T, TO, int) __TANDEM_F16_ASSIGN(T, TO, unsigned int)    \
    __TANDEM_F16_ASSIGN(T, TO, short) __TANDEM_F16_ASSIGN(T, TO, unsigned short) \
    __TANDEM_F16_ASSIGN(T, TO, long long)                                       \
    __TANDEM_F16_ASSIGN(T, TO, unsigned long long)                              \
    __TANDEM_HDI T &operator++() { __x = TO(FROM(__x) + 1.0f); return *this; }  \
    __TANDEM_HDI T &operator--() { __x = TO(FROM(__x) - 1.0f); return *this; }  \
    __TANDEM_HDI T operator++(int) { T o = *this; ++*this; return o; }          \
    __TANDEM_HDI T operator--(int) { T o = *this; --*this; return o; }          \
    __TANDEM_HDI T(float f) : __x(TO(f)) {}                                     \
    __TANDEM_HDI T(double f) : __x(TO((float)f)) {}                             \
    __TANDEM_HDI T(int i) : __x(TO((float)i)) {}                                \
    __TANDEM_HDI T(unsigned int i) : __x(TO((float)i)) {}                       \
    __TANDEM_HDI T(long long i) : __x(TO((float)i)) {}                          \
    __TANDEM_HDI T(unsigned long long i) : __x(TO((float)i)) {}                 \
    __TANDEM_HDI T(short i) : __x(TO((float)i)) {}                              \
    __TANDEM_HDI T(unsigned short i) : __x(TO((float)i)) {}                     \
    __TANDEM_HDI operator float() const { return FROM(__x); }                   \
    __TANDEM_HDI T &operator=(float f) { __x = TO(f); return *this; }           \
    __TANDEM_HDI T &operator=(double f) { __x = TO((float)f); return *this; }   \
    __TANDEM_HDI T &operator+=(const T &o) { __x = TO(FROM(__x) + FROM(o.__x)); return *this; } \
    __TANDEM_HDI T &operator-=(const T &o) { __x = TO(FROM(__x) - FROM(o.__x)); return *this; } \
    __TANDEM_HDI T &operator*=(const T &o) { __x = TO(FROM(__x) * FROM(o.__x)); return *this; } \
    __TANDEM_HDI T &operator/=(const T &o) { __x = TO(FROM(__x) / FROM(o.__x)); return *this; } \
  };                                                                            \
  struct __align__(4) T2 {                                                      \
    T x, y;                                                                     \
    T2() = default;                                                             \
    __TANDEM_HDI T2(T a, T b) : x(a), y(b) {}                                   \
    __TANDEM_HDI T2(const R2 &r) { x.__x = r.x; y.__x = r.y; }                  \
    __TANDEM_HDI operator R2() const { R2 r; r.x = x.__x; r.y = y.__x; return r; } \
  };                                                                            \
  __TANDEM_HDI T operator+(const T &a, const T &b) { return T(FROM(a.__x) + FROM(b.__x)); } \
  __TANDEM_HDI T operator-(const T &a, const T &b) { return T(FROM(a.__x) - FROM(b.__x)); } \
  __TANDEM_HDI T operator*(const T &a, const T &b) { return T(FROM(a.__x) * FROM(b.__x)); } \
  __TANDEM_HDI T operator/(const T &a, const T &b) { return T(FROM(a.__x) / FROM(b.__x)); } \
  __TANDEM_HDI T operator-(const T &a) { return T(-FROM(a.__x)); }              \
  __TANDEM_HDI T operator+(const T &a) { return a; }                            \
  __TANDEM_HDI bool operator==(const T &a, const T &b) { return FROM(a.__x) == FROM(b.__x); } \
  __TANDEM_HDI bool operator!=(const T &a, const T &b) { return FROM(a.__x) != FROM(b.__x); } \
  __TANDEM_HDI bool operator<(const T &a, const T &b) { return FROM(a.__x) < FROM(b.__x); } \
  __TANDEM_HDI bool operator<=(const T &a, const T &b) { return FROM(a.__x) <= FROM(b.__x); } \
  __TANDEM_HDI bool operator>(const T &a, const T &b) { return FROM(a.__x) > FROM(b.__x); } \
  __TANDEM_HDI bool operator>=(const T &a, const T &b) { return FROM(a.__x) >= FROM(b.__x); } \
  __TANDEM_HDI T2 operator+(const T2 &a, const T2 &b) { return T2(a.x + b.x, a.y + b.y); } \
  __TANDEM_HDI T2 operator-(const T2 &a, const T2 &b) { return T2(a.x - b.x, a.y - b.y); } \
  __TANDEM_HDI T2 operator*(const T2 &a, const T2 &b) { return T2(a.x * b.x, a.y * b.y); } \
  __TANDEM_HDI T2 operator/(const T2 &a, const T2 &b) { return T2(a.x / b.x, a.y / b.y); } \
  __TANDEM_HDI T2 &operator+=(T2 &a, const T2 &b) { a = a + b; return a; }      \
  __TANDEM_HDI T2 &operator-=(T2 &a, const T2 &b) { a = a - b; return a; }      \
  __TANDEM_HDI T2 &operator*=(T2 &a, const T2 &b) { a = a * b; return a; }      \
  __TANDEM_HDI T2 &operator/=(T2 &a, const T2 &b) { a = a / b; return a; }      \
  __TANDEM_HDI T2 operator-(const T2 &a) { return T2(-a.x, -a.y); }             \
  __TANDEM_HDI T2 operator+(const T2 &a) { return a; }                          \
  __TANDEM_HDI bool operator==(const T2 &a, const T2 &b) { return a.x == b.x && a.y == b.y; } \
  __TANDEM_HDI bool operator!=(const T2 &a, const T2 &b) { return a.x != b.x && a.y != b.y; } \
  __TANDEM_HDI bool operator<(const T2 &a, const T2 &b) { return a.x < b.x && a.y < b.y; } \
  __TANDEM_HDI bool operator<=(const T2 &a, const T2 &b) { return a.x <= b.x && a.y <= b.y; } \
  __TANDEM_HDI bool operator>(const T2 &a, const T2 &b) { return a.x > b.x && a.y > b.y; } \
  __TANDEM_HDI bool operator>=(const T2 &a, const T2 &b) { return a.x >= b.x && a.y >= b.y; }

__TANDEM_F16(__half, __half2, __half_raw, __half2_raw, __tandem_f2h, __tandem_h2f)
__TANDEM_F16(__nv_bfloat16, __nv_bfloat162, __nv_bfloat16_raw, __nv_bfloat162_raw,
             __tandem_f2b, __tandem_b2f)
#undef __TANDEM_F16
#undef __TANDEM_F16_ASSIGN
/* The short names (half, half2, nv_bfloat16, nv_bfloat162) are in the SDK
 * stand-ins sdk/cuda_fp16.h and sdk/cuda_bf16.h: in the force-included
 * header they would clash with user variables named `half`. */

/* The function API, for one type: P is the name's infix (h for half,
 * bfloat16 names use the same h-prefixed arithmetic in CUDA). */
#define __TANDEM_F16_API(T, T2, NF2, N2F, NF22, N22F)                           \
  __TANDEM_HDI T NF2(float f) { return T(f); }                                  \
  __TANDEM_HDI T NF2##_rn(float f) { return T(f); }                             \
  __TANDEM_HDI T NF2##_rz(float f) { return T(f); }                             \
  __TANDEM_HDI T NF2##_rd(float f) { return T(f); }                             \
  __TANDEM_HDI T NF2##_ru(float f) { return T(f); }                             \
  __TANDEM_HDI float N2F(T h) { return (float)h; }                              \
  __TANDEM_HDI T2 NF22##_rn(float f) { return T2(T(f), T(f)); }                 \
  __TANDEM_HDI float2 N22F(T2 h) { return make_float2((float)h.x, (float)h.y); } \
  __TANDEM_HDI T __hadd(T a, T b) { return a + b; }                              \
  __TANDEM_HDI T __hsub(T a, T b) { return a - b; }                              \
  __TANDEM_HDI T __hmul(T a, T b) { return a * b; }                              \
  __TANDEM_HDI T __hdiv(T a, T b) { return a / b; }                              \
  __TANDEM_DI T __hadd_sat(T a, T b) { return T(__saturatef((float)a + (float)b)); } \
  __TANDEM_DI T __hmul_sat(T a, T b) { return T(__saturatef((float)a * (float)b)); } \
  __TANDEM_HDI T __hfma(T a, T b, T c) { return T(fmaf((float)a, (float)b, (float)c)); } \
  __TANDEM_DI T __hfma_sat(T a, T b, T c) { return T(__saturatef(fmaf((float)a, (float)b, (float)c))); } \
  __TANDEM_HDI T __hneg(T a) { return -a; }                                      \
  __TANDEM_HDI T __habs(T a) { return T(fabsf((float)a)); }                      \
  __TANDEM_HDI T __hmax(T a, T b) { return a > b ? a : b; }                      \
  __TANDEM_HDI T __hmin(T a, T b) { return a < b ? a : b; }                      \
  __TANDEM_HDI bool __heq(T a, T b) { return a == b; }                           \
  __TANDEM_HDI bool __hne(T a, T b) { return a != b; }                           \
  __TANDEM_HDI bool __hlt(T a, T b) { return a < b; }                            \
  __TANDEM_HDI bool __hle(T a, T b) { return a <= b; }                           \
  __TANDEM_HDI bool __hgt(T a, T b) { return a > b; }                            \
  __TANDEM_HDI bool __hge(T a, T b) { return a >= b; }                           \
  __TANDEM_DI bool __hisnan(T a) { return __isnanf((float)a); }                 \
  __TANDEM_DI int __hisinf(T a) { return __isinff((float)a); }                  \
  __TANDEM_HDI T2 __hadd2(T2 a, T2 b) { return a + b; }                          \
  __TANDEM_HDI T2 __hsub2(T2 a, T2 b) { return a - b; }                          \
  __TANDEM_HDI T2 __hmul2(T2 a, T2 b) { return a * b; }                          \
  __TANDEM_HDI T2 __h2div(T2 a, T2 b) { return a / b; }                          \
  __TANDEM_HDI T2 __hfma2(T2 a, T2 b, T2 c) { return T2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); } \
  __TANDEM_HDI T2 __hneg2(T2 a) { return T2(-a.x, -a.y); }                       \
  __TANDEM_HDI T2 __habs2(T2 a) { return T2(__habs(a.x), __habs(a.y)); }         \
  __TANDEM_HDI T2 __hmax2(T2 a, T2 b) { return T2(__hmax(a.x, b.x), __hmax(a.y, b.y)); } \
  __TANDEM_HDI T2 __hmin2(T2 a, T2 b) { return T2(__hmin(a.x, b.x), __hmin(a.y, b.y)); } \
  __TANDEM_HDI bool __hbeq2(T2 a, T2 b) { return a.x == b.x && a.y == b.y; }     \
  __TANDEM_HDI bool __hblt2(T2 a, T2 b) { return a.x < b.x && a.y < b.y; }       \
  __TANDEM_HDI bool __hbgt2(T2 a, T2 b) { return a.x > b.x && a.y > b.y; }       \
  __TANDEM_HDI bool __hbne2(T2 a, T2 b) { return a.x != b.x && a.y != b.y; }    \
  __TANDEM_HDI bool __hble2(T2 a, T2 b) { return a.x <= b.x && a.y <= b.y; }    \
  __TANDEM_HDI bool __hbge2(T2 a, T2 b) { return a.x >= b.x && a.y >= b.y; }    \
  /* the unordered forms: true where an operand is NaN */                      \
  __TANDEM_HDI bool __hequ(T a, T b) { return !(a < b) && !(a > b); }           \
  __TANDEM_HDI bool __hneu(T a, T b) { return !(a == b); }                      \
  __TANDEM_HDI bool __hltu(T a, T b) { return !(a >= b); }                      \
  __TANDEM_HDI bool __hleu(T a, T b) { return !(a > b); }                       \
  __TANDEM_HDI bool __hgtu(T a, T b) { return !(a <= b); }                      \
  __TANDEM_HDI bool __hgeu(T a, T b) { return !(a < b); }                       \
  /* lane-wise comparisons: 1.0 where it holds, 0.0 where not */                \
  __TANDEM_HDI T2 __heq2(T2 a, T2 b) { return T2(T((a.x == b.x) ? 1.0f : 0.0f), T((a.y == b.y) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hne2(T2 a, T2 b) { return T2(T((a.x != b.x) ? 1.0f : 0.0f), T((a.y != b.y) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hlt2(T2 a, T2 b) { return T2(T((a.x < b.x) ? 1.0f : 0.0f), T((a.y < b.y) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hle2(T2 a, T2 b) { return T2(T((a.x <= b.x) ? 1.0f : 0.0f), T((a.y <= b.y) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hgt2(T2 a, T2 b) { return T2(T((a.x > b.x) ? 1.0f : 0.0f), T((a.y > b.y) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hge2(T2 a, T2 b) { return T2(T((a.x >= b.x) ? 1.0f : 0.0f), T((a.y >= b.y) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hequ2(T2 a, T2 b) { return T2(T((__hequ(a.x, b.x)) ? 1.0f : 0.0f), T((__hequ(a.y, b.y)) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hneu2(T2 a, T2 b) { return T2(T((__hneu(a.x, b.x)) ? 1.0f : 0.0f), T((__hneu(a.y, b.y)) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hltu2(T2 a, T2 b) { return T2(T((__hltu(a.x, b.x)) ? 1.0f : 0.0f), T((__hltu(a.y, b.y)) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hleu2(T2 a, T2 b) { return T2(T((__hleu(a.x, b.x)) ? 1.0f : 0.0f), T((__hleu(a.y, b.y)) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hgtu2(T2 a, T2 b) { return T2(T((__hgtu(a.x, b.x)) ? 1.0f : 0.0f), T((__hgtu(a.y, b.y)) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T2 __hgeu2(T2 a, T2 b) { return T2(T((__hgeu(a.x, b.x)) ? 1.0f : 0.0f), T((__hgeu(a.y, b.y)) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI bool __hbequ2(T2 a, T2 b) { return __hequ(a.x, b.x) && __hequ(a.y, b.y); } \
  __TANDEM_HDI bool __hbneu2(T2 a, T2 b) { return __hneu(a.x, b.x) && __hneu(a.y, b.y); } \
  __TANDEM_HDI bool __hbltu2(T2 a, T2 b) { return __hltu(a.x, b.x) && __hltu(a.y, b.y); } \
  __TANDEM_HDI bool __hbleu2(T2 a, T2 b) { return __hleu(a.x, b.x) && __hleu(a.y, b.y); } \
  __TANDEM_HDI bool __hbgtu2(T2 a, T2 b) { return __hgtu(a.x, b.x) && __hgtu(a.y, b.y); } \
  __TANDEM_HDI bool __hbgeu2(T2 a, T2 b) { return __hgeu(a.x, b.x) && __hgeu(a.y, b.y); } \
  __TANDEM_DI T __hsub_sat(T a, T b) { return T(__saturatef((float)a - (float)b)); } \
  __TANDEM_DI T2 __hadd2_sat(T2 a, T2 b) { return T2(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); } \
  __TANDEM_DI T2 __hsub2_sat(T2 a, T2 b) { return T2(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); } \
  __TANDEM_DI T2 __hmul2_sat(T2 a, T2 b) { return T2(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); } \
  __TANDEM_DI T2 __hfma2_sat(T2 a, T2 b, T2 c) { return T2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)); } \
  __TANDEM_HDI T __hadd_rn(T a, T b) { return a + b; }                          \
  __TANDEM_HDI T __hsub_rn(T a, T b) { return a - b; }                          \
  __TANDEM_HDI T __hmul_rn(T a, T b) { return a * b; }                          \
  __TANDEM_HDI T2 __hadd2_rn(T2 a, T2 b) { return a + b; }                      \
  __TANDEM_HDI T2 __hsub2_rn(T2 a, T2 b) { return a - b; }                      \
  __TANDEM_HDI T2 __hmul2_rn(T2 a, T2 b) { return a * b; }                      \
  __TANDEM_HDI T __hfma_relu(T a, T b, T c) { T r = __hfma(a, b, c); return r < T(0.0f) ? T(0.0f) : r; } \
  __TANDEM_HDI T2 __hfma2_relu(T2 a, T2 b, T2 c) { return T2(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y)); } \
  /* a NaN operand gives a NaN: uninterpreted on the float values */          \
  __TANDEM_HDI T __hmax_nan(T a, T b) { return T(__tandem_fmax_nan((float)a, (float)b)); } \
  __TANDEM_HDI T __hmin_nan(T a, T b) { return T(__tandem_fmin_nan((float)a, (float)b)); } \
  __TANDEM_HDI T2 __hmax2_nan(T2 a, T2 b) { return T2(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y)); } \
  __TANDEM_HDI T2 __hmin2_nan(T2 a, T2 b) { return T2(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y)); } \
  __TANDEM_DI T2 __hisnan2(T2 a) { return T2(T((__hisnan(a.x)) ? 1.0f : 0.0f), T((__hisnan(a.y)) ? 1.0f : 0.0f)); } \
  __TANDEM_HDI T __low2half(T2 a) { return a.x; }                               \
  __TANDEM_HDI T __high2half(T2 a) { return a.y; }                              \
  __TANDEM_HDI float __low2float(T2 a) { return (float)a.x; }                   \
  __TANDEM_HDI float __high2float(T2 a) { return (float)a.y; }                  \
  __TANDEM_HDI T2 __halves2half2(T a, T b) { return T2(a, b); }                 \
  __TANDEM_HDI T2 __half2half2(T a) { return T2(a, a); }                        \
  __TANDEM_HDI T2 __lows2half2(T2 a, T2 b) { return T2(a.x, b.x); }             \
  __TANDEM_HDI T2 __highs2half2(T2 a, T2 b) { return T2(a.y, b.y); }            \
  __TANDEM_HDI T2 __low2half2(T2 a) { return T2(a.x, a.x); }                    \
  __TANDEM_HDI T2 __high2half2(T2 a) { return T2(a.y, a.y); }                   \
  __TANDEM_HDI T2 __lowhigh2highlow(T2 a) { return T2(a.y, a.x); }              \
  __TANDEM_DI T hsqrt(T a) { return T(sqrtf((float)a)); }                       \
  __TANDEM_DI T hrsqrt(T a) { return T(rsqrtf((float)a)); }                     \
  __TANDEM_DI T hrcp(T a) { return T(1.0f / (float)a); }                        \
  __TANDEM_DI T hexp(T a) { return T(expf((float)a)); }                         \
  __TANDEM_DI T hexp2(T a) { return T(exp2f((float)a)); }                       \
  __TANDEM_DI T hlog(T a) { return T(logf((float)a)); }                         \
  __TANDEM_DI T hlog2(T a) { return T(log2f((float)a)); }                       \
  __TANDEM_DI T hsin(T a) { return T(sinf((float)a)); }                         \
  __TANDEM_DI T hcos(T a) { return T(cosf((float)a)); }                         \
  __TANDEM_DI T hfloor(T a) { return T(floorf((float)a)); }                     \
  __TANDEM_DI T hceil(T a) { return T(ceilf((float)a)); }                       \
  __TANDEM_DI T htrunc(T a) { return T(truncf((float)a)); }                     \
  __TANDEM_DI T2 h2sqrt(T2 a) { return T2(hsqrt(a.x), hsqrt(a.y)); }            \
  __TANDEM_DI T2 h2exp(T2 a) { return T2(hexp(a.x), hexp(a.y)); }               \
  __TANDEM_DI T2 h2log(T2 a) { return T2(hlog(a.x), hlog(a.y)); }               \
  __TANDEM_DI T2 h2rcp(T2 a) { return T2(hrcp(a.x), hrcp(a.y)); }               \
  __TANDEM_DI T __shfl_sync(unsigned int m, T v, int l, int w = warpSize) {     \
    T r; r.__x = (unsigned short)__shfl_sync(m, (int)v.__x, l, w); return r; }  \
  __TANDEM_DI T __shfl_up_sync(unsigned int m, T v, unsigned int d, int w = warpSize) { \
    T r; r.__x = (unsigned short)__shfl_up_sync(m, (int)v.__x, d, w); return r; } \
  __TANDEM_DI T __shfl_down_sync(unsigned int m, T v, unsigned int d, int w = warpSize) { \
    T r; r.__x = (unsigned short)__shfl_down_sync(m, (int)v.__x, d, w); return r; } \
  __TANDEM_DI T __shfl_xor_sync(unsigned int m, T v, int l, int w = warpSize) { \
    T r; r.__x = (unsigned short)__shfl_xor_sync(m, (int)v.__x, l, w); return r; } \
  __TANDEM_DI T2 __shfl_sync(unsigned int m, T2 v, int l, int w = warpSize) {   \
    return T2(__shfl_sync(m, v.x, l, w), __shfl_sync(m, v.y, l, w)); }          \
  __TANDEM_DI T2 __shfl_up_sync(unsigned int m, T2 v, unsigned int d, int w = warpSize) { \
    return T2(__shfl_up_sync(m, v.x, d, w), __shfl_up_sync(m, v.y, d, w)); }    \
  __TANDEM_DI T2 __shfl_down_sync(unsigned int m, T2 v, unsigned int d, int w = warpSize) { \
    return T2(__shfl_down_sync(m, v.x, d, w), __shfl_down_sync(m, v.y, d, w)); } \
  __TANDEM_DI T2 __shfl_xor_sync(unsigned int m, T2 v, int l, int w = warpSize) { \
    return T2(__shfl_xor_sync(m, v.x, l, w), __shfl_xor_sync(m, v.y, l, w)); }  \
  /* half atomics: declared only, a call stops the kernel (exit 2) */           \
  __TANDEM_D T atomicAdd(T *p, T v);                                            \
  __TANDEM_D T2 atomicAdd(T2 *p, T2 v);

__TANDEM_F16_API(__half, __half2, __float2half, __half2float, __float2half2, __half22float2)
__TANDEM_F16_API(__nv_bfloat16, __nv_bfloat162, __float2bfloat16, __bfloat162float,
                 __float2bfloat162, __bfloat1622float2)
#undef __TANDEM_F16_API
__TANDEM_HDI __half2 __floats2half2_rn(float a, float b) { return __half2(__half(a), __half(b)); }
__TANDEM_HDI __half2 __float22half2_rn(float2 f) { return __half2(__half(f.x), __half(f.y)); }
__TANDEM_HDI __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162(__nv_bfloat16(a), __nv_bfloat16(b)); }
__TANDEM_HDI __nv_bfloat162 __float22bfloat162_rn(float2 f) {
  return __nv_bfloat162(__nv_bfloat16(f.x), __nv_bfloat16(f.y)); }
__TANDEM_HDI unsigned short __half_as_ushort(__half h) { return h.__x; }
__TANDEM_HDI short __half_as_short(__half h) { return (short)h.__x; }
__TANDEM_HDI __half __ushort_as_half(unsigned short u) { __half h; h.__x = u; return h; }
__TANDEM_HDI __half __short_as_half(short u) { __half h; h.__x = (unsigned short)u; return h; }
__TANDEM_HDI unsigned short __bfloat16_as_ushort(__nv_bfloat16 h) { return h.__x; }
__TANDEM_HDI __nv_bfloat16 __ushort_as_bfloat16(unsigned short u) { __nv_bfloat16 h; h.__x = u; return h; }
/* Integer conversions, each rounding mode: to an integer through float's
 * (__float2int_rn, ... uninterpreted), from one by the float value. */
/* (H: the type's name in __half2int_rn, S: in __int2half_rn) */
#define __TANDEM_F16_CVT_M(T, H, S, I, N, F, M)                                 \
  __TANDEM_HDI I H##2##N##_##M(T h) { return (I)F##_##M((float)h); }            \
  __TANDEM_HDI T __##N##2##S##_##M(I i) { return T((float)i); }
#define __TANDEM_F16_CVT(T, H, S, I, N, F)                                      \
  __TANDEM_F16_CVT_M(T, H, S, I, N, F, rn) __TANDEM_F16_CVT_M(T, H, S, I, N, F, rz) \
  __TANDEM_F16_CVT_M(T, H, S, I, N, F, rd) __TANDEM_F16_CVT_M(T, H, S, I, N, F, ru)
#define __TANDEM_F16_CVTS(T, H, S)                                              \
  __TANDEM_F16_CVT(T, H, S, int, int, __float2int)                              \
  __TANDEM_F16_CVT(T, H, S, unsigned int, uint, __float2uint)                   \
  __TANDEM_F16_CVT(T, H, S, short, short, __float2int)                          \
  __TANDEM_F16_CVT(T, H, S, unsigned short, ushort, __float2uint)               \
  __TANDEM_F16_CVT(T, H, S, long long, ll, __float2ll)                          \
  __TANDEM_F16_CVT(T, H, S, unsigned long long, ull, __float2ull)               \
  __TANDEM_HDI signed char H##2char_rz(T h) { return (signed char)__float2int_rz((float)h); } \
  __TANDEM_HDI unsigned char H##2uchar_rz(T h) { return (unsigned char)__float2uint_rz((float)h); }
__TANDEM_F16_CVTS(__half, __half, half)
__TANDEM_F16_CVTS(__nv_bfloat16, __bfloat16, bfloat16)
#undef __TANDEM_F16_CVTS
#undef __TANDEM_F16_CVT
#undef __TANDEM_F16_CVT_M
__TANDEM_HDI __half2 make_half2(__half x, __half y) { return __half2(x, y); }
__TANDEM_HDI __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
/* cuda_bf16.hpp's raw-bit conversions, which programs call by name (FlashInfer) */
__TANDEM_HDI float __internal_bfloat162float(unsigned short h) { return __tandem_b2f(h); }
__TANDEM_HDI unsigned short __internal_float2bfloat16(float f, unsigned int &sign, unsigned int &rem) {
  sign = 0; rem = 0; return __tandem_f2b(f); }
/* between the two 16-bit types */
__TANDEM_HDI __nv_bfloat16 __half2bfloat16(__half h) { return __nv_bfloat16((float)h); }
__TANDEM_HDI __half __bfloat162half(__nv_bfloat16 h) { return __half((float)h); }
__TANDEM_HDI short __bfloat16_as_short(__nv_bfloat16 h) { return (short)h.__x; }
__TANDEM_HDI __nv_bfloat16 __short_as_bfloat16(short u) { __nv_bfloat16 h; h.__x = (unsigned short)u; return h; }
/* the pair helpers under their bfloat16 names */
__TANDEM_HDI __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a) { return a.x; }
__TANDEM_HDI __nv_bfloat16 __high2bfloat16(__nv_bfloat162 a) { return a.y; }
__TANDEM_HDI __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__TANDEM_HDI __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__TANDEM_HDI __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__TANDEM_HDI __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
__TANDEM_HDI __nv_bfloat162 __low2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__TANDEM_HDI __nv_bfloat162 __high2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
__TANDEM_HDI __half __double2half(double d) { return __half((float)d); }
__TANDEM_HDI __nv_bfloat16 __double2bfloat16(double d) { return __nv_bfloat16((float)d); }
#endif /* TANDEM_FP16_H */
