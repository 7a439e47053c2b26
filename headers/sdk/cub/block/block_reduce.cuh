// cub/block/block_reduce.cuh: see cub/cub.cuh (tandem's CUB stand-in).
#pragma once
#include "../cub.cuh"
