// Atomic increments, then a barrier, then every thread reads the counter
// (one block, so the barrier orders all accesses).
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'ticket\(int\*, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void ticket(int *counter, int *seen) {
  atomicAdd(&counter[0], 1);
  __syncthreads();
  seen[threadIdx.x] = counter[0];
}
