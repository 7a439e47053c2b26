// 768_ok with one scope bug: the leader takes work from its own partition
// with atomicAdd_block, but a thief of another block steps the same counter
// (insufficient atomic scope).
// Application: greedy graph colouring with work stealing. The vertices are
// split into one partition per block; the leader thread of a block takes the
// next chunk of its partition with atomicAdd on nextHead[block] (device
// scope: a block that has run out of work steals from its neighbour's
// partition with the same counter). Each thread then colours one vertex:
// it reads its neighbours' colours atomically and claims the smallest colour
// none of them has with atomicCAS (colours start at -1). The host relaunches
// until every vertex is coloured.
//@ exit: 1
//@ expect-not-re: kernel 'colour[(].*: verified
//@ expect: (insufficient atomic scope
#include <cstdio>

#define BLOCK 32
#define BLOCKS 4
#define V 1024
#define DEG 4

__global__ void colour(const int *adj, int *colours, unsigned *nextHead, const unsigned *partEnd) {
  __shared__ unsigned head;
  __shared__ unsigned end;
  unsigned b = blockIdx.x;
  if (threadIdx.x == 0) {
    head = atomicAdd_block(&nextHead[b], BLOCK);
    end = partEnd[b];
    if (head >= end) { // steal a chunk from the next partition
      unsigned victim = (b + 1) % gridDim.x;
      head = atomicAdd(&nextHead[victim], BLOCK);
      end = partEnd[victim];
    }
  }
  __syncthreads();
  unsigned v = head + threadIdx.x;
  if (head >= end || v >= end || v >= V)
    return;
  unsigned used = 0;
  for (int k = 0; k < DEG; k++) {
    int u = adj[v * DEG + k];
    if (u >= 0 && u < V) {
      int c = atomicAdd(&colours[u], 0);
      if (c >= 0 && c < 32)
        used |= 1u << c;
    }
  }
  int mine = __ffs(~used) - 1;
  atomicCAS(&colours[v], -1, mine);
}

int main() {
  int *adj, *colours;
  unsigned *nextHead, *partEnd;
  unsigned h_end[BLOCKS], h_head[BLOCKS];
  for (int b = 0; b < BLOCKS; b++) {
    h_head[b] = b * (V / BLOCKS);
    h_end[b] = (b + 1) * (V / BLOCKS);
  }
  cudaMalloc(&adj, V * DEG * sizeof(int));
  cudaMalloc(&colours, V * sizeof(int));
  cudaMalloc(&nextHead, sizeof h_head);
  cudaMalloc(&partEnd, sizeof h_end);
  cudaMemset(colours, 0xff, V * sizeof(int));
  cudaMemcpy(nextHead, h_head, sizeof h_head, cudaMemcpyHostToDevice);
  cudaMemcpy(partEnd, h_end, sizeof h_end, cudaMemcpyHostToDevice);
  for (int round = 0; round < V / BLOCK; round++)
    colour<<<BLOCKS, BLOCK>>>(adj, colours, nextHead, partEnd);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
