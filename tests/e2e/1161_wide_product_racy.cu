// 1161_wide_product_ok with `i <= nx`: thread nx of block j and thread 0 of
// block j + 1 write the same element. The race is found and reported.
//@ args: --blockDim=256 --gridDim=1024 --rlimit=20000000
//@ exit: 1
//@ expect: write-write race on A[
//@ expect-not: proved the kernel
//@ expect-re: kernel 'rows\(.*\)' \(.*\): 1 race found
__global__ void rows(float *A, int nx, int ny) {
  int i = threadIdx.x;
  int j = blockIdx.x;
  if (i <= nx && j < ny)
    A[(long long)j * nx + i] = i;
}
