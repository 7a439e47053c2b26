// CUDA's limit of 1024 threads per block (docs/design.md, "A block of more
// than 1024 threads"). With a symbolic block, each dimension is bounded, but
// their product is not stated in every query: the first run's race needs a
// block with threadIdx.x == 1000 and threadIdx.y == 1, at least 1001 x 2
// threads. The re-check with x*y*z <= 1024 stated finds no race, so the
// kernel is verified for every block CUDA can launch, with a note.
//@ args: --gridDim=1
//@ exit: 0
//@ expect: every defect found at first needed a block of more than 1024 threads
//@ expect: with CUDA's limit on a block's size stated, the kernel is verified
//@ expect-not: race on
__global__ void corner_flags(int *flags) {
  if (threadIdx.y == 1 && threadIdx.x == 0)
    flags[0] = 1;
  if (threadIdx.y == 1 && threadIdx.x == 1000)
    flags[0] = 2; // only a block of more than 1024 threads has both threads
}
