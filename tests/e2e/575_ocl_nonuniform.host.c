// Host side of 575_ocl_nonuniform_racy.cl: a global size (100) that the
// local size (64) does not divide.
#include <CL/cl.h>

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "575";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "halves", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  size_t global = 100, local = 64;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  return clFinish(q);
}
