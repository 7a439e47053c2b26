// Every thread that finds the key writes the same constant to found[0]:
// a benign write-write race, tolerated by default.
//@ args: --blockDim=64 --gridDim=2
//@ exit: 0
//@ expect-re: kernel 'mark_found\(const int\*, int, int\*\)' \(.*\): verified
//@ expect-not: race on
__global__ void mark_found(const int *keys, int key, int *found) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (keys[i] == key)
    found[0] = 1;
}
