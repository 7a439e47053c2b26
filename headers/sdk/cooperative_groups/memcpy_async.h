// cooperative_groups/memcpy_async.h: stand-in for the CUDA SDK header of this name.
// Everything it declares is in tandem's own headers/tandem_coop.h, part of the
// force-included (precompiled) headers/cuda.h; this file exists so that
// #include <cooperative_groups/memcpy_async.h> resolves without the CUDA SDK.
#pragma once
