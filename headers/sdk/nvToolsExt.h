// nvToolsExt.h: see nvtx3/nvToolsExt.h (tandem's NVTX stand-in).
#pragma once
#include <nvtx3/nvToolsExt.h>
