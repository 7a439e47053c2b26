// cub/device/device_segmented_reduce.cuh: see cub/cub.cuh (tandem's CUB stand-in).
#pragma once
#include "../cub.cuh"
