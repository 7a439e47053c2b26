// A loop condition whose second part loads (`j < end && (last || j !=
// stop[i + 1])`): clang joins the ways out of the `||` in one block after
// the load. The loop's exit fact ("a thread that left did so because its
// condition was false") once left the path through the load out, failed,
// and the kernel was inconclusive ("tandem's own loop invariant failed").
// The load is now part of the condition tandem evaluates, with the value the
// thread last loaded. Each thread writes one element of its own four.
//@ exit: 0
//@ expect-re: kernel 'runs\(.*: verified
//@ expect-not: internal error
__global__ void runs(const int *stop, int *owner, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= k)
    return;
  int j = 4 * i;
  while (__invariant(j <= 4 * i + 3), __invariant(j >= 4 * i),
         j < 4 * i + 3 && (i == k - 1 || j != stop[i + 1]))
    j++;
  owner[j] = i;
}

int main() {
  int k = 4096, *stop, *owner;
  cudaMalloc(&stop, k * sizeof(int));
  cudaMalloc(&owner, 4 * k * sizeof(int));
  runs<<<k / 256, 256>>>(stop, owner, k);
  cudaDeviceSynchronize();
  return 0;
}
