// cuComplex.h: stand-in for CUDA's complex-number header, written for tandem
// from the cuBLAS documentation: cuFloatComplex is float2, cuDoubleComplex is
// double2, and the helpers are plain arithmetic (exact in device code).
#pragma once
#define CU_COMPLEX_H_
typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;
#define __TANDEM_CX static __inline__ __attribute__((host)) __attribute__((device))
__TANDEM_CX float cuCrealf(cuFloatComplex x) { return x.x; }
__TANDEM_CX float cuCimagf(cuFloatComplex x) { return x.y; }
__TANDEM_CX cuFloatComplex make_cuFloatComplex(float r, float i) { return make_float2(r, i); }
__TANDEM_CX cuComplex make_cuComplex(float r, float i) { return make_float2(r, i); }
__TANDEM_CX cuFloatComplex cuConjf(cuFloatComplex x) { return make_float2(x.x, -x.y); }
__TANDEM_CX cuFloatComplex cuCaddf(cuFloatComplex a, cuFloatComplex b) { return make_float2(a.x + b.x, a.y + b.y); }
__TANDEM_CX cuFloatComplex cuCsubf(cuFloatComplex a, cuFloatComplex b) { return make_float2(a.x - b.x, a.y - b.y); }
__TANDEM_CX cuFloatComplex cuCmulf(cuFloatComplex a, cuFloatComplex b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
__TANDEM_CX double cuCreal(cuDoubleComplex x) { return x.x; }
__TANDEM_CX double cuCimag(cuDoubleComplex x) { return x.y; }
__TANDEM_CX cuDoubleComplex make_cuDoubleComplex(double r, double i) { return make_double2(r, i); }
__TANDEM_CX cuDoubleComplex cuConj(cuDoubleComplex x) { return make_double2(x.x, -x.y); }
__TANDEM_CX cuDoubleComplex cuCadd(cuDoubleComplex a, cuDoubleComplex b) { return make_double2(a.x + b.x, a.y + b.y); }
__TANDEM_CX cuDoubleComplex cuCsub(cuDoubleComplex a, cuDoubleComplex b) { return make_double2(a.x - b.x, a.y - b.y); }
__TANDEM_CX cuDoubleComplex cuCmul(cuDoubleComplex a, cuDoubleComplex b) {
  return make_double2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
__TANDEM_CX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) { return make_double2(c.x, c.y); }
__TANDEM_CX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) { return make_float2((float)c.x, (float)c.y); }
/* cuCabsf: a function of its argument (uninterpreted in device code);
 * cuCdivf: declared only, a device call stops the kernel (exit 2) */
extern "C" __attribute__((host)) __attribute__((device)) cuFloatComplex cuCdivf(cuFloatComplex, cuFloatComplex);
extern "C" __attribute__((host)) __attribute__((device)) __attribute__((const)) float cuCabsf(cuFloatComplex);
extern "C" __attribute__((host)) __attribute__((device)) cuDoubleComplex cuCdiv(cuDoubleComplex, cuDoubleComplex);
extern "C" __attribute__((host)) __attribute__((device)) __attribute__((const)) double cuCabs(cuDoubleComplex);
#undef __TANDEM_CX
