// Application: a 1-D convolution in scatter form. Thread i multiplies
// in[i] by each of the 9 filter taps and adds the products to out[i - 4 ..
// i + 4]. An output element whose 9 contributors all lie in the thread's own
// block is only updated by that block, so a block-scoped atomicAdd_block
// suffices there; elements within 4 of a block border also receive
// contributions from the neighbouring block and need a device-scoped
// atomicAdd.
// The block-scoped atomics are in a loop: the loop invariants say where a
// logged atomic was (out[i + k0] for the k0 of its iteration, -4 <= k0 <= 4)
// and that the block-scoped one ran only with its element inside the block.
//@ exit: 0
//@ expect-re: kernel 'conv_scatter[(].*: verified
#include <cstdio>

#define BLOCK 64
#define BLOCKS 16
#define N (BLOCK * BLOCKS)
#define R 4

__global__ void conv_scatter(const float *in, const float *filter, float *out) {
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK + t;
  float x = in[i];
#pragma unroll
  for (int k = -R; k <= R; k++) {
    int j = (int)i + k;
    if (j < 0 || j >= N)
      continue;
    int local = j - (int)(blockIdx.x * BLOCK);
    float p = x * filter[R - k];
    if (local >= R && local < BLOCK - R)
      atomicAdd_block(&out[j], p); // every contributor is in this block
    else
      atomicAdd(&out[j], p); // the neighbouring block adds here too
  }
}

int main() {
  float *in, *filter, *out;
  float h_filter[2 * R + 1];
  for (int k = 0; k <= 2 * R; k++)
    h_filter[k] = 1.0f / (2 * R + 1);
  cudaMalloc(&in, N * sizeof(float));
  cudaMalloc(&filter, sizeof h_filter);
  cudaMalloc(&out, N * sizeof(float));
  cudaMemset(in, 0, N * sizeof(float));
  cudaMemset(out, 0, N * sizeof(float));
  cudaMemcpy(filter, h_filter, sizeof h_filter, cudaMemcpyHostToDevice);
  conv_scatter<<<BLOCKS, BLOCK>>>(in, filter, out);
  float h;
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%f\n", h);
  return 0;
}
