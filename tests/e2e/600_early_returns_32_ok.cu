// An escape-time loop with 32 early returns inlined into the kernel (the
// shape of the CUDA samples' Mandelbrot kernel). The loop-exit facts expand
// the loop's condition code at its head; they used to grow exponentially
// with the number of exits (each step uses x and y twice). Now the
// expansion is shared and bounded, and this verifies in seconds.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'mandel\(int\*, const float\*, const float\*, int\)' .*: verified
#define STEP(k, r)                                                             \
  if (x * x + y * y > r)                                                       \
    return i * 32 + k;                                                         \
  nx = x * x - y * y + cx;                                                     \
  y = 2.0f * x * y + cy;                                                       \
  x = nx;

__device__ int escape_time(float cx, float cy, int crunch) {
  float x = cx, y = cy, nx;
  int i = crunch;
  do {
    STEP(0, 1.5f)
    STEP(1, 2.5f)
    STEP(2, 3.5f)
    STEP(3, 4.5f)
    STEP(4, 5.5f)
    STEP(5, 6.5f)
    STEP(6, 7.5f)
    STEP(7, 8.5f)
    STEP(8, 9.5f)
    STEP(9, 10.5f)
    STEP(10, 11.5f)
    STEP(11, 12.5f)
    STEP(12, 13.5f)
    STEP(13, 14.5f)
    STEP(14, 15.5f)
    STEP(15, 16.5f)
    STEP(16, 17.5f)
    STEP(17, 18.5f)
    STEP(18, 19.5f)
    STEP(19, 20.5f)
    STEP(20, 21.5f)
    STEP(21, 22.5f)
    STEP(22, 23.5f)
    STEP(23, 24.5f)
    STEP(24, 25.5f)
    STEP(25, 26.5f)
    STEP(26, 27.5f)
    STEP(27, 28.5f)
    STEP(28, 29.5f)
    STEP(29, 30.5f)
    STEP(30, 31.5f)
    STEP(31, 32.5f)
    i--;
  } while (i > 0);
  return 0;
}

__global__ void mandel(int *dst, const float *xs, const float *ys, int crunch) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  dst[t] = escape_time(xs[t], ys[t], crunch) + (int)t;
}
