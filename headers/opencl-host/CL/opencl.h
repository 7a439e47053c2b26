/* tandem/headers/opencl-host/CL/opencl.h — includes tandem's declaration-only
 * OpenCL host API (cl.h); written for tandem. */
#include "cl.h"
