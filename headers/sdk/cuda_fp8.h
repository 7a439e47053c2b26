// cuda_fp8.h: stand-in for CUDA's 8-bit floating point types (E4M3, E5M2),
// written for tandem from the CUDA Math API documentation (FP8 intrinsics
// and the __nv_fp8* structs). The types keep CUDA's layout (1, 2 and 4
// bytes); the conversions are uninterpreted functions (declared
// __attribute__((const))), as in headers/tandem_fp16.h: tandem needs no fp8
// arithmetic, only that equal inputs give equal results. The structs'
// constructors and conversion operators are explicit, as in CUDA.
#pragma once
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define __CUDA_FP8_H__
#define __CUDA_FP8_HPP__
#define __CUDA_FP8_TYPES_EXIST__
#define __TANDEM_FP8_HDI __inline__ __attribute__((host)) __attribute__((device)) __attribute__((always_inline))

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

/* float or double to fp8 bits under (saturation, interpretation), and fp8
 * bits to float under an interpretation (exact: every fp8 value is a float,
 * and a half). */
extern "C" {
__TANDEM_HD unsigned char __tandem_f2fp8(float, int, int) __attribute__((const));
__TANDEM_HD unsigned char __tandem_d2fp8(double, int, int) __attribute__((const));
__TANDEM_HD float __tandem_fp8_2f(unsigned char, int) __attribute__((const));
}

/* The conversion functions. */
__TANDEM_FP8_HDI __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                          const __nv_fp8_interpretation_t fp8_interpretation) {
  return __tandem_f2fp8(x, (int)saturate, (int)fp8_interpretation);
}
__TANDEM_FP8_HDI __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                           const __nv_fp8_interpretation_t fp8_interpretation) {
  return __tandem_d2fp8(x, (int)saturate, (int)fp8_interpretation);
}
__TANDEM_FP8_HDI __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                                                            const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_float_to_fp8((float)__half(x), saturate, fp8_interpretation);
}
__TANDEM_FP8_HDI __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x, const __nv_saturation_t saturate,
                            const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_float_to_fp8((float)__nv_bfloat16(x), saturate, fp8_interpretation);
}
/* the pair forms: .x goes to the low byte */
__TANDEM_FP8_HDI __nv_fp8x2_storage_t __tandem_fp8_pack2(__nv_fp8_storage_t lo, __nv_fp8_storage_t hi) {
  return (__nv_fp8x2_storage_t)((unsigned int)lo | ((unsigned int)hi << 8));
}
__TANDEM_FP8_HDI __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                                                               const __nv_fp8_interpretation_t fp8_interpretation) {
  return __tandem_fp8_pack2(__nv_cvt_float_to_fp8(x.x, saturate, fp8_interpretation),
                            __nv_cvt_float_to_fp8(x.y, saturate, fp8_interpretation));
}
__TANDEM_FP8_HDI __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                                                                const __nv_fp8_interpretation_t fp8_interpretation) {
  return __tandem_fp8_pack2(__nv_cvt_double_to_fp8(x.x, saturate, fp8_interpretation),
                            __nv_cvt_double_to_fp8(x.y, saturate, fp8_interpretation));
}
__TANDEM_FP8_HDI __nv_fp8x2_storage_t
__nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                           const __nv_fp8_interpretation_t fp8_interpretation) {
  return __tandem_fp8_pack2(__nv_cvt_float_to_fp8(__tandem_h2f(x.x), saturate, fp8_interpretation),
                            __nv_cvt_float_to_fp8(__tandem_h2f(x.y), saturate, fp8_interpretation));
}
__TANDEM_FP8_HDI __nv_fp8x2_storage_t
__nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x, const __nv_saturation_t saturate,
                               const __nv_fp8_interpretation_t fp8_interpretation) {
  return __tandem_fp8_pack2(__nv_cvt_float_to_fp8(__tandem_b2f(x.x), saturate, fp8_interpretation),
                            __nv_cvt_float_to_fp8(__tandem_b2f(x.y), saturate, fp8_interpretation));
}
__TANDEM_FP8_HDI __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                                                    const __nv_fp8_interpretation_t fp8_interpretation) {
  return (__half_raw)__half(__tandem_fp8_2f(x, (int)fp8_interpretation));
}
__TANDEM_FP8_HDI __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                                        const __nv_fp8_interpretation_t fp8_interpretation) {
  __half2_raw r;
  r.x = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(x & 0xFFu), fp8_interpretation).x;
  r.y = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(x >> 8), fp8_interpretation).x;
  return r;
}

