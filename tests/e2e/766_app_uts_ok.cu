// Application: unbalanced tree search. Every block owns a local stack (used
// only by its own threads, guarded by a block-scoped lock) and a global
// stack (which any block may steal from, guarded by a device-scoped lock).
// A thread pops a node from its local stack, or else steals one from the
// global stack of the next block, and pushes the node's children (their
// number decided by a hash, pushed as one range entry) to its block's
// global stack. Locks: atomicCAS then a fence to
// acquire, a fence then atomicExch to release. One launch is one round;
// the host launches rounds until no node was visited.
//@ exit: 0
//@ expect-re: kernel 'search[(].*: verified
//@ expect-not: race on
#include <cstdio>

#define BLOCK 32
#define BLOCKS 4
#define CAP 256

__device__ unsigned children(unsigned node) { return (node * 2654435761u >> 28) % 4; }

__global__ void search(int *local_lock, unsigned *local_top, unsigned *local_nodes, int *global_lock,
                       unsigned *global_top, unsigned *global_nodes, unsigned *visited) {
  unsigned b = blockIdx.x;
  unsigned victim = (b + 1) % gridDim.x;
  {
    unsigned node = 0;
    bool have = false;
    while (atomicCAS_block(&local_lock[b], 0, 1) != 0)
      ;
    __threadfence_block();
    unsigned top = local_top[b];
    if (top > 0 && top <= CAP) {
      local_top[b] = top - 1;
      node = local_nodes[b * CAP + top - 1];
      have = true;
    }
    __threadfence_block();
    atomicExch_block(&local_lock[b], 0);
    if (!have) {
      while (atomicCAS(&global_lock[victim], 0, 1) != 0)
        ;
      __threadfence();
      unsigned top = global_top[victim];
      if (top > 0 && top <= CAP) {
        global_top[victim] = top - 1;
        node = global_nodes[victim * CAP + top - 1];
        have = true;
      }
      __threadfence();
      atomicExch(&global_lock[victim], 0);
    }
    if (!have)
      return;
    atomicAdd(visited, 1);
    unsigned n = children(node);
    if (n > 0) {
      // the children are pushed as one range entry: first child, count
      unsigned child = (node * 4 + 1) << 2 | n;
      while (atomicCAS(&global_lock[b], 0, 1) != 0)
        ;
      __threadfence();
      unsigned top = global_top[b];
      if (top < CAP) {
        global_nodes[b * CAP + top] = child;
        global_top[b] = top + 1;
      }
      __threadfence();
      atomicExch(&global_lock[b], 0);
    }
  }
}

int main() {
  int *local_lock, *global_lock;
  unsigned *local_top, *global_top, *local_nodes, *global_nodes, *visited;
  cudaMalloc(&local_lock, BLOCKS * sizeof(int));
  cudaMalloc(&local_top, BLOCKS * sizeof(int));
  cudaMalloc(&global_lock, BLOCKS * sizeof(int));
  cudaMalloc(&global_top, BLOCKS * sizeof(int));
  cudaMalloc(&local_nodes, BLOCKS * CAP * sizeof(unsigned));
  cudaMalloc(&global_nodes, BLOCKS * CAP * sizeof(unsigned));
  cudaMalloc(&visited, sizeof(unsigned));
  cudaMemset(local_lock, 0, BLOCKS * sizeof(int));
  cudaMemset(global_lock, 0, BLOCKS * sizeof(int));
  cudaMemset(global_top, 0, BLOCKS * sizeof(int));
  cudaMemset(local_top, 0, BLOCKS * sizeof(int));
  cudaMemset(visited, 0, sizeof(unsigned));
  unsigned root = 1, total = 0, v = 1;
  cudaMemcpy(global_nodes, &root, sizeof root, cudaMemcpyHostToDevice);
  cudaMemcpy(global_top, &v, sizeof v, cudaMemcpyHostToDevice);
  while (v != 0) {
    cudaMemset(visited, 0, sizeof(unsigned));
    search<<<BLOCKS, BLOCK>>>(local_lock, local_top, local_nodes, global_lock, global_top,
                              global_nodes, visited);
    cudaMemcpy(&v, visited, sizeof v, cudaMemcpyDeviceToHost);
    total += v;
  }
  printf("%u nodes\n", total);
  return 0;
}
