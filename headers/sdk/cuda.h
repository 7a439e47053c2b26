// cuda.h: stand-in for the CUDA SDK header of this name.
// Everything it declares is in tandem's own headers/cuda.h (and the files it
// includes), which tandem force-includes (precompiled); this file exists so
// that #include <cuda.h> resolves without the CUDA SDK.
#pragma once
// GPUVerify's cuda.h also declares the cuRAND device API (curandState,
// curand, ...): kernels written for it use them after #include <cuda.h>.
#include "../tandem_curand.h"
