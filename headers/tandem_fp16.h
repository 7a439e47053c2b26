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
}

/* One 16-bit float type T with its pair type T2; FROM/TO convert raw bits. */
#define __TANDEM_F16(T, T2, TO, FROM)                                           \
  struct __align__(2) T {                                                       \
    unsigned short __x;                                                         \
    T() = default;                                                              \
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
  __TANDEM_HDI T2 &operator*=(T2 &a, const T2 &b) { a = a * b; return a; }

__TANDEM_F16(__half, __half2, __tandem_f2h, __tandem_h2f)
__TANDEM_F16(__nv_bfloat16, __nv_bfloat162, __tandem_f2b, __tandem_b2f)
#undef __TANDEM_F16
/* The short names (half, half2, nv_bfloat16, nv_bfloat162) are in the SDK
 * stand-ins sdk/cuda_fp16.h and sdk/cuda_bf16.h: in the force-included
 * header they would clash with user variables named `half`. */
typedef struct { unsigned short x; } __half_raw;
typedef struct { unsigned short x, y; } __half2_raw;

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
  __TANDEM_DI T __hadd(T a, T b) { return a + b; }                              \
  __TANDEM_DI T __hsub(T a, T b) { return a - b; }                              \
  __TANDEM_DI T __hmul(T a, T b) { return a * b; }                              \
  __TANDEM_DI T __hdiv(T a, T b) { return a / b; }                              \
  __TANDEM_DI T __hadd_sat(T a, T b) { return T(__saturatef((float)a + (float)b)); } \
  __TANDEM_DI T __hmul_sat(T a, T b) { return T(__saturatef((float)a * (float)b)); } \
  __TANDEM_DI T __hfma(T a, T b, T c) { return T(fmaf((float)a, (float)b, (float)c)); } \
  __TANDEM_DI T __hfma_sat(T a, T b, T c) { return T(__saturatef(fmaf((float)a, (float)b, (float)c))); } \
  __TANDEM_DI T __hneg(T a) { return -a; }                                      \
  __TANDEM_DI T __habs(T a) { return T(fabsf((float)a)); }                      \
  __TANDEM_DI T __hmax(T a, T b) { return a > b ? a : b; }                      \
  __TANDEM_DI T __hmin(T a, T b) { return a < b ? a : b; }                      \
  __TANDEM_DI bool __heq(T a, T b) { return a == b; }                           \
  __TANDEM_DI bool __hne(T a, T b) { return a != b; }                           \
  __TANDEM_DI bool __hlt(T a, T b) { return a < b; }                            \
  __TANDEM_DI bool __hle(T a, T b) { return a <= b; }                           \
  __TANDEM_DI bool __hgt(T a, T b) { return a > b; }                            \
  __TANDEM_DI bool __hge(T a, T b) { return a >= b; }                           \
  __TANDEM_DI bool __hisnan(T a) { return __isnanf((float)a); }                 \
  __TANDEM_DI int __hisinf(T a) { return __isinff((float)a); }                  \
  __TANDEM_DI T2 __hadd2(T2 a, T2 b) { return a + b; }                          \
  __TANDEM_DI T2 __hsub2(T2 a, T2 b) { return a - b; }                          \
  __TANDEM_DI T2 __hmul2(T2 a, T2 b) { return a * b; }                          \
  __TANDEM_DI T2 __h2div(T2 a, T2 b) { return a / b; }                          \
  __TANDEM_DI T2 __hfma2(T2 a, T2 b, T2 c) { return T2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); } \
  __TANDEM_DI T2 __hneg2(T2 a) { return T2(-a.x, -a.y); }                       \
  __TANDEM_DI T2 __habs2(T2 a) { return T2(__habs(a.x), __habs(a.y)); }         \
  __TANDEM_DI T2 __hmax2(T2 a, T2 b) { return T2(__hmax(a.x, b.x), __hmax(a.y, b.y)); } \
  __TANDEM_DI T2 __hmin2(T2 a, T2 b) { return T2(__hmin(a.x, b.x), __hmin(a.y, b.y)); } \
  __TANDEM_DI bool __hbeq2(T2 a, T2 b) { return a.x == b.x && a.y == b.y; }     \
  __TANDEM_DI bool __hblt2(T2 a, T2 b) { return a.x < b.x && a.y < b.y; }       \
  __TANDEM_DI bool __hbgt2(T2 a, T2 b) { return a.x > b.x && a.y > b.y; }       \
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
__TANDEM_HDI __half __int2half_rn(int i) { return __half((float)i); }
__TANDEM_HDI __half __uint2half_rn(unsigned int i) { return __half((float)i); }
__TANDEM_HDI int __half2int_rz(__half h) { return (int)(float)h; }
__TANDEM_HDI int __half2int_rn(__half h) { return __float2int_rn((float)h); }
__TANDEM_HDI __nv_bfloat16 __int2bfloat16_rn(int i) { return __nv_bfloat16((float)i); }
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