/* A conversion operator to an integer type I: through float, as the value
 * of an fp8 number is a float. */
#define __TANDEM_FP8_TO_INT(I) \
  explicit __TANDEM_FP8_HDI operator I() const { return (I)(float)(*this); }
#define __TANDEM_FP8_FROM_INT(T, I) \
  explicit __TANDEM_FP8_HDI T(const I val) : T((float)val) {}

/* One fp8 type T (interpretation K) with its pair T2 and quadruple T4. */
#define __TANDEM_FP8(T, T2, T4, K)                                                        \
  struct __align__(1) T {                                                                 \
    __nv_fp8_storage_t __x;                                                               \
    T() = default;                                                                        \
    explicit __TANDEM_FP8_HDI T(const float f) : __x(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, K)) {} \
    explicit __TANDEM_FP8_HDI T(const double f) : __x(__nv_cvt_double_to_fp8(f, __NV_SATFINITE, K)) {} \
    explicit __TANDEM_FP8_HDI T(const __half f)                                            \
        : __x(__nv_cvt_halfraw_to_fp8((__half_raw)f, __NV_SATFINITE, K)) {}               \
    explicit __TANDEM_FP8_HDI T(const __nv_bfloat16 f)                                     \
        : __x(__nv_cvt_bfloat16raw_to_fp8((__nv_bfloat16_raw)f, __NV_SATFINITE, K)) {}    \
    __TANDEM_FP8_FROM_INT(T, unsigned short int) __TANDEM_FP8_FROM_INT(T, unsigned int)     \
    __TANDEM_FP8_FROM_INT(T, unsigned long int) __TANDEM_FP8_FROM_INT(T, unsigned long long int) \
    __TANDEM_FP8_FROM_INT(T, short int) __TANDEM_FP8_FROM_INT(T, int)                      \
    __TANDEM_FP8_FROM_INT(T, long int) __TANDEM_FP8_FROM_INT(T, long long int)             \
    explicit __TANDEM_FP8_HDI operator float() const { return __tandem_fp8_2f(__x, K); }  \
    explicit __TANDEM_FP8_HDI operator double() const { return (double)__tandem_fp8_2f(__x, K); } \
    explicit __TANDEM_FP8_HDI operator __half() const { return __half(__nv_cvt_fp8_to_halfraw(__x, K)); } \
    explicit __TANDEM_FP8_HDI operator __nv_bfloat16() const {                             \
      return __nv_bfloat16(__tandem_fp8_2f(__x, K)); }                                    \
    explicit __TANDEM_FP8_HDI operator bool() const { return __tandem_fp8_2f(__x, K) != 0.0f; } \
    __TANDEM_FP8_TO_INT(char) __TANDEM_FP8_TO_INT(signed char)                            \
    __TANDEM_FP8_TO_INT(unsigned char) __TANDEM_FP8_TO_INT(short int)                     \
    __TANDEM_FP8_TO_INT(unsigned short int) __TANDEM_FP8_TO_INT(int)                      \
    __TANDEM_FP8_TO_INT(unsigned int) __TANDEM_FP8_TO_INT(long int)                       \
    __TANDEM_FP8_TO_INT(unsigned long int) __TANDEM_FP8_TO_INT(long long int)             \
    __TANDEM_FP8_TO_INT(unsigned long long int)                                           \
  };                                                                                      \
  struct __align__(2) T2 {                                                                \
    __nv_fp8x2_storage_t __x;                                                             \
    T2() = default;                                                                       \
    explicit __TANDEM_FP8_HDI T2(const float2 f) : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, K)) {} \
    explicit __TANDEM_FP8_HDI T2(const double2 f) : __x(__nv_cvt_double2_to_fp8x2(f, __NV_SATFINITE, K)) {} \
    explicit __TANDEM_FP8_HDI T2(const __half2 f)                                          \
        : __x(__nv_cvt_halfraw2_to_fp8x2((__half2_raw)f, __NV_SATFINITE, K)) {}           \
    explicit __TANDEM_FP8_HDI T2(const __nv_bfloat162 f)                                   \
        : __x(__nv_cvt_bfloat16raw2_to_fp8x2((__nv_bfloat162_raw)f, __NV_SATFINITE, K)) {} \
    explicit __TANDEM_FP8_HDI operator __half2() const { return __half2(__nv_cvt_fp8x2_to_halfraw2(__x, K)); } \
    explicit __TANDEM_FP8_HDI operator float2() const {                                   \
      return make_float2(__tandem_fp8_2f((__nv_fp8_storage_t)(__x & 0xFFu), K),           \
                         __tandem_fp8_2f((__nv_fp8_storage_t)(__x >> 8), K)); }           \
  };                                                                                      \
  struct __align__(4) T4 {                                                                \
    __nv_fp8x4_storage_t __x;                                                             \
    T4() = default;                                                                       \
    explicit __TANDEM_FP8_HDI T4(const float4 f)                                          \
        : __x((__nv_fp8x4_storage_t)__nv_cvt_float2_to_fp8x2(make_float2(f.x, f.y), __NV_SATFINITE, K) | \
              ((__nv_fp8x4_storage_t)__nv_cvt_float2_to_fp8x2(make_float2(f.z, f.w), __NV_SATFINITE, K) << 16)) {} \
    explicit __TANDEM_FP8_HDI T4(const double4 f)                                         \
        : __x((__nv_fp8x4_storage_t)__nv_cvt_double2_to_fp8x2(make_double2(f.x, f.y), __NV_SATFINITE, K) | \
              ((__nv_fp8x4_storage_t)__nv_cvt_double2_to_fp8x2(make_double2(f.z, f.w), __NV_SATFINITE, K) << 16)) {} \
    explicit __TANDEM_FP8_HDI T4(const __half2 flo, const __half2 fhi)                    \
        : __x((__nv_fp8x4_storage_t)T2(flo).__x | ((__nv_fp8x4_storage_t)T2(fhi).__x << 16)) {} \
    explicit __TANDEM_FP8_HDI T4(const __nv_bfloat162 flo, const __nv_bfloat162 fhi)      \
        : __x((__nv_fp8x4_storage_t)T2(flo).__x | ((__nv_fp8x4_storage_t)T2(fhi).__x << 16)) {} \
    explicit __TANDEM_FP8_HDI operator float4() const {                                   \
      return make_float4(__tandem_fp8_2f((__nv_fp8_storage_t)(__x & 0xFFu), K),           \
                         __tandem_fp8_2f((__nv_fp8_storage_t)((__x >> 8) & 0xFFu), K),    \
                         __tandem_fp8_2f((__nv_fp8_storage_t)((__x >> 16) & 0xFFu), K),   \
                         __tandem_fp8_2f((__nv_fp8_storage_t)(__x >> 24), K)); }          \
  };

__TANDEM_FP8(__nv_fp8_e4m3, __nv_fp8x2_e4m3, __nv_fp8x4_e4m3, __NV_E4M3)
__TANDEM_FP8(__nv_fp8_e5m2, __nv_fp8x2_e5m2, __nv_fp8x4_e5m2, __NV_E5M2)
#undef __TANDEM_FP8
#undef __TANDEM_FP8_TO_INT
#undef __TANDEM_FP8_FROM_INT
#undef __TANDEM_FP8_HDI
