// Host-guided (issue 11): a 2-D grid from width/height constants. The
// kernel hard-codes its 16x16 tile, right only for the launch in main().
//@ exit: 0
//@ expect-re: kernel 'blur\(float\*, const float\*, int, int\)' \(.*\): verified
//@ expect: <<<(32, 16, 1), (16, 16, 1)>>>, width = 512, height = 256
#define WIDTH 512
#define HEIGHT 256
#define TILE 16

__global__ void blur(float *out, const float *in, int width, int height) {
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height)
    out[y * width + x] = 0.5f * in[y * width + x];
}

int main() {
  float *in, *out;
  cudaMalloc(&in, WIDTH * HEIGHT * sizeof(float));
  cudaMalloc(&out, WIDTH * HEIGHT * sizeof(float));
  dim3 block(TILE, TILE);
  dim3 grid(WIDTH / TILE, HEIGHT / TILE);
  blur<<<grid, block>>>(out, in, WIDTH, HEIGHT);
  cudaDeviceSynchronize();
  return 0;
}
