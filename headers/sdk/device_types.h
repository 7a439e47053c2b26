// device_types.h: stand-in for the CUDA SDK header of this name.
// Everything it declares is in tandem's own headers/cuda.h (and the files it
// includes), which tandem force-includes (precompiled); this file exists so
// that #include <device_types.h> resolves without the CUDA SDK.
#pragma once
