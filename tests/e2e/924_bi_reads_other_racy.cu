// A barrier invariant may only read what the thread itself wrote since the
// last barrier (or what nobody wrote): its reads are ordinary reads, and
// here it reads the neighbour's fresh write, a race. (GPUVerify would
// report missing read permission.)
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on a[
//@ expect-re: \.cu:13:
__global__ void k(int *out) {
  __shared__ int a[64];
  unsigned t = threadIdx.x;
  a[t] = t;
  __barrier_invariant_1(a[(threadIdx.x + 1) % 64] == (threadIdx.x + 1) % 64, threadIdx.x);
  __syncthreads();
  out[a[t]] = t;
}
