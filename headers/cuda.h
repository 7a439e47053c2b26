/* tandem/headers/cuda.h — the CUDA device environment tandem compiles .cu
 * files against (instead of the CUDA SDK), passed to clang-14 with
 * `-include`. Written for tandem; it provides what real CUDA source files
 * need to parse in clang's device-only mode, with host code parsed too:
 *
 *   - the execution-space keywords (__global__, __device__, __shared__, ...)
 *   - dim3 / uint3 and the common vector types (int2, float4, ...)
 *   - threadIdx, blockIdx, blockDim, gridDim, warpSize
 *   - barriers, fences, atomics, warp shuffles and votes, __ldg
 *   - min/max and the common math functions (declared, uninterpreted)
 *   - printf and device-side assert
 *   - a declaration-only host runtime (cudaMalloc, cudaMemcpy, <<<...>>>)
 *   - tandem's specification annotations (__invariant, __requires, ...)
 *
 * Device code only ever sees declarations or small inline wrappers over
 * clang builtins, so what reaches the bitcode is the intrinsics and
 * instructions listed in shared/TOOLCHAIN.md.
 */
#ifndef TANDEM_CUDA_H
#define TANDEM_CUDA_H

#if !defined(__CUDA__) || !defined(__cplusplus)
#error "headers/cuda.h is for CUDA compilation (clang -x cuda)"
#endif

#define __TANDEM__ 1
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
/* nvcc defines __NVCC__ and programs test it to mean "compiled for CUDA"
 * (HeCBench's xsbench and gpp: `#if defined(__NVCC__)` then their
 * __host__ __device__ macros, else empty ones). tandem compiles the file as
 * nvcc would, so it defines it too. */
#define __NVCC__ 1
#define __CUDACC_VER_MAJOR__ 11
#define __CUDACC_VER_MINOR__ 5
#define CUDART_VERSION 11050
#define __CUDART_API_VERSION 11050

/* ------------------------------------------------------------ keywords */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
// clang-14 honours `managed` for HIP only and ignores it for CUDA, leaving a
// host variable that device code may not read. A managed variable is global
// memory that host code may also touch: for the kernels, a __device__ one.
#define __managed__ __attribute__((device))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __cudart_builtin__
/* __noinline__ expands to nothing: libstdc++ 12 spells
 * __attribute__((__noinline__)) (<memory>), which then reads as the empty
 * attribute list, and a kernel's `__device__ __noinline__ void f()` still
 * compiles. tandem decides inlining itself (translate.c), so the hint is
 * not needed. */
#define __noinline__

#define __TANDEM_HD __attribute__((host)) __attribute__((device))
#define __TANDEM_D __attribute__((device))
#define __TANDEM_DI static __inline__ __attribute__((device)) __attribute__((always_inline))
#define __TANDEM_HDI __inline__ __attribute__((host)) __attribute__((device)) __attribute__((always_inline))

typedef __SIZE_TYPE__ __tandem_size_t;

/* ------------------------------------------------------------ vector types */
#define __TANDEM_VEC2(T, N, A)                                                  \
  struct __align__(A) N##2 { T x, y; };                                         \
  __TANDEM_HDI N##2 make_##N##2(T x, T y) { N##2 r; r.x = x; r.y = y; return r; }
#define __TANDEM_VEC3(T, N)                                                     \
  struct N##3 { T x, y, z; };                                                   \
  __TANDEM_HDI N##3 make_##N##3(T x, T y, T z) {                                \
    N##3 r; r.x = x; r.y = y; r.z = z; return r; }
#define __TANDEM_VEC4(T, N, A)                                                  \
  struct __align__(A) N##4 { T x, y, z, w; };                                   \
  __TANDEM_HDI N##4 make_##N##4(T x, T y, T z, T w) {                           \
    N##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
#define __TANDEM_VEC(T, N, A2, A4) __TANDEM_VEC2(T, N, A2) __TANDEM_VEC3(T, N) __TANDEM_VEC4(T, N, A4)

