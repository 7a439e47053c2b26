// sm_30_intrinsics.h: stand-in for the CUDA SDK header of this name.
// Everything it declares is in tandem's own headers/cuda.h (and the files it
// includes), which tandem force-includes (precompiled); this file exists so
// that #include <sm_30_intrinsics.h> resolves without the CUDA SDK.
#pragma once
