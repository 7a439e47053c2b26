// Host side of 1155_ocl_aliased_args_*.cl: one buffer set as both of the
// kernel's buffer arguments, then a second enqueue with two buffers.
#include <CL/cl.h>

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "1155_ocl_aliased_args";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "pairs", &err);
  cl_mem data = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1 << 16, NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &data);
  clSetKernelArg(k, 1, sizeof(cl_mem), &data);
  size_t global = 1024, local = 64;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  return clFinish(q);
}
