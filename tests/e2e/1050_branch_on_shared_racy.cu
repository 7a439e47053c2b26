// 1050_branch_on_shared_ok.cu with thread 0 clearing the flag after the
// barrier, while the others read it: a race, which the equality
// abstraction of the branch-deciding flag does not hide; and in `mark` the
// inner branch reads the neighbour's element, which another thread writes.
//@ args: --blockDim=64 --gridDim=4
//@ exit: 1
//@ expect: race on more
//@ expect: race on s[
//@ expect-re: kernel 'phases\(int\*, const int\*\)' \(.*\): [0-9]+ (races?|defects?) found
//@ expect-re: kernel 'mark\(int\*\)' \(.*\): [0-9]+ races? found
__global__ void phases(int *data, const int *flags) {
  __shared__ int s[64];
  __shared__ int more;
  unsigned t = threadIdx.x, g = blockIdx.x * 64 + t;
  s[t] = data[g];
  if (t == 0)
    more = flags[blockIdx.x] > 0;
  __syncthreads();
  if (t == 0)
    more = 0;
  if (more) {
    int v = s[63 - t];
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  data[g] = s[t];
}

__global__ void mark(int *data) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * 64 + t];
  __syncthreads();
  if (s[t] == 0) {
    if (s[(t + 1) % 64] != 0)
      s[t] = 1;
  }
}
