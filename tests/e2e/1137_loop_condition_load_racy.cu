// 1137_loop_condition_load_ok with the search running to 4 * i + 4: the
// element after a thread's four is its neighbour's first, a race.
//@ exit: 1
//@ expect-re: 1137_loop_condition_load_racy.cu:[0-9]+:12: error: write-write race on owner\[
//@ expect-not: internal error
__global__ void runs(const int *stop, int *owner, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= k)
    return;
  int j = 4 * i;
  while (__invariant(j <= 4 * i + 4), __invariant(j >= 4 * i),
         j < 4 * i + 4 && (i == k - 1 || j != stop[i + 1]))
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
