// 772_ok with one scope bug: an off-by-one in the interior test uses the
// block-scoped atomicAdd_block at local index 3, which the previous block
// also updates (insufficient atomic scope).
// Application: a 1-D convolution in scatter form. Thread i multiplies
// in[i] by each of the 9 filter taps and adds the products to out[i - 4 ..
// i + 4]. An output element whose 9 contributors all lie in the thread's own
// block is only updated by that block, so a block-scoped atomicAdd_block
// suffices there; elements within 4 of a block border also receive
// contributions from the neighbouring block and need a device-scoped
// atomicAdd.
//@ exit: 1
//@ expect-re: atomic-atomic race on out\[[0-9]+\] \(insufficient atomic scope
//@ expect-not-re: kernel 'conv_scatter[(].*: verified
//@ expect: (insufficient atomic scope
//@ expect-re: race at 772_app_conv1d_racy.cu:35:7 is confirmed by unwinding.*the first atomic access in iteration 9
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
    if (local >= R - 1 && local < BLOCK - R)
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
