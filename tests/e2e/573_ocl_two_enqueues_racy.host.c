// Host side of 573_ocl_two_enqueues_racy.cl: as for the _ok twin, plus a
// third enqueue of two work-groups.
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
  size_t global = 512, local = 256; // two work-groups
  clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  return clFinish(q);
}
