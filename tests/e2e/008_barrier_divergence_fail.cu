// A barrier reached by only half of the block: barrier divergence.
//@ args: --blockDim=32 --gridDim=1
//@ exit: 1
//@ expect: barrier divergence
//@ expect-re: kernel 'half\(int\*\)' \(.*\): [0-9]+ defect
//@ expect-not-re: kernel 'half\(int\*\)' .*: verified
//@ expect-re: \.cu:12:5:
__global__ void half(int *data) {
  __shared__ int s[32];
  s[threadIdx.x] = data[threadIdx.x];
  if (threadIdx.x < 16)
    __syncthreads(); // <- defect
  data[threadIdx.x] = s[threadIdx.x];
}
