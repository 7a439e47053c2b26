// Host side of 573_ocl_two_enqueues_ok.cl: the kernel is enqueued twice,
// each time as one work-group (64, then 256 work-items).
#include <CL/cl.h>

static void run(cl_command_queue q, cl_kernel k, size_t n) {
  size_t global = n, local = n;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
}

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "573";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "rotate", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 256 * sizeof(int), NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  run(q, k, 64);
  run(q, k, 256);
  return clFinish(q);
}
