// 762_ok with one fence left out: the inner node is released without a
// fence after it is written (missing fence).
// Application: a block reduction without barriers. The block's values form
// the leaves of a binary heap tree[64..127]; thread t >= 1 computes inner
// node t from its children 2t and 2t+1. Every node has a ready flag:
// its writer fences (block scope) and sets it, its reader spins on it and
// fences (block scope) before reading the node. All flags and nodes are
// per block, so block scope covers every hand-off.
//@ exit: 1
//@ expect-re: race on tree\[[0-9]+\] \(missing fence
//@ expect-not-re: kernel 'tree_sum[(].*: verified
#include <cstdio>

#define BLOCK 64
#define BLOCKS 16

__global__ void tree_sum(const int *in, int *tree, int *ready, int *out) {
  unsigned t = threadIdx.x;
  int *node = tree + blockIdx.x * 2 * BLOCK;
  int *flag = ready + blockIdx.x * 2 * BLOCK;
  node[BLOCK + t] = in[blockIdx.x * BLOCK + t];
  __threadfence_block();
  atomicExch_block(&flag[BLOCK + t], 1);
  if (t >= 1) {
    while (atomicAdd_block(&flag[2 * t], 0) != 1)
      ;
    __threadfence_block();
    int left = node[2 * t];
    while (atomicAdd_block(&flag[2 * t + 1], 0) != 1)
      ;
    __threadfence_block();
    int right = node[2 * t + 1];
    node[t] = left + right;
    atomicExch_block(&flag[t], 1);
  }
  if (t == 1)
    out[blockIdx.x] = node[1];
}

int main() {
  int *in, *tree, *ready, *out;
  cudaMalloc(&in, BLOCKS * BLOCK * sizeof(int));
  cudaMalloc(&tree, BLOCKS * 2 * BLOCK * sizeof(int));
  cudaMalloc(&ready, BLOCKS * 2 * BLOCK * sizeof(int));
  cudaMalloc(&out, BLOCKS * sizeof(int));
  cudaMemset(in, 0, BLOCKS * BLOCK * sizeof(int));
  cudaMemset(ready, 0, BLOCKS * 2 * BLOCK * sizeof(int));
  tree_sum<<<BLOCKS, BLOCK>>>(in, tree, ready, out);
  int h[BLOCKS];
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[0]);
  return 0;
}
