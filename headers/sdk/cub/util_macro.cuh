// cub/util_macro.cuh: see cub/cub.cuh (tandem's CUB stand-in).
#pragma once
#include "cub.cuh"
