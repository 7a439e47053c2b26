// 056_wrapping_inc_racy.cu with a barrier-separated reset and atomicAdd:
// the counter is reset by thread 0 before the barrier and then only
// incremented, so the slots are unique again.
//@ args: --blockDim=64 --gridDim=1 -v
//@ exit: 0
//@ expect-re: kernel 'ring_push\(const int\*, int\*, unsigned int\*\)' \(.*\): verified
//@ expect: repetition-free
__global__ void ring_push(const int *in, int *ring, unsigned *head) {
  if (threadIdx.x == 0)
    *head = 0;
  __syncthreads();
  unsigned slot = atomicAdd(head, 1u);
  ring[slot] = in[threadIdx.x];
}
