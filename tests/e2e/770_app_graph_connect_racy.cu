// 770_ok with one scope bug: one of the label updates is atomicMin_block,
// but a vertex's label is lowered by edges of every block (insufficient
// atomic scope).
// Application: connected components by label propagation with work
// stealing. Every block owns a partition of the edge list; its leader takes
// the next chunk with atomicAdd on nextHead[block] (device scope, because a
// block out of work steals from the next partition through the same
// counter). Each thread takes one edge (u, w) and lowers both endpoints'
// labels to the smaller one with atomicMin; a change is recorded in a flag
// with atomicExch. The host relaunches until nothing changes.
//@ exit: 1
//@ expect-not-re: kernel 'propagate[(].*: verified
//@ expect: (insufficient atomic scope
#include <cstdio>

#define BLOCK 32
#define BLOCKS 4
#define V 1024
#define E 2048

__global__ void propagate(const int *src, const int *dst, int *label, unsigned *nextHead,
                          const unsigned *partEnd, int *changed) {
  __shared__ unsigned head;
  __shared__ unsigned end;
  unsigned b = blockIdx.x;
  if (threadIdx.x == 0) {
    head = atomicAdd(&nextHead[b], BLOCK);
    end = partEnd[b];
    if (head >= end) {
      unsigned victim = (b + 1) % gridDim.x;
      head = atomicAdd(&nextHead[victim], BLOCK);
      end = partEnd[victim];
    }
  }
  __syncthreads();
  unsigned e = head + threadIdx.x;
  if (head >= end || e >= end || e >= E)
    return;
  int u = src[e], w = dst[e];
  if (u < 0 || u >= V || w < 0 || w >= V)
    return;
  int lu = atomicAdd(&label[u], 0);
  int lw = atomicAdd(&label[w], 0);
  if (lu < lw) {
    if (atomicMin_block(&label[w], lu) > lu)
      atomicExch(changed, 1);
  } else if (lw < lu) {
    if (atomicMin(&label[u], lw) > lw)
      atomicExch(changed, 1);
  }
}

int main() {
  int *src, *dst, *label, *changed;
  unsigned *nextHead, *partEnd;
  unsigned h_end[BLOCKS], h_head[BLOCKS];
  int h_label[V];
  for (int v = 0; v < V; v++)
    h_label[v] = v;
  cudaMalloc(&src, E * sizeof(int));
  cudaMalloc(&dst, E * sizeof(int));
  cudaMalloc(&label, V * sizeof(int));
  cudaMalloc(&nextHead, sizeof h_head);
  cudaMalloc(&partEnd, sizeof h_end);
  cudaMalloc(&changed, sizeof(int));
  cudaMemcpy(label, h_label, sizeof h_label, cudaMemcpyHostToDevice);
  int again = 1;
  while (again) {
    for (int b = 0; b < BLOCKS; b++) {
      h_head[b] = b * (E / BLOCKS);
      h_end[b] = (b + 1) * (E / BLOCKS);
    }
    cudaMemcpy(nextHead, h_head, sizeof h_head, cudaMemcpyHostToDevice);
    cudaMemcpy(partEnd, h_end, sizeof h_end, cudaMemcpyHostToDevice);
    cudaMemset(changed, 0, sizeof(int));
    for (int chunk = 0; chunk < E / (BLOCK * BLOCKS); chunk++)
      propagate<<<BLOCKS, BLOCK>>>(src, dst, label, nextHead, partEnd, changed);
    cudaMemcpy(&again, changed, sizeof(int), cudaMemcpyDeviceToHost);
  }
  printf("done\n");
  return 0;
}
