// Host-guided (issue 11): one kernel, two launches with different sizes;
// each is verified on its own run. The kernel's blocks are 256 elements
// apart, so the <<<8, 128>>> launch is fine and the <<<4, 512>>> one races:
// only its run reports the race.
//@ exit: 1
//@ expect-re: kernel 'copy\(float\*, const float\*\)' \(.*\): verified
//@ expect-re: kernel 'copy\(float\*, const float\*\)' \(.*\): [0-9]+ races? found
//@ expect: note: launch at 553_two_launches_racy.cu:23: <<<8, 128>>>
//@ expect: note: launch at 553_two_launches_racy.cu:24: <<<4, 512>>>
//@ expect: blockDim = (512,1,1), gridDim = (4,1,1)
//@ expect: write-write race on out[
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
  copy<<<4, 512>>>(b, a);
  cudaDeviceSynchronize();
  return 0;
}
