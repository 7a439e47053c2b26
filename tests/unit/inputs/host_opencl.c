// Host side of an OpenCL program for test_translator's test_host_opencl:
// line numbers matter.
#include <CL/cl.h>

int main(void) {
  cl_int err;
  cl_program prog = clCreateProgramWithSource(NULL, 0, NULL, NULL, &err);
  cl_kernel a = clCreateKernel(prog, "a", &err), b = clCreateKernel(prog, "b", &err);
  cl_kernel c = clCreateKernel(prog, "c", &err);
  int v = 7, five = 5, also_five = 5;
  clSetKernelArg(a, 1, sizeof(int), &v);
  clSetKernelArg(b, 0, sizeof(int), &five);
  clSetKernelArg(b, 0, sizeof(int), &also_five);
  size_t global[2] = {256, 4}, local[2] = {64, 1}, offset[1] = {8};
  clEnqueueNDRangeKernel(NULL, a, 2, NULL, global, local, 0, NULL, NULL);
  clEnqueueTask(NULL, b, 0, NULL, NULL);
  clEnqueueNDRangeKernel(NULL, c, 1, offset, global, local, 0, NULL, NULL);
  return 0;
}
