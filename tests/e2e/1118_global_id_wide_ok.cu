// The global id computed in 64 bits, (size_t)blockIdx.x * blockDim.x +
// threadIdx.x: the sum of zero-extended ids never wraps, so its
// injectivity is stated for every launch. z3 proves the direct attempt's
// final query whole in about 6 s, while one of its lines alone runs past
// a minute: the lines asked beside it (direct.c, final_query) give up on
// that one after their cap, and the whole query's proof stands.
//@ args: -v
//@ exit: 0
//@ expect-re: kernel 'mark': direct proof found .*; the final query asked line by line beside it too
//@ expect-re: kernel 'mark\(int\*, unsigned long\)' \(.*\): verified
__global__ void mark(int *a, size_t n) {
  if (threadIdx.y != 0 || threadIdx.z != 0 || blockIdx.y != 0 || blockIdx.z != 0)
    return;
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] + 1;
}
