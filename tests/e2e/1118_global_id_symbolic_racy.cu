// 1118_global_id_symbolic_ok with each thread reading its right neighbour's
// element: a read-write race, across blocks at a block's last thread, that
// the global id's injectivity must not hide.
//@ exit: 1
//@ expect: read-write race on a[
__global__ void mark(int *a, int n) {
  if (threadIdx.y != 0 || threadIdx.z != 0 || blockIdx.y != 0 || blockIdx.z != 0)
    return;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n)
    a[i] = a[i + 1];
}
