//@ args: --blockDim=128 --gridDim=64
//@ exit: 1
// RACY (under independent thread scheduling, the default since Volta):
// the classic warp-synchronous tail. The last 32 threads keep reducing
// through a volatile pointer with no barrier and no __syncwarp(), relying
// on lock-step warps: thread t reads sdata[t + 16] while thread t + 16
// writes it.
#define BLOCK_SIZE 128

__device__ void warp_reduce(volatile float *sdata, unsigned tid) {
  sdata[tid] += sdata[tid + 32];
  sdata[tid] += sdata[tid + 16];
  sdata[tid] += sdata[tid + 8];
  sdata[tid] += sdata[tid + 4];
  sdata[tid] += sdata[tid + 2];
  sdata[tid] += sdata[tid + 1];
}

__global__ void reduce_warp_tail(const float *in, float *out) {
  __shared__ float sdata[BLOCK_SIZE];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * BLOCK_SIZE + tid];
  __syncthreads();

  if (tid < 64)
    sdata[tid] += sdata[tid + 64];
  __syncthreads();

  if (tid < 32)
    warp_reduce(sdata, tid);
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
