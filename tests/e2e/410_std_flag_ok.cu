// -std= goes to clang: `if constexpr` needs C++17; a space before an
// option's value works as with GNU tools.
//@ args: -std=c++17 --blockDim 64 --gridDim 1
//@ exit: 0
//@ expect-re: kernel 'put<1>\(int\*\)' \(.*\): verified
template <int K> __global__ void put(int *p) {
  if constexpr (K == 1) p[threadIdx.x] = 1;
  else p[0] = threadIdx.x;
}
template __global__ void put<1>(int *);
