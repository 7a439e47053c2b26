// -std=c++17 passed to clang; the instantiation that takes the racy branch.
//@ args: -std=c++17 --blockDim 64 --gridDim 1 --kernel put
//@ exit: 1
//@ expect-re: kernel 'put<2>\(int\*\)' \(.*\): 1 race found
template <int K> __global__ void put(int *p) {
  if constexpr (K == 1) p[threadIdx.x] = 1;
  else p[0] = threadIdx.x;  // <- race
}
template __global__ void put<2>(int *);
