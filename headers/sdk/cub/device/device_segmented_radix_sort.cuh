// cub/device/device_segmented_radix_sort.cuh: see cub/cub.cuh (tandem's CUB stand-in).
#pragma once
#include "../cub.cuh"
