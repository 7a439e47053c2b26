// A precondition broken at a call is reported at the __requires (it is no
// longer assumed where the function is inlined); a wrong __ensures at it.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: 802_contract_racy.cu:9:3: error: assertion might not hold
//@ expect: 802_contract_racy.cu:10:3: error: assertion might not hold
//@ expect-not: verified
__device__ int idx(int x) {
  __requires(x < 32);
  __ensures(__return_val_int() == x);
  return x / 2;
}

__global__ void k(int *A) {
  A[idx(threadIdx.x)] = 1;
}
