// 057_shared_histogram_ok.cu without the barrier after clearing the bins:
// a thread's atomicAdd can reach a bin before (or after) the thread that
// clears it, an atomic-write race on the initialisation.
//@ args: --blockDim=256 --gridDim=32
//@ exit: 1
//@ expect-re: (atomic-write|write-atomic) race on bins\[
//@ expect-re: 057_shared_histogram_racy\.cu:(12:11|14:5):
//@ expect-re: kernel 'histogram256\(const unsigned char\*, unsigned int\*, int\)' \(.*\): [0-9]+ races? found
__global__ void histogram256(const unsigned char *data, unsigned *hist, int n) {
  __shared__ unsigned bins[256];
  unsigned t = threadIdx.x;
  bins[t] = 0; // <- race
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u); // <- race
  __syncthreads();
  atomicAdd(&hist[t], bins[t]);
}
