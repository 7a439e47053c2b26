// curand_kernel.h: stand-in for the cuRAND device header, without the SDK.
#pragma once
#include "curand.h"
#include "../tandem_curand.h"
