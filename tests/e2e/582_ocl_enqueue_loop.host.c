// Host side of 582_ocl_enqueue_loop_*.cl: one enqueue in a loop over the
// sizes 64, 128, ..., 1024, each time one work-group of that size.
#include <CL/cl.h>

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "582";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "shift", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1024 * sizeof(int), NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  for (size_t size = 64; size <= 1024; size *= 2) {
    size_t global = size, local = size;
    clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
    clFinish(q);
  }
  return 0;
}
