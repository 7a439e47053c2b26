// Body-less calls: an arbitrary result per thread (constrained only by
// what the kernel checks), a private out-parameter, and a shared array
// handed over between barriers: no race.
//@ args: --blockDim=64 --gridDim=1
//@ exit: 0
//@ expect-re: kernel 'k[('].*: verified
__device__ int nondet(void);
__device__ void fill(int *p);
__device__ void use(const int *p, int n);

__global__ void k(int *A) {
  __shared__ int s[64];
  int v;
  fill(&v);
  int r = nondet();
  if (threadIdx.x == 0)
    use(s, r);
  __syncthreads();
  s[threadIdx.x] = v;
  A[threadIdx.x] = r;
}
