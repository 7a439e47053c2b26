// 1058_signed_start_ok.cu with a start that may be negative: with k = -1
// thread t writes out[32 t - 1], the last element of thread t - 1's segment.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 1
//@ expect: race on out[
//@ expect-re: kernel 'tail\(int\*, int\)' \(.*\): [0-9]+ races? found
__global__ void tail(int *out, int k) {
  int first = k;
  for (int i = first; i < 32; i++)
    out[threadIdx.x * 32 + i] = i;
}
