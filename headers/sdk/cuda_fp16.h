// cuda_fp16.h: stand-in for the CUDA SDK header of this name.
// Everything it declares is in tandem's own headers/cuda.h (and the files it
// includes), which tandem force-includes (precompiled); this file exists so
// that #include <cuda_fp16.h> resolves without the CUDA SDK. It adds the
// short type names, which only files that include it may use.
#pragma once
typedef __half half;
typedef __half2 half2;
