// The same kernel with --no-benign-tolerance: the identical writes count
// as a write-write race.
//@ args: --blockDim=64 --gridDim=2 --no-benign-tolerance
//@ exit: 1
//@ expect: write-write race on found[
//@ expect-re: kernel 'mark_found\(const int\*, int, int\*\)' \(.*\): [0-9]+ race
//@ expect-not-re: kernel 'mark_found\(const int\*, int, int\*\)' .*: verified
//@ expect-re: \.cu:12:14:
__global__ void mark_found(const int *keys, int key, int *found) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (keys[i] == key)
    found[0] = 1; // <- race
}
