// A tile staged through cuda::pipeline with cuda::memcpy_async (the
// samples' async-copy matrix multiply does this). tandem does not model
// asynchronous copies: the kernel is unsupported, named by the operation
// the user wrote (here the pipeline's first stage call), not as a call to
// an unknown function (the header's stand-in).
//@ args: --blockDim=32 --gridDim=4
//@ exit: 2
//@ expect: unsupported: cuda::pipeline stage operation
//@ expect-not: unknown function
//@ expect-not: verified
#include <cuda/pipeline>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void stage_rows(const float *in, float *out) {
  __shared__ float row[32];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  pipe.producer_acquire();
  cuda::memcpy_async(&row[threadIdx.x], &in[blockIdx.x * 32 + threadIdx.x], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[blockIdx.x * 32 + threadIdx.x] = row[threadIdx.x];
  pipe.consumer_release();
}
