// A kernel that never reads the y or z dimension of its launch, checked
// for any launch: threads that differ only in threadIdx.y run the same code
// on the same element, a race for such launches (exit 1). The re-check with
// blockDim.y = blockDim.z = gridDim.y = gridDim.z = 1 proves it for the
// one-dimensional launches it is written for, and a note says so.
//@ exit: 1
//@ expect: race on a[
//@ expect: note: 'scale' never reads the y and z dimensions of its launch, and every defect needs more than one thread or block there
//@ expect: for launches with blockDim.y = gridDim.y = 1 and blockDim.z = gridDim.z = 1, 'scale' is verified
__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}
