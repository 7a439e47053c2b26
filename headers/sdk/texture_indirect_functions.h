// texture_indirect_functions.h: stand-in for the CUDA SDK header of this name.
// Everything it declares is in tandem's own headers/cuda.h (and the files it
// includes), which tandem force-includes (precompiled); this file exists so
// that #include <texture_indirect_functions.h> resolves without the CUDA SDK.
#pragma once
