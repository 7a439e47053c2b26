// Host-guided (issue 11): one kernel, two launches with different sizes,
// both within the kernel's 256-element chunk per block: both runs verify.
// The third launch repeats the first configuration and shares its run.
//@ exit: 0
//@ expect-not: race
//@ expect: note: launch at 553_two_launches_ok.cu:20: <<<8, 128>>>
//@ expect: note: launch at 553_two_launches_ok.cu:21: <<<4, 256>>>
//@ expect: note: launch at 553_two_launches_ok.cu:22: <<<8, 128>>>
#define CHUNK 256

__global__ void copy(float *out, const float *in) {
  int i = blockIdx.x * CHUNK + threadIdx.x;
  out[i] = in[i] + threadIdx.x;
}

int main() {
  float *a, *b;
  cudaMalloc(&a, 4096 * sizeof(float));
  cudaMalloc(&b, 4096 * sizeof(float));
  copy<<<8, 128>>>(a, b);
  copy<<<4, 256>>>(b, a);
  copy<<<8, 128>>>(a, b);
  cudaDeviceSynchronize();
  return 0;
}