__TANDEM_VEC(signed char, char, 2, 4)
__TANDEM_VEC(unsigned char, uchar, 2, 4)
__TANDEM_VEC(short, short, 4, 8)
__TANDEM_VEC(unsigned short, ushort, 4, 8)
__TANDEM_VEC(int, int, 8, 16)
__TANDEM_VEC(long, long, 16, 16)
__TANDEM_VEC(unsigned long, ulong, 16, 16)
__TANDEM_VEC(long long, longlong, 16, 16)
__TANDEM_VEC(unsigned long long, ulonglong, 16, 16)
__TANDEM_VEC(float, float, 8, 16)
__TANDEM_VEC(double, double, 16, 16)
/* uint3 gets constructors-free aggregate form, as in CUDA */
__TANDEM_VEC2(unsigned int, uint, 8)
struct uint3 { unsigned int x, y, z; };
__TANDEM_HDI uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) {
  uint3 r; r.x = x; r.y = y; r.z = z; return r; }
__TANDEM_VEC4(unsigned int, uint, 16)
#undef __TANDEM_VEC
#undef __TANDEM_VEC2
#undef __TANDEM_VEC3
#undef __TANDEM_VEC4

struct dim3 {
  unsigned int x, y, z;
  __TANDEM_HDI constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __TANDEM_HDI constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __TANDEM_HDI constexpr operator uint3() const { return uint3{x, y, z}; }
};

/* ------------------------------------------------------------ built-in variables */
/* Each component is a property whose getter reads the PTX special
 * register, so `threadIdx.x` becomes @llvm.nvvm.read.ptx.sreg.tid.x(). */
