// A texture reference passed by value to tex1Dfetch: clang takes a handle
// of the texture (llvm.nvvm.texsurf.handle), whose value tandem does not
// need; the fetch is an arbitrary value and never races.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect: verified
texture<unsigned, 1, cudaReadModeElementType> keys;

__global__ void gather(unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tex1Dfetch(keys, i);
}
