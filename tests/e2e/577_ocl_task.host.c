// Host side of 577_ocl_task_ok.cl: clEnqueueTask, one work-item.
#include <CL/cl.h>

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "577";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "serial_sum", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
  int n = 1024;
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  clSetKernelArg(k, 1, sizeof(int), &n);
  clEnqueueTask(q, k, 0, NULL, NULL);
  return clFinish(q);
}
