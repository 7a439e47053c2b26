// Host side of 576_ocl_unknown_name_racy.cl: the kernel's name comes from
// the command line, so any kernel of the program may be the one enqueued.
#include <CL/cl.h>

int main(int argc, char **argv) {
  cl_int err;
  cl_context ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "576";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  cl_kernel named = clCreateKernel(prog, "tile", &err);
  cl_kernel chosen = clCreateKernel(prog, argc > 1 ? argv[1] : "tile", &err);
  size_t one = 64;
  clEnqueueNDRangeKernel(q, named, 1, NULL, &one, &one, 0, NULL, NULL);
  size_t global = 4096, local = 64;
  clEnqueueNDRangeKernel(q, chosen, 1, NULL, &global, &local, 0, NULL, NULL);
  return clFinish(q);
}
