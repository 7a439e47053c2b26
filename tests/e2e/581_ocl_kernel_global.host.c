// Host side of 581_ocl_kernel_global_*.cl: the kernel object lives in a
// static variable, created by one helper and enqueued by another, in
// work-groups of 64 over n items (n a multiple of 64, from the command line).
#include <CL/cl.h>
#include <stdlib.h>

static cl_context ctx;
static cl_command_queue queue;
static cl_kernel pairs_kernel;

static void setup(void) {
  cl_int err;
  ctx = clCreateContextFromType(NULL, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
  queue = clCreateCommandQueue(ctx, NULL, 0, &err);
  const char *src = "581";
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  clBuildProgram(prog, 0, NULL, NULL, NULL, NULL);
  pairs_kernel = clCreateKernel(prog, "pairs", &err);
}

static void run(cl_mem buf, int n) {
  size_t global = (size_t)n, local = 64;
  clSetKernelArg(pairs_kernel, 0, sizeof(cl_mem), &buf);
  clEnqueueNDRangeKernel(queue, pairs_kernel, 1, NULL, &global, &local, 0, NULL, NULL);
}

int main(int argc, char **argv) {
  setup();
  int n = atoi(argv[1]);
  if (n % 64 != 0)
    return 1;
  cl_int err;
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 2 * (size_t)n * sizeof(float), NULL, &err);
  run(buf, n);
  clFinish(queue);
  clReleaseKernel(pairs_kernel);
  return 0;
}
