// cuda.h: stand-in for the CUDA SDK header of this name.
// Everything it declares is in tandem's own headers/cuda.h (and the files it
// includes), which tandem force-includes (precompiled); this file exists so
// that #include <cuda.h> resolves without the CUDA SDK.
#pragma once
// The driver API header includes <stdint.h> for its cuuint32_t and
// cuuint64_t: programs that include only <cuda.h> use uint64_t and friends.
#include <stdint.h>
typedef uint32_t cuuint32_t;
typedef uint64_t cuuint64_t;
// GPUVerify's cuda.h also declares the cuRAND device API (curandState,
// curand, ...): kernels written for it use them after #include <cuda.h>.
#include "../tandem_curand.h"
