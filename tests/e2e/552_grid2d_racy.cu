// Host-guided (issue 11): as 552_grid2d_ok, but the block is 32 wide while
// the kernel's tile is 16: blocks side by side overlap.
//@ exit: 1
//@ expect: write-write race on out[
//@ expect: <<<(16, 16, 1), (32, 16, 1)>>>, width = 512, height = 256
#define WIDTH 512
#define HEIGHT 256
#define TILE 16

__global__ void blur(float *out, const float *in, int width, int height) {
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height)
    out[y * width + x] = 0.5f * in[y * width + x] + threadIdx.x; // differs between the overlapping blocks
}

int main() {
  float *in, *out;
  cudaMalloc(&in, WIDTH * HEIGHT * sizeof(float));
  cudaMalloc(&out, WIDTH * HEIGHT * sizeof(float));
  dim3 block(2 * TILE, TILE);
  dim3 grid(WIDTH / (2 * TILE), HEIGHT / TILE);
  blur<<<grid, block>>>(out, in, WIDTH, HEIGHT);
  cudaDeviceSynchronize();
  return 0;
}
