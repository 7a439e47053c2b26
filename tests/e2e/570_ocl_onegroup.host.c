// Host side of 570_ocl_onegroup_*.cl: one work-group of 128.
#include <CL/cl.h>
#include <stdio.h>

static const char *source = "(read from 570_ocl_onegroup_ok.cl)";

int main(void) {
  cl_int err;
  cl_platform_id platform;
  cl_device_id device;
  clGetPlatformIDs(1, &platform, NULL);
  clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, NULL);
  cl_context ctx = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, device, 0, &err);
  cl_program prog = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
  if (clBuildProgram(prog, 1, &device, "", NULL, NULL) != CL_SUCCESS) {
    fprintf(stderr, "build failed\n");
    return 1;
  }
  cl_kernel k = clCreateKernel(prog, "reverse", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 128 * sizeof(int), NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  size_t global = 128, local = 128;
  // one work-group: the whole buffer is one tile
  err = clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  clFinish(q);
  clReleaseKernel(k);
  clReleaseMemObject(buf);
  return err != CL_SUCCESS;
}
