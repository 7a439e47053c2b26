// Host side of 574_ocl_escaped_*.cl: the kernel object is handed to a
// function of another file, which may enqueue it any way it likes.
#include <CL/cl.h>

void enqueue_elsewhere(cl_command_queue q, cl_kernel k); // defined in another file

int main(void) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "574";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "reverse", &err);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 128 * sizeof(int), NULL, &err);
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf);
  size_t global = 128, local = 128;
  clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  enqueue_elsewhere(q, k);
  return clFinish(q);
}
