// A barrier in a loop whose trip count depends on the thread id: threads
// leave the loop after different numbers of barriers.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: barrier divergence
//@ expect-not-re: kernel 'relax\(float\*\)' .*: verified
//@ expect-re: \.cu:13:5:
__global__ void relax(float *u) {
  __shared__ float cur[64];
  unsigned t = threadIdx.x;
  cur[t] = u[t];
  for (unsigned s = 0; s < t % 4; s++) {
    __syncthreads(); // <- defect
    cur[t] += 1.0f;
  }
  u[t] = cur[t];
}
