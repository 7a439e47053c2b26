// Host side of 571_ocl_sizes_from_n_*.cl: the global size is n, read at
// run time, and the enqueue only happens when 64 divides n.
#include <CL/cl.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_device_id dev;
  clGetDeviceIDs(NULL, CL_DEVICE_TYPE_GPU, 1, &dev, NULL);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  const char *src = "571_ocl_sizes_from_n";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "wrap", &err);
  int n = argc > 1 ? atoi(argv[1]) : 4096;
  if (n <= 0 || n % 64 != 0)
    return 1;
  cl_mem out = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, n * sizeof(int), NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &out);
  clSetKernelArg(k, 1, sizeof(int), &n);
  size_t global = (size_t)n, local = 64;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  return clFinish(q);
}
