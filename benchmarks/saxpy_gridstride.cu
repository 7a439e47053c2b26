//@ args: --blockDim=256 --gridDim=64
//@ exit: 0
// SAXPY y = a * x + y over n elements with a grid-stride loop: thread g
// handles elements g, g + S, g + 2S, ... where S is the number of threads
// in the grid, so every element of y is read and written by one thread.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;
       __invariant(i % (blockDim.x * gridDim.x) == blockIdx.x * blockDim.x + threadIdx.x),
       __invariant(__read_implies(y, __read_offset_bytes(y) / sizeof(float) % (blockDim.x * gridDim.x) ==
                                         blockIdx.x * blockDim.x + threadIdx.x)),
       __invariant(__write_implies(y, __write_offset_bytes(y) / sizeof(float) % (blockDim.x * gridDim.x) ==
                                          blockIdx.x * blockDim.x + threadIdx.x)),
       i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}
