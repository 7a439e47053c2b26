// cub/device/device_merge_sort.cuh: see cub/cub.cuh (tandem's CUB stand-in).
#pragma once
#include "../cub.cuh"
