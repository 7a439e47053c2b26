// libcu++'s cuda::atomic_ref with device scope hands out slots: each thread
// takes a distinct index with fetch_add and writes only its slot.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'compact\(const int\*, int\*, int\*\)' \(.*\): verified
#include <cuda/atomic>

__global__ void compact(const int *in, int *out, int *count) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v > 0) {
    cuda::atomic_ref<int, cuda::thread_scope_device> c(*count);
    int slot = c.fetch_add(1);
    out[slot] = v;
  }
}

int main() {
  int *in, *out, *count;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  cudaMalloc(&count, sizeof(int));
  compact<<<4, 64>>>(in, out, count);
  return 0;
}
