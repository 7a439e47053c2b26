// GPUVerify's two-thread annotations (__global_requires, __global_assert,
// __uniform_int, __distinct_int, __same_group, __enabled, __other_bool)
// and helpers (__ite, __mod_pow2, __at_most_one, __ptr_base,
// __ptr_offset_bytes, __axiom): all hold, the kernel is race-free.
//@ args: --gridDim=4
//@ exit: 0
//@ expect-re: kernel 'k[('].*: verified
__axiom(blockDim.x == 64);
__axiom(blockDim.y == 1 && blockDim.z == 1);

__global__ void k(int *A, int n) {
  __global_requires(__uniform_int(n));
  __requires(n > 0 & n < 100);
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  __global_assert(__implies(__same_group, __uniform_int(blockIdx.x)));
  __global_assert(__implies(__same_group, __distinct_int(threadIdx.x)));
  __assert(__enabled() & __other_bool(__enabled()));
  __assert(__mod_pow2(t, 64) == threadIdx.x);
  __assert(__ite(t < 64, 1, 2) == (blockIdx.x == 0 ? 1 : 2));
  __assert(__at_most_one(t < 64, t >= 64 & t < 128, t >= 128 & t < 192));
  __assert(__ptr_offset_bytes(A + 3) == 12 && __ptr_base(A + 3) == __ptr_base(A));
  if (threadIdx.x < 32)
    __assert(__enabled() & __implies(__same_group, __other_bool(__enabled()) == (__other_int(threadIdx.x) < 32)));
  A[t] = n;
}
