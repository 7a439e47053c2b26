// nvcc accepts an alignment specifier after __shared__ (a staged-copy
// kernel in the style of the samples' async-copy matrix multiply); clang-14
// rejects it. tandem names the construct and where it is, with exit 2,
// instead of a bare clang failure. (1011 is the same kernel written the way
// clang accepts, verified.)
//@ args: --blockDim=16,16 --gridDim=4,4
//@ exit: 2
//@ expect: unsupported: nvcc-only syntax (a C++11 attribute after `__shared__`
//@ expect: at 1010_shared_alignas_unsupported.cu:15:
//@ expect-not: verified
#define TILE 16

__global__ void stage_tile(const float *in, float *out, int width) {
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  __shared__ alignas(16) float tile[TILE][TILE];
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  out[y * width + x] = tile[threadIdx.y][TILE - 1 - threadIdx.x];
}
