// 1052_nested_stride_ok.cu with the outer counter starting at 1 and an
// extra write to the neighbour's element: data[j + t + 1] is also what
// thread t + 1 updates as data[j + (t + 1)].
//@ args: --blockDim=256 --gridDim=1
//@ exit: 1
//@ expect: race on data[
//@ expect-re: kernel 'sweep\(int\*\)' \(.*\): [0-9]+ races? found
__global__ void sweep(int *data) {
  for (int base = 1; base < 8 * 256; base += 256)
    for (int j = base; j < 8 * 256; j += 256) {
      data[j + threadIdx.x] += 1;
      data[j + threadIdx.x + 1] = 0;
    }
}
