// vector_types.h: stand-in for the CUDA SDK header of this name.
// Everything a kernel needs is declared by tandem's own headers/cuda.h,
// which tandem force-includes; this file exists so that #include <vector_types.h>
// in a user's file resolves without the CUDA SDK.
#pragma once
