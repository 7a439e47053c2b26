// cub/block/block_adjacent_difference.cuh: see cub/cub.cuh (tandem's CUB stand-in).
#pragma once
#include "../cub.cuh"
