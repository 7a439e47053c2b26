// As 456_cuda_atomic_ok, but the slot comes from load() then store(): the
// counter accesses are atomic, yet two threads can read the same value and
// write the same slot.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: race on out[
//@ expect-not-re: kernel 'compact_load_store\(const int\*, int\*, int\*\)' .*: verified
#include <cuda/atomic>

__global__ void compact_load_store(const int *in, int *out, int *count) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v > 0) {
    cuda::atomic_ref<int, cuda::thread_scope_device> c(*count);
    int slot = c.load();
    c.store(slot + 1);
    out[slot] = v;
  }
}

int main() {
  int *in, *out, *count;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 256 * sizeof(int));
  cudaMalloc(&count, sizeof(int));
  compact_load_store<<<4, 64>>>(in, out, count);
  return 0;
}
