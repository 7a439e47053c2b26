// Host side of 580_ocl_null_local_*.cl: 4096 work-items, the local size
// left to the implementation (NULL).
#include <CL/cl.h>

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "580";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "mirror", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096 * sizeof(int), NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  size_t global = 4096;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &global, NULL, 0, NULL, NULL);
  return clFinish(q);
}
