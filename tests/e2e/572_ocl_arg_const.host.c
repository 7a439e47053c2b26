// Host side of 572_ocl_arg_const_*.cl: the stride is a constant set with
// clSetKernelArg; sizes in a 2-element array (2-D enqueue).
#include <CL/cl.h>

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "572_ocl_arg_const";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "spread", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1 << 20, NULL, &err);
  int stride = 2;
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  clSetKernelArg(k, 1, sizeof(int), &stride);
  size_t global[2] = {256, 4};
  size_t local[2] = {64, 1};
  clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL);
  return clFinish(q);
}
