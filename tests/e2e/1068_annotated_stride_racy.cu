// 1068_annotated_stride_ok.cu with a step of 1: thread (r = 0, c) writes
// row i + 0 = 1 in its second iteration, the row thread (r = 1, c) wrote in
// its first.
//@ args: --blockDim=128 --gridDim=1
//@ exit: 1
//@ expect: race on S[
//@ expect-re: kernel 'rows\(const float\*\)' \(.*\): [0-9]+ (races?|defects?) found
__global__ void rows(const float *in) {
  __shared__ float S[18 * 64];
  unsigned r = threadIdx.x / 64, c = threadIdx.x % 64;
  for (int i = 0;
       __invariant(__write_implies(S, __write_offset_bytes(S) / sizeof(float) % 128 == threadIdx.x)),
       i < 16; i += 1)
    S[(i + r) * 64 + c] = in[(i + r) * 64 + c];
}
