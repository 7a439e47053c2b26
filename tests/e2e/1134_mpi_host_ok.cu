// Host code of a CUDA+MPI program through tandem's fallback <mpi.h>
// (headers/sdk/mpi.h: declarations only, used when no MPI is installed):
// each rank picks a device from its node-local rank, rank 0 scatters the
// input, every rank launches a kernel on its part and the partial sums are
// reduced with MPI_Allreduce. Each thread writes its own element.
//@ exit: 0
//@ expect-re: kernel 'scale_add\(.*: verified
#include <cstdio>
#include <cstdlib>
#include <mpi.h>

static MPI_Comm world = MPI_COMM_WORLD;

__global__ void scale_add(float *out, const float *in, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a * in[i] + out[i];
}

int main(int argc, char **argv) {
  int provided, rank, size, local_rank, ndev = 1;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(world, &rank);
  MPI_Comm_size(world, &size);
  MPI_Comm node;
  MPI_Comm_split_type(world, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
  MPI_Comm_rank(node, &local_rank);
  cudaGetDeviceCount(&ndev);
  cudaSetDevice(local_rank % ndev);

  const int n = 4096;
  float *all = nullptr;
  if (rank == 0)
    all = (float *)malloc((size_t)n * size * sizeof(float));
  float *part = (float *)malloc(n * sizeof(float));
  MPI_Scatter(all, n, MPI_FLOAT, part, n, MPI_FLOAT, 0, world);

  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemcpy(in, part, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(out, 0, n * sizeof(float));
  scale_add<<<n / 256, 256>>>(out, in, 2.0f, n);
  cudaMemcpy(part, out, n * sizeof(float), cudaMemcpyDeviceToHost);

  double local = 0, total = 0;
  for (int i = 0; i < n; i++)
    local += part[i];
  MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, world);
  MPI_Allreduce(MPI_IN_PLACE, &local, 1, MPI_DOUBLE, MPI_MAX, world);
  MPI_Status st;
  if (size > 1 && rank == 1)
    MPI_Send(&total, 1, MPI_DOUBLE, 0, 7, world);
  if (size > 1 && rank == 0) {
    MPI_Recv(&local, 1, MPI_DOUBLE, MPI_ANY_SOURCE, 7, world, &st);
    printf("from %d: %f\n", st.MPI_SOURCE, local);
  }
  cudaFree(in);
  cudaFree(out);
  if (node != MPI_COMM_NULL)
    MPI_Comm_free(&node);
  MPI_Finalize();
  return 0;
}