#define __TANDEM_SREG(FIELD, READ)                                              \
  __declspec(property(get = __get_##FIELD)) unsigned int FIELD;                 \
  static __inline__ __attribute__((always_inline)) __attribute__((device))      \
  unsigned int __get_##FIELD(void) { return READ; }
#define __TANDEM_DI_M __inline__ __attribute__((device)) __attribute__((always_inline))
#define __TANDEM_SREG_STRUCT(NAME, R)                                           \
  struct __tandem_##NAME##_t {                                                  \
    __TANDEM_SREG(x, __nvvm_read_ptx_sreg_##R##_x())                            \
    __TANDEM_SREG(y, __nvvm_read_ptx_sreg_##R##_y())                            \
    __TANDEM_SREG(z, __nvvm_read_ptx_sreg_##R##_z())                            \
    __TANDEM_DI_M operator dim3() const { return dim3(x, y, z); }               \
    __TANDEM_DI_M operator uint3() const { return uint3{x, y, z}; }             \
  private:                                                                      \
    __attribute__((device)) __tandem_##NAME##_t() = delete;                     \
    __attribute__((device)) __tandem_##NAME##_t(const __tandem_##NAME##_t &) = delete; \
    __attribute__((device)) void operator=(const __tandem_##NAME##_t &) const = delete; \
    __attribute__((device)) __tandem_##NAME##_t *operator&() const = delete;    \
  };                                                                            \
  extern const __attribute__((device)) __attribute__((weak)) __tandem_##NAME##_t NAME;
__TANDEM_SREG_STRUCT(threadIdx, tid)
__TANDEM_SREG_STRUCT(blockIdx, ctaid)
__TANDEM_SREG_STRUCT(blockDim, ntid)
__TANDEM_SREG_STRUCT(gridDim, nctaid)
#undef __TANDEM_SREG_STRUCT
#undef __TANDEM_DI_M
#undef __TANDEM_SREG

/* warpSize is the modelled warp size (--warp-sync=N, else 32): tandem's
 * translator gives __tandem_warp_size() that value. Like CUDA's warpSize, it
 * is not a constant expression. */
extern "C" __attribute__((device)) int __tandem_warp_size(void);
struct __tandem_warpSize_t {
  __inline__ __attribute__((device)) __attribute__((always_inline)) operator int() const {
    return __tandem_warp_size();
  }
};
extern const __attribute__((device)) __attribute__((weak)) __tandem_warpSize_t warpSize;

/* ------------------------------------------------------------ synchronisation */
/* __syncthreads() is a clang builtin (@llvm.nvvm.barrier0). */
__TANDEM_DI int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
__TANDEM_DI int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
__TANDEM_DI int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
__TANDEM_DI void __syncwarp(unsigned int mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
/* Named barriers: barrier `id` for every thread of the block, or `count` threads. */
__TANDEM_DI void __barrier_sync(unsigned int id) { __nvvm_barrier_sync(id); }
__TANDEM_DI void __barrier_sync_count(unsigned int id, unsigned int count) {
  __nvvm_barrier_sync_cnt(id, count);
}
__TANDEM_DI void __threadfence_block(void) { __nvvm_membar_cta(); }
__TANDEM_DI void __threadfence(void) { __nvvm_membar_gl(); }
__TANDEM_DI void __threadfence_system(void) { __nvvm_membar_sys(); }

/* ------------------------------------------------------------ atomics */
/* Device scope: plain atomicrmw / cmpxchg. _block: .cta intrinsics.
 * _system: .sys intrinsics. */
#define __TANDEM_ATOM(NAME, T, B, CT, BT)                                       \
  __TANDEM_DI T NAME(T *p, T v) { return (T)__nvvm_atom_##B((BT *)p, (BT)v); }        \
  __TANDEM_DI T NAME##_block(T *p, T v) { return (T)__nvvm_atom_cta_##B((BT *)p, (BT)v); } \
  __TANDEM_DI T NAME##_system(T *p, T v) { return (T)__nvvm_atom_sys_##B((BT *)p, (BT)v); }

__TANDEM_ATOM(atomicAdd, int, add_gen_i, int, int)
__TANDEM_ATOM(atomicAdd, unsigned int, add_gen_i, int, int)
__TANDEM_ATOM(atomicAdd, unsigned long long, add_gen_ll, long long, long long)
__TANDEM_ATOM(atomicAdd, float, add_gen_f, float, float)
__TANDEM_ATOM(atomicAdd, double, add_gen_d, double, double)
__TANDEM_ATOM(atomicExch, int, xchg_gen_i, int, int)
__TANDEM_ATOM(atomicExch, unsigned int, xchg_gen_i, int, int)
__TANDEM_ATOM(atomicExch, unsigned long long, xchg_gen_ll, long long, long long)
__TANDEM_ATOM(atomicMin, int, min_gen_i, int, int)
__TANDEM_ATOM(atomicMin, unsigned int, min_gen_ui, unsigned int, unsigned int)
__TANDEM_ATOM(atomicMin, long long, min_gen_ll, long long, long long)
__TANDEM_ATOM(atomicMin, unsigned long long, min_gen_ull, unsigned long long, unsigned long long)
__TANDEM_ATOM(atomicMax, int, max_gen_i, int, int)
__TANDEM_ATOM(atomicMax, unsigned int, max_gen_ui, unsigned int, unsigned int)
__TANDEM_ATOM(atomicMax, long long, max_gen_ll, long long, long long)
__TANDEM_ATOM(atomicMax, unsigned long long, max_gen_ull, unsigned long long, unsigned long long)
__TANDEM_ATOM(atomicAnd, int, and_gen_i, int, int)
__TANDEM_ATOM(atomicAnd, unsigned int, and_gen_i, int, int)
__TANDEM_ATOM(atomicAnd, unsigned long long, and_gen_ll, long long, long long)
__TANDEM_ATOM(atomicOr, int, or_gen_i, int, int)
__TANDEM_ATOM(atomicOr, unsigned int, or_gen_i, int, int)
__TANDEM_ATOM(atomicOr, unsigned long long, or_gen_ll, long long, long long)
__TANDEM_ATOM(atomicXor, int, xor_gen_i, int, int)
__TANDEM_ATOM(atomicXor, unsigned int, xor_gen_i, int, int)
__TANDEM_ATOM(atomicXor, unsigned long long, xor_gen_ll, long long, long long)
__TANDEM_ATOM(atomicInc, unsigned int, inc_gen_ui, unsigned int, unsigned int)
__TANDEM_ATOM(atomicDec, unsigned int, dec_gen_ui, unsigned int, unsigned int)
#undef __TANDEM_ATOM

/* atomicSub is an atomic add of the negation, as in CUDA's own headers. */
__TANDEM_DI int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
__TANDEM_DI unsigned int atomicSub(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_add_gen_i((int *)p, -(int)v); }
__TANDEM_DI int atomicSub_block(int *p, int v) { return __nvvm_atom_cta_add_gen_i(p, -v); }
__TANDEM_DI unsigned int atomicSub_block(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_cta_add_gen_i((int *)p, -(int)v); }
__TANDEM_DI int atomicSub_system(int *p, int v) { return __nvvm_atom_sys_add_gen_i(p, -v); }
__TANDEM_DI unsigned int atomicSub_system(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_sys_add_gen_i((int *)p, -(int)v); }

#define __TANDEM_CAS(T, BT, B)                                                  \
  __TANDEM_DI T atomicCAS(T *p, T c, T v) { return (T)__nvvm_atom_cas_##B((BT *)p, (BT)c, (BT)v); } \
  __TANDEM_DI T atomicCAS_block(T *p, T c, T v) { return (T)__nvvm_atom_cta_cas_##B((BT *)p, (BT)c, (BT)v); } \
  __TANDEM_DI T atomicCAS_system(T *p, T c, T v) { return (T)__nvvm_atom_sys_cas_##B((BT *)p, (BT)c, (BT)v); }
__TANDEM_CAS(int, int, gen_i)
__TANDEM_CAS(unsigned int, int, gen_i)
__TANDEM_CAS(unsigned long long, long long, gen_ll)
#undef __TANDEM_CAS

/* ------------------------------------------------------------ warp operations */
#define __TANDEM_SHFL(NAME, IOP, FOP, CLAMP, OT)                                \
  __TANDEM_DI int NAME(unsigned int m, int v, OT o, int w = warpSize) {         \
    return IOP(m, v, o, ((warpSize - w) << 8) | (CLAMP)); }                     \
  __TANDEM_DI unsigned int NAME(unsigned int m, unsigned int v, OT o, int w = warpSize) { \
    return (unsigned int)IOP(m, (int)v, o, ((warpSize - w) << 8) | (CLAMP)); }  \
  __TANDEM_DI float NAME(unsigned int m, float v, OT o, int w = warpSize) {     \
    return FOP(m, v, o, ((warpSize - w) << 8) | (CLAMP)); }
__TANDEM_SHFL(__shfl_sync, __nvvm_shfl_sync_idx_i32, __nvvm_shfl_sync_idx_f32, 0x1f, int)
__TANDEM_SHFL(__shfl_up_sync, __nvvm_shfl_sync_up_i32, __nvvm_shfl_sync_up_f32, 0, unsigned int)
__TANDEM_SHFL(__shfl_down_sync, __nvvm_shfl_sync_down_i32, __nvvm_shfl_sync_down_f32, 0x1f, unsigned int)
__TANDEM_SHFL(__shfl_xor_sync, __nvvm_shfl_sync_bfly_i32, __nvvm_shfl_sync_bfly_f32, 0x1f, int)
#undef __TANDEM_SHFL

__TANDEM_DI int __all_sync(unsigned int m, int p) { return __nvvm_vote_all_sync(m, p); }
__TANDEM_DI int __any_sync(unsigned int m, int p) { return __nvvm_vote_any_sync(m, p); }
__TANDEM_DI int __uni_sync(unsigned int m, int p) { return __nvvm_vote_uni_sync(m, p); }
__TANDEM_DI unsigned int __ballot_sync(unsigned int m, int p) { return __nvvm_vote_ballot_sync(m, p); }
__TANDEM_DI unsigned int __activemask(void) { return __nvvm_vote_ballot(1); }
__TANDEM_DI unsigned int __lanemask_lt(void) { return __nvvm_read_ptx_sreg_lanemask_lt(); }
__TANDEM_DI int __popc(unsigned int x) { return __builtin_popcount(x); }
__TANDEM_DI int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__TANDEM_DI int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
__TANDEM_DI int __ffs(int x) { return __builtin_ffs(x); }

/* __ldg is a read through the read-only cache: modelled as a plain load. */
template <typename __T> __TANDEM_DI __T __ldg(const __T *p) { return *p; }

/* ------------------------------------------------------------ min / max */
#define __TANDEM_MINMAX(T)                                                      \
  static __TANDEM_HDI T min(T a, T b) { return a < b ? a : b; }                 \
  static __TANDEM_HDI T max(T a, T b) { return a > b ? a : b; }
__TANDEM_MINMAX(int)
__TANDEM_MINMAX(unsigned int)
__TANDEM_MINMAX(long)
__TANDEM_MINMAX(unsigned long)
__TANDEM_MINMAX(long long)
__TANDEM_MINMAX(unsigned long long)
__TANDEM_MINMAX(float)
__TANDEM_MINMAX(double)
#undef __TANDEM_MINMAX
static __TANDEM_HDI unsigned int min(int a, unsigned int b) { return min((unsigned int)a, b); }
static __TANDEM_HDI unsigned int min(unsigned int a, int b) { return min(a, (unsigned int)b); }
static __TANDEM_HDI unsigned int max(int a, unsigned int b) { return max((unsigned int)a, b); }
static __TANDEM_HDI unsigned int max(unsigned int a, int b) { return max(a, (unsigned int)b); }

/* ------------------------------------------------------------ math, printf, assert */
/* Device math functions are declared without bodies, extern "C" and
 * __device__ only: calls from device code stay calls to these exact names
 * (sqrtf, expf, ...) and the translator treats them as uninterpreted
 * functions. The host declarations come from <math.h>, included below; a
 * host and a device function of the same signature may coexist. (std::sqrt
 * and friends from <cmath> are constexpr, hence host+device, and may lower
 * to @llvm.sqrt.f32 and similar intrinsics.) */
#define __TANDEM_M1(F) extern "C" __TANDEM_D float F##f(float); \
                       extern "C" __TANDEM_D double F(double);
#define __TANDEM_M2(F) extern "C" __TANDEM_D float F##f(float, float); \
                       extern "C" __TANDEM_D double F(double, double);
__TANDEM_M1(sqrt) __TANDEM_M1(cbrt) __TANDEM_M1(rsqrt) __TANDEM_M1(exp)
__TANDEM_M1(exp2) __TANDEM_M1(exp10) __TANDEM_M1(expm1) __TANDEM_M1(log)
__TANDEM_M1(log2) __TANDEM_M1(log10) __TANDEM_M1(log1p) __TANDEM_M1(sin)
__TANDEM_M1(cos) __TANDEM_M1(tan) __TANDEM_M1(asin) __TANDEM_M1(acos)
__TANDEM_M1(atan) __TANDEM_M1(sinh) __TANDEM_M1(cosh) __TANDEM_M1(tanh)
__TANDEM_M1(fabs) __TANDEM_M1(floor) __TANDEM_M1(ceil) __TANDEM_M1(round)
__TANDEM_M1(rint) __TANDEM_M1(trunc) __TANDEM_M1(erf) __TANDEM_M1(erfc)
__TANDEM_M1(tgamma) __TANDEM_M1(lgamma)
__TANDEM_M2(pow) __TANDEM_M2(fmin) __TANDEM_M2(fmax) __TANDEM_M2(fmod)
__TANDEM_M2(atan2) __TANDEM_M2(hypot) __TANDEM_M2(copysign) __TANDEM_M2(fdim)
__TANDEM_M2(remainder)
#undef __TANDEM_M1
#undef __TANDEM_M2
/* CUDA's math functions that the C library lacks are host functions too
 * (a host reference computation calls rsqrtf). */
#define __TANDEM_HM1(F) extern "C" __attribute__((host)) float F##f(float); \
                        extern "C" __attribute__((host)) double F(double);
__TANDEM_HM1(rsqrt) __TANDEM_HM1(rcbrt) __TANDEM_HM1(sinpi) __TANDEM_HM1(cospi)
__TANDEM_HM1(erfinv) __TANDEM_HM1(erfcinv) __TANDEM_HM1(normcdf) __TANDEM_HM1(normcdfinv)
#undef __TANDEM_HM1
extern "C" __TANDEM_D float fmaf(float, float, float);
extern "C" __TANDEM_D double fma(double, double, double);
extern "C" __TANDEM_D float ldexpf(float, int);
extern "C" __TANDEM_D double ldexp(double, int);
extern "C" __TANDEM_D void sincosf(float, float *, float *);
extern "C" __TANDEM_D int abs(int);
extern "C" __TANDEM_D long labs(long);
extern "C" __TANDEM_D long long llabs(long long);
/* CUDA-only intrinsics, device only */
extern "C" __TANDEM_D float __fdividef(float, float);
extern "C" __TANDEM_D float __expf(float);
extern "C" __TANDEM_D float __exp10f(float);
extern "C" __TANDEM_D float __logf(float);
extern "C" __TANDEM_D float __log2f(float);
extern "C" __TANDEM_D float __sinf(float);
extern "C" __TANDEM_D float __cosf(float);
extern "C" __TANDEM_D float __tanf(float);
extern "C" __TANDEM_D float __powf(float, float);
extern "C" __TANDEM_D float __fsqrt_rn(float);
extern "C" __TANDEM_D float __frsqrt_rn(float);
extern "C" __TANDEM_D float __fadd_rn(float, float);
extern "C" __TANDEM_D float __fmul_rn(float, float);
extern "C" __TANDEM_D float __fmaf_rn(float, float, float);
extern "C" __TANDEM_D float __saturatef(float);
extern "C" __TANDEM_D float __int_as_float(int);
extern "C" __TANDEM_D int __float_as_int(float);
extern "C" __TANDEM_D float __uint_as_float(unsigned int);
extern "C" __TANDEM_D unsigned int __float_as_uint(float);
extern "C" __TANDEM_D int __float2int_rn(float);
extern "C" __TANDEM_D float __int2float_rn(int);
extern "C" __TANDEM_D int __mul24(int, int);
extern "C" __TANDEM_D unsigned int __umul24(unsigned int, unsigned int);
extern "C" __TANDEM_D int __mulhi(int, int);
extern "C" __TANDEM_D unsigned int __umulhi(unsigned int, unsigned int);
extern "C" __TANDEM_D unsigned int __brev(unsigned int);

/* printf in device code: clang rewrites calls into vprintf. */
extern "C" __TANDEM_D int printf(const char *, ...);
extern "C" __TANDEM_D int vprintf(const char *, const char *);
extern "C" __TANDEM_D void *malloc(__tandem_size_t) __attribute__((nothrow)) __attribute__((malloc));
extern "C" __TANDEM_D void free(void *) __attribute__((nothrow));
/* memcpy/memset in device code: clang lowers them to @llvm.memcpy/memset. */
extern "C" {
__TANDEM_DI void *memcpy(void *d, const void *s, __tandem_size_t n) { return __builtin_memcpy(d, s, n); }
__TANDEM_DI void *memset(void *d, int c, __tandem_size_t n) { return __builtin_memset(d, c, n); }
}
extern "C" __TANDEM_D void __assertfail(const char *msg, const char *file, unsigned int line,
                                        const char *func, __tandem_size_t charsize);
/* <assert.h>'s assert() calls __assert_fail, a host function: this device
 * overload reaches __assertfail, so a failing device assert() is a call of
 * @__assertfail guarded by the condition. */
extern "C" {
__TANDEM_DI void __assert_fail(const char *msg, const char *file, unsigned int line,
                               const char *func) {
  __assertfail(msg, file, line, func, sizeof(char));
}
}
extern "C" __TANDEM_D void __trap(void) __attribute__((noreturn));
extern "C" __TANDEM_D void __brkpt(void);

/* The host side of the C library, as CUDA's runtime header provides it. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ------------------------------------------------------------ host runtime */
/* Declarations only: host code must parse, it is never compiled. */
#include "tandem_runtime.h"
#include "tandem_device.h"
#include "tandem_fp16.h"
#include "tandem_coop.h"

/* ------------------------------------------------------------ annotations */
/* tandem's specification language. The translator recognises these exact
 * (unmangled) symbol names. Use:
 *   __requires(n <= blockDim.x);                       first statement
 *   for (i = t; __invariant(i % 4 == 0), i < n; ...)   loop invariants
 *   while (__invariant(__no_read(A)), c) ...
 *   __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == t))
 *
 * (glibc's <assert.h> declares an unrelated host function
 * __assert(const char *, const char *, int); a host and a device function
 * may share a name, so both coexist.) */
extern "C" {
__TANDEM_D void __assert(bool);
__TANDEM_D void __invariant(bool);
__TANDEM_D void __requires(bool);
__TANDEM_D void __assume(bool);
// `const volatile void *` so that volatile __shared__ arrays (warp-synchronous
// code) can be named too.
__TANDEM_D bool __no_read(const volatile void *);
__TANDEM_D bool __no_write(const volatile void *);
__TANDEM_D bool __read_implies(const volatile void *, bool);
__TANDEM_D bool __write_implies(const volatile void *, bool);
__TANDEM_D unsigned long long __read_offset_bytes(const volatile void *);
__TANDEM_D unsigned long long __write_offset_bytes(const volatile void *);
}
#define __implies(a, b) (!(a) | !!(b))
#include "tandem_annotations.h"

#undef __TANDEM_DI
#undef __TANDEM_HDI

#endif /* TANDEM_CUDA_H */
