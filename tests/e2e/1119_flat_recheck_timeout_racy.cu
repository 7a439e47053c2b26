// A kernel that never reads y or z, racy under a symbolic launch (threads
// that differ only in threadIdx.y), whose one-dimensional proof needs the
// product blockIdx.x * n of two symbolic values: the re-check with y and z
// of size 1 runs past its resource limit (deterministic, unlike seconds),
// and the first report stays, with a note that the re-check did not finish.
//@ args: --rlimit=3000000 --timeout=120
//@ exit: 1
//@ expect: race on a[
//@ expect: note: 'rows' never reads the y and z dimensions of its launch; the re-check for launches with blockDim.y = gridDim.y = 1 and blockDim.z = gridDim.z = 1 did not finish
//@ expect-not: 'rows' is verified
__global__ void rows(float *a, unsigned n) {
  if (threadIdx.x < n && n <= 1024 && gridDim.x <= 4096)
    a[blockIdx.x * n + threadIdx.x] += 1.0f;
}
