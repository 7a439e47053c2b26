// 1119_flat_recheck_racy's kernel reading its right neighbour: racy for
// one-dimensional launches too. The re-check's defects, of a launch with
// blockDim.y = blockDim.z = gridDim.y = gridDim.z = 1, replace the first
// counterexample's, and a note says which launches they are of.
//@ exit: 1
//@ expect: read-write race on a[
//@ expect: the defects shown are those of launches with blockDim.y = gridDim.y = 1 and blockDim.z = gridDim.z = 1
//@ expect-re: blockDim = \([0-9]+,1,1\), gridDim = \([0-9]+,1,1\)
__global__ void shift(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n)
    a[i] = a[i + 1];
}
